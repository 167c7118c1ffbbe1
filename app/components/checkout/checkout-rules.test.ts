import { describe, expect, it } from "vitest";
import { ApiError, ErrorCode } from "../../../api/errors.js";
import { buysSubscription, checkoutFailure, deliveryAddresses, shippingAddressId, placeOrderBlockers, stageStatusKey, toggleCoupon, type OrderReadiness } from "./checkout-rules.js";

describe("stageStatusKey: SPEC §4 instalment stage statuses", () => {
  it.each([
    [1, "checkout.stage.status.courseBegins"],
    [2, "checkout.stage.status.expired"],
    [3, "checkout.stage.status.paid"],
    [4, "checkout.stage.status.registrationOpens"],
    [5, "checkout.stage.status.midCourseSignUp"],
    [6, "checkout.stage.status.paidBeforeTransfer"],
    [7, "checkout.stage.status.toBePaidAfterTransfer"],
    [10, "checkout.stage.status.notSelected"],
  ])("%i", (status, key) => {
    expect(stageStatusKey(status)).toBe(key);
  });

  it("has no text for a status the spec does not name", () => {
    expect(stageStatusKey(8)).toBeNull();
    expect(stageStatusKey(0)).toBeNull();
  });
});

describe("toggleCoupon: one coupon per category, categories combine (SPEC §5)", () => {
  const categories: Record<string, "tuition" | "materials"> = { t1: "tuition", t2: "tuition", m1: "materials", m2: "materials" };
  const categoryOf = (id: string) => categories[id];

  it("adds a coupon of a category not chosen yet, next to the other category's", () => {
    expect(toggleCoupon(["t1"], { id: "m1", category: "materials" }, categoryOf)).toEqual(["m1", "t1"]);
    expect(toggleCoupon([], { id: "t2", category: "tuition" }, categoryOf)).toEqual(["t2"]);
  });

  it("puts a coupon in the place of the chosen one of its category", () => {
    expect(toggleCoupon(["m1", "t1"], { id: "t2", category: "tuition" }, categoryOf)).toEqual(["m1", "t2"]);
    expect(toggleCoupon(["m1", "t1"], { id: "m2", category: "materials" }, categoryOf)).toEqual(["m2", "t1"]);
  });

  it("lets a chosen coupon go", () => {
    expect(toggleCoupon(["m1", "t1"], { id: "t1", category: "tuition" }, categoryOf)).toEqual(["m1"]);
  });

  it("keeps a chosen coupon of unknown category unless it is the one clicked", () => {
    expect(toggleCoupon(["x9"], { id: "t1", category: "tuition" }, categoryOf)).toEqual(["t1", "x9"]);
    expect(toggleCoupon(["x9"], { id: "x9", category: "tuition" }, categoryOf)).toEqual([]);
  });
});

describe("placeOrderBlockers: what keeps the order from being placed (SPEC §5)", () => {
  const ready: OrderReadiness = { studentChosen: true, figuresCurrent: true, registrationComplete: true, needsAddress: false, addressChosen: false, orderable: true };

  it("nothing once the student, figures, registration and (when something ships) the address are there", () => {
    expect(placeOrderBlockers(ready)).toEqual([]);
    expect(placeOrderBlockers({ ...ready, needsAddress: true, addressChosen: true })).toEqual([]);
  });

  it("names each missing part in the page's order", () => {
    expect(placeOrderBlockers({ studentChosen: false, figuresCurrent: false, registrationComplete: false, needsAddress: true, addressChosen: false, orderable: false })).toEqual([
      "student",
      "figures",
      "registration",
      "address",
      "unavailable",
    ]);
    expect(placeOrderBlockers({ ...ready, figuresCurrent: false })).toEqual(["figures"]);
    expect(placeOrderBlockers({ ...ready, registrationComplete: false })).toEqual(["registration"]);
    expect(placeOrderBlockers({ ...ready, needsAddress: true })).toEqual(["address"]);
    expect(placeOrderBlockers({ ...ready, orderable: false })).toEqual(["unavailable"]);
  });

  it("does not ask for what the server has not said yet", () => {
    expect(placeOrderBlockers({ ...ready, figuresCurrent: false, registrationComplete: null, needsAddress: null })).toEqual(["figures"]);
  });
});

describe("checkoutFailure: a failed call as the page says it (SPEC §8, api/errors.ts 4120-4130, group buy 6000-6007)", () => {
  it.each([
    [ErrorCode.OUT_OF_STOCK, { key: "checkout.errors.outOfStock" }],
    [ErrorCode.COUPON_INVALID, { key: "checkout.errors.couponInvalid", fix: "coupons" }],
    [ErrorCode.ADDRESS_REQUIRED, { key: "checkout.errors.addressRequired", fix: "address" }],
    [ErrorCode.REGISTRATION_INCOMPLETE, { key: "checkout.errors.registrationIncomplete", fix: "registration" }],
    [ErrorCode.UNPAID_ORDER_EXISTS, { key: "checkout.errors.unpaidOrderExists", fix: "orders" }],
    [ErrorCode.ORDER_NOT_PAYABLE, { key: "checkout.errors.notPayable", fix: "orders" }],
    [ErrorCode.PAYMENT_LINK_EMPTY, { key: "checkout.errors.paymentLinkEmpty" }],
    [ErrorCode.OPERATION_TOO_FREQUENT, { key: "checkout.errors.tooFrequent" }],
    [ErrorCode.NETWORK_ERROR, { key: "checkout.errors.network" }],
    [ErrorCode.GROUP_EVENT_ENDED, { key: "checkout.errors.groupEventEnded", fix: "group" }],
    [ErrorCode.GROUP_CANNOT_LAUNCH, { key: "checkout.errors.groupCannotLaunch", fix: "group" }],
    [ErrorCode.GROUP_LAUNCH_FAILED, { key: "checkout.errors.groupLaunchFailed", fix: "group" }],
    [ErrorCode.GROUP_FULL, { key: "checkout.errors.groupFull", fix: "group" }],
    [ErrorCode.GROUP_CLOSED, { key: "checkout.errors.groupClosed", fix: "group" }],
    [ErrorCode.GROUP_NOT_AVAILABLE, { key: "checkout.errors.groupNotAvailable", fix: "group" }],
    [ErrorCode.GROUP_NEW_USERS_ONLY, { key: "checkout.errors.groupNewUsersOnly", fix: "group" }],
    [ErrorCode.GROUP_ALREADY_PARTICIPATED, { key: "checkout.errors.groupAlreadyParticipated", fix: "group" }],
  ])("%i in the page's words, with its fix", (code, expected) => {
    expect(checkoutFailure(new ApiError(code, "server words"))).toEqual(expected);
  });

  it("4123 and other codes: the server's reason, the page's text when it gave none", () => {
    expect(checkoutFailure(new ApiError(ErrorCode.CANNOT_CREATE_ORDER, "Enrolment has not opened yet."))).toEqual({
      text: "Enrolment has not opened yet.",
      key: "checkout.errors.cannotCreate",
    });
    expect(checkoutFailure(new ApiError(ErrorCode.CANNOT_CREATE_ORDER, ""))).toEqual({ key: "checkout.errors.cannotCreate" });
    expect(checkoutFailure(new ApiError(ErrorCode.NOT_FOUND_OR_ENDED, "No matching record found."))).toEqual({
      text: "No matching record found.",
      key: "checkout.errors.failed",
    });
    expect(checkoutFailure(new Error("boom"))).toEqual({ key: "checkout.errors.failed" });
  });

  it("says nothing of code 9: the shell tells the session has expired", () => {
    expect(checkoutFailure(new ApiError(ErrorCode.SESSION_INVALID))).toBeNull();
  });
});

describe("the address goods go to", () => {
  const book = [
    { id: 1, use: "billing" as const, isDefault: true },
    { id: 2, use: "delivery" as const, isDefault: false },
    { id: 3, use: "delivery" as const, isDefault: true },
  ];

  it("only delivery addresses", () => {
    expect(deliveryAddresses(book).map((address) => address.id)).toEqual([2, 3]);
  });

  it("the chosen one while it is there, else the default, else the first", () => {
    const shipping = deliveryAddresses(book);
    expect(shippingAddressId(shipping, 2)).toBe(2);
    expect(shippingAddressId(shipping, undefined)).toBe(3);
    expect(shippingAddressId(shipping, 1)).toBe(3);
    expect(shippingAddressId([{ id: 7, isDefault: false }, { id: 8, isDefault: false }], undefined)).toBe(7);
    expect(shippingAddressId([], 2)).toBeUndefined();
  });
});

describe("a subscription plan in the order", () => {
  it("is told by its line's kind", () => {
    expect(buysSubscription([{ kind: "subscription" }])).toBe(true);
    expect(buysSubscription([{ kind: "class" }, { kind: "goods" }])).toBe(false);
    expect(buysSubscription(null)).toBe(false);
  });
});
