import type { LoaderFunctionArgs } from "@remix-run/node";
import { describe, expect, it, vi } from "vitest";
import { ApiError, ErrorCode } from "../../../../api/errors.js";
import { fakeApi, type Answers } from "../../../../tests/helpers/render-account.js";
import { fixtureSite } from "../../../../tests/helpers/render-view.js";
import { ethan, GRADES, olivia } from "./entrance-test-support.js";

/** The fake API of the request being loaded. */
const current = vi.hoisted(() => ({ api: null as unknown }));

vi.mock("../../../lib/api.server.js", async () => {
  const { fixtureSite: site } = await import("../../../../tests/helpers/render-view.js");
  return { requestApi: () => current.api, siteForRequest: async () => site("us") };
});

const { loader } = await import("../../../routes/evaluation._index.js");

type Loaded = {
  data: { title: string; texts: unknown; page: Record<string, unknown> | null; wecomLink: unknown };
  init: { headers: Record<string, string> };
};

const SUBJECTS = [
  { id: 1, name: "Math" },
  { id: 2, name: "English" },
];
const SIGNED_IN: Answers = { getFamilyStudentsList: { currentAccount: ethan, associatedAccount: [olivia] }, queryGrades: { list: GRADES }, queryEvaluationSubjects: { list: SUBJECTS }, recordQwLink: null };

async function load(query: string, { answers = SIGNED_IN, cookie = "_official_token=t-1" }: { answers?: Answers; cookie?: string } = {}) {
  const api = fakeApi(answers);
  current.api = api.api;
  const request = new Request(`https://us.mathwise.example/evaluation${query}`, { headers: { cookie } });
  const loaded = (await loader({ request, context: {}, params: {} } as unknown as LoaderFunctionArgs)) as unknown as Loaded;
  return { ...loaded, api };
}

const WECOM = "?external_user_id=wm-contact-1&source_id=src-9&corp_id=corp-3";

describe("/evaluation", () => {
  it("loads the family's children and the site's grades, the signed-in child chosen, never for a shared cache", async () => {
    const { data, init, api } = await load("");
    expect(data.title).toBe(`Level test | ${fixtureSite("us").schoolName}`);
    expect(data.page).toEqual({ students: [ethan, olivia], grades: GRADES, subjects: SUBJECTS, preselected: { studentId: "u-1", gradeId: 3, subjectId: 1 } });
    expect((data.texts as { evaluation: { entrance: { start: string } } }).evaluation.entrance.start).toBe("Start the level test");
    expect(data.wecomLink).toBeNull();
    expect(api.callsOf("recordQwLink")).toEqual([]);
    expect(init.headers["Cache-Control"]).toBe("private, no-store");
  });

  it("preselects the child and grade of the query (an evaluation tip's link)", async () => {
    expect((await load("?studentId=s-2&gradeId=4&subjectId=2")).data.page?.preselected).toEqual({ studentId: "s-2", gradeId: 4, subjectId: 2 });
    expect((await load("?studentId=s-2")).data.page?.preselected).toEqual({ studentId: "s-2", gradeId: null, subjectId: 1 });
    expect((await load("?studentId=someone-else&gradeId=4&subjectId=9")).data.page?.preselected).toEqual({ studentId: "u-1", gradeId: 3, subjectId: 1 });
  });

  it("still loads when the grades cannot be had", async () => {
    const { data } = await load("", { answers: { ...SIGNED_IN, queryGrades: new ApiError(ErrorCode.SYSTEM_ERROR) } });
    expect(data.page?.grades).toBeNull();
  });

  it("records a WeCom link, for a visitor too, and keeps it for binding the child", async () => {
    for (const cookie of ["_official_token=t-1", ""]) {
      const { data, api } = await load(WECOM, { cookie });
      expect(api.callsOf("recordQwLink"), cookie).toEqual([{ externalUserId: "wm-contact-1", sourceId: "src-9", corpId: "corp-3" }]);
      expect(data.wecomLink).toEqual({ externalUserId: "wm-contact-1", sourceId: "src-9" });
    }
  });

  it("records a link without source or corp", async () => {
    const { api } = await load("?external_user_id=wm-contact-1");
    expect(api.callsOf("recordQwLink")).toEqual([{ externalUserId: "wm-contact-1", sourceId: "", corpId: "" }]);
  });

  it.each([new ApiError(ErrorCode.INVALID_INPUT), new ApiError(ErrorCode.NETWORK_ERROR), new Error("socket hang up")])("swallows a failure to record the link (%s)", async (failure) => {
    const { data, api } = await load(WECOM, { answers: { ...SIGNED_IN, recordQwLink: failure } });
    expect(api.callsOf("recordQwLink")).toHaveLength(1);
    expect(data.page?.students).toEqual([ethan, olivia]);
    expect(data.wecomLink).toEqual({ externalUserId: "wm-contact-1", sourceId: "src-9" });
  });

  it("signed out or with the session gone, has no page: it asks to log in", async () => {
    const signedOut = await load("", { cookie: "" });
    expect(signedOut.data.page).toBeNull();
    expect(signedOut.api.call).not.toHaveBeenCalled();
    const expired = await load("", { answers: { ...SIGNED_IN, getFamilyStudentsList: new ApiError(ErrorCode.SESSION_INVALID) } });
    expect(expired.data.page).toBeNull();
  });
});
