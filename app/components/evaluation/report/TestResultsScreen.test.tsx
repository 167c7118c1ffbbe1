// @vitest-environment happy-dom
import { cleanup, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { renderAccount } from "../../../../tests/helpers/render-account.js";
import { levelCountsOf } from "./level-scale.js";
import { codeReport, evaluationReport, levelDegrees, REPORT_ID } from "./report-test-support.js";
import { TestResultsScreen } from "./TestResultsScreen.js";

afterEach(cleanup);

const COUNTS = levelCountsOf(levelDegrees().list);

const CODING = evaluationReport({
  reportId: "0b1c2d3e-4f50-4617-8293-a4b5c6d7e8f9",
  student: { uid: "u-1", firstName: "Mia", lastName: "Chen", nickName: "Mia" },
  subjectId: 4,
  subjectName: "Coding",
  takenAt: "2027-01-10T16:00:00.000Z",
  level: { levelDegreeId: 12, levelDegreeName: "Builder", levelDegreeOrder: 2, levelDegreeDesc: "" },
  score: 7,
  maxScore: 10,
});

function renderResults(reports = [CODING, evaluationReport(), codeReport()]) {
  return renderAccount(<TestResultsScreen reports={reports} levelCounts={COUNTS} />, { path: "/test/test-results" });
}

describe("TestResultsScreen", () => {
  it("lists the family's reports in the order given, the latest first, each leading to its report", () => {
    renderResults();
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Test results");
    const cards = screen.getAllByRole("article");
    expect(cards.map((card) => [...card.querySelectorAll("h2, p")].map((line) => line.textContent))).toEqual([
      ["Mia Chen · Coding, Grade 4", "Taken on 10-01-2027", "Level: Builder (Level 2 of 3)", "Score: 7 / 10"],
      ["Olivia Miller · Math, Grade 4", "Taken on 02-12-2026", "Level: Advanced (Level 3 of 5)", "Score: 18 / 25"],
      ["Olivia Miller · Math, Grade 4", "Code redeemed on 20-11-2026", "Level: Core (Level 2 of 5)", "Level from an evaluation code (no score)"],
    ]);
    const links = cards.map((card) => within(card).getByRole("link"));
    expect(links.map((link) => link.getAttribute("href"))).toEqual([
      "/report/contentPage?reportId=0b1c2d3e-4f50-4617-8293-a4b5c6d7e8f9",
      `/report/contentPage?reportId=${REPORT_ID}`,
      "/report/contentPage?reportId=7c6b5a49-3827-4165-9a4b-3c2d1e0f9a8b",
    ]);
    // Two reports of one child and subject are told apart by their dates.
    expect(screen.getByRole("link", { name: "Olivia Miller · Math, Grade 4", description: "Taken on 02-12-2026" })).toBe(links[1]);
  });

  it("shows a level's order alone for a subject whose levels are unknown", () => {
    renderResults([evaluationReport({ subjectId: 9 })]);
    expect(screen.getByText("Level: Advanced (Level 3)")).toBeTruthy();
  });

  it("with no report yet, leads to the level test", () => {
    renderResults([]);
    expect(screen.queryByRole("article")).toBeNull();
    expect(screen.getByText("No test results yet. Take the level test to find out your child’s level.")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Take the level test" }).getAttribute("href")).toBe("/evaluation");
  });
});
