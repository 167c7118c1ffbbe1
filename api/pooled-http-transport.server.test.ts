import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { ErrorCode } from "./errors.js";
import { pooledHttpTransport } from "./pooled-http-transport.server.js";
import type { TransportRequest } from "./transport.js";

let close: (() => Promise<void>) | undefined;
afterEach(async () => {
  await close?.();
  close = undefined;
});

async function serving(answer: (request: IncomingMessage, body: string, response: ServerResponse) => void) {
  const server = createServer((request, response) => {
    let body = "";
    request.on("data", (chunk: Buffer) => (body += chunk.toString()));
    request.on("end", () => answer(request, body, response));
  });
  server.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  close = () => {
    server.closeAllConnections();
    return new Promise((resolve) => server.close(() => resolve()));
  };
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

const request: TransportRequest = {
  call: "queryGrades",
  path: "/grades",
  body: '{"header":{},"data":{}}',
  headers: { "Content-Type": "application/json", "GRC-Action": "queryGrades" },
  timeoutMs: 2_000,
};

describe("pooledHttpTransport", () => {
  it("posts the envelope and its headers to /api<path> under the base URL's path, and answers the status and JSON", async () => {
    let seen: { method?: string; url?: string; action?: string; body?: string } = {};
    const origin = await serving((incoming, body, response) => {
      seen = { method: incoming.method, url: incoming.url, action: incoming.headers["grc-action"] as string, body };
      response.writeHead(403, { "Content-Type": "application/json" }).end('{"code":4101,"msg":"no"}');
    });
    const transport = pooledHttpTransport(`${origin}/store/`);

    await expect(transport(request)).resolves.toEqual({ status: 403, body: { code: 4101, msg: "no" } });
    expect(seen).toEqual({ method: "POST", url: "/store/api/grades", action: "queryGrades", body: request.body });
    // The connection is kept for the next call.
    await expect(transport(request)).resolves.toMatchObject({ status: 403 });
  });

  it("turns an answer without JSON into a network error", async () => {
    const origin = await serving((_incoming, _body, response) => response.writeHead(502).end("<html>Bad gateway</html>"));

    await expect(pooledHttpTransport(origin)(request)).rejects.toMatchObject({ code: ErrorCode.NETWORK_ERROR, message: "Network error: HTTP 502 without a JSON body" });
  });

  it("gives up with a network error when no answer comes in time", async () => {
    const origin = await serving(() => undefined);

    await expect(pooledHttpTransport(origin)({ ...request, timeoutMs: 100 })).rejects.toMatchObject({ code: ErrorCode.NETWORK_ERROR, message: "Network error: no answer in 100 ms" });
  });

  it("answers a network error when nothing listens", async () => {
    await expect(pooledHttpTransport("http://127.0.0.1:9")(request)).rejects.toMatchObject({ code: ErrorCode.NETWORK_ERROR });
  });
});
