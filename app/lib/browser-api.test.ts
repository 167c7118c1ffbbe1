// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from "vitest";
import { browserApi } from "./browser-api.js";

const context = { header: { schoolCode: "415", timezone: "America/Los_Angeles" }, countryCode: "US", channelCode: "web-us", language: "en" as const };
const order = { studentId: "u-1", source: { kind: "product" as const, skuId: "us-amc8-workbook" } };

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("the browser's API client", () => {
  it("sends the caller's Idempotency-Key, so a retry of one attempt is recognised", async () => {
    const fetch = vi.fn(async () => Response.json({ code: 0, msg: "success", data: { orderId: "1", status: 100, total: 1, dueNow: 1, expiresAt: "2026-11-26T00:00:00.000Z" } }));
    vi.stubGlobal("fetch", fetch);
    await browserApi("test-signing-key").call("createOrder", order, context, { idempotencyKey: "attempt-0001" });
    const [, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(new Headers(init.headers).get("Idempotency-Key")).toBe("attempt-0001");
  });

  it("keeps the payer on the page when an order's answer is lost, so it can be tried again with the same key", async () => {
    vi.stubGlobal("fetch", vi.fn(async () => Promise.reject(new TypeError("network down"))));
    const assign = vi.spyOn(window.location, "assign").mockImplementation(() => undefined);
    await expect(browserApi("test-signing-key").call("createOrder", order, context, { idempotencyKey: "attempt-0002" })).rejects.toMatchObject({ isNetworkError: true });
    expect(assign).not.toHaveBeenCalled();
    // A call without a key to retry with sends the visitor to the error page.
    await expect(browserApi("test-signing-key").call("queryCartList", { studentId: "u-1" }, context)).rejects.toMatchObject({ isNetworkError: true });
    expect(assign).toHaveBeenCalledWith("/error?status=503");
  });
});
