import type { LoaderFunctionArgs } from "@remix-run/node";
import { describe, expect, it, vi } from "vitest";
import { ApiError, ErrorCode } from "../../../api/errors.js";
import { learningResources } from "../../../i18n/learning-resources.js";
import { fakeApi, type Answers } from "../../../tests/helpers/render-account.js";

/** The fake API of the request being loaded. */
const current = vi.hoisted(() => ({ api: null as unknown }));

vi.mock("../../lib/api.server.js", async () => {
  const { fixtureSite: site } = await import("../../../tests/helpers/render-view.js");
  return { requestApi: () => current.api, siteForRequest: async () => site("us") };
});

const reschedulePage = await import("../../routes/application-transfer.lesson-reschedule.$id.js");
const recordsPage = await import("../../routes/application-transfer.application-records.js");

const CLASS = "us-grade4-problem-solving-online";
const STUDENT = "0f8fad5b-d9cb-469f-a165-70867728950e";

type Loader = (args: LoaderFunctionArgs) => Promise<unknown>;

async function load(loader: Loader, path: string, params: Record<string, string>, answers: Answers, cookie = "_official_token=t-1") {
  const api = fakeApi(answers);
  current.api = api.api;
  const request = new Request(`https://us.example.test${path}`, { headers: { cookie } });
  const answer = (await loader({ request, context: {}, params } as unknown as LoaderFunctionArgs)) as { data: Record<string, unknown>; init: { headers: Record<string, string> } };
  return { ...answer, api };
}

/** The Response the loader threw: a 404 or a redirect. */
async function thrown(work: Promise<unknown>) {
  try {
    await work;
  } catch (error) {
    if (error instanceof Response) return error;
    throw error;
  }
  throw new Error("the loader answered");
}

describe("/application-transfer/lesson-reschedule/{id}", () => {
  const options = { classId: CLASS, lessons: [], targets: [] };

  it("loads the place of the class (a sibling's by studentId) with the learning texts, for no shared cache", async () => {
    const { data, init, api } = await load(reschedulePage.loader, `/application-transfer/lesson-reschedule/${CLASS}?studentId=${STUDENT}`, { id: CLASS }, { queryRescheduleOptions: options });
    expect(api.callsOf("queryRescheduleOptions")).toEqual([{ classId: CLASS, studentId: STUDENT }]);
    expect(data).toMatchObject({ request: { classId: CLASS, studentId: STUDENT }, options, texts: learningResources.en, title: expect.stringMatching(/^Reschedule a lesson \| /) });
    expect(init.headers["Cache-Control"]).toBe("private, no-store");
  });

  it("asks nothing signed out: the page shows the sign-in prompt", async () => {
    const { data, api } = await load(reschedulePage.loader, `/application-transfer/lesson-reschedule/${CLASS}`, { id: CLASS }, {}, "");
    expect(data.options).toBeNull();
    expect(api.call).not.toHaveBeenCalled();
  });

  it("is a 404 for an id that is no class, a student id that is none, and another family's class", async () => {
    expect((await thrown(load(reschedulePage.loader, "/application-transfer/lesson-reschedule/%20", { id: " " }, {}))).status).toBe(404);
    expect((await thrown(load(reschedulePage.loader, `/application-transfer/lesson-reschedule/${CLASS}?studentId=7`, { id: CLASS }, {}))).status).toBe(404);
    const stranger = { queryRescheduleOptions: new ApiError(ErrorCode.NOT_FOUND_OR_ENDED) };
    expect((await thrown(load(reschedulePage.loader, `/application-transfer/lesson-reschedule/${CLASS}`, { id: CLASS }, stranger))).status).toBe(404);
  });
});

describe("/application-transfer/application-records", () => {
  const records = (total: number) => ({ total, page: 1, pageSize: 10, list: [] });

  it("loads the audit result and page of the URL", async () => {
    const { data, api } = await load(recordsPage.loader, "/application-transfer/application-records?status=passed&page=2", {}, { queryTransferApplications: records(12) });
    expect(api.callsOf("queryTransferApplications")).toEqual([{ status: "passed", page: 2, pageSize: 10 }]);
    expect(data.query).toEqual({ status: "passed", page: 2 });
  });

  it("is a 404 for a filter or page the records do not have, and sends a page past the last to the last", async () => {
    expect((await thrown(load(recordsPage.loader, "/application-transfer/application-records?status=open", {}, {}))).status).toBe(404);
    const past = await thrown(load(recordsPage.loader, "/application-transfer/application-records?page=5", {}, { queryTransferApplications: records(12) }));
    expect(past.status).toBe(302);
    expect(past.headers.get("Location")).toBe("/application-transfer/application-records?page=2");
  });
});
