// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { ResponseOf } from "../../../../schemas/api/contract.js";
import { fakeApi, renderAccount, type Answers } from "../../../../tests/helpers/render-account.js";
import { fixtureSite } from "../../../../tests/helpers/render-view.js";
import { user } from "../../../../tests/helpers/sample-accounts.js";
import { useLoginDialog } from "../../../lib/account/login-dialog.js";
import { SELL_STATUS_POLL_MS } from "../detail/use-live-sale.js";
import { GoodsDetail } from "./GoodsDetail.js";
import { goodsDetail } from "./product-test-support.js";

const SKU = "us-amc8-workbook";

beforeEach(() => localStorage.clear());

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  useLoginDialog.setState({ open: false, request: {} });
});

interface Options {
  detail?: ResponseOf<"queryGoodsDetail">;
  answers?: Answers;
  signedIn?: boolean;
}

/** The page of `detail`; the live sell status answers what its card says unless `answers` tells otherwise. */
function renderGoods({ detail = goodsDetail(), answers = {}, signedIn = true }: Options = {}) {
  const { card } = detail;
  const live = { skuId: card.id, store: card.store, sellStore: card.sellStore, tag: card.tag, remainSellTime: card.remainSellTime, courseClosed: false };
  const fake = fakeApi({ queryCourseSellStatus: { list: [live] }, ...answers });
  const view = renderAccount(<GoodsDetail detail={detail} loadedAt={Date.now()} />, {
    api: fake.api,
    signedIn: signedIn ? user() : null,
    site: fixtureSite("us"),
    language: "en",
    path: `/goods/detail/${SKU}`,
    pages: [{ path: "*", element: null }],
  });
  return { ...view, ...fake };
}

const panel = () => within(screen.getByRole("complementary", { name: "Price and availability" }));

describe("what the goods are", () => {
  it("shows the title, description, price, state, add-to-cart and the courses that use them", () => {
    renderGoods();
    expect(screen.getByRole("heading", { level: 1, name: "AMC 8 Practice Workbook" })).toBeTruthy();
    expect(screen.getByText("Learning materials")).toBeTruthy();
    expect(screen.getByText(/320 contest-style problems/).textContent).toContain("\nShipped within 3 business days.");
    expect(panel().getByText("$35.00")).toBeTruthy();
    expect(panel().getByText("Available")).toBeTruthy();
    const usedIn = within(screen.getByRole("region", { name: "Used in these courses" }));
    expect(usedIn.getByRole("link", { name: "AMC 8 Competition Prep" }).getAttribute("href")).toBe("/courses/available-classes/us-amc8-prep");
    expect((panel().getByRole("button", { name: "Add to cart" }) as HTMLButtonElement).disabled).toBe(false);
  });

  it("leaves out the courses part when no open class uses them", () => {
    renderGoods({ detail: goodsDetail({}, { materialFor: [] }) });
    expect(screen.queryByRole("region", { name: "Used in these courses" })).toBeNull();
  });
});

describe("live stock", () => {
  it("asks for the stock at once, every 15 s and on focus, and says sold out, few left or available", async () => {
    vi.useFakeTimers({ toFake: ["setInterval", "clearInterval", "Date"] });
    let sellStore = 112;
    const { callsOf } = renderGoods({
      answers: { queryCourseSellStatus: () => ({ list: [{ skuId: SKU, store: 150, sellStore, tag: 13, remainSellTime: 0, courseClosed: false }] }) },
    });
    await waitFor(() => expect(callsOf("queryCourseSellStatus")).toEqual([{ skuIds: [SKU] }]));
    expect(panel().getByText("Available")).toBeTruthy();

    sellStore = 0;
    act(() => void vi.advanceTimersByTime(SELL_STATUS_POLL_MS));
    await waitFor(() => expect(panel().getByText("Sold out")).toBeTruthy());
    expect((panel().getByRole("button", { name: "Add to cart" }) as HTMLButtonElement).disabled).toBe(true);

    sellStore = 3;
    act(() => void window.dispatchEvent(new Event("focus")));
    await waitFor(() => expect(panel().getByText("Only 3 left")).toBeTruthy());
    expect(panel().getByText("Available")).toBeTruthy();
    expect((panel().getByRole("button", { name: "Add to cart" }) as HTMLButtonElement).disabled).toBe(false);
    expect(callsOf("queryCourseSellStatus")).toHaveLength(3);
  });

  it("counts down to a later sale each second, then is available", () => {
    vi.useFakeTimers({ toFake: ["setInterval", "clearInterval", "Date"] });
    renderGoods({ detail: goodsDetail({ tag: 11, remainSellTime: 2_500 }) });
    expect(panel().getByText("Coming soon")).toBeTruthy();
    expect(screen.getByRole("timer").textContent).toBe("00:00:02");
    act(() => void vi.advanceTimersByTime(1000));
    expect(screen.getByRole("timer").textContent).toBe("00:00:01");
    // 1000 ms or less: the sale is open (SPEC §9 threshold).
    act(() => void vi.advanceTimersByTime(1000));
    expect(screen.queryByRole("timer")).toBeNull();
    expect(panel().getByText("Available")).toBeTruthy();
  });
});

describe("the wish list", () => {
  it("adds the goods and takes them off", async () => {
    const { callsOf } = renderGoods({ answers: { addWish: {}, cancelWish: {} } });
    const heart = screen.getByRole("button", { name: "On my wish list" });
    fireEvent.click(heart);
    await waitFor(() => expect(heart.getAttribute("aria-pressed")).toBe("true"));
    fireEvent.click(heart);
    await waitFor(() => expect(heart.getAttribute("aria-pressed")).toBe("false"));
    expect(callsOf("addWish")).toEqual([{ studentId: "u-1", skuId: SKU }]);
    expect(callsOf("cancelWish")).toEqual([{ studentId: "u-1", skuId: SKU }]);
  });

  it("says so when the wish list cannot be changed", async () => {
    renderGoods({ answers: { addWish: new Error("down") } });
    fireEvent.click(screen.getByRole("button", { name: "On my wish list" }));
    expect((await screen.findByRole("alert")).textContent).toBe("Your wish list could not be changed. Please try again.");
  });

  it("asks a visitor to log in (FOLLOW_COURSE), then adds the wish once they have", async () => {
    const { callsOf, router, rootLoads } = renderGoods({ signedIn: false, answers: { addWish: {} } });
    fireEvent.click(screen.getByRole("button", { name: "On my wish list" }));
    expect(useLoginDialog.getState()).toMatchObject({ open: true, request: { triggerSource: "FOLLOW_COURSE" } });
    expect(callsOf("addWish")).toEqual([]);
    act(() => void window.dispatchEvent(new CustomEvent("register-course", { detail: false })));
    rootLoads.mockImplementation(() => ({ ...(router.state.loaderData.root as ReturnType<typeof rootLoads>), user: user() }));
    act(() => void router.revalidate());
    await waitFor(() => expect(callsOf("addWish")).toEqual([{ studentId: "u-1", skuId: SKU }]));
  });
});

describe("add to cart", () => {
  it("puts the goods in the signed-in student's cart and says so", async () => {
    const { callsOf } = renderGoods({ answers: { addCart: { status: 0, statusDesc: "", extra: { total: 1 } } } });
    fireEvent.click(panel().getByRole("button", { name: "Add to cart" }));
    await waitFor(() => expect(panel().getByText("Added to your cart.")).toBeTruthy());
    expect(callsOf("addCart")).toEqual([{ studentId: "u-1", skuId: SKU, quantity: 1, cartType: 1 }]);
  });

  it("may add goods whose sale opens later", () => {
    vi.useFakeTimers({ toFake: ["setInterval", "clearInterval", "Date"] });
    renderGoods({ detail: goodsDetail({ tag: 11, remainSellTime: 86_400_000 }) });
    expect(panel().getByText("Coming soon")).toBeTruthy();
    expect((panel().getByRole("button", { name: "Add to cart" }) as HTMLButtonElement).disabled).toBe(false);
  });

  it("asks a visitor to log in (BUY_BOOK), then adds the goods once they have", async () => {
    const { callsOf, router, rootLoads } = renderGoods({ signedIn: false, answers: { addCart: { status: 0, statusDesc: "", extra: { total: 1 } } } });
    fireEvent.click(panel().getByRole("button", { name: "Add to cart" }));
    expect(useLoginDialog.getState()).toMatchObject({ open: true, request: { triggerSource: "BUY_BOOK" } });
    expect(callsOf("addCart")).toEqual([]);
    act(() => void window.dispatchEvent(new CustomEvent("goods.detail.buy")));
    rootLoads.mockImplementation(() => ({ ...(router.state.loaderData.root as ReturnType<typeof rootLoads>), user: user() }));
    act(() => void router.revalidate());
    await waitFor(() => expect(callsOf("addCart")).toEqual([{ studentId: "u-1", skuId: SKU, quantity: 1, cartType: 1 }]));
  });
});
