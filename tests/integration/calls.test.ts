import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ErrorCode } from "../../api/errors.js";
import { computeSignature, formatSignatureHeader } from "../../api/signing.js";
import { eq } from "drizzle-orm";
import { HttpHeader } from "../../schemas/api/envelope.js";
import { pages, publishedModules, resources } from "../../server/db/schema.js";
import { createPreviewSign } from "../../server/pages/preview-sign.js";
import { contract, type CallName, type RequestOf } from "../../schemas/api/contract.js";
import { startTestServer, startTestService, type TestService } from "../helpers/test-service.js";

interface CallCases<N extends CallName> {
  /** A valid request, or how to make one from what the seeded store holds. */
  valid: RequestOf<N> | ((running: TestService) => Promise<RequestOf<N>>);
  /** The same request with one field of the wrong type. */
  wrongType: unknown;
  /** A request missing a required field, and the field the error must name. */
  missing: { data: unknown; header?: Record<string, unknown>; field: string };
}

const header = { schoolCode: "415", timezone: "America/Los_Angeles" };
const withoutTimezone = { schoolCode: "415" };

/** One row per call of the contract; the type makes a new call without cases a compile error. */
const cases: { [N in CallName]: CallCases<N> } = {
  getSystemTimestamp: { valid: {}, wrongType: [], missing: { data: {}, header: withoutTimezone, field: "header.timezone" } },
  querySiteList: { valid: {}, wrongType: "all", missing: { data: undefined, field: "data" } },
  querySiteByHost: {
    valid: { host: "sg.localhost" },
    wrongType: { host: 42 },
    missing: { data: {}, field: "data.host" },
  },
  requeryBasicData: {
    valid: { platform: "H5" },
    wrongType: { platform: ["H5"] },
    missing: { data: {}, field: "data.platform" },
  },
  requerySchoolConfig: { valid: { v: "1" }, wrongType: { v: 1 }, missing: { data: undefined, field: "data" } },
  queryGrades: { valid: {}, wrongType: "grades", missing: { data: {}, header: withoutTimezone, field: "header.timezone" } },
  queryAllGrades: { valid: {}, wrongType: 7, missing: { data: undefined, field: "data" } },
  querySubjects: { valid: {}, wrongType: [], missing: { data: undefined, field: "data" } },
  queryTerms: { valid: {}, wrongType: true, missing: { data: {}, header: withoutTimezone, field: "header.timezone" } },
  queryCourseTypes: { valid: {}, wrongType: "x", missing: { data: undefined, field: "data" } },
  queryLevelDegree: { valid: { subjectId: 1 }, wrongType: { subjectId: "one" }, missing: { data: undefined, field: "data" } },
  queryCountry: { valid: {}, wrongType: 0, missing: { data: {}, header: withoutTimezone, field: "header.timezone" } },
  getClientOptions: { valid: {}, wrongType: [], missing: { data: undefined, field: "data" } },
  queryTimezoneList: { valid: {}, wrongType: "all", missing: { data: {}, header: withoutTimezone, field: "header.timezone" } },
  getCityInfoByIp: { valid: { ip: "203.0.113.9" }, wrongType: { ip: "not-an-ip" }, missing: { data: undefined, field: "data" } },
  submitLeads: {
    valid: { name: "Ada Parent", email: "ada@example.com", gradeId: 104, pagePath: "/home" },
    wrongType: { name: "Ada Parent", email: "ada@example.com", gradeId: "fourth" },
    missing: { data: { email: "ada@example.com" }, field: "data.name" },
  },
  saveLeads: {
    valid: { name: "Ada Parent", phone: "4155550123", countryCallingCode: "+1" },
    wrongType: { name: 12, phone: "4155550123", countryCallingCode: "+1" },
    missing: { data: { name: "Ada Parent" }, field: "data.phone" },
  },
  queryPageConfig: {
    valid: { host: "uk.localhost", path: "/faq" },
    wrongType: { host: "uk.localhost", path: 7 },
    missing: { data: { host: "uk.localhost" }, field: "data.path" },
  },
  querySiteData: {
    valid: { host: "uk.localhost", path: "/" },
    wrongType: { host: ["uk.localhost"], path: "/" },
    missing: { data: { path: "/" }, field: "data.host" },
  },
  queryPageData: {
    valid: { host: "uk.localhost", path: "/" },
    wrongType: { host: "uk.localhost", path: "no-leading-slash" },
    missing: { data: { host: "uk.localhost" }, field: "data.path" },
  },
  queryPagePreviewData: {
    valid: async (running) => ({
      host: "uk.localhost",
      path: "/",
      previewSign: createPreviewSign(running.env.PREVIEW_SIGN_SECRET, { host: "uk.localhost", path: "/", version: 2 }, Date.now() + 60_000),
    }),
    wrongType: { host: "uk.localhost", path: "/", previewSign: 5 },
    missing: { data: { host: "uk.localhost", path: "/" }, field: "data.previewSign" },
  },
  queryPageById: {
    valid: async (running) => {
      const [page] = await running.store.db.select({ id: pages.id }).from(pages).where(eq(pages.locale, "uk")).limit(1);
      return { id: page!.id };
    },
    wrongType: { id: "first" },
    missing: { data: {}, field: "data.id" },
  },
  queryPageAlternates: {
    valid: { path: "/faq" },
    wrongType: { path: ["/faq"] },
    missing: { data: {}, field: "data.path" },
  },
  querySitePages: {
    valid: { host: "sg.localhost" },
    wrongType: { host: null },
    missing: { data: {}, field: "data.host" },
  },
  queryPageModule: {
    valid: async (running) => {
      const [module] = await running.store.db.select({ id: publishedModules.id }).from(publishedModules).limit(1);
      return { moduleIdList: [module!.id] };
    },
    wrongType: { moduleIdList: ["a"] },
    missing: { data: {}, field: "data.moduleIdList" },
  },
  queryResourceByLocation: {
    valid: [{ locationKey: "home" }],
    wrongType: [{ locationKey: "the-moon" }],
    missing: { data: [{}], field: "data.0.locationKey" },
  },
  trackResource: {
    valid: async (running) => {
      const [resource] = await running.store.db.select({ id: resources.id }).from(resources).where(eq(resources.locale, "us")).limit(1);
      return { resId: resource!.id, kind: "show" };
    },
    wrongType: { resId: 1, kind: "hover" },
    missing: { data: { kind: "show" }, field: "data.resId" },
  },
  getOrigin: {
    valid: { url: "trial" },
    wrongType: { url: "../etc/passwd" },
    missing: { data: {}, field: "data.url" },
  },
  dataUpload: {
    valid: [{ event: "page_view", params: { path: "/" }, devId: "device-1" }],
    wrongType: [{ event: "page_view", params: { nested: { no: 1 } } }],
    missing: { data: [{ params: {} }], field: "data.0.event" },
  },
  submitEmail: {
    valid: { email: "parent@example.com" },
    wrongType: { email: "parent@example.museum" },
    missing: { data: {}, field: "data.email" },
  },
  getAlipayHKGrayList: { valid: {}, wrongType: 1, missing: { data: {}, header: withoutTimezone, field: "header.timezone" } },
};

let running: TestService;
let server: Awaited<ReturnType<typeof startTestServer>>;

beforeAll(async () => {
  running = await startTestService();
  server = await startTestServer(running);
});
afterAll(async () => {
  await server?.close();
  await running?.close();
});

async function sign(body: string) {
  const timestamp = Date.now();
  const signature = await computeSignature(running.env.API_SIGNING_KEY, body, timestamp);
  return { [HttpHeader.signature]: formatSignatureHeader(timestamp, signature) };
}

async function expectRefused(response: Response, field: string) {
  expect(response.status).toBe(400);
  const body = (await response.json()) as { code: number; msg: string; data?: unknown };
  expect(body.code).toBe(ErrorCode.INVALID_INPUT);
  expect(body.msg).toContain(field);
  expect(body.msg).not.toMatch(/\bat .+:\d+:\d+/); // no stack trace
  expect(body.data).toBeUndefined();
}

describe.each(Object.keys(cases) as CallName[])("%s", (name) => {
  const call = contract[name];
  const { valid, wrongType, missing } = cases[name] as CallCases<CallName>;

  it("answers a valid request with code 0 and data matching the contract", async () => {
    const data = typeof valid === "function" ? await valid(running) : valid;
    const body = JSON.stringify({ data, header });
    const signature = call.signed ? await sign(body) : {};
    const response = await server.post(call.path, body, signature);
    expect(response.status).toBe(200);
    const answer = (await response.json()) as { code: number; msg: string; data: unknown };
    expect(answer.code).toBe(0);
    expect(call.response.safeParse(answer.data).success).toBe(true);
  });

  it("refuses malformed JSON with a message", async () => {
    await expectRefused(await server.post(call.path, '{"data": {"x": '), "body");
  });

  it("refuses a wrong type, naming the field", async () => {
    const response = await server.post(call.path, JSON.stringify({ data: wrongType, header }));
    await expectRefused(response, "data");
  });

  it("refuses a missing required field, naming it", async () => {
    const response = await server.post(call.path, JSON.stringify({ data: missing.data, header: missing.header ?? header }));
    await expectRefused(response, missing.field);
  });
});
