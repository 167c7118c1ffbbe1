import type { LoaderFunctionArgs } from "@remix-run/node";
import { describe, expect, it, vi } from "vitest";
import { ApiError, ErrorCode } from "../../../api/errors.js";
import type { CartLine } from "../../../schemas/api/calls/cart.js";
import { fakeApi, type Answers } from "../../../tests/helpers/render-account.js";
import { fixtureSite } from "../../../tests/helpers/render-view.js";
import { student, user } from "../../../tests/helpers/sample-accounts.js";
import { courseCard } from "../catalogue/catalogue-test-support.js";

/** The fake API of the request being loaded. */
const current = vi.hoisted(() => ({ api: null as unknown }));

vi.mock("../../lib/api.server.js", async () => {
  const { fixtureSite: site } = await import("../../../tests/helpers/render-view.js");
  return { requestApi: () => current.api, siteForRequest: async () => site("sg") };
});

const routes = {
  plain: (await import("../../routes/order.create.$skuId.js")).loader,
  bm: (await import("../../routes/order.create-bm.$skuId.js")).loader,
  cart: (await import("../../routes/order.shopping-cart.create.js")).loader,
};

const SKU = "sg-p5-math-sat";
const materials = [
  { skuId: "sg-p5-workbook", title: "P5 Workbook", category: "materials" as const, price: 2500, required: true, selected: true },
  { skuId: "sg-p5-cards", title: "Flash cards", category: "materials" as const, price: 900, required: false, selected: false },
];
const signedIn: Answers = {
  queryUserBasicInfo: user({ uid: "u-1" }),
  getFamilyStudentsList: { currentAccount: user({ uid: "u-1" }), associatedAccount: [student({ uid: "s-2", firstName: "Leo" })] },
  studentList: {
    studentList: [
      { uid: "u-1", nickName: "Mia", firstName: "Mia", lastName: "Chen", avatar: "", status: 0, message: "" },
      { uid: "s-2", nickName: "Leo", firstName: "Leo", lastName: "Chen", avatar: "", status: 2, message: "Leo is already in a class of this level." },
    ],
  },
  queryCourseDetail: { card: courseCard({ id: SKU, attachedItems: materials }) },
  // From the unpaid list, a class whose stages the student owes is paid apart (app/components/unpaid): none here.
  queryUnpaidCourses: { students: [] },
};

interface Loaded {
  data: { title: string; family: string; checkout: null | Record<string, unknown> };
  init: { headers: Record<string, string> };
}

async function load(route: keyof typeof routes, url: string, answers: Answers, cookie = "_official_token=t-1") {
  const api = fakeApi(answers);
  current.api = api.api;
  const request = new Request(`https://sg.example.test${url}`, { headers: { cookie } });
  const params = { skuId: url.split("?")[0]!.split("/").pop() };
  const run = () => routes[route]({ request, context: {}, params } as unknown as LoaderFunctionArgs) as unknown as Promise<Loaded>;
  return { run, api };
}

/** The status of the Response a loader threw (a 404, a redirect). */
async function thrown(run: () => Promise<unknown>): Promise<Response> {
  try {
    await run();
  } catch (error) {
    if (error instanceof Response) return error;
    throw error;
  }
  throw new Error("the loader did not throw");
}

describe("/order/create/{skuId} and /order/create-bm/{skuId}", () => {
  it("loads the product with its materials and the family's students with their verdicts, never for a shared cache", async () => {
    const { run, api } = await load("plain", `/order/create/${SKU}?studentId=u-1&fromPage=unpaid-courses-list`, signedIn);
    const { data, init } = await run();
    expect(api.callsOf("studentList")).toEqual([{ products: [SKU] }]);
    expect(data.title).toBe(`Confirm your order | ${fixtureSite("sg").schoolName}`);
    expect(init.headers["Cache-Control"]).toBe("private, no-store");
    expect(data.checkout).toMatchObject({
      source: { kind: "product", skuId: SKU, attachments: materials },
      initialStudentId: "u-1",
      origin: { createWay: 2, fromPage: "unpaid-courses-list" },
      back: { href: `/courses/detail/${SKU}`, labelKey: "checkout.back.product" },
    });
    expect((data.checkout!.students as { uid: string; status: number }[]).map(({ uid, status }) => [uid, status])).toEqual([
      ["u-1", 0],
      ["s-2", 2],
    ]);
  });

  it("a normal order from any other page; the -bm family links back within its addresses", async () => {
    const { run } = await load("bm", `/order/create-bm/${SKU}?fromPage=somewhere`, signedIn);
    const { data } = await run();
    expect(data.family).toBe("bm");
    expect(data.checkout).toMatchObject({ origin: { createWay: 1 }, back: { href: `/courses/detail-bm/${SKU}` } });
  });

  it("a group buy from the group page: launching, or joining its group (SPEC §4 create way 4)", async () => {
    const GROUP = "0f8e2a4c-5b6d-4e7f-8a9b-0c1d2e3f4a5b";
    const launch = await (await load("plain", `/order/create/${SKU}?createWay=4&activityId=7001&activityType=1`, signedIn)).run();
    expect(launch.data.checkout).toMatchObject({ origin: { createWay: 4, activityId: 7001, activityType: 1 } });
    expect(launch.data.checkout!.origin).not.toHaveProperty("groupId");
    const join = await (await load("plain", `/order/create/${SKU}?createWay=4&activityId=7001&activityType=1&groupId=${GROUP}`, signedIn)).run();
    expect(join.data.checkout).toMatchObject({ origin: { createWay: 4, activityId: 7001, activityType: 1, groupId: GROUP } });
  });

  it.each(["createWay=4&activityId=x&activityType=1", "createWay=4&activityId=7001&activityType=1&groupId=not-a-group", "createWay=4&activityId=99999999999&activityType=1"])(
    "a group buy the address names badly (%s) is a normal order, not an error",
    async (query) => {
      const { data } = await (await load("plain", `/order/create/${SKU}?${query}`, signedIn)).run();
      expect(data.checkout).toMatchObject({ origin: { createWay: 1 } });
    },
  );

  it("a student who may not buy it is not chosen to begin with", async () => {
    const { run } = await load("plain", `/order/create/${SKU}?studentId=s-2`, signedIn);
    expect((await run()).data.checkout).toMatchObject({ initialStudentId: null });
  });

  it("recorded courses and goods are found by their own calls", async () => {
    const notClass = new ApiError(ErrorCode.NOT_FOUND_OR_ENDED);
    const { run, api } = await load("plain", `/order/create/${SKU}`, {
      ...signedIn,
      queryCourseDetail: notClass,
      queryRecordedCourseDetail: notClass,
      queryGoodsDetail: { card: courseCard({ id: SKU, kind: "goods", attachedItems: [] }) },
    });
    expect((await run()).data.checkout).toMatchObject({ source: { kind: "product", skuId: SKU, attachments: [] }, back: { href: `/goods/detail/${SKU}` } });
    expect(api.callsOf("queryGoodsDetail")).toEqual([{ skuId: SKU }]);
  });

  it.each([
    ["?periodType=4", 4],
    ["?periodType=3", 3],
    ["", 3],
    ["?periodType=2", 3],
    ["?periodType=year", 3],
  ])("a subscription plan (a product the site sells that no product page shows) for the period of %j: %i", async (query, periodType) => {
    const PLAN = "us-grade4-practice-plan";
    const notShown = new ApiError(ErrorCode.NOT_FOUND_OR_ENDED);
    const { run } = await load("plain", `/order/create/${PLAN}${query}`, { ...signedIn, queryCourseDetail: notShown, queryRecordedCourseDetail: notShown, queryGoodsDetail: notShown });
    expect((await run()).data.checkout).toMatchObject({ source: { kind: "product", skuId: PLAN, attachments: [], periodType }, back: { href: "/courses/list", labelKey: "checkout.back.courses" } });
  });

  it("a product of another kind has no period", async () => {
    const { run } = await load("plain", `/order/create/${SKU}?periodType=4`, signedIn);
    expect((await run()).data.checkout!.source).toEqual({ kind: "product", skuId: SKU, attachments: materials });
  });

  it.each([
    ["a product id that cannot be one", "/order/create/bad%20id", signedIn],
    ["a student outside the family", `/order/create/${SKU}?studentId=s-9`, signedIn],
    ["a product the site does not sell", `/order/create/${SKU}`, { ...signedIn, studentList: new ApiError(ErrorCode.NOT_FOUND_OR_ENDED) }],
  ])("404 for %s", async (_, url, answers) => {
    const { run } = await load("plain", url, answers);
    expect((await thrown(run)).status).toBe(404);
  });

  it("signed out: asks nothing, and the page shows its sign-in prompt", async () => {
    const { run, api } = await load("plain", `/order/create/${SKU}`, {}, "");
    expect((await run()).data.checkout).toBeNull();
    expect(api.call).not.toHaveBeenCalled();
  });
});

describe("/order/shopping-cart/create", () => {
  const line = (id: number, overrides: Partial<CartLine> = {}): CartLine => ({
    id,
    cartType: 1,
    card: courseCard({ id: `sku-${id}` }),
    quantity: 1,
    minQuantity: 1,
    maxQuantity: 1,
    selected: true,
    lineTotal: 1000,
    attachments: [],
    problem: null,
    ...overrides,
  });

  it("checks out the student's selected lines that can be bought now", async () => {
    const list = [
      line(4, { attachments: [{ skuId: "wb", title: "Workbook", price: 100, required: false, selected: true }] }),
      line(5, { selected: false }),
      line(6, { problem: "soldOut" }),
      line(9, { quantity: 3, card: courseCard({ id: "goods-9", kind: "goods" }) }),
    ];
    const { run, api } = await load("cart", "/order/shopping-cart/create?studentId=s-2", { ...signedIn, queryCartList: { list, selectedCount: 3, selectedTotal: 0 } });
    const { data } = await run();
    expect(api.callsOf("queryCartList")).toEqual([{ studentId: "s-2" }]);
    expect(data.checkout).toMatchObject({
      source: {
        kind: "cart",
        cartIds: [4, 9],
        products: [
          { skuId: "sku-4", quantity: 1, attachmentSkuIds: ["wb"] },
          { skuId: "goods-9", quantity: 3, attachmentSkuIds: [] },
        ],
      },
      initialStudentId: "s-2",
      back: { href: "/shopping-cart" },
    });
    expect((data.checkout!.students as { uid: string }[]).map((one) => one.uid)).toEqual(["s-2"]);
  });

  it("nothing to check out: back to the cart", async () => {
    const { run } = await load("cart", "/order/shopping-cart/create", { ...signedIn, queryCartList: { list: [line(5, { selected: false })], selectedCount: 0, selectedTotal: 0 } });
    const answer = await thrown(run);
    expect(answer.status).toBe(302);
    expect(answer.headers.get("Location")).toBe("/shopping-cart");
  });

  it("404 for a student outside the family", async () => {
    const { run } = await load("cart", "/order/shopping-cart/create?studentId=s-9", signedIn);
    expect((await thrown(run)).status).toBe(404);
  });
});
