// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderAccount } from "../../../tests/helpers/render-account.js";
import { fixtureSite } from "../../../tests/helpers/render-view.js";
import { CouponCard, type CouponCardProps } from "./CouponCard.js";
import { couponView } from "./coupons-test-support.js";

afterEach(cleanup);

function renderCard(props: Partial<CouponCardProps> = {}, site = fixtureSite("us")) {
  renderAccount(<CouponCard coupon={couponView()} {...props} />, { site, path: "/my-coupons/list" });
  return screen.getByRole("article");
}

const texts = (card: HTMLElement) => card.textContent ?? "";

describe("CouponCard", () => {
  it("shows the coupon's title, value, category, terms and validity in the site's format and timezone", () => {
    const card = renderCard();
    expect(within(card).getByRole("heading", { level: 3 }).textContent).toBe("$20 off AMC 8 prep");
    expect(card.getAttribute("aria-labelledby")).toBe(within(card).getByRole("heading").id);
    expect(texts(card)).toContain("$20.00 off");
    expect(texts(card)).toContain("Tuition");
    expect(texts(card)).toContain("Takes 20 off the AMC 8 course.");
    expect(texts(card)).toContain("No minimum spend");
    expect(texts(card)).toContain("Valid 02/28/2026 – 04/29/2026");
    expect(texts(card)).not.toContain("Saves up to");
    expect(within(card).queryByRole("checkbox")).toBeNull();
  });

  it("shows a percentage, the minimum spend, the cap, the products it is limited to and that it stands alone", () => {
    const card = renderCard({
      coupon: couponView({
        category: "materials",
        discount: { kind: "percent", basisPoints: 1250 },
        minimumSpend: 50000,
        maxSaving: 3000,
        combinable: false,
        products: [
          { skuId: "a", title: "AMC 8 Practice Workbook" },
          { skuId: "b", title: "Number Sense Cards" },
        ],
      }),
    });
    expect(texts(card)).toContain("12.5% off");
    expect(texts(card)).toContain("Materials");
    expect(texts(card)).toContain("For orders of $500.00 or more");
    expect(texts(card)).toContain("Saves up to $30.00");
    expect(texts(card)).toContain("Cannot be combined with another coupon");
    expect(texts(card)).toContain("Only for: AMC 8 Practice Workbook, Number Sense Cards");
  });

  it("writes money and dates as the UK site does", () => {
    const card = renderCard({ coupon: couponView({ minimumSpend: 12345 }) }, fixtureSite("uk"));
    expect(texts(card)).toContain("£20.00 off");
    expect(texts(card)).toContain("For orders of £123.45 or more");
    expect(texts(card)).toContain("Valid 01/03/2026 – 30/04/2026");
  });

  it.each([
    [1, "Available soon"],
    [2, "New"],
    [3, "Expires soon"],
  ] as const)("tags time status %i as '%s'", (timeStatus, tag) => {
    const card = renderCard({ coupon: couponView({ timeStatus }) });
    expect(texts(card)).toContain(tag);
  });

  it.each([
    [1, "Redeemed"],
    [2, "Expired"],
  ] as const)("stamps history status %i as '%s'", (historyStatus, stamp) => {
    const card = renderCard({ coupon: couponView({ historyStatus }) });
    expect(texts(card)).toContain(stamp);
    expect(card.classList.contains("coupon-card--unusable")).toBe(true);
  });

  it("links its title to the coupon's page when asked, at the level the page asks", () => {
    const card = renderCard({ headingLevel: 2, detailHref: "/my-coupons/detail/c-1" });
    const link = within(within(card).getByRole("heading", { level: 2 })).getByRole("link", { name: "$20 off AMC 8 prep" });
    expect(link.getAttribute("href")).toBe("/my-coupons/detail/c-1");
  });

  it.each([
    [1, "Only for selected courses"],
    [2, "Order minimum not reached"],
    [3, "Not yet available"],
    [4, "Cannot be combined with the coupon chosen"],
    [7, "For textbook and materials fees only"],
    [8, "Savings cap reached"],
    [99, "Cannot be used on this order"],
  ])("says why it cannot be used at checkout: reason %i", (reason, text) => {
    const card = renderCard({ usable: false, reason, saving: 0 });
    expect(texts(card)).toContain(text);
    expect(texts(card)).not.toContain("Saves");
  });

  it("shows the server's saving of a usable coupon", () => {
    const card = renderCard({ usable: true, reason: null, saving: 5400 });
    expect(texts(card)).toContain("Saves $54.00 on this order");
  });

  it("is a checkbox named by its title and described by its saving, chosen by a click on the card or the box", () => {
    const onSelect = vi.fn();
    const card = renderCard({ usable: true, reason: null, saving: 2000, selected: false, onSelect });
    const box = within(card).getByRole("checkbox", { name: "$20 off AMC 8 prep" }) as HTMLInputElement;
    expect(box.checked).toBe(false);
    expect(document.getElementById(box.getAttribute("aria-describedby")!)!.textContent).toBe("Saves $20.00 on this order");
    fireEvent.click(within(card).getByText("No minimum spend"));
    fireEvent.click(box);
    expect(onSelect.mock.calls).toEqual([
      ["6f1c2a7e-3b4d-4e5f-8a9b-0c1d2e3f4a5b", true],
      ["6f1c2a7e-3b4d-4e5f-8a9b-0c1d2e3f4a5b", true],
    ]);
  });

  it("can be unchosen when chosen", () => {
    const onSelect = vi.fn();
    const card = renderCard({ usable: true, reason: null, saving: 2000, selected: true, onSelect });
    expect((within(card).getByRole("checkbox") as HTMLInputElement).checked).toBe(true);
    expect(card.classList.contains("coupon-card--selected")).toBe(true);
    fireEvent.click(within(card).getByRole("checkbox"));
    expect(onSelect).toHaveBeenCalledWith("6f1c2a7e-3b4d-4e5f-8a9b-0c1d2e3f4a5b", false);
  });

  it("cannot be chosen when it cannot be used, and says why to assistive technology", () => {
    const onSelect = vi.fn();
    const card = renderCard({ usable: false, reason: 2, saving: 0, selected: false, onSelect });
    const box = within(card).getByRole("checkbox") as HTMLInputElement;
    expect(box.disabled).toBe(true);
    expect(document.getElementById(box.getAttribute("aria-describedby")!)!.textContent).toBe("Order minimum not reached");
    fireEvent.click(within(card).getByText("No minimum spend"));
    expect(onSelect).not.toHaveBeenCalled();
  });
});
