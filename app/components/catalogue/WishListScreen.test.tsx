// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import type * as RemixReact from "@remix-run/react";
import type { ReactNode } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError, ErrorCode } from "../../../api/errors.js";
import { fakeApi, renderAccount, type Answers } from "../../../tests/helpers/render-account.js";
import { user } from "../../../tests/helpers/sample-accounts.js";
import { useLoginDialog } from "../../lib/account/login-dialog.js";
import { courseCard } from "./catalogue-test-support.js";
import { WishListScreen } from "./WishListScreen.js";

/** What the /my-wish/list route's loader answered, for rendering the route's page. */
const loaded = vi.hoisted(() => ({ current: {} as unknown }));
vi.mock("@remix-run/react", async (original) => ({ ...(await original<typeof RemixReact>()), useLoaderData: () => loaded.current }));
// The frame (header, footer) has its own tests; here only what the page puts inside it matters.
vi.mock("../shell/SiteShell.js", () => ({ SiteShell: ({ children }: { children: ReactNode }) => <>{children}</> }));

const { default: WishListPage } = await import("../../routes/my-wish.list.js");

afterEach(() => {
  cleanup();
  useLoginDialog.setState({ open: false, request: {} });
});

const fullClass = courseCard({ id: "uk-full-sku", title: "Year 6 Problem Solving", tag: 15, sellStore: 0, inWish: true });
const forSaleClass = courseCard({ id: "uk-later-sku", title: "Summer Olympiad Camp", tag: 11, sellStore: 16, remainSellTime: 3 * 86_400_000, inWish: true, alertSet: true });
const openClass = courseCard({ id: "uk-open-sku", title: "Year 5 Foundations", inWish: true });

function renderWishes(cards = [fullClass, forSaleClass, openClass], answers: Answers = {}) {
  const api = fakeApi(answers);
  const view = renderAccount(<WishListScreen cards={cards} />, { api: api.api, signedIn: user({ uid: "u-3" }), path: "/my-wish/list" });
  return { ...api, ...view };
}

const cardOf = (title: string) => screen.getByRole("article", { name: title });

describe("WishListScreen", () => {
  it("shows the wished classes as cards, hearts pressed", () => {
    renderWishes();
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("My wish list");
    expect(screen.getAllByRole("article")).toHaveLength(3);
    for (const heart of screen.getAllByRole("button", { name: "On my wish list" })) expect(heart.getAttribute("aria-pressed")).toBe("true");
  });

  it("offers the availability alert on full and not-yet-on-sale classes only", () => {
    renderWishes();
    const seat = within(cardOf("Year 6 Problem Solving")).getByRole("switch", { name: "Tell me when a seat is free" }) as HTMLInputElement;
    const sale = within(cardOf("Summer Olympiad Camp")).getByRole("switch", { name: "Tell me when the sale opens" }) as HTMLInputElement;
    expect([seat.checked, sale.checked]).toEqual([false, true]);
    expect(within(cardOf("Year 5 Foundations")).queryByRole("switch")).toBeNull();
  });

  it("sets and cancels the alert for the signed-in student", async () => {
    const { callsOf } = renderWishes(undefined, { setAvailabilityAlert: (request: { enabled: boolean }) => ({ alertSet: request.enabled }) });
    const seat = within(cardOf("Year 6 Problem Solving")).getByRole("switch") as HTMLInputElement;
    fireEvent.click(seat);
    await waitFor(() => expect(seat.checked).toBe(true));
    const sale = within(cardOf("Summer Olympiad Camp")).getByRole("switch") as HTMLInputElement;
    fireEvent.click(sale);
    await waitFor(() => expect(sale.checked).toBe(false));
    expect(callsOf("setAvailabilityAlert")).toEqual([
      { studentId: "u-3", skuId: "uk-full-sku", enabled: true },
      { studentId: "u-3", skuId: "uk-later-sku", enabled: false },
    ]);
  });

  it("says so when the alert cannot be changed, and asks for a login when the session is gone", async () => {
    renderWishes(undefined, { setAvailabilityAlert: new ApiError(ErrorCode.SESSION_INVALID) });
    const seat = within(cardOf("Year 6 Problem Solving")).getByRole("switch") as HTMLInputElement;
    fireEvent.click(seat);
    expect((await within(cardOf("Year 6 Problem Solving")).findByRole("alert")).textContent).toBe(
      "Your login session has expired. Please login again to continue",
    );
    expect(seat.checked).toBe(false);
    expect(useLoginDialog.getState().open).toBe(true);
  });

  it("removes a class from the wish list and loads the list again", async () => {
    const { callsOf, rootLoads } = renderWishes(undefined, { cancelWish: {} });
    fireEvent.click(screen.getByRole("button", { name: "Remove Year 5 Foundations from my wish list" }));
    await waitFor(() => expect(callsOf("cancelWish")).toEqual([{ studentId: "u-3", skuId: "uk-open-sku" }]));
    await waitFor(() => expect(rootLoads).toHaveBeenCalled());
  });

  it("points an empty wish list to the classes", () => {
    renderWishes([]);
    expect(screen.getByText("Your wish list is empty.")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Browse classes" }).getAttribute("href")).toBe("/courses/list");
    expect(screen.queryByRole("article")).toBeNull();
  });

  it("is the personal centre's page, which says 'Please log in.' to a visitor and opens the login dialog", () => {
    loaded.current = { title: "My wish list", cards: null };
    renderAccount(<WishListPage />, { signedIn: null, path: "/my-wish/list" });
    expect(screen.getByText("Please log in.")).toBeTruthy();
    expect(useLoginDialog.getState().open).toBe(true);
    expect(screen.queryByRole("heading", { name: "My wish list" })).toBeNull();
  });

  it("shows the signed-in student's wish list in the personal centre", () => {
    loaded.current = { title: "My wish list", cards: [openClass] };
    renderAccount(<WishListPage />, { path: "/my-wish/list" });
    expect(screen.getByRole("heading", { level: 1, name: "My wish list" })).toBeTruthy();
    expect(document.querySelector(".personal-center__content .course-card")).not.toBeNull();
  });
});
