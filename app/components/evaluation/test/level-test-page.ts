import type { LevelTestView } from "../../../../schemas/api/calls/evaluations.js";

/**
 * What /evaluation/instruction/{examId} shows: the test its utoken opens (with the utoken, to start it), or that the
 * link no longer opens one (missing, expired, another family's, or another test's than the path names).
 */
export type LevelTestPage = { kind: "test"; utoken: string; test: LevelTestView } | { kind: "expired" };

export type LevelTestAttempt = NonNullable<LevelTestView["attempt"]>;

export const EXPIRED_LINK: LevelTestPage = { kind: "expired" };

/** Where the evaluation is started again, for a new link. */
export const EVALUATION_PATH = "/evaluation";

/** Where a free assessment with a teacher is booked. */
export const BOOKING_PATH = "/appointmentDiagnosis";

/** The report of a test handed in (SPEC §2 /report/contentPage). */
export const reportPath = (reportId: string) => `/report/contentPage?reportId=${encodeURIComponent(reportId)}`;
