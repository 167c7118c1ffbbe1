import type { LocalizedText } from "./site.js";

/** Values the placement tables keep (SPEC §2 Tests, §4 admission test cases; decision 0035). */

/** A choice said the same in every language (a number, a shape) or in each of them. */
export type LevelTestChoice = string | LocalizedText;

export interface LevelTestQuestion {
  topic: LocalizedText;
  prompt: LocalizedText;
  choices: LevelTestChoice[];
  /** The index of the right choice; never leaves the server before the test is handed in. */
  answer: number;
  points: number;
}

/** From the lowest level up: the level degree a child reaching minPercent of the points is placed at. */
export interface LevelTestLevel {
  minPercent: number;
  levelDegreeId: number;
}

/**
 * Whether a course asks for the entrance test of its subject before enrolling: not at all, as advice (a child
 * who has not taken it may still enrol), or as a condition (SPEC §4 admission test cases: "must take").
 */
export const ENTRANCE_TESTS = ["none", "recommended", "required"] as const;
export type EntranceTest = (typeof ENTRANCE_TESTS)[number];

/** Where a child's level comes from: a level test handed in, or a redeemed evaluation code. */
export const EVALUATION_SOURCES = ["test", "code"] as const;
export type EvaluationSource = (typeof EVALUATION_SOURCES)[number];
