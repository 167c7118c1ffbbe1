import { contract, type CallName, type RequestOf, type ResponseOf } from "../schemas/api/contract.js";
import { HttpHeader, type RequestHeaderInput } from "../schemas/api/envelope.js";
import { ApiError, ErrorCode } from "./errors.js";
import { computeSignature, formatSignatureHeader } from "./signing.js";
import type { Transport } from "./transport.js";

/** Who is calling: the site and visitor values every call carries (SPEC §7 header and HTTP headers). */
export interface CallContext {
  header: RequestHeaderInput;
  countryCode: string;
  channelCode: string;
  /** The interface language; the service answers names in it. */
  language?: string;
}

export interface ApiClientOptions {
  transport: Transport;
  /** The public key of the anti-automation signature. */
  signingKey: string;
  /** Code 9 (SPEC §8): the caller clears its login flag and token. */
  onSessionInvalid?: (call: CallName) => void;
  /** No answer at all (SPEC §8): the caller shows /error, except for chat calls. */
  onNetworkError?: (call: CallName, error: ApiError) => void;
  now?: () => number;
}

export interface CallOptions {
  /**
   * For the contract's idempotent calls: the same key for every attempt of one action (a checkout, a payment),
   * so that a repeat gets the first answer. A fresh key is made when none is given.
   */
  idempotencyKey?: string;
}

export interface ApiClient {
  call<N extends CallName>(name: N, data: RequestOf<N>, context: CallContext, options?: CallOptions): Promise<ResponseOf<N>>;
}

function isEnvelope(body: unknown): body is { code: number; msg?: string; message?: string; data?: unknown } {
  return typeof body === "object" && body !== null && typeof (body as { code?: unknown }).code === "number";
}

export function createApiClient(options: ApiClientOptions): ApiClient {
  const now = options.now ?? Date.now;
  /** Server time minus local time, learnt once from the timestamp call so signatures use the server's clock. */
  let clockOffset: Promise<number> | undefined;

  async function send<N extends CallName>(name: N, data: RequestOf<N>, context: CallContext, callOptions: CallOptions = {}): Promise<ResponseOf<N>> {
    const definition = contract[name];
    const header = {
      ...context.header,
      unifiedAccessToken: definition.auth === "none" ? undefined : context.header.unifiedAccessToken,
    };
    const body = JSON.stringify({ data, header });
    const headers: Record<string, string> = {
      [HttpHeader.contentType]: "application/json",
      [HttpHeader.countryCode]: context.countryCode,
      [HttpHeader.channelCode]: context.channelCode,
      [HttpHeader.platform]: context.header.platform ?? "pc",
      [HttpHeader.grcAction]: name,
    };
    if (context.language) headers["Accept-Language"] = context.language;
    if (header.unifiedAccessToken) headers[HttpHeader.authorization] = header.unifiedAccessToken;
    if (definition.idempotent) headers[HttpHeader.idempotencyKey] = callOptions.idempotencyKey ?? crypto.randomUUID();
    if (definition.signed) {
      clockOffset ??= send("getSystemTimestamp", {}, context).then(
        (serverTime) => serverTime - now(),
        (error: unknown) => {
          clockOffset = undefined;
          throw error;
        },
      );
      const timestamp = now() + (await clockOffset);
      headers[HttpHeader.signature] = formatSignatureHeader(
        timestamp,
        await computeSignature(options.signingKey, body, timestamp),
      );
    }

    let answer;
    try {
      answer = await options.transport({ call: name, path: definition.path, body, headers, timeoutMs: definition.timeoutMs });
    } catch (error) {
      const failure = error instanceof ApiError ? error : new ApiError(ErrorCode.NETWORK_ERROR, String(error));
      if (failure.isNetworkError) options.onNetworkError?.(name, failure);
      throw failure;
    }
    if (!isEnvelope(answer.body)) {
      const failure = new ApiError(ErrorCode.NETWORK_ERROR, `HTTP ${answer.status}: not an API answer`, answer.status);
      options.onNetworkError?.(name, failure);
      throw failure;
    }
    const { code, msg, message, data: result } = answer.body;
    if (code === ErrorCode.SUCCESS) return result as ResponseOf<N>;
    if (code === ErrorCode.SESSION_INVALID) options.onSessionInvalid?.(name);
    throw new ApiError(code, msg || message || undefined, answer.status);
  }

  return { call: send };
}
