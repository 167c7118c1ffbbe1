// @vitest-environment happy-dom
import { cleanup, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import type { ResponseOf } from "../../../../schemas/api/contract.js";
import { renderAccount } from "../../../../tests/helpers/render-account.js";
import { courseCard } from "../catalogue-test-support.js";
import { goodsDetail, recordedCourseDetail } from "../products/product-test-support.js";
import { AggregationalScreen } from "./AggregationalScreen.js";

afterEach(cleanup);

type Page = ResponseOf<"queryAggregationalDetail">;

const page = (overrides: Partial<Page> = {}): Page => ({
  title: "AMC contest season: every class in one place",
  summary: "Everything we offer for contest season.",
  groups: [
    { title: "AMC 8 classes", list: [courseCard(), courseCard({ id: "us-amc8-prep-cupertino-sku" }, { platformType: 2, deliveryMode: "OFFLINE" })] },
    { title: "Practise at home", list: [goodsDetail().card, recordedCourseDetail().card] },
  ],
  ...overrides,
});

const render = (data: Page) => renderAccount(<AggregationalScreen page={data} />, { path: "/courses/aggregational-detail/us-amc-contest-season" });

describe("AggregationalScreen", () => {
  it("shows the title, the introduction and each group under its heading, its products as cards leading to their pages", () => {
    render(page());
    expect(screen.getByRole("heading", { level: 1, name: "AMC contest season: every class in one place" })).toBeTruthy();
    expect(screen.getByText("Everything we offer for contest season.")).toBeTruthy();
    const groups = screen.getAllByRole("region");
    expect(groups.map((group) => within(group).getByRole("heading", { level: 2 }).textContent)).toEqual(["AMC 8 classes", "Practise at home"]);
    const links = (group: HTMLElement) => within(group).getAllByRole("article").map((card) => within(card).getByRole("heading", { level: 3 }).querySelector("a")?.getAttribute("href"));
    expect(links(groups[0]!)).toEqual(["/courses/detail/us-amc8-prep-online-sku", "/courses/detail/us-amc8-prep-cupertino-sku"]);
    expect(links(groups[1]!)).toEqual(["/goods/detail/us-amc8-workbook", "/courses/recorded-detail/us-fractions-video"]);
  });

  it("says when nothing of the collection is on offer and leads to the course list", () => {
    render(page({ summary: "", groups: [] }));
    expect(screen.getByText("Nothing in this collection is on offer right now. Have a look at our other classes.")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Browse classes" }).getAttribute("href")).toBe("/courses/list");
    expect(screen.queryByRole("article")).toBeNull();
  });
});
