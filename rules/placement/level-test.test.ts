import { describe, expect, it } from "vitest";
import { attemptsLeft, ENTRANCE_STATUS, entranceStatus, entranceVerdict, levelForScore, scoreAnswers } from "./level-test.js";

const topic = (en: string) => ({ en });
const questions = [
  { topic: topic("Number"), answer: 0, points: 1 },
  { topic: topic("Geometry"), answer: 2, points: 2 },
  { topic: topic("Number"), answer: 1, points: 3 },
  { topic: topic("Logic"), answer: 3, points: 2 },
];
const levels = [
  { minPercent: 0, levelDegreeId: 1 },
  { minPercent: 40, levelDegreeId: 2 },
  { minPercent: 60, levelDegreeId: 3 },
  { minPercent: 80, levelDegreeId: 4 },
  { minPercent: 95, levelDegreeId: 5 },
];

describe("scoring a level test", () => {
  it("counts the points of right answers only, by topic in the test's order", () => {
    expect(scoreAnswers(questions, [0, 1, 1, null])).toEqual({
      score: 4,
      maxScore: 8,
      topics: [
        { topic: topic("Number"), score: 4, maxScore: 4 },
        { topic: topic("Geometry"), score: 0, maxScore: 2 },
        { topic: topic("Logic"), score: 0, maxScore: 2 },
      ],
    });
  });

  it("earns nothing for no answers, and ignores answers beyond the questions", () => {
    expect(scoreAnswers(questions, []).score).toBe(0);
    expect(scoreAnswers(questions, [0, 2, 1, 3, 0, 0]).score).toBe(8);
  });

  it.each([
    [0, 10, 1],
    [3.9, 10, 1],
    [4, 10, 2],
    [5.9, 10, 2],
    [6, 10, 3],
    [8, 10, 4],
    [9.4, 10, 4],
    [19, 20, 5],
    [20, 20, 5],
    [0, 0, 1],
  ])("%d of %d points places at level %d (the minimum share is reached inclusively)", (score, max, level) => {
    expect(levelForScore(levels, score, max)).toBe(level);
  });
});

describe("attempts", () => {
  it.each([
    [3, 0, 3],
    [3, 2, 1],
    [3, 3, 0],
    [3, 5, 0],
  ])("%d allowed, %d handed in: %d left", (allowed, used, left) => expect(attemptsLeft(allowed, used)).toBe(left));
});

describe("the entrance test of a course (SPEC §4 admission test cases)", () => {
  it.each([
    ["none", 3, null, ENTRANCE_STATUS.none],
    ["required", null, null, ENTRANCE_STATUS.none],
    ["recommended", 3, null, ENTRANCE_STATUS.notTaken],
    ["required", 3, null, ENTRANCE_STATUS.mustTake],
    ["required", 3, 3, ENTRANCE_STATUS.passed],
    ["recommended", 3, 5, ENTRANCE_STATUS.passed],
    ["required", 3, 2, ENTRANCE_STATUS.tooDifficult],
    ["recommended", 4, 1, ENTRANCE_STATUS.tooDifficult],
  ] as const)("%s test, course level %s, child level %s: status %d", (entranceTest, courseLevelOrder, childLevelOrder, status) => {
    expect(entranceStatus({ entranceTest, courseLevelOrder, childLevelOrder })).toBe(status);
  });

  it("stops signing up only where the test is required", () => {
    const short = { courseLevelOrder: 3, childLevelOrder: 1 };
    expect(entranceVerdict({ entranceTest: "recommended", ...short }, 0)).toEqual({ kind: "proceed" });
    expect(entranceVerdict({ entranceTest: "required", ...short }, 2)).toEqual({ kind: "takeTest", leftChance: 2 });
    expect(entranceVerdict({ entranceTest: "required", ...short }, 0)).toEqual({ kind: "levelShort" });
    expect(entranceVerdict({ entranceTest: "required", courseLevelOrder: 3, childLevelOrder: null }, 3)).toEqual({ kind: "takeTest", leftChance: 3 });
    expect(entranceVerdict({ entranceTest: "required", courseLevelOrder: 3, childLevelOrder: 4 }, 0)).toEqual({ kind: "proceed" });
  });
});
