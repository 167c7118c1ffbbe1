// @vitest-environment happy-dom
import { cleanup, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { commerceResources } from "../../../../i18n/commerce-resources.js";
import type { ResponseOf } from "../../../../schemas/api/contract.js";
import { renderAccount } from "../../../../tests/helpers/render-account.js";
import { fixtureSite } from "../../../../tests/helpers/render-view.js";
import { PathFamilyContext } from "../use-path-family.js";
import { PracticePlans } from "./PracticePlans.js";

afterEach(cleanup);

type Plan = ResponseOf<"querySubscriptionPlans">["list"][number];

const plan: Plan = {
  skuId: "us-grade4-practice-plan",
  title: "Grade 4 Weekly Practice",
  summary: "Three new problem sets every week.",
  currency: "USD",
  monthlyPrice: 1900,
  periods: [
    { periodType: 3, price: 1900, saving: 0, discountPercent: 0 },
    { periodType: 4, price: 18240, saving: 4560, discountPercent: 20 },
  ],
};

function renderPlans({ family = "plain", studentId = null }: { family?: "plain" | "bm"; studentId?: string | null } = {}) {
  return renderAccount(
    <PathFamilyContext.Provider value={family}>
      <PracticePlans plans={[plan]} texts={commerceResources.en} studentId={studentId} />
    </PathFamilyContext.Provider>,
    { path: "/courses/detail/us-grade4-problem-solving-online-sku", signedIn: null },
  );
}

describe("PracticePlans", () => {
  it("offers each plan by the month and by the year, the year with its -20 % label and what it saves", () => {
    renderPlans();
    const section = within(screen.getByRole("region", { name: "Weekly practice" }));
    const card = within(section.getByRole("article", { name: "Grade 4 Weekly Practice" }));
    expect(card.getByText("Three new problem sets every week.")).toBeTruthy();
    const periods = card.getAllByRole("listitem").map((item) => item.textContent);
    expect(periods).toEqual(["Monthly $19.00 a monthSubscribe", "Yearly $182.40 a year-20%You save $45.60 compared with paying monthly.Subscribe"]);
  });

  it("links each period to the plan's checkout with its periodType, within the page's family and for the student it names", () => {
    renderPlans();
    expect(screen.getByRole("link", { name: "Subscribe to Grade 4 Weekly Practice, Monthly" }).getAttribute("href")).toBe("/order/create/us-grade4-practice-plan?periodType=3");
    expect(screen.getByRole("link", { name: "Subscribe to Grade 4 Weekly Practice, Yearly" }).getAttribute("href")).toBe("/order/create/us-grade4-practice-plan?periodType=4");
    cleanup();
    renderPlans({ family: "bm", studentId: "s-2" });
    expect(screen.getByRole("link", { name: "Subscribe to Grade 4 Weekly Practice, Yearly" }).getAttribute("href")).toBe("/order/create-bm/us-grade4-practice-plan?studentId=s-2&periodType=4");
  });

  it("is written in the page's language", () => {
    renderAccount(<PracticePlans plans={[plan]} texts={commerceResources.fr} studentId={null} />, { site: fixtureSite("fr"), language: "fr", signedIn: null });
    expect(screen.getByRole("heading", { name: "Entraînement hebdomadaire" })).toBeTruthy();
    expect(screen.getByRole("link", { name: /^S’abonner à Grade 4 Weekly Practice, Annuel$/ })).toBeTruthy();
  });
});
