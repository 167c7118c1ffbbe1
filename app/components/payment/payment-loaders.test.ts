import type { LoaderFunctionArgs } from "@remix-run/node";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError, ErrorCode } from "../../../api/errors.js";
import { fakeApi, type Answers } from "../../../tests/helpers/render-account.js";
import { fixtureSite } from "../../../tests/helpers/render-view.js";
import { orderResult, testPayment } from "./payment-test-support.js";

/** The fake API of the request being loaded. */
const current = vi.hoisted(() => ({ api: null as unknown }));

vi.mock("../../lib/api.server.js", async () => {
  const { fixtureSite: site } = await import("../../../tests/helpers/render-view.js");
  return { requestApi: () => current.api, siteForRequest: async () => site("uk") };
});

const gatewayRoute = await import("../../routes/pay.test.$paymentId.js");
const resultRoute = await import("../../routes/order.result.$orderId.js");
const handoffRoute = await import("../../routes/pay.handoff.$paymentId.js");

afterEach(() => {
  vi.useRealTimers();
});

interface Loaded<T> {
  data: T;
  init: { status?: number; headers: Record<string, string> };
}

async function run<T>(loader: (args: LoaderFunctionArgs) => Promise<unknown>, url: string, params: Record<string, string>, answers: Answers, cookie = "") {
  const api = fakeApi(answers);
  current.api = api.api;
  const request = new Request(url, { headers: { cookie } });
  const answer = (await loader({ request, context: {}, params } as unknown as LoaderFunctionArgs)) as Loaded<T>;
  return { ...answer, api };
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

describe("/pay/test/{paymentId}", () => {
  type GatewayData = { title: string; page: { problem: string | null; payment: unknown; remainMs: number; returnTo: string } };
  const load = (paymentId: string, answers: Answers, query = "?return=%2Forder%2Fresult%2F1001") =>
    run<GatewayData>(gatewayRoute.loader, `https://uk.example.test/pay/test/${encodeURIComponent(paymentId)}${query}`, { paymentId }, answers);

  it("loads the payment with the time left as the server counts it, for nobody's cache and no search engine", async () => {
    vi.useFakeTimers({ toFake: ["Date"], now: Date.parse("2025-03-01T10:10:00.000Z") });
    const { data, init, api } = await load("pay_abc123", { queryTestPayment: testPayment() });
    expect(api.callsOf("queryTestPayment")).toEqual([{ paymentId: "pay_abc123" }]);
    expect(data.page).toEqual({ problem: null, payment: testPayment(), remainMs: 20 * 60_000, returnTo: "/order/result/1001" });
    expect(data.title).toBe(`Test payment | ${fixtureSite("uk").schoolName}`);
    expect(init.headers).toEqual({ "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex" });
    expect(gatewayRoute.meta({ data } as never)).toContainEqual({ name: "robots", content: "noindex" });
  });

  it.each([
    ["protocol-relative", "?return=%2F%2Fevil.example%2Fx"],
    ["absolute", "?return=https%3A%2F%2Fevil.example%2Fx"],
    ["missing", ""],
  ])("sends the payer back to the order list for a %s return", async (_case, query) => {
    const { data } = await load("pay_abc123", { queryTestPayment: testPayment() }, query);
    expect(data.page.returnTo).toBe("/order/list");
  });

  it("says 'The payment link is empty' for an id that is none, without asking, and for an unknown payment", async () => {
    const bad = await load("no good!", {});
    expect(bad.api.call).not.toHaveBeenCalled();
    expect([bad.init.status, bad.data.page.problem, bad.data.page.payment]).toEqual([404, "empty", null]);
    const unknown = await load("pay_gone", { queryTestPayment: new ApiError(ErrorCode.PAYMENT_LINK_EMPTY) });
    expect([unknown.init.status, unknown.data.page.problem]).toEqual([404, "empty"]);
  });

  it("says the link has expired for an order that can no longer be paid, and sends a missing API to /error", async () => {
    const expired = await load("pay_old", { queryTestPayment: new ApiError(ErrorCode.PAYMENT_LINK_EXPIRED) });
    expect([expired.init.status, expired.data.page.problem, expired.data.page.returnTo]).toEqual([410, "expired", "/order/result/1001"]);
    await expect(load("pay_abc123", { queryTestPayment: new ApiError(ErrorCode.NETWORK_ERROR) })).rejects.toMatchObject({ status: 302 });
  });
});

describe("/order/result/{orderId}", () => {
  type ResultData = { title: string; order: unknown };
  const load = (orderId: string, answers: Answers, cookie = "_official_token=t-1") =>
    run<ResultData>(resultRoute.loader, `https://uk.example.test/order/result/${encodeURIComponent(orderId)}`, { orderId }, answers, cookie);

  it("loads the family's order, for nobody's cache", async () => {
    const { data, init, api } = await load("1001", { queryOrderResult: orderResult() });
    expect(api.callsOf("queryOrderResult")).toEqual([{ orderId: "1001" }]);
    expect(data.order).toEqual(orderResult());
    expect(data.title).toBe(`Order result | ${fixtureSite("uk").schoolName}`);
    expect(init.headers["Cache-Control"]).toBe("private, no-store");
  });

  it("is a 404 for an id that cannot be an order and for another family's order", async () => {
    expect(await refusal(load("12ab", {}))).toBe(404);
    expect(await refusal(load("1001", { queryOrderResult: new ApiError(ErrorCode.NOT_FOUND_OR_ENDED) }))).toBe(404);
  });

  it("asks nothing without a login, and answers no order (the sign-in prompt) when the session is gone", async () => {
    const visitor = await load("1001", {}, "");
    expect(visitor.api.call).not.toHaveBeenCalled();
    expect(visitor.data.order).toBeNull();
    const expired = await load("1001", { queryOrderResult: new ApiError(ErrorCode.SESSION_INVALID) });
    expect(expired.data.order).toBeNull();
  });
});

describe("/pay/handoff/{paymentId}", () => {
  type HandoffData = { title: string; problem: string };
  const load = (paymentId: string, answers: Answers, cookie = "_official_token=t-1") =>
    run<HandoffData>(handoffRoute.loader, `https://uk.example.test/pay/handoff/${encodeURIComponent(paymentId)}`, { paymentId }, answers, cookie);
  const redirected = async (work: Promise<unknown>) => {
    const thrown = await work.then(
      () => null,
      (error: unknown) => error,
    );
    if (!(thrown instanceof Response)) throw new Error("the loader did not redirect");
    return { status: thrown.status, location: thrown.headers.get("Location") };
  };

  it("opens the payment at its gateway and sends the payer to the gateway's page", async () => {
    const stripePage = "https://checkout.stripe.com/c/pay/cs_test_123";
    const opening = load("pay_abc123", { openPayment: { redirectUrl: stripePage } });
    expect(await redirected(opening)).toEqual({ status: 302, location: stripePage });
  });

  it("says the link is empty for an id that is none or no payment, and expired for one past paying", async () => {
    const malformed = await load("../x", {});
    expect(malformed.api.call).not.toHaveBeenCalled();
    expect([malformed.data.problem, malformed.init.status]).toEqual(["empty", 404]);
    const unknown = await load("pay_abc123", { openPayment: new ApiError(ErrorCode.PAYMENT_LINK_EMPTY) });
    expect([unknown.data.problem, unknown.init.status]).toEqual(["empty", 404]);
    const expired = await load("pay_abc123", { openPayment: new ApiError(ErrorCode.PAYMENT_LINK_EXPIRED) });
    expect([expired.data.problem, expired.init.status]).toEqual(["expired", 410]);
  });

  it("sends a visitor, or a payer whose session is gone, to the order list, which asks for a login", async () => {
    expect(await redirected(load("pay_abc123", {}, ""))).toEqual({ status: 302, location: "/order/list" });
    expect(await redirected(load("pay_abc123", { openPayment: new ApiError(ErrorCode.SESSION_INVALID) }))).toEqual({ status: 302, location: "/order/list" });
  });
});
