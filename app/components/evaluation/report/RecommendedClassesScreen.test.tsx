// @vitest-environment happy-dom
import { cleanup, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { renderAccount } from "../../../../tests/helpers/render-account.js";
import { courseCard } from "../../catalogue/catalogue-test-support.js";
import { RecommendedClassesScreen, type RecommendedPageData } from "./RecommendedClassesScreen.js";
import { codeReport, evaluationReport, REPORT_ID } from "./report-test-support.js";

afterEach(cleanup);

const CLASSES = [
  courseCard({ id: "us-g4-advanced-sat", title: "Grade 4 Advanced Math (Saturday)" }, { levelDegreeId: 3, levelDegreeName: "Advanced", levelDegreeStar: 3 }),
  courseCard({ id: "us-g4-advanced-wed", title: "Grade 4 Advanced Math (Wednesday)" }, { levelDegreeId: 3, levelDegreeName: "Advanced", levelDegreeStar: 3 }),
];

function renderRecommended(data: Partial<RecommendedPageData> = {}) {
  return renderAccount(<RecommendedClassesScreen report={evaluationReport()} levelCount={5} classes={CLASSES} {...data} />, {
    path: `/test/recommended-courses?reportId=${REPORT_ID}&uid=s-2`,
  });
}

describe("RecommendedClassesScreen", () => {
  it("sums up the report's level for its child and leads back to the whole report", () => {
    renderRecommended();
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Recommended classes");
    const summaryTerms = screen.getAllByRole("term").filter((term) => !term.closest("article"));
    expect(summaryTerms.map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`)).toEqual([
      "Child: Olivia Miller",
      "Subject: Math",
      "Grade: Grade 4",
      "Date taken: 02-12-2026",
    ]);
    const card = screen.getByRole("region", { name: "Level" });
    expect(within(card).getByText("Advanced")).toBeTruthy();
    expect(within(card).getByText("Level 3 of 5")).toBeTruthy();
    expect(screen.getByRole("link", { name: "See the full report" }).getAttribute("href")).toBe(`/report/contentPage?reportId=${REPORT_ID}`);
  });

  it("shows the recommended classes as the catalogue's cards, under the list's heading", () => {
    renderRecommended();
    const list = screen.getByRole("region", { name: "Classes for this level" });
    const cards = within(list).getAllByRole("article");
    expect(cards.map((card) => within(card).getByRole("heading", { level: 3 }).textContent)).toEqual([
      "Grade 4 Advanced Math (Saturday)",
      "Grade 4 Advanced Math (Wednesday)",
    ]);
    expect(within(cards[0]!).getByRole("link", { name: "Grade 4 Advanced Math (Saturday)" }).getAttribute("href")).toMatch(/^\/courses\/detail\//);
  });

  it("says when no class is open at the level and leads to the whole catalogue", () => {
    renderRecommended({ classes: [] });
    const list = screen.getByRole("region", { name: "Classes for this level" });
    expect(within(list).queryByRole("article")).toBeNull();
    expect(within(list).getByText("No classes for this level are open for enrolment right now.")).toBeTruthy();
    expect(within(list).getByRole("link", { name: "Browse all classes" }).getAttribute("href")).toBe("/courses/list");
  });

  it("sums up a level from a redeemed code without a score", () => {
    renderRecommended({ report: codeReport() });
    expect(screen.getByText("Level 2 of 5")).toBeTruthy();
    expect(screen.queryByRole("meter")).toBeNull();
  });
});
