import type { CallName } from "../schemas/api/contract.js";
import { ApiError, ErrorCode } from "./errors.js";

export interface TransportRequest {
  call: CallName;
  /** The call's path in the contract; HTTP sends it to `/api<path>`. */
  path: string;
  /** The serialized envelope, exactly as signed. */
  body: string;
  headers: Record<string, string>;
  timeoutMs: number;
}

export interface TransportResponse {
  status: number;
  body: unknown;
}

/** Carries one call to the service and brings back its answer; a call that gets none throws code -1. */
export type Transport = (request: TransportRequest) => Promise<TransportResponse>;

export function networkError(reason: string): ApiError {
  return new ApiError(ErrorCode.NETWORK_ERROR, `Network error: ${reason}`);
}

/** A call that got no answer within its time. */
export const noAnswerIn = (timeoutMs: number) => networkError(`no answer in ${timeoutMs} ms`);

/** An answer the service did not write (a proxy's error page, say). */
export const notJsonAnswer = (status: number) => networkError(`HTTP ${status} without a JSON body`);

/** Calls the service over HTTP at `baseUrl` (an empty string means the page's own origin). */
export function httpTransport(baseUrl: string, fetchImpl: typeof fetch = (...args) => fetch(...args)): Transport {
  const root = baseUrl.replace(/\/+$/, "");
  return async ({ path, body, headers, timeoutMs }) => {
    let response: Response;
    try {
      response = await fetchImpl(`${root}/api${path}`, {
        method: "POST",
        headers,
        body,
        credentials: "same-origin",
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      throw (error as Error).name === "TimeoutError" ? noAnswerIn(timeoutMs) : networkError(String(error));
    }
    try {
      return { status: response.status, body: await response.json() };
    } catch {
      throw notJsonAnswer(response.status);
    }
  };
}

/** Rejects with a network error when `work` has not settled within `timeoutMs`. */
export function withTimeout<T>(work: Promise<T>, timeoutMs: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(noAnswerIn(timeoutMs)), timeoutMs);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}
