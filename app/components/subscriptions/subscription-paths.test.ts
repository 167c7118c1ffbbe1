import { describe, expect, it } from "vitest";
import { cancelSubscriptionPath, subscriptionDetailPath, subscriptionListFilterFrom, subscriptionListHref } from "./subscription-paths.js";

describe("My Subscriptions' addresses", () => {
  it("reads the list's filter: all when absent, 404 for one the call would refuse", () => {
    expect(subscriptionListFilterFrom(new URLSearchParams())).toBe(0);
    for (const status of [0, 1, 2, 3] as const) expect(subscriptionListFilterFrom(new URLSearchParams({ status: String(status) }))).toBe(status);
    for (const status of ["4", "", "1.0", "paid"]) {
      let thrown: unknown;
      try {
        subscriptionListFilterFrom(new URLSearchParams({ status }));
      } catch (error) {
        thrown = error;
      }
      expect((thrown as Response).status, status).toBe(404);
    }
  });

  it("writes the list with its filter, the detail and the cancel page", () => {
    expect(subscriptionListHref(0)).toBe("/my-subscription/list");
    expect(subscriptionListHref(3)).toBe("/my-subscription/list?status=3");
    expect(subscriptionDetailPath("a-1")).toBe("/my-subscription/detail/a-1");
    expect(cancelSubscriptionPath("a-1")).toBe("/my-subscription/cancelSubscription/a-1");
  });
});
