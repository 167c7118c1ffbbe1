import { describe, expect, it } from "vitest";
import { lineRefundedLessons, paidLessonCount, type StoredStage } from "./lesson-counts.js";
import { STAGE_STATUS } from "./stages.js";

const DAY = 86_400_000;
const FIRST = Date.UTC(2026, 2, 2, 10);
/** Twelve weekly lessons from 2 March 2026. */
const lessonStarts = Array.from({ length: 12 }, (_, index) => new Date(FIRST + index * 7 * DAY));
const before = new Date(FIRST - DAY);
/** After the third lesson started, before the fourth. */
const midCourse = new Date(FIRST + 2 * 7 * DAY + DAY);

const stages = (...statuses: number[]): StoredStage[] => statuses.map((status, index) => ({ firstLesson: index * 4, lessonCount: 4, status }));

describe("paidLessonCount", () => {
  it("counts every lesson of a class paid at once, and none before the order is paid", () => {
    expect(paidLessonCount({ lessonStarts, orderedAt: before, paid: true, stages: null })).toBe(12);
    expect(paidLessonCount({ lessonStarts, orderedAt: before, paid: false, stages: null })).toBe(0);
  });

  it("leaves out the lessons that had started when it was ordered, as they were not charged", () => {
    expect(paidLessonCount({ lessonStarts, orderedAt: midCourse, paid: true, stages: null })).toBe(9);
    // A lesson starting at the very moment of the order has started (as planStages counts it).
    expect(paidLessonCount({ lessonStarts, orderedAt: new Date(FIRST), paid: true, stages: null })).toBe(11);
  });

  it("counts only the paid stages of instalments (paid, or paid before a transfer)", () => {
    const { paid, registrationOpens, paidBeforeTransfer, toBePaidAfterTransfer } = STAGE_STATUS;
    expect(paidLessonCount({ lessonStarts, orderedAt: before, paid: true, stages: stages(paid, registrationOpens, registrationOpens) })).toBe(4);
    expect(paidLessonCount({ lessonStarts, orderedAt: before, paid: true, stages: stages(paid, paid, registrationOpens) })).toBe(8);
    expect(paidLessonCount({ lessonStarts, orderedAt: before, paid: true, stages: stages(paidBeforeTransfer, toBePaidAfterTransfer, registrationOpens) })).toBe(4);
    // A mid-course sign-up paid its first stage's lessons still to come: the fourth only.
    expect(paidLessonCount({ lessonStarts, orderedAt: midCourse, paid: true, stages: stages(paid, registrationOpens, registrationOpens) })).toBe(1);
  });

  it("counts nothing for a line without lessons", () => {
    expect(paidLessonCount({ lessonStarts: [], orderedAt: before, paid: true, stages: null })).toBe(0);
  });
});

describe("lineRefundedLessons", () => {
  it("gives the order's refunded lessons to its one line with paid lessons", () => {
    expect(lineRefundedLessons({ orderRefunded: 5, linePaid: 12, linesWithPaidLessons: 1 })).toBe(5);
  });

  it("gives none to a line without paid lessons, and none anywhere when nothing was refunded", () => {
    expect(lineRefundedLessons({ orderRefunded: 5, linePaid: 0, linesWithPaidLessons: 1 })).toBe(0);
    expect(lineRefundedLessons({ orderRefunded: 0, linePaid: 12, linesWithPaidLessons: 2 })).toBe(0);
  });

  it("cannot tell a line's share when two lines have paid lessons", () => {
    expect(lineRefundedLessons({ orderRefunded: 5, linePaid: 12, linesWithPaidLessons: 2 })).toBeNull();
  });
});
