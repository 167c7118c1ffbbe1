// @vitest-environment happy-dom
import { cleanup, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { renderAccount } from "../../../../tests/helpers/render-account.js";
import { fixtureSite } from "../../../../tests/helpers/render-view.js";
import { codeReport, evaluationReport, REPORT_ID } from "./report-test-support.js";
import { ReportScreen, type ReportPageData } from "./ReportScreen.js";

afterEach(cleanup);

function renderReport(data: Partial<ReportPageData> = {}, site = fixtureSite("us")) {
  return renderAccount(<ReportScreen report={evaluationReport()} levelCount={5} {...data} />, { path: `/report/contentPage?reportId=${REPORT_ID}`, site });
}

/** The text of each description of the report's facts, by its term. */
const facts = () =>
  Object.fromEntries(
    screen.getAllByRole("term").map((term) => [term.textContent, term.nextElementSibling?.textContent]),
  );

const meter = (name: string) => screen.getByRole("meter", { name });

describe("ReportScreen", () => {
  it("names the child, subject and grade, and the day the test was taken in the site's timezone and date format", () => {
    renderReport();
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Evaluation report");
    // 05:00 UTC on the 3rd is still the evening of the 2nd in Los Angeles.
    expect(facts()).toEqual({ Child: "Olivia Miller", Subject: "Math", Grade: "Grade 4", "Date taken": "02-12-2026" });
  });

  it("shows the level card: its name, its place among the subject's levels and what it means", () => {
    renderReport();
    const card = screen.getByRole("region", { name: "Level" });
    expect(within(card).getByText("Advanced")).toBeTruthy();
    expect(within(card).getByText("Level 3 of 5")).toBeTruthy();
    expect(within(card).getByText("Goes beyond the syllabus with multi-step and non-routine problems.")).toBeTruthy();
  });

  it("shows the order alone when the number of the subject's levels is unknown", () => {
    renderReport({ levelCount: null });
    const card = screen.getByRole("region", { name: "Level" });
    expect(within(card).getByText("Level 3")).toBeTruthy();
    expect(within(card).queryByText(/ of /)).toBeNull();
  });

  it("says the score and each topic's points in words as well as by the bars", () => {
    renderReport();
    const score = meter("Score");
    expect([score.getAttribute("aria-valuenow"), score.getAttribute("aria-valuemax"), score.getAttribute("aria-valuetext")]).toEqual(["18", "25", "18 out of 25 points"]);
    expect(within(screen.getByRole("region", { name: "Score" })).getByText("18 / 25")).toBeTruthy();
    const topics = within(screen.getByRole("region", { name: "Points by topic" })).getAllByRole("listitem");
    expect(topics.map((topic) => topic.textContent)).toEqual(["Fractions6 / 8", "Geometry9 / 9", "Word problems3 / 8"]);
    expect(meter("Fractions").getAttribute("aria-valuetext")).toBe("6 out of 8 points");
    expect(meter("Word problems").getAttribute("aria-valuetext")).toBe("3 out of 8 points");
  });

  it("shows a level that came from a redeemed code without any score", () => {
    renderReport({ report: codeReport(), levelCount: 5 });
    expect(screen.getByText("Core")).toBeTruthy();
    expect(screen.getByText("Level 2 of 5")).toBeTruthy();
    expect(screen.getByText("This level comes from a redeemed evaluation code, so there is no test score.")).toBeTruthy();
    expect(screen.queryByRole("meter")).toBeNull();
    expect(screen.queryByRole("region", { name: "Score" })).toBeNull();
    expect(facts()["Date redeemed"]).toBe("20-11-2026");
  });

  it("leads to the recommended classes for the report's child and to every test result", () => {
    renderReport();
    const recommended = new URL(screen.getByRole("link", { name: "See recommended classes" }).getAttribute("href")!, "https://x.example");
    expect(recommended.pathname).toBe("/test/recommended-courses");
    expect(Object.fromEntries(recommended.searchParams)).toEqual({ reportId: REPORT_ID, uid: "s-2" });
    expect(screen.getByRole("link", { name: "All test results" }).getAttribute("href")).toBe("/test/test-results");
  });

  it("orders the child's name the eastern way and dates the Japanese way on the jp site", () => {
    renderReport({}, fixtureSite("jp"));
    const values = facts();
    expect(values[Object.keys(values)[0]!]).toBe("Miller Olivia");
    expect(values[Object.keys(values)[3]!]).toBe("2026年12月3日");
  });
});
