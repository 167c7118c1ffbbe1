import type { LoaderFunctionArgs } from "@remix-run/node";
import { describe, expect, it, vi } from "vitest";
import { ApiError, ErrorCode } from "../../../api/errors.js";
import { fakeApi, type Answers } from "../../../tests/helpers/render-account.js";
import { SUBSCRIPTION_ID, subscriptionCard, subscriptionDetail } from "./subscriptions-test-support.js";

/** The fake API of the request being loaded. */
const current = vi.hoisted(() => ({ api: null as unknown }));

vi.mock("../../lib/api.server.js", async () => {
  const { fixtureSite: site } = await import("../../../tests/helpers/render-view.js");
  return { requestApi: () => current.api, siteForRequest: async () => site("us") };
});

const routes = {
  list: (await import("../../routes/my-subscription.list.js")).loader,
  detail: (await import("../../routes/my-subscription.detail.$id.js")).loader,
  cancel: (await import("../../routes/my-subscription.cancelSubscription.$id.js")).loader,
};

interface Loaded {
  data: { title: string; texts: Record<string, unknown>; page: unknown; filter?: number };
  init: { headers: Record<string, string> };
}

async function load(route: keyof typeof routes, path: string, answers: Answers, cookie = "_official_token=t-1") {
  const api = fakeApi(answers);
  current.api = api.api;
  const request = new Request(`https://us.example.test${path}`, { headers: { cookie } });
  const params = { id: path.split("?")[0]!.split("/").pop() };
  try {
    return { api, loaded: (await routes[route]({ request, context: {}, params } as unknown as LoaderFunctionArgs)) as unknown as Loaded, thrown: null };
  } catch (thrown) {
    if (thrown instanceof Response) return { api, loaded: null, thrown };
    throw thrown;
  }
}

const REASONS = { list: [{ reasonId: 1, text: "It costs too much" }] };

describe("My Subscriptions' loaders", () => {
  it("the list under its filter, with learning's texts, never for a shared cache", async () => {
    const { api, loaded } = await load("list", "/my-subscription/list?status=3", { querySubscriptionList: { list: [subscriptionCard()] } });
    expect(api.callsOf("querySubscriptionList")).toEqual([{ status: 3 }]);
    expect(loaded!.data).toMatchObject({ filter: 3, page: { list: [subscriptionCard()] }, texts: { subscriptions: { list: { title: "My Subscriptions" } } } });
    expect(loaded!.data.title).toMatch(/^My Subscriptions \| /);
    expect(loaded!.init.headers["Cache-Control"]).toBe("private, no-store");
  });

  it("the detail with its bills", async () => {
    const { api, loaded } = await load("detail", `/my-subscription/detail/${SUBSCRIPTION_ID}`, { querySubscriptionDetail: subscriptionDetail(), querySubscriptionHistory: { list: [] } });
    expect(api.callsOf("querySubscriptionHistory")).toEqual([{ subscriptionId: SUBSCRIPTION_ID }]);
    expect(loaded!.data.page).toEqual({ subscription: subscriptionDetail(), bills: [] });
  });

  it("the cancel page with the reasons; once asked, the detail instead", async () => {
    const { loaded } = await load("cancel", `/my-subscription/cancelSubscription/${SUBSCRIPTION_ID}`, { querySubscriptionDetail: subscriptionDetail(), querySubscriptionCancelReasons: REASONS });
    expect(loaded!.data.page).toEqual({ subscription: subscriptionDetail(), reasons: REASONS.list });
    const asked = subscriptionDetail(subscriptionCard({ cardStatus: 3, cancelRequestedAt: "2026-04-20T17:00:00.000Z" }));
    const { thrown } = await load("cancel", `/my-subscription/cancelSubscription/${SUBSCRIPTION_ID}`, { querySubscriptionDetail: asked, querySubscriptionCancelReasons: REASONS });
    expect(thrown!.status).toBe(302);
    expect(thrown!.headers.get("Location")).toBe(`/my-subscription/detail/${SUBSCRIPTION_ID}`);
  });

  it.each([
    ["an unknown filter", "list", "/my-subscription/list?status=4", {}],
    ["an id that cannot be a subscription's", "detail", "/my-subscription/detail/not-a-uuid", {}],
    ["another family's subscription (4003)", "detail", `/my-subscription/detail/${SUBSCRIPTION_ID}`, { querySubscriptionDetail: new ApiError(ErrorCode.NOT_FOUND_OR_ENDED), querySubscriptionHistory: { list: [] } }],
  ] as const)("404 for %s", async (_, route, path, answers) => {
    expect((await load(route, path, answers)).thrown?.status).toBe(404);
  });

  it("signed out or the session gone: the sign-in prompt, asking nothing more", async () => {
    const signedOut = await load("list", "/my-subscription/list", {}, "");
    expect(signedOut.loaded!.data.page).toBeNull();
    expect(signedOut.api.call).not.toHaveBeenCalled();
    const gone = await load("detail", `/my-subscription/detail/${SUBSCRIPTION_ID}`, { querySubscriptionDetail: new ApiError(ErrorCode.SESSION_INVALID), querySubscriptionHistory: { list: [] } });
    expect(gone.loaded!.data.page).toBeNull();
  });
});
