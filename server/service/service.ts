import type { z } from "zod";
import {
  ApiError,
  defaultErrorMessages,
  ErrorCode,
  type ErrorCodeValue,
} from "../../api/errors.js";
import {
  callNameForPath,
  contract,
  type CallName,
} from "../../schemas/api/contract.js";
import {
  HttpHeader,
  REQUEST_MAX_DEPTH,
  requestEnvelopeSchema,
} from "../../schemas/api/envelope.js";
import { describeJsonProblem, jsonProblem } from "../../schemas/api/fields.js";
import { roleMayCall } from "../../schemas/api/define-call.js";
import { resolveStaffSession } from "../admin/staff-sessions.js";
import type { SessionCache } from "../auth/session-cache.js";
import type {
  IdentityProvider,
  ThirdPartySourceValue,
} from "../auth/identity-providers.js";
import { OneTimeCodes } from "../auth/one-time-codes.js";
import type { Store } from "../db/connection.js";
import type { Messenger } from "../messaging/messenger.js";
import type { Env } from "../env.js";
import { log } from "../log.js";
import type { Payments } from "../payments/payments.js";
import type { MediaLibrary } from "../media/library.js";
import type { RateLimits, RateLimitPolicy } from "../security/rate-limit.js";
import { SignatureVerifier } from "../security/signature.js";
import type { HandlerContext, Handlers } from "./context.js";
import { localize, negotiateLanguage } from "./language.js";
import { i18nFor } from "../../i18n/i18n.server.js";
import { MESSAGES_NAMESPACE } from "../../i18n/messages-resources.js";
import { checkIdempotencyKey, runOnce } from "./idempotency.js";
import { Memo } from "./memo.js";
import type { SiteDirectory } from "./sites.js";
import type { ContentChanges } from "../pages/content-changes.js";
import type { PublishedPages } from "../pages/published-pages.js";

/** One call as it reaches the service, whether over HTTP or in-process. Header names are lower-case. */
export interface ServiceRequest {
  path: string;
  body: string;
  headers: Record<string, string | undefined>;
  clientIp: string;
}

export interface ServiceResponse {
  status: number;
  body: { code: number; msg: string; data?: unknown };
}

export interface ServiceDeps {
  env: Env;
  store: Store;
  sessions: SessionCache;
  sites: SiteDirectory;
  pages: PublishedPages;
  changes: ContentChanges;
  rateLimits: RateLimits;
  handlers: Handlers;
  messenger: Messenger;
  payments: Payments;
  media: MediaLibrary;
  identityProviders: Record<ThirdPartySourceValue, IdentityProvider>;
  now?: () => number;
}

const envelopeSchemas = new Map(
  (Object.keys(contract) as CallName[]).map((name) => [
    name,
    requestEnvelopeSchema(contract[name].request),
  ])
);

const httpStatusFor: Partial<Record<number, number>> = {
  [ErrorCode.INVALID_INPUT]: 400,
  [ErrorCode.SIGNATURE_MISSING]: 401,
  [ErrorCode.SIGNATURE_INVALID]: 401,
  [ErrorCode.SIGNATURE_EXPIRED]: 401,
  [ErrorCode.SIGNATURE_REPLAYED]: 401,
  [ErrorCode.STAFF_SESSION_INVALID]: 401,
  [ErrorCode.FORBIDDEN_ORIGIN]: 403,
  [ErrorCode.ROLE_FORBIDDEN]: 403,
  [ErrorCode.UNKNOWN_CALL]: 404,
  [ErrorCode.OPERATION_TOO_FREQUENT]: 429,
  [ErrorCode.SYSTEM_ERROR]: 500,
};

export function errorResponse(code: number, msg?: string): ServiceResponse {
  return {
    status: httpStatusFor[code] ?? 200,
    body: {
      code,
      msg:
        msg ??
        defaultErrorMessages[code as ErrorCodeValue] ??
        defaultErrorMessages[ErrorCode.SYSTEM_ERROR],
    },
  };
}

/** The first problem zod found, as "data.field: message", so a client can tell which field to fix. */
function describeIssue(error: z.ZodError): string {
  const issue = error.issues[0]!;
  const field = issue.path.length ? issue.path.join(".") : "body";
  return `${field}: ${issue.message}`;
}

/**
 * Answers the contract's calls: parses the envelope with the call's schema (dropping unknown fields),
 * applies rate limits, the signature check and the session, runs the handler and, outside production,
 * checks its answer against the contract too.
 */
export function createService(deps: ServiceDeps) {
  const {
    env,
    store,
    sessions,
    sites,
    pages,
    changes,
    rateLimits,
    handlers,
    messenger,
    payments,
    media,
    identityProviders,
  } = deps;
  const codes = new OneTimeCodes(store.db, env.OTP_SECRET, rateLimits);
  const now = deps.now ?? Date.now;
  const signatures = new SignatureVerifier(store.db, env.API_SIGNING_KEY);
  // Calls that create something for a visitor are limited per address whichever way they arrive; the
  // general limit on every browser call sits at the HTTP edge (server/http/app.ts).
  const signedLimit: RateLimitPolicy = {
    name: "signed",
    points: 30,
    durationSeconds: 60,
  };
  const memo = new Memo(60_000);

  async function answer(
    name: CallName,
    request: ServiceRequest
  ): Promise<ServiceResponse> {
    const definition = contract[name];
    if (definition.signed)
      await rateLimits.consume(signedLimit, request.clientIp);

    let json: unknown;
    try {
      json = JSON.parse(request.body);
    } catch {
      return errorResponse(ErrorCode.INVALID_INPUT, "body: malformed JSON");
    }
    // Whatever the call's schema says, nothing the store cannot keep or a parser cannot walk gets further.
    const unstorable = jsonProblem(json, REQUEST_MAX_DEPTH);
    if (unstorable)
      return errorResponse(
        ErrorCode.INVALID_INPUT,
        describeJsonProblem("body", unstorable)
      );
    const parsed = envelopeSchemas.get(name)!.safeParse(json);
    if (!parsed.success)
      return errorResponse(
        ErrorCode.INVALID_INPUT,
        describeIssue(parsed.error)
      );

    if (definition.signed)
      await signatures.verify(
        request.headers[HttpHeader.signature.toLowerCase()],
        request.body,
        now()
      );

    const { data, header } = parsed.data;
    const token =
      definition.auth === "none"
        ? undefined
        : header.unifiedAccessToken ??
          request.headers[HttpHeader.authorization.toLowerCase()] ??
          undefined;
    const staffCall = definition.auth === "staff";
    const session =
      token && !staffCall
        ? await sessions.resolve(
            store.db,
            token,
            header.schoolCode,
            new Date(now())
          )
        : null;
    // Idempotent calls are required to be signed in: their answers are kept per family.
    if ((definition.auth === "required" || definition.idempotent) && !session)
      return errorResponse(ErrorCode.SESSION_INVALID);
    const staffSession =
      token && staffCall
        ? await resolveStaffSession(store.db, token, new Date(now()))
        : null;
    if (staffCall && !staffSession)
      return errorResponse(ErrorCode.STAFF_SESSION_INVALID);
    if (staffSession && !roleMayCall(staffSession.staff.role, definition)) {
      return errorResponse(ErrorCode.ROLE_FORBIDDEN);
    }

    const site = () => {
      const found = sites.forSchoolCode(header.schoolCode);
      if (!found)
        throw new ApiError(
          ErrorCode.INVALID_INPUT,
          "header.schoolCode: no school has this code"
        );
      return found;
    };
    const language = () =>
      negotiateLanguage(request.headers["accept-language"], site());
    const contextWith = (db: HandlerContext["db"]): HandlerContext => ({
      db,
      env,
      sites,
      pages,
      header,
      clientIp: request.clientIp,
      session,
      staffSession,
      changes,
      codes,
      rateLimits,
      messenger,
      payments,
      media,
      identityProviders,
      now: new Date(now()),
      site,
      language,
      text: (value) => localize(value, language()),
      say: (key, values) => i18nFor(language()).t(`answers.${key}`, { ns: MESSAGES_NAMESPACE, lng: language(), ...values }),
      memo: (key, compute) => memo.get(key, compute),
    });
    const handler = handlers[name] as (
      data: unknown,
      ctx: HandlerContext
    ) => Promise<unknown>;
    const result =
      definition.idempotent && session
        ? await runOnce(
            store.db,
            {
              familyId: session.familyId,
              call: name,
              key: checkIdempotencyKey(
                request.headers[HttpHeader.idempotencyKey.toLowerCase()]
              ),
              request: data,
            },
            (tx, keepAnswer) => handler(data, { ...contextWith(tx), keepAnswer })
          )
        : await handler(data, contextWith(store.db));

    if (env.APP_ENV !== "production") {
      const checked = definition.response.safeParse(result);
      if (!checked.success) {
        log.error("handler answer breaks the contract", {
          call: name,
          problem: describeIssue(checked.error),
        });
        return errorResponse(ErrorCode.SYSTEM_ERROR);
      }
    }
    return {
      status: 200,
      body: { code: ErrorCode.SUCCESS, msg: "success", data: result },
    };
  }

  return {
    async handle(request: ServiceRequest): Promise<ServiceResponse> {
      const name = callNameForPath(request.path);
      if (!name)
        return errorResponse(
          ErrorCode.UNKNOWN_CALL,
          `Unknown call: ${request.path}`
        );
      try {
        return await answer(name, request);
      } catch (error) {
        if (error instanceof ApiError)
          return errorResponse(error.code, error.message);
        log.error("call failed", {
          call: name,
          error: error instanceof Error ? error.stack : String(error),
        });
        return errorResponse(ErrorCode.SYSTEM_ERROR);
      }
    },
    health: () => store.ping(),
    /** Forgets memoized reference data, after seeding or an operator's edit. */
    forgetReferenceData: () => memo.clear(),
    sites,
    pages,
    changes,
    rateLimits,
    messenger,
    /** A payment gateway's webhook delivery (POST /webhooks/payments/{gateway}): not a contract call, its body is the gateway's. */
    paymentWebhook: async (gateway: string, body: string, headers: Record<string, string | undefined>) => (await payments.receive(gateway, body, headers, new Date(now()))).outcome,
    /** The media library, for its uploads (POST /media) and files (GET /media/{file}): not contract calls, their bodies are files. */
    media,
    /** The staff member a token of the editors' tool opens, or null. */
    staffSession: (token: string) => resolveStaffSession(store.db, token, new Date(now())),
  };
}

export type Service = ReturnType<typeof createService>;
