import { withTimeout, type Transport } from "../../api/transport.js";
import type { Service } from "./service.js";

/** Hands calls straight to the service in this process: no HTTP hop, same parsing and checks. */
export function inProcessTransport(service: Service, clientIp: string): Transport {
  return async ({ path, body, headers, timeoutMs }) => {
    const lowerCased = Object.fromEntries(Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value]));
    const answer = await withTimeout(service.handle({ path, body, headers: lowerCased, clientIp }), timeoutMs);
    return { status: answer.status, body: answer.body };
  };
}
