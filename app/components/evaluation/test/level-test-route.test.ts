import type { LoaderFunctionArgs } from "@remix-run/node";
import { describe, expect, it, vi } from "vitest";
import { ApiError, ErrorCode } from "../../../../api/errors.js";
import { fakeApi, type Answers } from "../../../../tests/helpers/render-account.js";
import { fixtureSite } from "../../../../tests/helpers/render-view.js";
import { EXAM_ID, UTOKEN, levelTestAttempt, levelTestView } from "./level-test-test-support.js";

/** The fake API of the request being loaded. */
const current = vi.hoisted(() => ({ api: null as unknown }));

vi.mock("../../../lib/api.server.js", async () => {
  const { fixtureSite: site } = await import("../../../../tests/helpers/render-view.js");
  return { requestApi: () => current.api, siteForRequest: async () => site("us") };
});

const route = await import("../../../routes/evaluation.instruction.$examId.js");

type Loaded = { data: { title: string; texts: { evaluation: { test: { title: string } } }; page: Record<string, unknown> | null }; init: { headers: Record<string, string> } };

const UNDER_WAY = levelTestView({ leftChance: 1, attempt: levelTestAttempt(20, [1, null, 0]) });
const EXPIRED = { kind: "expired" };

async function load(query: string, { answers = { queryLevelTest: UNDER_WAY }, cookie = "_official_token=t-1", examId = EXAM_ID }: { answers?: Answers; cookie?: string; examId?: string } = {}) {
  const api = fakeApi(answers);
  current.api = api.api;
  const request = new Request(`https://us.mathwise.example/evaluation/instruction/${examId}${query}`, { headers: { cookie } });
  const loaded = (await route.loader({ request, context: {}, params: { examId } } as unknown as LoaderFunctionArgs)) as unknown as Loaded;
  return { ...loaded, api };
}

describe("/evaluation/instruction/{examId}", () => {
  it("loads the test the utoken opens, with the attempt under way and its kept answers, never for a shared cache", async () => {
    const { data, init, api } = await load(`?utoken=${UTOKEN}`);
    expect(api.callsOf("queryLevelTest")).toEqual([{ utoken: UTOKEN }]);
    expect(data.page).toEqual({ kind: "test", utoken: UTOKEN, test: UNDER_WAY });
    expect(data.title).toBe(`Level test | ${fixtureSite("us").schoolName}`);
    expect(data.texts.evaluation.test.title).toBe("Level test");
    expect(init.headers["Cache-Control"]).toBe("private, no-store");
  });

  it("says the link has expired without a utoken, without asking the service", async () => {
    for (const query of ["", "?utoken=", "?utoken=%20"]) {
      const { data, api } = await load(query);
      expect(data.page, query).toEqual(EXPIRED);
      expect(api.call, query).not.toHaveBeenCalled();
    }
  });

  it("says the link has expired when the service refuses the utoken (4172), or it is no utoken at all (4000)", async () => {
    for (const refusal of [new ApiError(ErrorCode.EXAM_LINK_INVALID), new ApiError(ErrorCode.INVALID_INPUT, "utoken: too long")]) {
      const { data } = await load(`?utoken=${UTOKEN}`, { answers: { queryLevelTest: refusal } });
      expect(data.page, refusal.message).toEqual(EXPIRED);
    }
  });

  it("says the link has expired when it opens another test than the path names", async () => {
    const { data } = await load(`?utoken=${UTOKEN}`, { examId: "another-exam" });
    expect(data.page).toEqual(EXPIRED);
  });

  it("signed out or with the session gone, has no page: it asks to log in", async () => {
    const signedOut = await load(`?utoken=${UTOKEN}`, { cookie: "" });
    expect(signedOut.data.page).toBeNull();
    expect(signedOut.api.call).not.toHaveBeenCalled();
    const expired = await load(`?utoken=${UTOKEN}`, { answers: { queryLevelTest: new ApiError(ErrorCode.SESSION_INVALID) } });
    expect(expired.data.page).toBeNull();
  });

  it("lets other failures through to the error boundary", async () => {
    await expect(load(`?utoken=${UTOKEN}`, { answers: { queryLevelTest: new ApiError(ErrorCode.SYSTEM_ERROR) } })).rejects.toThrow("system error");
  });

  it("is kept out of search engines", () => {
    const tags = route.meta({ data: { title: "Level test | Mathwise" } } as unknown as Parameters<typeof route.meta>[0]);
    expect(tags).toEqual([{ title: "Level test | Mathwise" }, { name: "robots", content: "noindex" }]);
  });
});
