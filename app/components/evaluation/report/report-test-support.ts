import type { EvaluationReport } from "../../../../schemas/api/calls/evaluations.js";
import type { ResponseOf } from "../../../../schemas/api/contract.js";

/** Test support only: the evaluation reports of the us fixtures' family, changed where a test says so. */

export const REPORT_ID = "3f1d2c4b-5a69-4b7c-8d9e-0a1b2c3d4e5f";
export const SESSION_ID = "9a8b7c6d-5e4f-4a3b-9c2d-1e0f9a8b7c6d";

/**
 * Olivia's Grade 4 math test, handed in on Wednesday 2 December 2026 at 21:00 in Los Angeles (already the 3rd in
 * UTC): Advanced, the third of math's five levels, with 18 of 25 points.
 */
export function evaluationReport(overrides: Partial<EvaluationReport> = {}): EvaluationReport {
  return {
    reportId: REPORT_ID,
    student: { uid: "s-2", firstName: "Olivia", lastName: "Miller", nickName: "Liv" },
    source: "test",
    subjectId: 1,
    subjectName: "Math",
    gradeId: 105,
    gradeName: "Grade 4",
    takenAt: "2026-12-03T05:00:00.000Z",
    level: {
      levelDegreeId: 3,
      levelDegreeName: "Advanced",
      levelDegreeOrder: 3,
      levelDegreeDesc: "Goes beyond the syllabus with multi-step and non-routine problems.",
    },
    score: 18,
    maxScore: 25,
    topics: [
      { name: "Fractions", score: 6, maxScore: 8 },
      { name: "Geometry", score: 9, maxScore: 9 },
      { name: "Word problems", score: 3, maxScore: 8 },
    ],
    ...overrides,
  };
}

/** The same child's level from the evaluation code she redeemed: a level, no score. */
export function codeReport(overrides: Partial<EvaluationReport> = {}): EvaluationReport {
  return evaluationReport({
    reportId: "7c6b5a49-3827-4165-9a4b-3c2d1e0f9a8b",
    source: "code",
    takenAt: "2026-11-20T18:00:00.000Z",
    level: { levelDegreeId: 2, levelDegreeName: "Core", levelDegreeOrder: 2, levelDegreeDesc: "Covers the full school syllabus with regular practice and review." },
    score: 0,
    maxScore: 0,
    topics: [],
    ...overrides,
  });
}

/** The site's level degrees as queryLevelDegree answers them: math (subject 1) has five, coding (subject 4) three. */
export function levelDegrees(): ResponseOf<"queryLevelDegree"> {
  const level = (id: number, subjectId: number, order: number) => ({ id, subjectId, levelDegreeName: `Level ${id}`, levelDegreeOrder: order, levelDegreeDesc: "" });
  return { list: [level(1, 1, 1), level(2, 1, 2), level(3, 1, 3), level(4, 1, 4), level(5, 1, 5), level(11, 4, 1), level(12, 4, 2), level(13, 4, 3)] };
}
