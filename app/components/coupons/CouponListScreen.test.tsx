// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import type * as RemixReact from "@remix-run/react";
import type { ReactNode } from "react";
import { commerceResources } from "../../../i18n/commerce-resources.js";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError, ErrorCode } from "../../../api/errors.js";
import { fakeApi, renderAccount, type Answers } from "../../../tests/helpers/render-account.js";
import { fixtureSite } from "../../../tests/helpers/render-view.js";
import type { Language } from "../../../schemas/site.js";
import { useLoginDialog } from "../../lib/account/login-dialog.js";
import { couponView } from "./coupons-test-support.js";
import { CouponListScreen } from "./CouponListScreen.js";
import type { CouponList } from "./coupon-paths.js";

/** What the route's loader answered, for rendering the route's page. */
const loaded = vi.hoisted(() => ({ current: {} as unknown }));
vi.mock("@remix-run/react", async (original) => ({ ...(await original<typeof RemixReact>()), useLoaderData: () => loaded.current }));
// The frame (header, footer) has its own tests; here only what the page puts inside it matters.
vi.mock("../shell/SiteShell.js", () => ({ SiteShell: ({ children }: { children: ReactNode }) => <>{children}</> }));

const { default: MyCouponsPage } = await import("../../routes/my-coupons.list.js");
const { default: CouponHistoryPage } = await import("../../routes/my-coupons.history.js");

afterEach(() => {
  cleanup();
  useLoginDialog.setState({ open: false, request: {} });
});

const soonest = couponView({ id: "11111111-1111-4111-8111-111111111111", title: "Spring term 15% off", discount: { kind: "percent", basisPoints: 1500 }, timeStatus: 3 });
const books = couponView({ id: "22222222-2222-4222-8222-222222222222", title: "$5 off workbooks", category: "materials", discount: { kind: "amount", amount: 500 }, timeStatus: 2 });
const expired = couponView({ id: "33333333-3333-4333-8333-333333333333", title: "Winter camp $30 off", historyStatus: 2 });

function renderList(list: CouponList, coupons = [soonest, books], answers: Answers = {}, language?: Language) {
  const api = fakeApi(answers);
  const view = renderAccount(<CouponListScreen list={list} coupons={coupons} />, { api: api.api, path: `/my-coupons/${list === "available" ? "list" : "history"}`, language, site: fixtureSite("us") });
  return { ...api, ...view };
}

const openRedeem = () => {
  fireEvent.click(screen.getByRole("button", { name: "Redeem a code" }));
  return screen.getByRole("dialog", { name: "Redeem a promo code" });
};
const enterCode = (dialog: HTMLElement, code: string) => {
  fireEvent.change(within(dialog).getByRole("textbox", { name: "Promo code" }), { target: { value: code } });
  fireEvent.click(within(dialog).getByRole("button", { name: "Redeem" }));
};
const keysOf = (call: ReturnType<typeof fakeApi>["call"]) => call.mock.calls.filter(([name]) => name === "redeemCoupon").map((args) => (args as unknown[])[3]);

describe("CouponListScreen: available coupons", () => {
  it("lists the family's coupons as cards linking to their pages, in the order the server gave", () => {
    renderList("available");
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("My coupons");
    const titles = screen.getAllByRole("heading", { level: 2 }).map((heading) => heading.textContent);
    expect(titles).toEqual(["Spring term 15% off", "$5 off workbooks"]);
    expect(screen.getByRole("link", { name: "Spring term 15% off" }).getAttribute("href")).toBe("/my-coupons/detail/11111111-1111-4111-8111-111111111111");
    expect(within(screen.getAllByRole("article")[0]!).getByText("Expires soon")).toBeTruthy();
    expect(within(screen.getAllByRole("article")[1]!).getByText("New")).toBeTruthy();
  });

  it("has tabs to the history, the current one marked", () => {
    renderList("available");
    const tabs = within(screen.getByRole("navigation", { name: "Coupon lists" }));
    expect(tabs.getByRole("link", { name: "Available" }).getAttribute("aria-current")).toBe("page");
    const history = tabs.getByRole("link", { name: "History" });
    expect(history.getAttribute("href")).toBe("/my-coupons/history");
    expect(history.getAttribute("aria-current")).toBeNull();
  });

  it("says when there is nothing to use, and still offers to redeem a code", () => {
    renderList("available", []);
    expect(screen.getByText("You have no coupons to use yet.")).toBeTruthy();
    expect(screen.queryByRole("article")).toBeNull();
    expect(screen.getByRole("button", { name: "Redeem a code" })).toBeTruthy();
  });
});

describe("CouponListScreen: history", () => {
  it("lists used and expired coupons with their stamps, and offers no code to redeem", () => {
    renderList("history", [expired]);
    expect(within(screen.getByRole("article")).getByText("Expired")).toBeTruthy();
    expect(screen.getByRole("link", { name: "History" }).getAttribute("aria-current")).toBe("page");
    expect(screen.queryByRole("button", { name: "Redeem a code" })).toBeNull();
  });

  it("says when the history is empty", () => {
    renderList("history", []);
    expect(screen.getByText("No used or expired coupons yet.")).toBeTruthy();
  });
});

describe("redeeming a promo code", () => {
  it("asks for a code before calling", () => {
    const { callsOf } = renderList("available");
    const dialog = openRedeem();
    enterCode(dialog, "   ");
    expect(within(dialog).getByText("Please enter your code.")).toBeTruthy();
    expect(within(dialog).getByRole("textbox").getAttribute("aria-invalid")).toBe("true");
    expect(callsOf("redeemCoupon")).toEqual([]);
  });

  it("redeems the trimmed code with an idempotency key, closes, says so and loads the list again", async () => {
    const added = couponView({ title: "Welcome: 10% off a course" });
    const { call, callsOf, rootLoads } = renderList("available", [soonest], { redeemCoupon: added });
    enterCode(openRedeem(), "  welcome10 ");
    await waitFor(() => expect(screen.getByRole("status").textContent).toBe("Coupon added: Welcome: 10% off a course"));
    expect(callsOf("redeemCoupon")).toEqual([{ code: "welcome10" }]);
    expect(keysOf(call)).toEqual([{ idempotencyKey: expect.stringMatching(/^[0-9a-f-]{36}$/) }]);
    expect(screen.queryByRole("dialog")).toBeNull();
    await waitFor(() => expect(rootLoads).toHaveBeenCalled());
  });

  it.each([
    [ErrorCode.COUPON_NOT_FOUND, "Promo code not found. Please try again"],
    [ErrorCode.COUPON_INVALID, "Coupon invalid"],
    [ErrorCode.OPERATION_TOO_FREQUENT, "Operation too frequent"],
  ])("shows the answer of code %i and keeps the dialog open", async (code, text) => {
    renderList("available", [], { redeemCoupon: new ApiError(code, code === ErrorCode.COUPON_INVALID ? "You already have this coupon." : undefined) });
    const dialog = openRedeem();
    enterCode(dialog, "BOOKS5");
    expect((await within(dialog).findByRole("alert")).textContent).toBe(text);
    expect(within(dialog).getByRole("button", { name: "Redeem" })).toHaveProperty("disabled", false);
  });

  it("says the answer in the visitor's language", async () => {
    renderList("available", [], { redeemCoupon: new ApiError(ErrorCode.COUPON_NOT_FOUND) }, "fr");
    fireEvent.click(screen.getByRole("button", { name: "Utiliser un code" }));
    const dialog = screen.getByRole("dialog", { name: "Utiliser un code promo" });
    fireEvent.change(within(dialog).getByRole("textbox", { name: "Code promo" }), { target: { value: "NOPE" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Valider" }));
    expect((await within(dialog).findByRole("alert")).textContent).toBe("Code promo introuvable. Veuillez réessayer");
  });

  it("keeps one key for one attempt until the server answers; another attempt gets a new key", async () => {
    let answer: unknown = new ApiError(ErrorCode.NETWORK_ERROR);
    const { call } = renderList("available", [], { redeemCoupon: () => answer });
    const dialog = openRedeem();
    enterCode(dialog, "BOOKS5");
    await within(dialog).findByRole("alert");
    answer = new ApiError(ErrorCode.COUPON_INVALID);
    enterCode(dialog, "BOOKS5");
    await waitFor(() => expect(within(dialog).getByRole("alert").textContent).toBe("Coupon invalid"));
    enterCode(dialog, "BOOKS5");
    await waitFor(() => expect(keysOf(call)).toHaveLength(3));
    enterCode(dialog, "WELCOME10");
    await waitFor(() => expect(keysOf(call)).toHaveLength(4));
    const [first, retried, afterAnswer, otherCode] = keysOf(call).map((options) => (options as { idempotencyKey: string }).idempotencyKey);
    expect(retried).toBe(first);
    expect(new Set([first, afterAnswer, otherCode]).size).toBe(3);
  });

  it("closes and opens the login dialog when the session is gone", async () => {
    renderList("available", [], { redeemCoupon: new ApiError(ErrorCode.SESSION_INVALID) });
    enterCode(openRedeem(), "BOOKS5");
    await waitFor(() => expect(useLoginDialog.getState().open).toBe(true));
    expect(screen.queryByRole("dialog", { name: "Redeem a promo code" })).toBeNull();
  });
});

describe("the /my-coupons pages", () => {
  it("say 'Please log in.' to a visitor and open the login dialog", () => {
    loaded.current = { texts: commerceResources.en, title: "My coupons", coupons: null };
    renderAccount(<MyCouponsPage />, { signedIn: null, path: "/my-coupons/list" });
    expect(screen.getByText("Please log in.")).toBeTruthy();
    expect(useLoginDialog.getState().open).toBe(true);
    expect(screen.queryByRole("heading", { name: "My coupons" })).toBeNull();
  });

  it("show the lists in the personal centre", () => {
    loaded.current = { texts: commerceResources.en, title: "My coupons", coupons: [soonest] };
    renderAccount(<MyCouponsPage />, { path: "/my-coupons/list" });
    expect(document.querySelector(".personal-center__content .coupon-card")).not.toBeNull();
    cleanup();
    loaded.current = { texts: commerceResources.en, title: "Coupon history", coupons: [expired] };
    renderAccount(<CouponHistoryPage />, { path: "/my-coupons/history" });
    expect(within(document.querySelector<HTMLElement>(".personal-center__content")!).getByText("Expired")).toBeTruthy();
  });
});
