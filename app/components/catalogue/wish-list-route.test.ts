import type { LoaderFunctionArgs } from "@remix-run/node";
import { describe, expect, it, vi } from "vitest";
import { ApiError, ErrorCode } from "../../../api/errors.js";
import { fakeApi, type Answers } from "../../../tests/helpers/render-account.js";
import { fixtureSite } from "../../../tests/helpers/render-view.js";
import { user } from "../../../tests/helpers/sample-accounts.js";
import { courseCard } from "./catalogue-test-support.js";

/** The fake API of the request being loaded. */
const current = vi.hoisted(() => ({ api: null as unknown }));

vi.mock("../../lib/api.server.js", async () => {
  const { fixtureSite: site } = await import("../../../tests/helpers/render-view.js");
  return { requestApi: () => current.api, siteForRequest: async () => site("uk") };
});

const { loader } = await import("../../routes/my-wish.list.js");

async function load(answers: Answers, cookie = "_official_token=t-1") {
  const api = fakeApi(answers);
  current.api = api.api;
  const request = new Request("https://uk.example.test/my-wish/list", { headers: { cookie } });
  const answer = (await loader({ request, context: {}, params: {} } as unknown as LoaderFunctionArgs)) as unknown as {
    data: { title: string; cards: unknown[] | null };
    init: { headers: Record<string, string> };
  };
  return { ...answer, api };
}

describe("/my-wish/list", () => {
  it("loads the signed-in student's wish list, never for a shared cache", async () => {
    const { data, init, api } = await load({ queryUserBasicInfo: user({ uid: "u-5" }), queryWishList: { list: [courseCard()] } });
    expect(api.callsOf("queryWishList")).toEqual([{ studentId: "u-5" }]);
    expect(data.cards).toHaveLength(1);
    expect(data.title).toBe(`My wish list | ${fixtureSite("uk").schoolName}`);
    expect(init.headers["Cache-Control"]).toBe("private, no-store");
  });

  it("asks nothing without a login, and shows the sign-in prompt when the session is gone", async () => {
    const visitor = await load({}, "");
    expect(visitor.api.call).not.toHaveBeenCalled();
    expect(visitor.data.cards).toBeNull();
    const expired = await load({ queryUserBasicInfo: user(), queryWishList: new ApiError(ErrorCode.SESSION_INVALID) });
    expect(expired.data.cards).toBeNull();
  });
});
