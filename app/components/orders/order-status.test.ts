import { describe, expect, it } from "vitest";
import { orderStatusTextKey, shownOrderStatus } from "./order-status.js";

describe("orderStatusTextKey", () => {
  it("names each status code of SPEC §4, cancelled and expired alike", () => {
    expect([100, 200, 300, 301, 302, 400, 500].map(orderStatusTextKey)).toEqual([
      "orders.status.toBePaid",
      "orders.status.paid",
      "orders.status.cancelled",
      "orders.status.cancelled",
      "orders.status.chargeback",
      "orders.status.refunded",
      "orders.status.refundInProgress",
    ]);
  });

  it("gives no text for any other value", () => {
    for (const status of [0, 1, 101, 199, 201, 303, 401, 501, -100, Number.NaN]) expect(orderStatusTextKey(status)).toBeNull();
  });
});

describe("shownOrderStatus", () => {
  it("shows an unpaid order as expired once its time to pay is up", () => {
    expect(shownOrderStatus(100, 1)).toBe(100);
    expect(shownOrderStatus(100, 0)).toBe(301);
  });

  it("leaves every other status as it is, whatever the time", () => {
    for (const status of [200, 300, 301, 302, 400, 500, 7]) expect(shownOrderStatus(status, 0)).toBe(status);
  });
});
