import type { EvaluationReport } from "../../../../schemas/api/calls/evaluations.js";

/** Where a report and what follows from it live (SPEC §2 /report/contentPage and Tests). */

/** The report's own page. */
export const reportPath = (reportId: string): string => `/report/contentPage?${new URLSearchParams({ reportId })}`;

/** The classes a report recommends, for its child. */
export const recommendedPath = (report: Pick<EvaluationReport, "reportId" | "student">): string =>
  `/test/recommended-courses?${new URLSearchParams({ reportId: report.reportId, uid: report.student.uid })}`;

/** Every report of the family. */
export const TEST_RESULTS_PATH = "/test/test-results";

/** Where a child starts the level test. */
export const LEVEL_TEST_PATH = "/evaluation";
