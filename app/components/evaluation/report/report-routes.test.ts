import type { LoaderFunctionArgs } from "@remix-run/node";
import { describe, expect, it, vi } from "vitest";
import { ApiError, ErrorCode } from "../../../../api/errors.js";
import { fakeApi, type Answers } from "../../../../tests/helpers/render-account.js";
import { fixtureSite } from "../../../../tests/helpers/render-view.js";
import { courseCard } from "../../catalogue/catalogue-test-support.js";
import { codeReport, evaluationReport, levelDegrees, REPORT_ID, SESSION_ID } from "./report-test-support.js";

/** The fake API of the request being loaded. */
const current = vi.hoisted(() => ({ api: null as unknown }));

vi.mock("../../../lib/api.server.js", async () => {
  const { fixtureSite: site } = await import("../../../../tests/helpers/render-view.js");
  return { requestApi: () => current.api, siteForRequest: async () => site("us") };
});

const routes = {
  report: (await import("../../../routes/report.contentPage.js")).loader,
  byReport: (await import("../../../routes/test.recommended-courses.js")).loader,
  bySession: (await import("../../../routes/test.exam-recommended-classes.$sessionId.js")).loader,
  byCode: (await import("../../../routes/test.recommended-classes.$redeem.js")).loader,
  results: (await import("../../../routes/test.test-results.js")).loader,
};

type Loaded = { data: Record<string, unknown> & { page: Record<string, unknown> | null; texts: Record<string, unknown> }; init: { headers: Record<string, string> } };

const CLASSES = [courseCard({ id: "us-g4-advanced-sat", title: "Grade 4 Advanced Math (Saturday)" })];
const SIGNED_IN: Answers = {
  queryEvaluationReport: evaluationReport(),
  queryRecommendedClasses: { report: evaluationReport(), list: CLASSES },
  queryTestResults: { list: [evaluationReport(), codeReport()] },
  queryLevelDegree: levelDegrees(),
};

async function load(route: keyof typeof routes, url: string, { answers = SIGNED_IN, cookie = "_official_token=t-1", params = {} }: { answers?: Answers; cookie?: string; params?: Record<string, string> } = {}) {
  const api = fakeApi(answers);
  current.api = api.api;
  const request = new Request(`https://us.mathwise.example${url}`, { headers: { cookie } });
  const loaded = (await routes[route]({ request, context: {}, params } as unknown as LoaderFunctionArgs)) as unknown as Loaded;
  return { ...loaded, api };
}

/** The status of the Response a loader threw, or the error itself when it threw something else. */
async function statusOf(loading: Promise<unknown>) {
  try {
    await loading;
  } catch (thrown) {
    if (thrown instanceof Response) return thrown.status;
    throw thrown;
  }
  return "loaded";
}

const SCHOOL = fixtureSite("us").schoolName;
const learningTexts = (data: Loaded["data"]) => (data.texts as { evaluation: { report: { title: string } } }).evaluation.report.title;

describe("/report/contentPage", () => {
  it("loads the family's report with the number of its subject's levels, for no shared cache and no search engine", async () => {
    const { data, init, api } = await load("report", `/report/contentPage?reportId=${REPORT_ID}`);
    expect(data.title).toBe(`Evaluation report | ${SCHOOL}`);
    expect(data.page).toEqual({ report: evaluationReport(), levelCount: 5 });
    expect(learningTexts(data)).toBe("Evaluation report");
    expect(init.headers["Cache-Control"]).toBe("private, no-store");
    expect(api.callsOf("queryEvaluationReport")).toEqual([{ reportId: REPORT_ID }]);
    const { meta } = await import("../../../routes/report.contentPage.js");
    expect(meta({ data } as never)).toEqual([{ title: `Evaluation report | ${SCHOOL}` }, { name: "robots", content: "noindex" }]);
  });

  it("has no number of levels when the subject's levels do not reach the report's", async () => {
    const { data } = await load("report", `/report/contentPage?reportId=${REPORT_ID}`, { answers: { ...SIGNED_IN, queryLevelDegree: { list: levelDegrees().list.slice(0, 2) } } });
    expect(data.page?.levelCount).toBeNull();
  });

  it("is not found without a report id, for an id that is no uuid, and asks the service nothing then", async () => {
    for (const url of ["/report/contentPage", "/report/contentPage?reportId=", "/report/contentPage?reportId=42", `/report/contentPage?reportId=${REPORT_ID}x`]) {
      const api = fakeApi(SIGNED_IN);
      current.api = api.api;
      const request = new Request(`https://us.mathwise.example${url}`, { headers: { cookie: "_official_token=t-1" } });
      expect(await statusOf(routes.report({ request, context: {}, params: {} } as unknown as LoaderFunctionArgs)), url).toBe(404);
      expect(api.call).not.toHaveBeenCalled();
    }
  });

  it("is not found for another family's or an unknown report, nor for a request the service refuses", async () => {
    for (const code of [ErrorCode.NOT_FOUND_OR_ENDED, ErrorCode.INVALID_INPUT]) {
      const loading = load("report", `/report/contentPage?reportId=${REPORT_ID}`, { answers: { ...SIGNED_IN, queryEvaluationReport: new ApiError(code) } });
      expect(await statusOf(loading), String(code)).toBe(404);
    }
  });

  it("still fails on any other error", async () => {
    const loading = load("report", `/report/contentPage?reportId=${REPORT_ID}`, { answers: { ...SIGNED_IN, queryEvaluationReport: new ApiError(ErrorCode.SYSTEM_ERROR) } });
    await expect(loading).rejects.toBeInstanceOf(ApiError);
  });

  it("signed out or with the session gone, has no page: it asks to log in", async () => {
    const signedOut = await load("report", `/report/contentPage?reportId=${REPORT_ID}`, { cookie: "" });
    expect(signedOut.data.page).toBeNull();
    expect(signedOut.api.call).not.toHaveBeenCalled();
    const expired = await load("report", `/report/contentPage?reportId=${REPORT_ID}`, { answers: { ...SIGNED_IN, queryEvaluationReport: new ApiError(ErrorCode.SESSION_INVALID) } });
    expect(expired.data.page).toBeNull();
  });
});

describe("the recommended classes", () => {
  it("by report: the report decides the child, whatever uid the address names", async () => {
    const { data, init, api } = await load("byReport", `/test/recommended-courses?reportId=${REPORT_ID}&uid=someone-else`);
    expect(data.title).toBe(`Recommended classes | ${SCHOOL}`);
    expect(data.page).toEqual({ report: evaluationReport(), levelCount: 5, classes: CLASSES });
    expect(api.callsOf("queryRecommendedClasses")).toEqual([{ reportId: REPORT_ID }]);
    expect(init.headers["Cache-Control"]).toBe("private, no-store");
  });

  it("by the attempt handed in, and by the redeemed code (trimmed)", async () => {
    const bySession = await load("bySession", `/test/exam-recommended-classes/${SESSION_ID}`, { params: { sessionId: SESSION_ID } });
    expect(bySession.api.callsOf("queryRecommendedClasses")).toEqual([{ sessionId: SESSION_ID }]);
    expect(bySession.data.page?.classes).toEqual(CLASSES);
    const byCode = await load("byCode", "/test/recommended-classes/USFALL26", { params: { redeem: " USFALL26 " }, answers: { ...SIGNED_IN, queryRecommendedClasses: { report: codeReport(), list: [] } } });
    expect(byCode.api.callsOf("queryRecommendedClasses")).toEqual([{ code: "USFALL26" }]);
    expect(byCode.data.page).toEqual({ report: codeReport(), levelCount: 5, classes: [] });
  });

  it("is not found for a malformed report id, attempt id or code, without asking the service", async () => {
    const cases: [keyof typeof routes, string, Record<string, string>][] = [
      ["byReport", "/test/recommended-courses?uid=s-2", {}],
      ["byReport", "/test/recommended-courses?reportId=abc&uid=s-2", {}],
      ["bySession", "/test/exam-recommended-classes/123", { sessionId: "123" }],
      ["byCode", "/test/recommended-classes/USFALL26USFA", { redeem: "USFALL26USFA" }],
      ["byCode", "/test/recommended-classes/US%20FALL", { redeem: "US FALL" }],
      ["byCode", "/test/recommended-classes/%20", { redeem: " " }],
    ];
    for (const [route, url, params] of cases) {
      const api = fakeApi(SIGNED_IN);
      current.api = api.api;
      const request = new Request(`https://us.mathwise.example${url}`, { headers: { cookie: "_official_token=t-1" } });
      expect(await statusOf(routes[route]({ request, context: {}, params } as unknown as LoaderFunctionArgs)), url).toBe(404);
      expect(api.call, url).not.toHaveBeenCalled();
    }
  });

  it("is not found for another family's or an unknown report, attempt or code", async () => {
    const refused = { ...SIGNED_IN, queryRecommendedClasses: new ApiError(ErrorCode.NOT_FOUND_OR_ENDED) };
    expect(await statusOf(load("byReport", `/test/recommended-courses?reportId=${REPORT_ID}`, { answers: refused }))).toBe(404);
    expect(await statusOf(load("bySession", `/test/exam-recommended-classes/${SESSION_ID}`, { answers: refused, params: { sessionId: SESSION_ID } }))).toBe(404);
    expect(await statusOf(load("byCode", "/test/recommended-classes/NOPE1", { answers: refused, params: { redeem: "NOPE1" } }))).toBe(404);
    const malformed = { ...SIGNED_IN, queryRecommendedClasses: new ApiError(ErrorCode.INVALID_INPUT) };
    expect(await statusOf(load("byCode", "/test/recommended-classes/NOPE1", { answers: malformed, params: { redeem: "NOPE1" } }))).toBe(404);
  });

  it("signed out, has no page", async () => {
    const { data, api } = await load("byCode", "/test/recommended-classes/USFALL26", { cookie: "", params: { redeem: "USFALL26" } });
    expect(data.page).toBeNull();
    expect(api.call).not.toHaveBeenCalled();
  });
});

describe("/test/test-results", () => {
  it("loads the family's reports as the service orders them, with each subject's number of levels", async () => {
    const { data, init } = await load("results", "/test/test-results");
    expect(data.title).toBe(`Test results | ${SCHOOL}`);
    expect(data.page).toEqual({ reports: [evaluationReport(), codeReport()], levelCounts: { 1: 5, 4: 3 } });
    expect(init.headers["Cache-Control"]).toBe("private, no-store");
  });

  it("has an empty list for a family without reports, and no page signed out", async () => {
    expect((await load("results", "/test/test-results", { answers: { ...SIGNED_IN, queryTestResults: { list: [] } } })).data.page?.reports).toEqual([]);
    expect((await load("results", "/test/test-results", { cookie: "" })).data.page).toBeNull();
  });
});
