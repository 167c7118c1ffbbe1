import { describe, expect, it } from "vitest";
import { contract } from "../../../schemas/api/contract.js";
import { addressBookPath, cartCheckoutPath, orderCreatePath } from "./checkout-paths.js";
import {
  checkoutOrigin,
  checkoutProducts,
  checkoutRequest,
  couponsRequest,
  createOrderRequest,
  defaultOptionalSkuIds,
  NORMAL_ORIGIN,
  paidAtOnce,
  periodTypeFrom,
  type CheckoutChoices,
  type CheckoutSource,
} from "./checkout-request.js";

const product: CheckoutSource = {
  kind: "product",
  skuId: "sg-p5-class",
  attachments: [
    { skuId: "workbook", title: "Workbook", category: "materials", price: 2500, required: true, selected: true },
    { skuId: "cards", title: "Flash cards", category: "materials", price: 900, required: false, selected: true },
    { skuId: "poster", title: "Poster", category: "materials", price: 500, required: false, selected: false },
  ],
};
const plan: CheckoutSource = { kind: "product", skuId: "us-plan", attachments: [], periodType: 4 };
const cart: CheckoutSource = { kind: "cart", cartIds: [4, 9], products: [{ skuId: "a", quantity: 1 }, { skuId: "b", quantity: 3, attachmentSkuIds: [] }] };
const choices: CheckoutChoices = { studentId: "s-1", optionalSkuIds: ["cards"], couponIds: ["c-2", "c-1"], paymentMethod: 0, debitMethod: 1 };
const COUPON = "1a000000-0000-4000-8000-000000000001";
const GROUP = "0f8e2a4c-5b6d-4e7f-8a9b-0c1d2e3f4a5b";
const originOf = (query: string) => checkoutOrigin(new URLSearchParams(query));
const launch = originOf("createWay=4&activityId=7001&activityType=1");
const join = originOf(`createWay=4&activityId=7001&activityType=1&groupId=${GROUP}`);

describe("order create ways (SPEC §4)", () => {
  it("2 with fromPage from the unpaid list, 1 otherwise", () => {
    expect(originOf("fromPage=unpaid-courses-list")).toEqual({ createWay: 2, fromPage: "unpaid-courses-list" });
    expect(originOf("")).toEqual({ createWay: 1 });
    expect(originOf("fromPage=somewhere-else")).toEqual({ createWay: 1 });
  });

  it("4 for a group buy the address names well, whatever else it says; a badly named one is the address without it", () => {
    expect(launch).toEqual({ createWay: 4, activityId: 7001, activityType: 1 });
    expect(join).toEqual({ createWay: 4, activityId: 7001, activityType: 1, groupId: GROUP });
    expect(originOf("createWay=4&activityId=7001&activityType=1&fromPage=unpaid-courses-list")).toEqual(launch);
    expect(originOf("createWay=4&activityId=0&activityType=1&fromPage=unpaid-courses-list")).toEqual({ createWay: 2, fromPage: "unpaid-courses-list" });
    expect(originOf("createWay=4&activityId=7001&activityType=1&groupId=7")).toEqual({ createWay: 1 });
  });

  it("createOrder sends the checkout as shown with its way", () => {
    const checkout = checkoutRequest(product, choices);
    expect(createOrderRequest(checkout, originOf("fromPage=unpaid-courses-list"))).toEqual({ ...checkout, createWay: 2, fromPage: "unpaid-courses-list" });
    expect(createOrderRequest(checkout, NORMAL_ORIGIN)).toEqual({ ...checkout, createWay: 1 });
  });
});

describe("a group buy's checkout (decision 0036)", () => {
  it("asks queryCheckout for the group buy's order, so the figures shown are at the group price", () => {
    expect(checkoutRequest(product, choices, launch)).toEqual({ ...checkoutRequest(product, choices), createWay: 4, activityId: 7001, activityType: 1 });
    expect(checkoutRequest(product, choices, join)).toMatchObject({ createWay: 4, activityId: 7001, activityType: 1, groupId: GROUP });
  });

  it("is paid at once: never instalments, nor their debit method, whatever the choices say", () => {
    expect(paidAtOnce(launch)).toBe(true);
    expect(paidAtOnce(NORMAL_ORIGIN)).toBe(false);
    expect(paidAtOnce(originOf("fromPage=unpaid-courses-list"))).toBe(false);
    expect(checkoutRequest(product, { ...choices, paymentMethod: 1, debitMethod: 1 }, join)).toMatchObject({ paymentMethod: 0, debitMethod: 0 });
  });

  it("createOrder is sent the checkout as shown, with the same activity and group", () => {
    const checkout = checkoutRequest(product, choices, join);
    expect(createOrderRequest(checkout, join)).toEqual(checkout);
    expect(createOrderRequest(checkout, join)).toMatchObject({ createWay: 4, activityId: 7001, activityType: 1, groupId: GROUP });
  });

  it("the unpaid list's fromPage is for createOrder only", () => {
    expect(checkoutRequest(product, choices, originOf("fromPage=unpaid-courses-list"))).toEqual(checkoutRequest(product, choices));
  });
});

describe("the checkout request of the choices", () => {
  it("a product with its chosen optional materials (the required ones come anyway), coupons sorted", () => {
    expect(defaultOptionalSkuIds(product)).toEqual(["cards"]);
    expect(checkoutRequest(product, choices)).toEqual({
      studentId: "s-1",
      source: { kind: "product", skuId: "sg-p5-class", quantity: 1, attachmentSkuIds: ["cards"] },
      couponIds: ["c-1", "c-2"],
      paymentMethod: 0,
      debitMethod: 0,
    });
  });

  it("the cart's lines by id", () => {
    expect(checkoutRequest(cart, { ...choices, optionalSkuIds: [] }).source).toEqual({ kind: "cart", cartIds: [4, 9] });
    expect(defaultOptionalSkuIds(cart)).toEqual([]);
    expect(checkoutProducts(cart, ["ignored"])).toEqual(cart.products);
  });

  it("the debit method with instalments only; address and delivery once chosen", () => {
    const request = checkoutRequest(product, { ...choices, paymentMethod: 1, debitMethod: 1, addressId: 12, delivery: "express" });
    expect(request).toMatchObject({ paymentMethod: 1, debitMethod: 1, addressId: 12, delivery: "express" });
    expect(checkoutRequest(product, { ...choices, paymentMethod: 1, debitMethod: 0 }).debitMethod).toBe(0);
  });

  it("coupons are judged against the same products, with the ones chosen", () => {
    expect(couponsRequest(product, choices)).toEqual({
      studentId: "s-1",
      products: [{ skuId: "sg-p5-class", quantity: 1, attachmentSkuIds: ["cards"] }],
      historyUseCouponIds: ["c-1", "c-2"],
      remainStagePriceAfterDiscount: false,
    });
  });
});

describe("checkout paths", () => {
  it("order create in either family, with the student and the unpaid list's fromPage", () => {
    expect(orderCreatePath("us-amc8", "plain")).toBe("/order/create/us-amc8");
    expect(orderCreatePath("us-amc8", "bm", { studentId: "s-2" })).toBe("/order/create-bm/us-amc8?studentId=s-2");
    expect(orderCreatePath("us-amc8", "plain", { studentId: "s 2", fromUnpaidList: true })).toBe("/order/create/us-amc8?studentId=s+2&fromPage=unpaid-courses-list");
  });

  it("a subscription plan's for its period", () => {
    expect(orderCreatePath("us-plan", "plain", { periodType: 4 })).toBe("/order/create/us-plan?periodType=4");
    expect(orderCreatePath("us-plan", "bm", { studentId: "s-2", periodType: 3 })).toBe("/order/create-bm/us-plan?studentId=s-2&periodType=3");
  });

  it("the cart's checkout and the address book coming back", () => {
    expect(cartCheckoutPath("u-1")).toBe("/order/shopping-cart/create?studentId=u-1");
    expect(addressBookPath("u-1", "/order/create/x?studentId=u-1")).toBe("/settings/myaddresses/u-1?returnTo=%2Forder%2Fcreate%2Fx%3FstudentId%3Du-1");
  });
});

describe("a subscription plan's period (SPEC §4 codes: 3 month, 4 year)", () => {
  it("is read from the address: 4 is the year, anything else the month", () => {
    expect(periodTypeFrom("4")).toBe(4);
    for (const value of ["3", null, "", "2", "04", "year"]) expect(periodTypeFrom(value), String(value)).toBe(3);
  });

  it("goes with the plan to queryCheckout and createOrder; other products send none", () => {
    const checkout = checkoutRequest({ ...plan }, { ...choices, optionalSkuIds: [] });
    expect(checkout).toMatchObject({ source: { kind: "product", skuId: "us-plan" }, periodType: 4 });
    expect(createOrderRequest(checkout, NORMAL_ORIGIN).periodType).toBe(4);
    expect(checkoutRequest(product, choices)).not.toHaveProperty("periodType");
  });
});

describe("the requests the contract accepts", () => {
  it.each([
    ["a product", product],
    ["a subscription plan", plan],
    ["the cart", cart],
  ])("%s: queryCheckout, createOrder and queryAvalibaleCoupons", (_, source) => {
    const chosen = { ...choices, couponIds: [COUPON], paymentMethod: 1 as const, addressId: 3, delivery: "express" as const };
    const checkout = checkoutRequest(source, chosen);
    expect(contract.queryCheckout.request.safeParse(checkout).success).toBe(true);
    expect(contract.createOrder.request.safeParse(createOrderRequest(checkout, originOf("fromPage=unpaid-courses-list"))).success).toBe(true);
    expect(contract.queryAvalibaleCoupons.request.safeParse(couponsRequest(source, chosen)).success).toBe(true);
    expect(contract.recommendCoupons.request.safeParse({ studentId: "s-1", products: checkoutProducts(source, []) }).success).toBe(true);
  });

  it.each([
    ["launching", launch],
    ["joining", join],
  ])("a group buy %s: queryCheckout and createOrder", (_, origin) => {
    const checkout = checkoutRequest(product, { ...choices, couponIds: [COUPON] }, origin);
    const parsed = contract.queryCheckout.request.safeParse(checkout);
    expect(parsed.success && parsed.data).toMatchObject(origin);
    const created = contract.createOrder.request.safeParse(createOrderRequest(checkout, origin));
    expect(created.success && created.data).toMatchObject(origin);
  });
});
