// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ApiError, ErrorCode } from "../../../api/errors.js";
import type { Address } from "../../../schemas/api/calls/addresses.js";
import type { ResponseOf } from "../../../schemas/api/contract.js";
import type { Site } from "../../../schemas/site.js";
import { fakeApi, renderAccount, type Answers } from "../../../tests/helpers/render-account.js";
import { fixtureSite } from "../../../tests/helpers/render-view.js";
import { student } from "../../../tests/helpers/sample-accounts.js";
import { couponView } from "../coupons/coupons-test-support.js";
import type { CheckoutOrigin, CheckoutSource } from "./checkout-request.js";
import { CheckoutScreen, type CheckoutScreenProps } from "./CheckoutScreen.js";
import type { CheckoutStudent } from "./StudentChoice.js";

const SKU = "sg-p5-math-sat";
const ORDER = "20250301123456789012";
const C_TUITION = "1a000000-0000-4000-8000-000000000001";
const C_TUITION_BIGGER = "1b000000-0000-4000-8000-000000000002";
const C_MATERIALS = "2a000000-0000-4000-8000-000000000003";

type Figures = ResponseOf<"queryCheckout">;
type EffectCoupon = ResponseOf<"queryAvalibaleCoupons">["effectCoupons"][number];

/**
 * The server's figures for the P5 class with its workbook. They are deliberately not what adding them up would
 * give: the page must show the server's numbers, never work its own out.
 */
function figures(overrides: Partial<Figures> = {}): Figures {
  return {
    currency: "SGD",
    lines: [
      { lineNo: 1, skuId: SKU, kind: "class", title: "P5 Maths (Saturday)", attachedToLine: null, quantity: 1, unitPrice: 48000, couponSaving: 2000, groupDiscount: 0 },
      { lineNo: 2, skuId: "sg-p5-workbook", kind: "goods", title: "P5 Workbook", attachedToLine: 1, quantity: 1, unitPrice: 2500, couponSaving: 0, groupDiscount: 0 },
    ],
    stages: [],
    subtotal: 50512,
    couponSaving: 2003,
    groupDiscount: 0,
    fees: [],
    feeTotal: 0,
    tax: 4171,
    taxIncluded: true,
    taxRule: { label: "GST", rateBasisPoints: 900 },
    total: 48509,
    dueNow: 48507,
    couponIds: [C_TUITION],
    needsAddress: false,
    registrationComplete: true,
    deliveryOptions: [
      { option: "standard", fee: 0, minWorkingDays: 3, maxWorkingDays: 5 },
      { option: "express", fee: 1000, minWorkingDays: 1, maxWorkingDays: 2 },
    ],
    instalmentsOffered: false,
    problem: null,
    ...overrides,
  };
}

const effect = (overrides: Partial<EffectCoupon>): EffectCoupon => ({ ...couponView(), usable: true, reason: null, saving: 0, ...overrides });

const couponList = (effectCoupons: EffectCoupon[]) => ({ canUseCount: effectCoupons.filter((coupon) => coupon.usable).length, useCouponInfo: { couponIds: [], saving: 0 }, effectCoupons });

const checkoutStudent = (overrides: Partial<CheckoutStudent> = {}): CheckoutStudent => ({ ...student({ uid: "u-1", firstName: "Mia", lastName: "Tan" }), status: 0, message: "", ...overrides });

const family = [
  checkoutStudent(),
  checkoutStudent({ uid: "s-2", firstName: "Leo", lastName: "Tan", status: 2, message: "Leo is already in a class of this level." }),
  checkoutStudent({ uid: "s-3", firstName: "Ava", lastName: "Tan" }),
];

const productSource: CheckoutSource = {
  kind: "product",
  skuId: SKU,
  attachments: [
    { skuId: "sg-p5-workbook", title: "P5 Workbook", category: "materials", price: 2500, required: true, selected: true },
    { skuId: "sg-p5-cards", title: "Flash cards", category: "materials", price: 900, required: false, selected: true },
    { skuId: "sg-p5-poster", title: "Poster", category: "materials", price: 500, required: false, selected: false },
  ],
};

function address(overrides: Partial<Address> = {}): Address {
  return {
    id: 11,
    uid: "u-1",
    name: "Mei Tan",
    countryCallingCode: "+65",
    phone: "81234567",
    postcode: "238801",
    address1: "1 Orchard Road",
    address2: "",
    city: "Singapore",
    state: "",
    suburb: "",
    country: "Singapore",
    use: "delivery",
    isDefault: true,
    ...overrides,
  };
}

interface Options {
  props?: Partial<CheckoutScreenProps>;
  answers?: Answers;
  site?: Site;
}

function renderCheckout({ props = {}, answers = {}, site = fixtureSite("sg") }: Options = {}) {
  const fake = fakeApi({
    recommendCoupons: { couponIds: [C_TUITION], saving: 2000 },
    queryAddressList: [],
    queryAvalibaleCoupons: couponList([effect({ id: C_TUITION, title: "S$20 off P5", saving: 2000 })]),
    queryCheckout: () => figures(),
    createOrder: { orderId: ORDER, status: 100, total: 48509, dueNow: 48507, expiresAt: "2025-03-01T12:30:00.000Z" },
    payOrder: { paymentId: "pay-1", redirectUrl: "https://pay.example/checkout/pay-1" },
    ...answers,
  });
  const view = renderAccount(
    <CheckoutScreen
      source={productSource}
      students={family}
      initialStudentId="u-1"
      origin={{ createWay: 1 }}
      back={{ href: `/courses/detail/${SKU}`, labelKey: "checkout.back.product" }}
      {...props}
    />,
    { api: fake.api, site, language: "en", path: `/order/create/${SKU}`, pages: [{ path: "*", element: null }] },
  );
  return { ...view, ...fake };
}

const last = <T,>(list: T[]) => list[list.length - 1];
const placeButton = () => screen.getByRole<HTMLButtonElement>("button", { name: "Place order and pay" });
/** The summary's rows as [label, amount]. */
const summaryRows = () =>
  within(screen.getByRole("region", { name: "Order summary" }))
    .getAllByRole("definition")
    .map((amount) => [amount.previousElementSibling?.textContent, amount.textContent]);

/** The idempotency keys createOrder and payOrder were sent with, in order. */
const keysOf = (call: ReturnType<typeof fakeApi>["call"], name: string) =>
  call.mock.calls.filter(([called]) => called === name).map((args) => (args as unknown[])[3] as { idempotencyKey?: string } | undefined).map((options) => options?.idempotencyKey);

let assign: ReturnType<typeof vi.fn>;

beforeEach(() => {
  assign = vi.fn();
  vi.spyOn(window.location, "assign").mockImplementation(assign);
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe("the figures", () => {
  it("starts with the recommended coupons and shows the server's figures exactly (GST included on sg)", async () => {
    const { callsOf } = renderCheckout();
    await waitFor(() => expect(screen.getByRole("region", { name: "Order summary" })).toBeTruthy());
    expect(callsOf("recommendCoupons")).toEqual([{ studentId: "u-1", products: [{ skuId: SKU, quantity: 1, attachmentSkuIds: ["sg-p5-cards"] }] }]);
    expect(callsOf("queryCheckout")).toEqual([
      {
        studentId: "u-1",
        source: { kind: "product", skuId: SKU, quantity: 1, attachmentSkuIds: ["sg-p5-cards"] },
        couponIds: [C_TUITION],
        paymentMethod: 0,
        debitMethod: 0,
      },
    ]);
    expect(summaryRows()).toEqual([
      ["Subtotal", "S$505.12"],
      ["Coupon saving", "-S$20.03"],
      ["GST (9%, included)", "S$41.71"],
      ["Total", "S$485.09"],
      ["Due now", "S$485.07"],
    ]);
    const items = within(screen.getByRole("region", { name: "Items" }));
    expect(items.getByText("P5 Maths (Saturday)")).toBeTruthy();
    expect(within(items.getByRole("list", { name: "Materials with P5 Maths (Saturday)" })).getByText("P5 Workbook")).toBeTruthy();
    expect(items.getByText("S$480.00 each")).toBeTruthy();
  });

  it("GST added on top with its rate, fee lines and the group-buy discount as the server gives them", async () => {
    renderCheckout({
      site: fixtureSite("uk"),
      answers: {
        queryCheckout: figures({
          currency: "GBP",
          subtotal: 60000,
          couponSaving: 0,
          groupDiscount: 5001,
          fees: [{ kind: "delivery", option: "standard", amount: 299 }],
          feeTotal: 299,
          tax: 11061,
          taxIncluded: false,
          taxRule: { label: "GST", rateBasisPoints: 2000 },
          total: 66359,
          dueNow: 66359,
        }),
      },
    });
    await waitFor(() => expect(screen.getByRole("region", { name: "Order summary" })).toBeTruthy());
    expect(summaryRows()).toEqual([
      ["Subtotal", "£600.00"],
      ["Group-buy discount", "-£50.01"],
      ["Standard delivery", "£2.99"],
      ["GST (20%)", "£110.61"],
      ["Total", "£663.59"],
      ["Due now", "£663.59"],
    ]);
  });

  it("no tax line where the site has no tax rule", async () => {
    renderCheckout({ site: fixtureSite("us"), answers: { queryCheckout: figures({ taxRule: null, tax: 0, taxIncluded: false }) } });
    await waitFor(() => expect(screen.getByRole("region", { name: "Order summary" })).toBeTruthy());
    expect(summaryRows().map(([label]) => label)).toEqual(["Subtotal", "Coupon saving", "Total", "Due now"]);
  });

  it("adding an optional material asks for the recommended coupons and the figures again", async () => {
    const { callsOf } = renderCheckout();
    await waitFor(() => expect(callsOf("queryCheckout")).toHaveLength(1));
    expect(screen.getByRole<HTMLInputElement>("checkbox", { name: /Flash cards/ }).checked).toBe(true);
    fireEvent.click(screen.getByRole("checkbox", { name: /Poster/ }));
    await waitFor(() => expect(callsOf("queryCheckout")).toHaveLength(2));
    const products = [{ skuId: SKU, quantity: 1, attachmentSkuIds: ["sg-p5-cards", "sg-p5-poster"] }];
    expect(last(callsOf("recommendCoupons"))).toEqual({ studentId: "u-1", products });
    expect(last(callsOf("queryCheckout"))).toMatchObject({ source: { kind: "product", skuId: SKU, quantity: 1, attachmentSkuIds: ["sg-p5-cards", "sg-p5-poster"] } });
  });

  it("the cart's lines by id, for the cart's student, with no student to choose", async () => {
    const cart: CheckoutSource = { kind: "cart", cartIds: [4, 9], products: [{ skuId: SKU, quantity: 1, attachmentSkuIds: [] }, { skuId: "sg-p5-workbook", quantity: 2, attachmentSkuIds: [] }] };
    const { callsOf } = renderCheckout({ props: { source: cart, students: [family[0]!], back: { href: "/shopping-cart", labelKey: "checkout.back.cart" } } });
    await waitFor(() => expect(callsOf("queryCheckout")).toHaveLength(1));
    expect(callsOf("recommendCoupons")).toEqual([{ studentId: "u-1", products: cart.products }]);
    expect(callsOf("queryCheckout")[0]).toMatchObject({ studentId: "u-1", source: { kind: "cart", cartIds: [4, 9] } });
    expect(screen.queryByRole("radio")).toBeNull();
    expect(within(screen.getByRole("region", { name: "Student" })).getByText("Mia Tan")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Back to the shopping cart" }).getAttribute("href")).toBe("/shopping-cart");
  });
});

describe("the student", () => {
  it("one who cannot buy the product cannot be chosen and says why; choosing another asks again for them", async () => {
    const { callsOf } = renderCheckout();
    await waitFor(() => expect(callsOf("queryCheckout")).toHaveLength(1));
    const leo = screen.getByRole<HTMLInputElement>("radio", { name: /Leo Tan/ });
    expect(leo.disabled).toBe(true);
    expect(screen.getByText("Leo is already in a class of this level.")).toBeTruthy();
    fireEvent.click(screen.getByRole("radio", { name: /Ava Tan/ }));
    await waitFor(() => expect(callsOf("queryCheckout")).toHaveLength(2));
    expect(last(callsOf("recommendCoupons"))).toMatchObject({ studentId: "s-3" });
    expect(last(callsOf("queryAddressList"))).toEqual({ uid: "s-3" });
    expect(last(callsOf("queryCheckout"))).toMatchObject({ studentId: "s-3" });
  });

  it("with no student chosen yet, asks for one and works nothing out", async () => {
    const { callsOf } = renderCheckout({ props: { initialStudentId: null } });
    expect(screen.getByText("Choose the student this order is for.")).toBeTruthy();
    expect(screen.getByText("Choose a student first.")).toBeTruthy();
    expect(placeButton().disabled).toBe(true);
    expect(callsOf("queryCheckout")).toEqual([]);
  });
});

describe("address and registration before checkout (SPEC §5)", () => {
  it("something ships and the book is empty: 'Please add an address', the order waits; an address added in place is used", async () => {
    let book: Address[] = [];
    const { callsOf } = renderCheckout({ answers: { queryAddressList: () => book, queryCheckout: () => figures({ needsAddress: true }), addAddress: { id: 13 } } });
    const shipping = within(await screen.findByRole("region", { name: "Delivery" }));
    expect(shipping.getByRole("alert").textContent).toBe("Please add an address");
    expect(screen.getByRole("button", { name: "Place order and pay" })).toHaveProperty("disabled", true);
    expect(within(screen.getByRole("region", { name: "Place the order" })).getByText("Please add an address")).toBeTruthy();
    expect(shipping.getByRole("link", { name: "Manage addresses" }).getAttribute("href")).toBe(
      `/settings/myaddresses/u-1?returnTo=${encodeURIComponent(`/order/create/${SKU}`)}`,
    );

    fireEvent.click(shipping.getByRole("button", { name: "Add an address" }));
    const dialog = within(await screen.findByRole("dialog", { name: "Add address" }));
    const type = (label: string, value: string) => fireEvent.change(dialog.getByLabelText(new RegExp(`^${label}( \\(optional\\))?$`)), { target: { value } });
    type("Recipient name", "Mei Tan");
    type("Mobile number", "81234567");
    type("Address", "1 Orchard Road");
    type("Postcode", "238801");
    type("Country or region", "Singapore");
    book = [address({ id: 13 })];
    fireEvent.click(dialog.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(last(callsOf("queryCheckout"))).toMatchObject({ addressId: 13 }));
    expect(callsOf("addAddress")[0]).toMatchObject({ uid: "u-1", name: "Mei Tan", address1: "1 Orchard Road" });
    await waitFor(() => expect(placeButton().disabled).toBe(false));
  });

  it("the default delivery address is chosen; another and express delivery are asked for when chosen", async () => {
    const book = [address({ id: 11, isDefault: false, address1: "9 Bishan St" }), address({ id: 12, isDefault: true }), address({ id: 14, use: "billing", address1: "Billing only" })];
    const { callsOf } = renderCheckout({ answers: { queryAddressList: book, queryCheckout: () => figures({ needsAddress: true }) } });
    await waitFor(() => expect(last(callsOf("queryCheckout"))).toMatchObject({ addressId: 12 }));
    const shipping = within(screen.getByRole("region", { name: "Delivery" }));
    expect(shipping.queryByText(/Billing only/)).toBeNull();
    expect(shipping.getByRole<HTMLInputElement>("radio", { name: /Standard delivery/ }).checked).toBe(true);
    expect(shipping.getByText("1–2 working days · S$10.00 extra")).toBeTruthy();
    fireEvent.click(shipping.getByRole("radio", { name: /9 Bishan St/ }));
    await waitFor(() => expect(last(callsOf("queryCheckout"))).toMatchObject({ addressId: 11 }));
    fireEvent.click(shipping.getByRole("radio", { name: /Express delivery/ }));
    await waitFor(() => expect(last(callsOf("queryCheckout"))).toMatchObject({ addressId: 11, delivery: "express" }));
  });

  it("incomplete registration: 'Please complete the registration first', fixed in a dialog, and the page asks again", async () => {
    let registered = false;
    const { callsOf } = renderCheckout({
      props: { students: [checkoutStudent({ gradeId: null, gradeName: "" })] },
      answers: { queryCheckout: () => figures({ registrationComplete: registered }), queryGrades: { list: [{ id: 3, name: "Grade 3" }] }, modifyUserInfo: () => ((registered = true), null) },
    });
    const section = within(await screen.findByRole("region", { name: "Registration" }));
    expect(section.getByRole("alert").textContent).toBe("Please complete the registration first");
    expect(placeButton().disabled).toBe(true);
    fireEvent.click(section.getByRole("button", { name: "Complete the registration" }));
    const dialog = within(await screen.findByRole("dialog", { name: "Complete student information" }));
    await waitFor(() => expect(dialog.getByRole("option", { name: "Grade 3" })).toBeTruthy());
    fireEvent.change(dialog.getByLabelText("Grade"), { target: { value: "3" } });
    fireEvent.click(dialog.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(screen.queryByRole("region", { name: "Registration" })).toBeNull());
    expect(callsOf("modifyUserInfo")).toEqual([{ uid: "u-1", nickName: "Mia", firstName: "Mia", lastName: "Tan", gradeId: 3 }]);
    expect(callsOf("queryCheckout")).toHaveLength(2);
    expect(placeButton().disabled).toBe(false);
  });
});

describe("coupons", () => {
  const coupons = [
    effect({ id: C_TUITION, title: "S$20 off P5", saving: 2000 }),
    effect({ id: C_TUITION_BIGGER, title: "S$30 off tuition", saving: 3000 }),
    effect({ id: C_MATERIALS, title: "S$5 off materials", category: "materials", saving: 500 }),
    ...[1, 2, 3, 4, 7, 8].map((reason) => effect({ id: `9${reason}000000-0000-4000-8000-00000000000${reason}`, title: `Coupon with reason ${reason}`, usable: false, reason })),
  ];

  it("the recommended one is ticked; the others say what they save, or why they cannot be used (1, 2, 3, 4, 7, 8)", async () => {
    renderCheckout({ answers: { queryAvalibaleCoupons: couponList(coupons) } });
    const list = within(await screen.findByRole("region", { name: "Coupons" }));
    await waitFor(() => expect(list.getByRole<HTMLInputElement>("checkbox", { name: "S$20 off P5" }).checked).toBe(true));
    expect(list.getByRole<HTMLInputElement>("checkbox", { name: "S$30 off tuition" }).checked).toBe(false);
    expect(list.getByText("Saves S$30.00 on this order")).toBeTruthy();
    for (const text of [
      "Only for selected courses",
      "Order minimum not reached",
      "Not yet available",
      "Cannot be combined with the coupon chosen",
      "For textbook and materials fees only",
      "Savings cap reached",
    ])
      expect(list.getByText(text)).toBeTruthy();
    expect(list.getByRole<HTMLInputElement>("checkbox", { name: "Coupon with reason 2" }).disabled).toBe(true);
  });

  it("one per category: another tuition coupon takes the place of the first, a materials one goes beside it", async () => {
    const { callsOf } = renderCheckout({ answers: { queryAvalibaleCoupons: couponList(coupons) } });
    const list = within(await screen.findByRole("region", { name: "Coupons" }));
    await waitFor(() => expect(list.getByRole<HTMLInputElement>("checkbox", { name: "S$20 off P5" }).checked).toBe(true));
    fireEvent.click(list.getByRole("checkbox", { name: "S$30 off tuition" }));
    await waitFor(() => expect(last(callsOf("queryCheckout"))).toMatchObject({ couponIds: [C_TUITION_BIGGER] }));
    expect(last(callsOf("queryAvalibaleCoupons"))).toMatchObject({ historyUseCouponIds: [C_TUITION_BIGGER] });
    fireEvent.click(list.getByRole("checkbox", { name: "S$5 off materials" }));
    await waitFor(() => expect(last(callsOf("queryCheckout"))).toMatchObject({ couponIds: [C_TUITION_BIGGER, C_MATERIALS] }));
    fireEvent.click(list.getByRole("checkbox", { name: "S$30 off tuition" }));
    await waitFor(() => expect(last(callsOf("queryCheckout"))).toMatchObject({ couponIds: [C_MATERIALS] }));
    expect(callsOf("recommendCoupons")).toHaveLength(1);
  });
});

describe("instalments", () => {
  it("offered: the stages with lessons, price, coupon share, due date and status; then auto pay or bill pay", async () => {
    const stages: Figures["stages"] = [
      { stageNo: 1, lessonCount: 4, sellPrice: 16000, couponDiscount: 2000, continuePay: false, dueAt: "2025-03-01T04:00:00.000Z", status: 5 },
      { stageNo: 2, lessonCount: 4, sellPrice: 16001, couponDiscount: 0, continuePay: true, dueAt: "2025-03-26T04:00:00.000Z", status: 4 },
      { stageNo: 3, lessonCount: 2, sellPrice: 0, couponDiscount: 0, continuePay: false, dueAt: "2025-03-01T04:00:00.000Z", status: 2 },
    ];
    const { callsOf } = renderCheckout({
      answers: { queryCheckout: (request: { paymentMethod: number }) => figures({ instalmentsOffered: true, ...(request.paymentMethod === 1 ? { stages, dueNow: 14007 } : {}) }) },
    });
    const payment = within(await screen.findByRole("region", { name: "Payment" }));
    expect(payment.getByRole<HTMLInputElement>("radio", { name: "Pay in full" }).checked).toBe(true);
    expect(payment.queryByRole("table")).toBeNull();
    fireEvent.click(payment.getByRole("radio", { name: "Pay in instalments" }));
    await waitFor(() => expect(payment.getByRole("table", { name: "Instalments" })).toBeTruthy());
    expect(last(callsOf("queryCheckout"))).toMatchObject({ paymentMethod: 1, debitMethod: 0 });
    const rows = payment
      .getAllByRole("row")
      .slice(1)
      .map((row) => [...row.querySelectorAll("th, td")].map((cell) => cell.textContent));
    expect(rows).toEqual([
      ["1", "4", "S$160.00", "-S$20.00", "03/01/2025", "Mid-course sign-up"],
      ["2", "4", "S$160.01", "—", "03/26/2025", "Registration opens"],
      ["3", "2", "S$0.00", "—", "03/01/2025", "Expired"],
    ]);
    expect(summaryRows().at(-1)).toEqual(["Due now", "S$140.07"]);
    expect(payment.getByRole<HTMLInputElement>("radio", { name: /Bill pay/ }).checked).toBe(true);
    fireEvent.click(payment.getByRole("radio", { name: /Auto pay/ }));
    await waitFor(() => expect(last(callsOf("queryCheckout"))).toMatchObject({ paymentMethod: 1, debitMethod: 1 }));
  });

  it("not offered: no choice of payment", async () => {
    const { callsOf } = renderCheckout();
    await waitFor(() => expect(callsOf("queryCheckout")).toHaveLength(1));
    expect(screen.queryByRole("region", { name: "Payment" })).toBeNull();
  });
});

describe("placing the order", () => {
  it("creates the order once, pays it with the result page to come back to, and goes to the payment page", async () => {
    const { call, callsOf } = renderCheckout({ props: { origin: { createWay: 2, fromPage: "unpaid-courses-list" } } });
    await waitFor(() => expect(placeButton().disabled).toBe(false));
    const button = placeButton();
    fireEvent.click(button);
    fireEvent.click(button);
    await waitFor(() => expect(assign).toHaveBeenCalledWith("https://pay.example/checkout/pay-1"));
    expect(callsOf("createOrder")).toEqual([{ ...callsOf("queryCheckout")[0]!, createWay: 2, fromPage: "unpaid-courses-list" }]);
    expect(callsOf("payOrder")).toEqual([{ orderId: ORDER, returnUrl: `/order/result/${ORDER}` }]);
    expect(keysOf(call, "createOrder")[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keysOf(call, "payOrder")[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(screen.getByRole("button", { name: "Going to the payment page…" })).toHaveProperty("disabled", true);
  });

  it("a retry of the same order sends the same key; a changed order starts a new attempt", async () => {
    let tries = 0;
    const { call, callsOf } = renderCheckout({
      answers: {
        queryAvalibaleCoupons: couponList([effect({ id: C_TUITION, title: "S$20 off P5", saving: 2000 })]),
        createOrder: () => (++tries < 3 ? new ApiError(ErrorCode.NETWORK_ERROR) : { orderId: ORDER, status: 100, total: 1, dueNow: 1, expiresAt: "2025-03-01T12:30:00.000Z" }),
      },
    });
    await waitFor(() => expect(placeButton().disabled).toBe(false));
    fireEvent.click(placeButton());
    expect(await screen.findByText("Loading failed, please check your connection.")).toBeTruthy();
    fireEvent.click(placeButton());
    await waitFor(() => expect(callsOf("createOrder")).toHaveLength(2));
    await screen.findByText("Loading failed, please check your connection.");
    const [first, retry] = keysOf(call, "createOrder");
    expect(retry).toBe(first);

    fireEvent.click(screen.getByRole("checkbox", { name: "S$20 off P5" }));
    await waitFor(() => expect(last(callsOf("queryCheckout"))).toMatchObject({ couponIds: [] }));
    await waitFor(() => expect(placeButton().disabled).toBe(false));
    fireEvent.click(placeButton());
    await waitFor(() => expect(assign).toHaveBeenCalled());
    expect(keysOf(call, "createOrder")[2]).not.toBe(first);
    expect(last(callsOf("createOrder"))).toMatchObject({ couponIds: [] });
  });

  it("an order made whose payment did not start is paid on the next click, never made again, and the choices are locked", async () => {
    let payTries = 0;
    const { call, callsOf } = renderCheckout({
      answers: { payOrder: () => (++payTries === 1 ? new ApiError(ErrorCode.OPERATION_TOO_FREQUENT) : { paymentId: "pay-1", redirectUrl: "https://pay.example/checkout/pay-1" }) },
    });
    await waitFor(() => expect(placeButton().disabled).toBe(false));
    fireEvent.click(placeButton());
    expect(await screen.findByText("Operation too frequent")).toBeTruthy();
    expect(screen.getByText(`Order ${ORDER} has been created. It holds your seats until it is paid.`)).toBeTruthy();
    // The choices' fieldset is disabled, and with it every control in it.
    expect(screen.getByRole<HTMLFieldSetElement>("group", { name: "Confirm your order" }).disabled).toBe(true);
    fireEvent.click(screen.getByRole("button", { name: "Pay for the order" }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith("https://pay.example/checkout/pay-1"));
    expect(callsOf("createOrder")).toHaveLength(1);
    const [firstPay, secondPay] = keysOf(call, "payOrder");
    expect(secondPay).toBe(firstPay);
  });

  it.each([
    [new ApiError(ErrorCode.OUT_OF_STOCK, "This product is currently out of stock."), "This product is currently out of stock."],
    [new ApiError(ErrorCode.CANNOT_CREATE_ORDER, "The student has already bought this."), "The student has already bought this."],
    [new ApiError(ErrorCode.PAYMENT_LINK_EMPTY), "The payment link is empty"],
  ])("says why the order was refused: %s", async (failure, text) => {
    renderCheckout({ answers: { createOrder: failure } });
    await waitFor(() => expect(placeButton().disabled).toBe(false));
    fireEvent.click(placeButton());
    expect((await screen.findByRole("alert")).textContent).toContain(text);
    expect(assign).not.toHaveBeenCalled();
  });

  it("what the server would refuse (sold out) is said before placing, and the order waits", async () => {
    const { callsOf } = renderCheckout({ answers: { queryCheckout: () => figures({ problem: { code: ErrorCode.OUT_OF_STOCK, message: null } }) } });
    expect(within(await screen.findByRole("alert")).getByText("This product is currently out of stock.")).toBeTruthy();
    expect(placeButton().disabled).toBe(true);
    expect(callsOf("createOrder")).toHaveLength(0);
  });

  it("4130: an unpaid order for it exists, with the way to the orders", async () => {
    renderCheckout({ answers: { createOrder: new ApiError(ErrorCode.UNPAID_ORDER_EXISTS) } });
    await waitFor(() => expect(placeButton().disabled).toBe(false));
    fireEvent.click(placeButton());
    const alert = within(await screen.findByRole("alert"));
    expect(alert.getByText("You have an unpaid order for this product. Please pay or cancel it first.")).toBeTruthy();
    expect(alert.getByRole("link", { name: "See my orders" }).getAttribute("href")).toBe("/order/list");
  });

  it("4122: the coupons are refused, so the best ones are recommended again", async () => {
    const { callsOf } = renderCheckout({ answers: { createOrder: new ApiError(ErrorCode.COUPON_INVALID) } });
    await waitFor(() => expect(placeButton().disabled).toBe(false));
    fireEvent.click(placeButton());
    expect(within(await screen.findByRole("alert")).getByText("Coupon invalid")).toBeTruthy();
    await waitFor(() => expect(callsOf("recommendCoupons")).toHaveLength(2));
    await waitFor(() => expect(callsOf("queryCheckout")).toHaveLength(2));
  });

  it("4125: registration incomplete after all, with the dialog that fixes it", async () => {
    renderCheckout({ answers: { createOrder: new ApiError(ErrorCode.REGISTRATION_INCOMPLETE), queryGrades: { list: [] } } });
    await waitFor(() => expect(placeButton().disabled).toBe(false));
    fireEvent.click(placeButton());
    const alert = within(await screen.findByRole("alert"));
    expect(alert.getByText("Please complete the registration first")).toBeTruthy();
    fireEvent.click(alert.getByRole("button", { name: "Complete the registration" }));
    expect(await screen.findByRole("dialog", { name: "Complete student information" })).toBeTruthy();
  });
});

describe("a subscription plan", () => {
  const PLAN = "us-grade4-practice-plan";
  const planFigures = (periodType: 3 | 4) =>
    figures({
      currency: "USD",
      lines: [{ lineNo: 1, skuId: PLAN, kind: "subscription", title: "Grade 4 Weekly Practice", attachedToLine: null, quantity: 1, unitPrice: periodType === 4 ? 18240 : 1900, couponSaving: 0, groupDiscount: 0 }],
      subtotal: periodType === 4 ? 18240 : 1900,
      couponSaving: 0,
      tax: 0,
      taxRule: null,
      total: periodType === 4 ? 18240 : 1900,
      dueNow: periodType === 4 ? 18240 : 1900,
      couponIds: [],
      // Were the server ever to offer them, a plan is still not paid by instalments.
      instalmentsOffered: true,
    });

  function renderPlan(periodType: 3 | 4) {
    return renderCheckout({
      site: fixtureSite("us"),
      props: { source: { kind: "product", skuId: PLAN, attachments: [], periodType }, back: { href: "/courses/list", labelKey: "checkout.back.courses" } },
      answers: { recommendCoupons: { couponIds: [], saving: 0 }, queryAvalibaleCoupons: couponList([]), queryCheckout: planFigures(periodType) },
    });
  }

  it.each([
    [4, "Billed yearly (-20%)"],
    [3, "Billed monthly"],
  ] as const)("asks for and orders the period of the address (%i), says how it is billed and that the card is kept, and offers no instalments", async (periodType, billed) => {
    const { callsOf } = renderPlan(periodType);
    await waitFor(() => expect(placeButton().disabled).toBe(false));
    expect(callsOf("queryCheckout")).toEqual([{ studentId: "u-1", source: { kind: "product", skuId: PLAN, quantity: 1, attachmentSkuIds: [] }, couponIds: [], paymentMethod: 0, debitMethod: 0, periodType }]);
    expect(screen.getByText(billed)).toBeTruthy();
    expect(screen.getByText(/kept for the next periods: each bill can be paid by hand for 48 hours after it falls due/)).toBeTruthy();
    expect(screen.queryByRole("radio", { name: "Pay in instalments" })).toBeNull();
    expect(screen.getByRole("link", { name: "Back to the courses" }).getAttribute("href")).toBe("/courses/list");
    fireEvent.click(placeButton());
    await waitFor(() => expect(assign).toHaveBeenCalled());
    expect(last(callsOf("createOrder"))).toMatchObject({ source: { kind: "product", skuId: PLAN }, paymentMethod: 0, periodType, createWay: 1 });
  });
});

describe("a group buy (decision 0036)", () => {
  const GROUP = "0f8e2a4c-5b6d-4e7f-8a9b-0c1d2e3f4a5b";
  const launching: CheckoutOrigin = { createWay: 4, activityId: 7001, activityType: 1 };
  const joining: CheckoutOrigin = { ...launching, groupId: GROUP };
  // The class at its list price less the group-buy discount down to the group price, as the server works it out.
  const groupFigures = figures({
    lines: [{ lineNo: 1, skuId: SKU, kind: "class", title: "P5 Maths (Saturday)", attachedToLine: null, quantity: 1, unitPrice: 48000, couponSaving: 0, groupDiscount: 12000 }],
    subtotal: 48000,
    couponSaving: 0,
    groupDiscount: 12000,
    tax: 2972,
    total: 36000,
    dueNow: 36000,
    couponIds: [],
    // The class has stages, but a group buy is paid at once.
    instalmentsOffered: true,
  });

  const renderGroupBuy = (origin: CheckoutOrigin, answers: Answers = {}) =>
    renderCheckout({ props: { origin }, answers: { recommendCoupons: { couponIds: [], saving: 0 }, queryAvalibaleCoupons: couponList([]), queryCheckout: () => groupFigures, ...answers } });

  it("asks for the group buy's figures and shows its discount; no instalments, paid in full; the order is made for the group", async () => {
    const { callsOf } = renderGroupBuy(joining);
    await waitFor(() => expect(placeButton().disabled).toBe(false));
    expect(callsOf("queryCheckout")).toEqual([
      {
        studentId: "u-1",
        source: { kind: "product", skuId: SKU, quantity: 1, attachmentSkuIds: ["sg-p5-cards"] },
        couponIds: [],
        paymentMethod: 0,
        debitMethod: 0,
        createWay: 4,
        activityId: 7001,
        activityType: 1,
        groupId: GROUP,
      },
    ]);
    expect(summaryRows()).toEqual([
      ["Subtotal", "S$480.00"],
      ["Group-buy discount", "-S$120.00"],
      ["GST (9%, included)", "S$29.72"],
      ["Total", "S$360.00"],
      ["Due now", "S$360.00"],
    ]);
    expect(screen.queryByRole("radio", { name: "Pay in instalments" })).toBeNull();
    expect(within(screen.getByRole("region", { name: "Payment" })).getByText("A group buy is paid in full now: instalments are not available for it.")).toBeTruthy();
    fireEvent.click(placeButton());
    await waitFor(() => expect(assign).toHaveBeenCalledWith("https://pay.example/checkout/pay-1"));
    expect(callsOf("createOrder")).toEqual([callsOf("queryCheckout")[0]]);
  });

  it("the same class checked out normally still offers instalments", async () => {
    renderCheckout({ answers: { queryCheckout: () => groupFigures } });
    expect(await screen.findByRole("radio", { name: "Pay in instalments" })).toBeTruthy();
    expect(screen.queryByText("A group buy is paid in full now: instalments are not available for it.")).toBeNull();
  });

  it("6003, the last place taken meanwhile: said in the page's words, with the way back to the group joined", async () => {
    renderGroupBuy(joining, { createOrder: new ApiError(ErrorCode.GROUP_FULL, "The group is full.") });
    await waitFor(() => expect(placeButton().disabled).toBe(false));
    fireEvent.click(placeButton());
    const alert = within(await screen.findByRole("alert"));
    expect(alert.getByText("This group is full: its last place has just been taken.")).toBeTruthy();
    expect(alert.getByRole("link", { name: "Back to the group page" }).getAttribute("href")).toBe(`/activity/group/detail/7001?groupId=${GROUP}`);
    expect(assign).not.toHaveBeenCalled();
  });

  it("6000 when starting a group: the way back is the offer's page", async () => {
    renderGroupBuy(launching, { createOrder: new ApiError(ErrorCode.GROUP_EVENT_ENDED) });
    await waitFor(() => expect(placeButton().disabled).toBe(false));
    fireEvent.click(placeButton());
    const alert = within(await screen.findByRole("alert"));
    expect(alert.getByText("This group-buy offer has ended.")).toBeTruthy();
    expect(alert.getByRole("link", { name: "Back to the group page" }).getAttribute("href")).toBe("/activity/group/detail/7001");
  });
});
