import { randomBytes } from "node:crypto";
import { request } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ErrorCode } from "../../api/errors.js";
import { computeSignature, formatSignatureHeader } from "../../api/signing.js";
import { callNames, contract, type CallName } from "../../schemas/api/contract.js";
import { requestHeaderSchema } from "../../schemas/api/envelope.js";
import { roleMayCall } from "../../schemas/api/define-call.js";
import { createStaffSession } from "../../server/admin/staff-sessions.js";
import { createSession } from "../../server/auth/sessions.js";
import type { ServiceResponse } from "../../server/service/service.js";
import { signIn } from "../helpers/accounts.js";
import { describeValue, jsonSchemaOf, mutations, sampleOf, serialize, type Mutation } from "../helpers/hostile-bodies.js";
import { signInAsStaff } from "../helpers/staff.js";
import { startTestService, usContext, type TestService } from "../helpers/test-service.js";
import { startTestSite } from "../helpers/test-site.js";

/**
 * Every call of the contract gets hostile bodies derived from its own schema (tests/helpers/hostile-bodies.ts),
 * signed when the call is signed and with a real session when it needs one, so the handlers are reached
 * past the signature and the session. No answer may be a system error (5000) or an HTTP status of 500 or
 * more. Calls added to the contract later are tried the same way without touching this file.
 */

interface Failure {
  call: CallName;
  at: string;
  value: string;
  status: number;
  code: number;
  msg: string;
}

const isSystemError = (answer: ServiceResponse) => answer.status >= 500 || answer.body.code === ErrorCode.SYSTEM_ERROR;

/** One address per request: the per-address limit of signed calls would otherwise stop the run early. */
const nextClientIp = () => `198.18.${randomBytes(1)[0]}.${randomBytes(1)[0]}`;

let running: TestService;
beforeAll(async () => {
  running = await startTestService();
});
afterAll(async () => {
  await running?.close();
});

describe("hostile bodies for every call of the contract", () => {
  const tokens: { parent?: string; staff?: string; service?: string } = {};
  let renewals: Record<keyof typeof tokens, () => Promise<string>>;

  beforeAll(async () => {
    const parent = await signIn(running);
    const staff = await signInAsStaff(running, "publisher");
    const service = await signInAsStaff(running, "service");
    tokens.parent = parent.unifiedAccessToken;
    tokens.staff = staff.token;
    tokens.service = service.token;
    // A new session of the same parent or staff member, as their next sign-in would open.
    renewals = {
      parent: async () => (await createSession(running.store.db, { uid: parent.uid, schoolCode: usContext.header.schoolCode })).token,
      staff: async () => (await createStaffSession(running.store.db, staff.staff.id, new Date())).token,
      service: async () => (await createStaffSession(running.store.db, service.staff.id, new Date())).token,
    };
  });

  const sessionOf = (name: CallName): keyof typeof tokens | undefined => {
    const { auth } = contract[name];
    // Staff calls go as a publisher, or as customer service where a publisher may not make them.
    if (auth === "staff") return roleMayCall("publisher", contract[name]) ? "staff" : "service";
    return auth === "none" ? undefined : "parent";
  };

  async function send(name: CallName, body: string): Promise<ServiceResponse> {
    const definition = contract[name];
    const session = sessionOf(name);
    const headers: Record<string, string> = { "content-type": "application/json" };
    if (session) headers.authorization = tokens[session]!;
    if (definition.signed) {
      const now = Date.now();
      headers.signature = formatSignatureHeader(now, await computeSignature(running.env.API_SIGNING_KEY, body, now));
    }
    return running.service.handle({ path: definition.path, body, headers, clientIp: nextClientIp() });
  }

  const sessionEnded = (answer: ServiceResponse) =>
    answer.body.code === ErrorCode.SESSION_INVALID || answer.body.code === ErrorCode.STAFF_SESSION_INVALID;

  /** Sends the body; when the session has ended (a sign-out or a switch before), once more with a new one. */
  async function sendWithSession(name: CallName, body: string): Promise<ServiceResponse> {
    const answer = await send(name, body);
    const session = sessionOf(name);
    if (!session || !sessionEnded(answer)) return answer;
    tokens[session] = await renewals[session]();
    return send(name, body);
  }

  it(
    "refuses or answers each one, never with a system error, and pollutes no prototype",
    async () => {
      const header = usContext.header;
      const headerSchema = jsonSchemaOf(requestHeaderSchema);
      // The header is the same for every call: it is tried on the first call of each kind of auth and signing.
      const headerTriedFor = new Set<string>();
      const failures: Failure[] = [];
      let sent = 0;
      let reached = 0;

      for (const name of callNames) {
        const { auth, signed } = contract[name];
        const dataSchema = jsonSchemaOf(contract[name].request);
        const base = { data: sampleOf(dataSchema), header };
        const kind = `${auth}/${signed}`;
        const tried: Iterable<Mutation>[] = [mutations(dataSchema, base, ["data"])];
        if (!headerTriedFor.has(kind)) {
          headerTriedFor.add(kind);
          tried.push(mutations(headerSchema, base, ["header"]));
        }
        // The base body first: whether the call's handler is reached at all with a derived body.
        const baseAnswer = await sendWithSession(name, serialize(base));
        if (baseAnswer.body.code !== ErrorCode.INVALID_INPUT) reached++;
        const tries: { at: string; value: unknown; answer: ServiceResponse }[] = [{ at: "body (derived)", value: base, answer: baseAnswer }];

        for (const source of tried) {
          for (const { at, value, body } of source) tries.push({ at, value, answer: await sendWithSession(name, serialize(body)) });
        }
        sent += tries.length;
        for (const { at, value, answer } of tries.filter(({ answer }) => isSystemError(answer))) {
          failures.push({ call: name, at, value: describeValue(value), status: answer.status, code: answer.body.code, msg: answer.body.msg });
        }
      }

      console.info(`hostile bodies: ${sent} sent to ${callNames.length} calls; ${reached} calls took their derived body past validation`);
      expect(({} as Record<string, unknown>).polluted).toBeUndefined();
      expect(failures).toEqual([]);
      // A derived body that reaches no handler at all would test nothing but the parser.
      expect(reached).toBeGreaterThan(callNames.length / 2);
    },
    240_000,
  );
});

interface RawAnswer {
  status: number;
  contentType: string | undefined;
  body: string;
}

/** A request as written, which fetch would refuse to send (TRACE, a Host of our choosing). */
function rawRequest(port: number, method: string, path: string, headers: Record<string, string> = {}, body?: string): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const outgoing = request({ host: "127.0.0.1", port, path, method, headers: { host: `localhost:${port}`, ...headers } }, (response) => {
      let text = "";
      response.setEncoding("utf8");
      response.on("data", (chunk: string) => (text += chunk));
      response.on("end", () => resolve({ status: response.statusCode ?? 0, contentType: response.headers["content-type"], body: text }));
    });
    outgoing.on("error", reject);
    outgoing.end(body);
  });
}

describe("raw HTTP requests at the edge", () => {
  let site: Awaited<ReturnType<typeof startTestSite>>;
  beforeAll(async () => {
    site = await startTestSite(running);
  });
  afterAll(async () => {
    await site?.close();
  });

  const envelope = (answer: RawAnswer) => JSON.parse(answer.body) as { code: number; msg: string };
  const longPath = (prefix: string) => `${prefix}${"a".repeat(600 - prefix.length)}`;

  it("answers TRACE and other methods no route takes with 405 and the error envelope, on pages and on /api", async () => {
    for (const [method, path] of [
      ["TRACE", "/"],
      ["TRACE", "/faq"],
      ["TRACE", "/api/basic/grades"],
      ["PROPFIND", "/"],
      ["DELETE", "/"],
    ] as const) {
      const answer = await rawRequest(site.port, method, path);
      expect(answer.status, `${method} ${path}`).toBe(405);
      expect(envelope(answer).code).toBe(ErrorCode.UNKNOWN_CALL);
    }
  });

  it("answers a path over 512 characters with 414, on a page and on /api", async () => {
    for (const [method, path] of [
      ["GET", longPath("/")],
      ["GET", longPath("/link/l/")],
      ["POST", longPath("/api/")],
    ] as const) {
      const answer = await rawRequest(site.port, method, path, { "content-type": "application/json" }, method === "POST" ? "{}" : undefined);
      expect(answer.status, `${method} ${path.slice(0, 20)}`).toBe(414);
      expect(envelope(answer).code).toBe(ErrorCode.INVALID_INPUT);
    }
  });

  it("answers a path whose percent-encoding does not decode with 400 and the error envelope, on a page, a file and /api", async () => {
    for (const [method, path] of [
      ["GET", "/courses/%E0%A4%A"],
      ["GET", "/assets/%E0%A4%A.js"],
      ["GET", "/images/%ZZ.svg"],
      ["POST", "/api/basic/%E0"],
    ] as const) {
      const answer = await rawRequest(site.port, method, path, { "content-type": "application/json" }, method === "POST" ? "{}" : undefined);
      expect(answer.status, `${method} ${path}`).toBe(400);
      expect(envelope(answer).code, path).toBe(ErrorCode.INVALID_INPUT);
    }
  });

  it("answers %00 and ids beyond the store's in a path with a 404, not a server error", async () => {
    for (const path of ["/%00", "/faq%00", "/link/l/%00", "/j/%00", "/j/2147483648", "/module-preview/2147483648", "/resources/list/9007199254740993"]) {
      const answer = await rawRequest(site.port, "GET", path);
      expect(answer.status, path).toBe(404);
    }
  });

  it("refuses a Host that is no host with 400 and the error envelope", async () => {
    for (const host of ["localhost:99999", "local host", "a/b", "[::1"]) {
      const answer = await rawRequest(site.port, "GET", "/", { host });
      expect(answer.status, host).toBe(400);
      expect(envelope(answer).code).toBe(ErrorCode.INVALID_INPUT);
    }
  });

  it("answers a body over the limit with 413 and malformed JSON with 400", async () => {
    const huge = await rawRequest(site.port, "POST", "/api/basic/grades", { "content-type": "application/json" }, `{"data":{"pad":"${"a".repeat(70_000)}"}}`);
    expect(huge.status).toBe(413);
    expect(envelope(huge).code).toBe(ErrorCode.INVALID_INPUT);
    const malformed = await rawRequest(site.port, "POST", "/api/basic/grades", { "content-type": "application/json" }, '{"data":');
    expect(malformed.status).toBe(400);
  });
});
