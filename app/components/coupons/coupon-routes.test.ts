import type { LoaderFunctionArgs } from "@remix-run/node";
import { describe, expect, it, vi } from "vitest";
import { ApiError, ErrorCode } from "../../../api/errors.js";
import { fakeApi, type Answers } from "../../../tests/helpers/render-account.js";
import { fixtureSite } from "../../../tests/helpers/render-view.js";
import { couponView } from "./coupons-test-support.js";

/** The fake API of the request being loaded. */
const current = vi.hoisted(() => ({ api: null as unknown }));

vi.mock("../../lib/api.server.js", async () => {
  const { fixtureSite: site } = await import("../../../tests/helpers/render-view.js");
  return { requestApi: () => current.api, siteForRequest: async () => site("uk") };
});

const routes = {
  list: await import("../../routes/my-coupons.list.js"),
  history: await import("../../routes/my-coupons.history.js"),
  detail: await import("../../routes/my-coupons.detail.$couponId.js"),
};

const COUPON_ID = "6f1c2a7e-3b4d-4e5f-8a9b-0c1d2e3f4a5b";

type Loaded = { data: { title: string; coupons?: unknown[] | null; coupon?: unknown }; init: { headers: Record<string, string> } };

async function load(route: keyof typeof routes, answers: Answers, { cookie = "_official_token=t-1", params = {} as Record<string, string> } = {}) {
  const api = fakeApi(answers);
  current.api = api.api;
  const request = new Request(`https://uk.example.test/my-coupons/${route}`, { headers: { cookie } });
  const answer = (await routes[route].loader({ request, context: {}, params } as unknown as LoaderFunctionArgs)) as unknown as Loaded;
  return { ...answer, api };
}

/** The status of the Response a loader threw, or the loader's answer when it threw none. */
async function statusOf(work: Promise<unknown>) {
  try {
    return await work;
  } catch (thrown) {
    if (thrown instanceof Response) return thrown.status;
    throw thrown;
  }
}

describe("/my-coupons/list and /history", () => {
  it.each([
    ["list", "available", "My coupons"],
    ["history", "history", "Coupon history"],
  ] as const)("/%s loads the family's %s coupons, never for a shared cache", async (route, list, title) => {
    const { data, init, api } = await load(route, { queryUserCoupons: { list: [couponView()] } });
    expect(api.callsOf("queryUserCoupons")).toEqual([{ list }]);
    expect(data.coupons).toHaveLength(1);
    expect(data.title).toBe(`${title} | ${fixtureSite("uk").schoolName}`);
    expect(init.headers["Cache-Control"]).toBe("private, no-store");
  });

  it("asks nothing without a login, and shows the sign-in prompt when the session is gone", async () => {
    const visitor = await load("list", {}, { cookie: "" });
    expect(visitor.api.call).not.toHaveBeenCalled();
    expect(visitor.data.coupons).toBeNull();
    const expired = await load("history", { queryUserCoupons: new ApiError(ErrorCode.SESSION_INVALID) });
    expect(expired.data.coupons).toBeNull();
  });
});

describe("/my-coupons/detail/{couponId}", () => {
  it("loads one of the family's coupons", async () => {
    const { data, api } = await load("detail", { queryCouponDetail: couponView() }, { params: { couponId: COUPON_ID } });
    expect(api.callsOf("queryCouponDetail")).toEqual([{ couponId: COUPON_ID }]);
    expect(data.coupon).toEqual(couponView());
    expect(data.title).toBe(`Coupon details | ${fixtureSite("uk").schoolName}`);
  });

  it.each(["not-a-coupon", "12345", `${COUPON_ID}x`, ""])("answers 404 for the id '%s' without asking the server", async (couponId) => {
    const api = fakeApi();
    current.api = api.api;
    const request = new Request("https://uk.example.test/my-coupons/detail/x", { headers: { cookie: "_official_token=t-1" } });
    expect(await statusOf(routes.detail.loader({ request, context: {}, params: { couponId } } as unknown as LoaderFunctionArgs))).toBe(404);
    expect(api.call).not.toHaveBeenCalled();
  });

  it("answers 404 for another family's coupon, and the sign-in prompt when the session is gone", async () => {
    expect(await statusOf(load("detail", { queryCouponDetail: new ApiError(ErrorCode.NOT_FOUND_OR_ENDED) }, { params: { couponId: COUPON_ID } }))).toBe(404);
    const expired = await load("detail", { queryCouponDetail: new ApiError(ErrorCode.SESSION_INVALID) }, { params: { couponId: COUPON_ID } });
    expect(expired.data.coupon).toBeNull();
  });

  it("sends the visitor to /error when the API does not answer", async () => {
    const thrown = await load("detail", { queryCouponDetail: new ApiError(ErrorCode.NETWORK_ERROR) }, { params: { couponId: COUPON_ID } }).catch((error: unknown) => error);
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).headers.get("Location")).toBe("/error?status=503");
  });
});
