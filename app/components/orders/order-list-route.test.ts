import type { LoaderFunctionArgs } from "@remix-run/node";
import { commerceResources } from "../../../i18n/commerce-resources.js";
import { describe, expect, it, vi } from "vitest";
import { ApiError, ErrorCode } from "../../../api/errors.js";
import { orderCalls } from "../../../schemas/api/calls/orders.js";
import { fakeApi, type Answers } from "../../../tests/helpers/render-account.js";
import { fixtureSite } from "../../../tests/helpers/render-view.js";
import { user } from "../../../tests/helpers/sample-accounts.js";
import { ORDER_TABS } from "./order-list-query.js";
import { orderListItem, orderPage } from "./orders-test-support.js";

/** The fake API of the request being loaded. */
const current = vi.hoisted(() => ({ api: null as unknown }));

vi.mock("../../lib/api.server.js", async () => {
  const { fixtureSite: site } = await import("../../../tests/helpers/render-view.js");
  return { requestApi: () => current.api, siteForRequest: async () => site("us") };
});

const { loader } = await import("../../routes/order.list.js");

const signedIn = "_official_token=t-1";

async function load(search: string, answers: Answers, cookie = signedIn) {
  const api = fakeApi(answers);
  current.api = api.api;
  const request = new Request(`https://us.example.test/order/list${search}`, { headers: { cookie } });
  const answer = (await loader({ request, context: {}, params: {} } as unknown as LoaderFunctionArgs)) as unknown as {
    data: { title: string; query: unknown; orders: unknown };
    init: { headers: Record<string, string> };
  };
  return { ...answer, api };
}

/** What the loader threw: a 404 or a redirect Response. */
async function thrown(search: string, answers: Answers = {}) {
  try {
    await load(search, answers);
  } catch (error) {
    if (error instanceof Response) return error;
    throw error;
  }
  throw new Error("the loader answered");
}

describe("/order/list", () => {
  it("loads the page and filter of the URL for the signed-in family, never for a shared cache", async () => {
    const orders = orderPage([orderListItem()], 12, 2);
    const { data, init, api } = await load("?status=200&page=2", { queryUserBasicInfo: user(), queryOrderList: orders });
    expect(api.callsOf("queryOrderList")).toEqual([{ status: 200, page: 2, pageSize: 10 }]);
    // With the shop's texts for the browser, in the page's language.
    expect(data).toEqual({ title: `My Orders | ${fixtureSite("us").schoolName}`, query: { status: 200, page: 2 }, orders, texts: commerceResources.en });
    expect(init.headers["Cache-Control"]).toBe("private, no-store");
  });

  it("shows every order on the first page without a query", async () => {
    const { data, api } = await load("", { queryUserBasicInfo: user(), queryOrderList: orderPage([]) });
    expect(api.callsOf("queryOrderList")).toEqual([{ status: 0, page: 1, pageSize: 10 }]);
    expect(data.query).toEqual({ status: 0, page: 1 });
  });

  it.each(["?status=301", "?status=paid", "?status=", "?status=1e2", "?page=0", "?page=two", "?page=10001", "?page=-1"])("answers 404 for %s", async (search) => {
    const response = await thrown(search);
    expect(response.status).toBe(404);
  });

  it("sends a page past the last to the last, keeping the filter", async () => {
    const response = await thrown("?status=300&page=4", { queryUserBasicInfo: user(), queryOrderList: orderPage([], 21, 4) });
    expect([response.status, response.headers.get("Location")]).toEqual([302, "/order/list?status=300&page=3"]);
    const empty = await thrown("?page=2", { queryUserBasicInfo: user(), queryOrderList: orderPage([], 0, 2) });
    expect(empty.headers.get("Location")).toBe("/order/list");
  });

  it("asks nothing without a login, and shows the sign-in prompt when the session is gone", async () => {
    const visitor = await load("?page=3", {}, "");
    expect(visitor.api.call).not.toHaveBeenCalled();
    expect(visitor.data.orders).toBeNull();
    const expired = await load("", { queryUserBasicInfo: user(), queryOrderList: new ApiError(ErrorCode.SESSION_INVALID) });
    expect(expired.data.orders).toBeNull();
  });

  it("has a tab for every filter the call takes, in its order", () => {
    expect(ORDER_TABS.map((tab) => tab.status)).toEqual([...orderCalls.queryOrderList.request.shape.status.unwrap().values]);
  });
});
