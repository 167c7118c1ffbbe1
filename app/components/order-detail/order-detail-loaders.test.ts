import type { LoaderFunctionArgs } from "@remix-run/node";
import { describe, expect, it, vi } from "vitest";
import { ApiError, ErrorCode } from "../../../api/errors.js";
import { fakeApi, type Answers } from "../../../tests/helpers/render-account.js";
import { fixtureSite } from "../../../tests/helpers/render-view.js";
import { bookAddress, logistics, orderDetail, subOrderDetail } from "./order-detail-test-support.js";

/** The fake API of the request being loaded. */
const current = vi.hoisted(() => ({ api: null as unknown }));

vi.mock("../../lib/api.server.js", async () => {
  const { fixtureSite: site } = await import("../../../tests/helpers/render-view.js");
  return { requestApi: () => current.api, siteForRequest: async () => site("uk") };
});

const detailRoute = await import("../../routes/order.detail.$id.js");
const subOrderRoute = await import("../../routes/order.detail.sub.$id.js");
const editRoute = await import("../../routes/order.detail.edit-address.$id.js");
const logisticsRoute = await import("../../routes/order.logistics.$orderId.js");

type Loader = (args: LoaderFunctionArgs) => Promise<unknown>;
interface Loaded {
  data: { title: string; loaded: unknown };
  init: { headers: Record<string, string> };
}

async function run(loader: Loader, path: string, params: Record<string, string>, answers: Answers, cookie = "_official_token=t-1") {
  const api = fakeApi(answers);
  current.api = api.api;
  const request = new Request(`https://uk.example.test${path}`, { headers: { cookie } });
  return { ...((await loader({ request, context: {}, params } as unknown as LoaderFunctionArgs)) as Loaded), api };
}

async function refusal(work: Promise<unknown>): Promise<number> {
  try {
    await work;
  } catch (thrown) {
    if (thrown instanceof Response) return thrown.status;
    throw thrown;
  }
  throw new Error("the loader did not refuse");
}

const school = fixtureSite("uk").schoolName;

describe("the pages of an order after the purchase", () => {
  it("load the family's order, sub-order and parcels, for nobody's cache", async () => {
    const detail = await run(detailRoute.loader, "/order/detail/1001", { id: "1001" }, { queryOrderDetail: orderDetail() });
    expect(detail.api.callsOf("queryOrderDetail")).toEqual([{ orderId: "1001" }]);
    expect(detail.data).toMatchObject({ title: `Order details | ${school}`, loaded: orderDetail() });
    expect(detail.init.headers["Cache-Control"]).toBe("private, no-store");

    const sub = await run(subOrderRoute.loader, "/order/detail/sub/1001-1", { id: "1001-1" }, { querySubOrderDetail: subOrderDetail() });
    expect(sub.api.callsOf("querySubOrderDetail")).toEqual([{ subOrderId: "1001-1" }]);
    expect(sub.data).toMatchObject({ title: `Item details | ${school}`, loaded: subOrderDetail() });

    const parcels = await run(logisticsRoute.loader, "/order/logistics/1001", { orderId: "1001" }, { queryLogistics: logistics() });
    expect(parcels.api.callsOf("queryLogistics")).toEqual([{ orderId: "1001" }]);
    expect(parcels.data).toMatchObject({ title: `Delivery | ${school}`, loaded: logistics() });
  });

  it("load the order with its student's address book to change the address", async () => {
    const { data, api } = await run(editRoute.loader, "/order/detail/edit-address/1001", { id: "1001" }, { queryOrderDetail: orderDetail(), queryAddressList: [bookAddress()] });
    expect(api.callsOf("queryAddressList")).toEqual([{ uid: "u-1" }]);
    expect(data).toMatchObject({ title: `Change delivery address | ${school}`, loaded: { order: orderDetail(), addresses: [bookAddress()] } });
  });

  it("are a 404 for an id that cannot be one and for another family's order", async () => {
    for (const [loader, params] of [
      [detailRoute.loader, { id: "12ab" }],
      [subOrderRoute.loader, { id: "1001" }],
      [subOrderRoute.loader, { id: "1001-0" }],
      [editRoute.loader, { id: "x" }],
      [logisticsRoute.loader, { orderId: "" }],
    ] as [Loader, Record<string, string>][]) {
      expect(await refusal(run(loader, "/order", params, {})), JSON.stringify(params)).toBe(404);
    }
    expect(await refusal(run(detailRoute.loader, "/order/detail/1001", { id: "1001" }, { queryOrderDetail: new ApiError(ErrorCode.NOT_FOUND_OR_ENDED) }))).toBe(404);
  });

  it("ask nothing without a login, and answer nothing (the sign-in prompt) when the session is gone", async () => {
    const visitor = await run(detailRoute.loader, "/order/detail/1001", { id: "1001" }, {}, "");
    expect(visitor.api.call).not.toHaveBeenCalled();
    expect(visitor.data.loaded).toBeNull();
    const expired = await run(logisticsRoute.loader, "/order/logistics/1001", { orderId: "1001" }, { queryLogistics: new ApiError(ErrorCode.SESSION_INVALID) });
    expect(expired.data.loaded).toBeNull();
  });
});
