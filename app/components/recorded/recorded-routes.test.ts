import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { describe, expect, it, vi } from "vitest";
import { ApiError, ErrorCode } from "../../../api/errors.js";
import type { RecordedCourse } from "../../../schemas/api/calls/recorded.js";
import { fakeApi, type Answers } from "../../../tests/helpers/render-account.js";
import { fixtureSite } from "../../../tests/helpers/render-view.js";

/** The fake API of the request being handled. */
const current = vi.hoisted(() => ({ api: null as unknown }));

vi.mock("../../lib/api.server.js", async () => {
  const { fixtureSite: site } = await import("../../../tests/helpers/render-view.js");
  return { requestApi: () => current.api, siteForRequest: async () => site("us") };
});

const detailRoute = await import("../../routes/my-courses.recorded-courses.detail.$skuId.js");
const videoRoute = await import("../../routes/my-courses.recorded-courses.video.$skuId.js");
const positionRoute = await import("../../routes/my-courses.recorded-courses.video.$skuId_.position.js");

const SKU = "us-fractions-video";
const TOKEN = "_official_token=t-1";
const school = fixtureSite("us").schoolName;

const course: RecordedCourse = {
  skuId: SKU,
  title: "Fractions Mastery Video Course",
  summary: "",
  studentId: "7b0f6c3e-2d53-4a8e-9a53-0f0f2b1d4e11",
  paidAt: "2026-11-01T17:00:00.000Z",
  access: { state: "permanent" },
  lessons: [1, 2, 3].map((number) => ({ number, title: `Lesson ${number}`, durationSeconds: 40, positionSeconds: number === 1 ? 40 : 0, videoUrl: `/v/${number}.m3u8` })),
};

interface Loaded {
  data: Record<string, unknown>;
  init: { status?: number; headers: Record<string, string> };
}

/** What a resource route answered: its status and JSON body. */
async function answered(response: unknown) {
  const answer = response as Response;
  return { status: answer.status, body: (await answer.json()) as unknown, cacheControl: answer.headers.get("Cache-Control") };
}

async function run(loader: (args: LoaderFunctionArgs) => unknown, path: string, answers: Answers, { cookie = TOKEN } = {}) {
  const api = fakeApi(answers);
  current.api = api.api;
  const request = new Request(`https://us.example.test${path}`, { headers: { cookie } });
  const skuId = decodeURIComponent(new URL(request.url).pathname.split("/")[4]!);
  return { ...((await loader({ request, context: {}, params: { skuId } } as unknown as LoaderFunctionArgs)) as Loaded), api };
}

async function status(work: Promise<unknown>): Promise<number> {
  try {
    await work;
  } catch (thrown) {
    if (thrown instanceof Response) return thrown.status;
    throw thrown;
  }
  throw new Error("the loader did not refuse");
}

describe("the recorded course's pages", () => {
  it("load the family's course for nobody's cache, and nothing signed out (the sign-in prompt)", async () => {
    const detail = await run(detailRoute.loader, `/my-courses/recorded-courses/detail/${SKU}`, { queryRecordedCourse: course });
    expect(detail.api.callsOf("queryRecordedCourse")).toEqual([{ skuId: SKU }]);
    expect(detail.data).toMatchObject({ title: `Recorded course | ${school}`, skuId: SKU, course });
    expect(detail.init.headers["Cache-Control"]).toBe("private, no-store");

    const signedOut = await run(detailRoute.loader, `/my-courses/recorded-courses/detail/${SKU}`, {}, { cookie: "" });
    expect(signedOut.data.course).toBeNull();
    expect(signedOut.api.call).not.toHaveBeenCalled();
    const expired = await run(detailRoute.loader, `/my-courses/recorded-courses/detail/${SKU}`, { queryRecordedCourse: new ApiError(ErrorCode.SESSION_INVALID) });
    expect(expired.data.course).toBeNull();
  });

  it("are a 404 for a course the family did not buy or an id that is none", async () => {
    const notBought = { queryRecordedCourse: new ApiError(ErrorCode.NOT_FOUND_OR_ENDED) };
    expect(await status(run(detailRoute.loader, `/my-courses/recorded-courses/detail/${SKU}`, notBought))).toBe(404);
    expect(await status(run(videoRoute.loader, `/my-courses/recorded-courses/video/${SKU}`, notBought))).toBe(404);
    expect(await status(run(detailRoute.loader, "/my-courses/recorded-courses/detail/%20bad", {}))).toBe(404);
  });

  it("open the lesson asked for, else the first not watched to its end; a lesson the course does not have is a 404", async () => {
    const answers = { queryRecordedCourse: course };
    expect((await run(videoRoute.loader, `/my-courses/recorded-courses/video/${SKU}?lesson=3`, answers)).data).toMatchObject({ title: `Recorded lesson | ${school}`, lessonNumber: 3 });
    expect((await run(videoRoute.loader, `/my-courses/recorded-courses/video/${SKU}`, answers)).data.lessonNumber).toBe(2);
    for (const lesson of ["4", "0", "two"]) expect(await status(run(videoRoute.loader, `/my-courses/recorded-courses/video/${SKU}?lesson=${lesson}`, answers)), lesson).toBe(404);
  });
});

describe("POST /my-courses/recorded-courses/video/{skuId}/position", () => {
  const posted = (lesson: string, position: string) => {
    const body = new FormData();
    body.set("lesson", lesson);
    body.set("position", position);
    return body;
  };

  const post = async (api: ReturnType<typeof fakeApi>, body: FormData) => {
    current.api = api.api;
    const request = new Request(`https://us.example.test/my-courses/recorded-courses/video/${SKU}/position`, { method: "POST", headers: { cookie: TOKEN }, body });
    return answered(await positionRoute.action({ request, context: {}, params: { skuId: SKU } } as unknown as ActionFunctionArgs));
  };

  it("saves the player's position through recordLessonWatch and answers what was saved", async () => {
    const api = fakeApi({ recordLessonWatch: { lessonNumber: 2, positionSeconds: 17 } });
    const saved = await post(api, posted("2", "17.4"));
    expect(api.callsOf("recordLessonWatch")).toEqual([{ skuId: SKU, lessonNumber: 2, positionSeconds: 17.4 }]);
    expect(saved).toEqual({ status: 200, body: { lessonNumber: 2, positionSeconds: 17 }, cacheControl: "private, no-store" });
  });

  it("answers a refusal's code with its status, never a 500", async () => {
    const refused = await post(fakeApi({ recordLessonWatch: new ApiError(ErrorCode.NOT_FOUND_OR_ENDED, "gone", 404) }), posted("2", "17"));
    expect(refused).toMatchObject({ status: 404, body: { code: ErrorCode.NOT_FOUND_OR_ENDED } });
  });
});
