import { describe, expect, it } from "vitest";
import {
  amountDueNow,
  instalmentsOffered,
  planStages,
  STAGE_STATUS,
  type PlannedStage,
  type StageStatus,
} from "./stages.js";
import { seededRandom } from "../../tests/helpers/seeded-random.js";

const DAY = 86_400_000;
const FIRST_LESSON = Date.UTC(2025, 2, 3, 10);
const {
  courseBegins,
  expired,
  paid,
  registrationOpens,
  midCourseSignUp,
  paidBeforeTransfer,
  toBePaidAfterTransfer,
  notSelected,
} = STAGE_STATUS;

/** `count` weekly lessons, the first at FIRST_LESSON. */
function weeklyLessons(count: number): Date[] {
  return Array.from({ length: count }, (_, index) => new Date(lessonStart(index)));
}

function lessonStart(index: number): number {
  return FIRST_LESSON + index * 7 * DAY;
}

/** The stages without their due dates, as [firstLesson, lessonCount, amount, status] rows. */
function rows(stages: readonly PlannedStage[]): [number, number, number, StageStatus][] {
  return stages.map((stage, index) => {
    expect(stage.stageNo).toBe(index + 1);
    return [stage.firstLesson, stage.lessonCount, stage.amount, stage.status];
  });
}

function stage(status: StageStatus, amount: number): PlannedStage {
  return { stageNo: 1, firstLesson: 0, lessonCount: 1, amount, dueAt: new Date(FIRST_LESSON), status };
}

describe("planStages", () => {
  it.each([
    {
      label: "1000 over 3 one-lesson stages: 334/333/333",
      price: 1000,
      lessons: 3,
      lessonsPerStage: 1,
      now: FIRST_LESSON - DAY,
      stages: [
        [0, 1, 334, courseBegins],
        [1, 1, 333, registrationOpens],
        [2, 1, 333, registrationOpens],
      ],
    },
    {
      label: "the last stage is shorter; spare units go to the earliest lessons",
      price: 100003,
      lessons: 10,
      lessonsPerStage: 4,
      now: FIRST_LESSON - DAY,
      stages: [
        [0, 4, 40003, courseBegins],
        [4, 4, 40000, registrationOpens],
        [8, 2, 20000, registrationOpens],
      ],
    },
    {
      label: "the first lesson starts exactly now: mid-course",
      price: 90000,
      lessons: 9,
      lessonsPerStage: 3,
      now: lessonStart(0),
      stages: [
        [0, 3, 20000, midCourseSignUp],
        [3, 3, 30000, registrationOpens],
        [6, 3, 30000, registrationOpens],
      ],
    },
    {
      label: "stage 1 over, stage 2 not begun",
      price: 90000,
      lessons: 9,
      lessonsPerStage: 3,
      now: lessonStart(3) - 1,
      stages: [
        [0, 3, 0, expired],
        [3, 3, 30000, courseBegins],
        [6, 3, 30000, registrationOpens],
      ],
    },
    {
      label: "stage 2's first lesson starts exactly now",
      price: 90000,
      lessons: 9,
      lessonsPerStage: 3,
      now: lessonStart(3),
      stages: [
        [0, 3, 0, expired],
        [3, 3, 20000, midCourseSignUp],
        [6, 3, 30000, registrationOpens],
      ],
    },
    {
      label: "between lessons of stage 2, uneven price: only its remaining lessons are charged",
      price: 1000,
      lessons: 9,
      lessonsPerStage: 3,
      now: lessonStart(4) + DAY,
      // Per lesson: 112, then 111 × 8.
      stages: [
        [0, 3, 0, expired],
        [3, 3, 111, midCourseSignUp],
        [6, 3, 333, registrationOpens],
      ],
    },
    {
      label: "last lesson of the class not started",
      price: 90000,
      lessons: 9,
      lessonsPerStage: 3,
      now: lessonStart(8) - 1,
      stages: [
        [0, 3, 0, expired],
        [3, 3, 0, expired],
        [6, 3, 10000, midCourseSignUp],
      ],
    },
    {
      label: "the last lesson starts exactly now: all expired",
      price: 90000,
      lessons: 9,
      lessonsPerStage: 3,
      now: lessonStart(8),
      stages: [
        [0, 3, 0, expired],
        [3, 3, 0, expired],
        [6, 3, 0, expired],
      ],
    },
    {
      label: "lessonsPerStage equal to the lesson count: a single stage",
      price: 1000,
      lessons: 3,
      lessonsPerStage: 3,
      now: FIRST_LESSON - DAY,
      stages: [[0, 3, 1000, courseBegins]],
    },
    {
      label: "lessonsPerStage above the lesson count: a single stage",
      price: 1000,
      lessons: 3,
      lessonsPerStage: 5,
      now: lessonStart(1),
      stages: [[0, 3, 333, midCourseSignUp]],
    },
    {
      label: "a free class",
      price: 0,
      lessons: 4,
      lessonsPerStage: 2,
      now: FIRST_LESSON - DAY,
      stages: [
        [0, 2, 0, courseBegins],
        [2, 2, 0, registrationOpens],
      ],
    },
    {
      label: "a SKU without lessons is one stage of the whole price",
      price: 4999,
      lessons: 0,
      lessonsPerStage: 4,
      now: FIRST_LESSON,
      stages: [[0, 0, 4999, courseBegins]],
    },
  ])("$label", ({ price, lessons, lessonsPerStage, now, stages }) => {
    const planned = planStages({
      price,
      lessonStarts: weeklyLessons(lessons),
      lessonsPerStage,
      dueDaysBefore: 3,
      now: new Date(now),
    });
    expect(rows(planned)).toEqual(stages);
  });

  it.each([
    {
      label: "later stages are due dueDaysBefore days before their first lesson",
      dueDaysBefore: 3,
      now: FIRST_LESSON - 10 * DAY,
      dueAt: [FIRST_LESSON - 10 * DAY, lessonStart(2) - 3 * DAY, lessonStart(4) - 3 * DAY],
    },
    {
      label: "the checkout stage is due now even when its first lesson is far off",
      dueDaysBefore: 0,
      now: FIRST_LESSON - 60 * DAY,
      dueAt: [FIRST_LESSON - 60 * DAY, lessonStart(2), lessonStart(4)],
    },
    {
      label: "a due date before now is clamped to now",
      dueDaysBefore: 20,
      now: FIRST_LESSON - DAY,
      dueAt: [FIRST_LESSON - DAY, FIRST_LESSON - DAY, lessonStart(4) - 20 * DAY],
    },
    {
      label: "a due date exactly now",
      dueDaysBefore: 15,
      now: lessonStart(2) - 15 * DAY,
      dueAt: [lessonStart(2) - 15 * DAY, lessonStart(2) - 15 * DAY, lessonStart(4) - 15 * DAY],
    },
    {
      label: "an expired stage and a mid-course checkout stage are due now",
      dueDaysBefore: 3,
      now: lessonStart(2),
      dueAt: [lessonStart(2), lessonStart(2), lessonStart(4) - 3 * DAY],
    },
  ])("dueAt: $label", ({ dueDaysBefore, now, dueAt }) => {
    const planned = planStages({
      price: 6000,
      lessonStarts: weeklyLessons(6),
      lessonsPerStage: 2,
      dueDaysBefore,
      now: new Date(now),
    });
    expect(planned.map((s) => s.dueAt.getTime())).toEqual(dueAt);
  });

  it("a SKU without lessons is due now", () => {
    const now = new Date(FIRST_LESSON);
    const [only] = planStages({ price: 100, lessonStarts: [], lessonsPerStage: 1, dueDaysBefore: 3, now });
    expect(only?.dueAt.getTime()).toBe(now.getTime());
    expect(only?.dueAt).not.toBe(now);
  });

  it("accepts lessons that start at the same time", () => {
    const sameTime = [new Date(FIRST_LESSON), new Date(FIRST_LESSON), new Date(lessonStart(1))];
    const planned = planStages({
      price: 300,
      lessonStarts: sameTime,
      lessonsPerStage: 1,
      dueDaysBefore: 0,
      now: new Date(FIRST_LESSON),
    });
    expect(rows(planned)).toEqual([
      [0, 1, 0, expired],
      [1, 1, 0, expired],
      [2, 1, 100, courseBegins],
    ]);
  });

  const valid = {
    price: 1000,
    lessonStarts: weeklyLessons(3),
    lessonsPerStage: 1,
    dueDaysBefore: 3,
    now: new Date(FIRST_LESSON),
  };
  it.each([
    { label: "lessonsPerStage 0", input: { ...valid, lessonsPerStage: 0 } },
    { label: "negative lessonsPerStage", input: { ...valid, lessonsPerStage: -1 } },
    { label: "fractional lessonsPerStage", input: { ...valid, lessonsPerStage: 1.5 } },
    { label: "NaN lessonsPerStage", input: { ...valid, lessonsPerStage: Number.NaN } },
    { label: "lessonsPerStage 0 without lessons", input: { ...valid, lessonStarts: [], lessonsPerStage: 0 } },
    { label: "negative price", input: { ...valid, price: -1 } },
    { label: "fractional price", input: { ...valid, price: 10.5 } },
    { label: "negative price without lessons", input: { ...valid, lessonStarts: [], price: -1 } },
    { label: "negative dueDaysBefore", input: { ...valid, dueDaysBefore: -1 } },
    { label: "fractional dueDaysBefore", input: { ...valid, dueDaysBefore: 0.5 } },
    {
      label: "an invalid lesson date",
      input: { ...valid, lessonStarts: [new Date(FIRST_LESSON), new Date(Number.NaN)] },
    },
    { label: "an invalid now", input: { ...valid, now: new Date(Number.NaN) } },
    {
      label: "lessons out of order",
      input: { ...valid, lessonStarts: [new Date(lessonStart(1)), new Date(lessonStart(0))] },
    },
  ])("throws RangeError for $label", ({ input }) => {
    expect(() => planStages(input)).toThrow(RangeError);
  });

  it("keeps its invariants for many random classes", () => {
    const random = seededRandom(42);
    for (let run = 0; run < 1000; run += 1) {
      const price = random(500_000);
      const lessonCount = random(20);
      const lessonStarts = weeklyLessons(lessonCount);
      const lessonsPerStage = 1 + random(6);
      const dueDaysBefore = random(10);
      const plan = (now: number) =>
        planStages({ price, lessonStarts, lessonsPerStage, dueDaysBefore, now: new Date(now) });
      const before = plan(FIRST_LESSON - 1);
      const later = plan(FIRST_LESSON + random(22 * 7) * DAY);
      const sum = (stages: readonly PlannedStage[]) => stages.reduce((total, s) => total + s.amount, 0);

      expect(sum(before)).toBe(price);
      expect(sum(later)).toBeLessThanOrEqual(price);
      // The stages tile the lessons in order, none longer than lessonsPerStage.
      expect(later.map((s) => s.firstLesson)).toEqual(later.map((_, index) => index * lessonsPerStage));
      expect(later.reduce((total, s) => total + s.lessonCount, 0)).toBe(lessonCount);
      expect(later.every((s) => s.lessonCount <= lessonsPerStage)).toBe(true);
      // Expired stages, then at most one checkout stage, then stages whose registration opens.
      expect(later.map((s) => s.status).join(",")).toMatch(/^(2,)*(2|[15](,4)*)$/);
      expect(later.filter((s) => s.status === expired).every((s) => s.amount === 0)).toBe(true);
      const oneTime = amountDueNow(later, 0);
      const instalments = amountDueNow(later, 1);
      expect(oneTime.now).toBe(sum(later));
      expect(instalments.now + instalments.later).toBe(oneTime.now);
    }
  });
});

describe("amountDueNow", () => {
  const nineLessons = { price: 90000, lessonStarts: weeklyLessons(9), lessonsPerStage: 3, dueDaysBefore: 3 };

  it.each([
    {
      label: "before the course, one-time",
      now: FIRST_LESSON - DAY,
      method: 0,
      due: { now: 90000, later: 0, remainNoPayCount: 0 },
    },
    {
      label: "before the course, instalments",
      now: FIRST_LESSON - DAY,
      method: 1,
      due: { now: 30000, later: 60000, remainNoPayCount: 2 },
    },
    {
      label: "mid stage 2, one-time",
      now: lessonStart(4),
      method: 0,
      due: { now: 40000, later: 0, remainNoPayCount: 0 },
    },
    {
      label: "mid stage 2, instalments",
      now: lessonStart(4),
      method: 1,
      due: { now: 10000, later: 30000, remainNoPayCount: 1 },
    },
    {
      label: "last stage only, instalments",
      now: lessonStart(6) - 1,
      method: 1,
      due: { now: 30000, later: 0, remainNoPayCount: 0 },
    },
    { label: "all started, one-time", now: lessonStart(8), method: 0, due: { now: 0, later: 0, remainNoPayCount: 0 } },
    {
      label: "all started, instalments",
      now: lessonStart(8),
      method: 1,
      due: { now: 0, later: 0, remainNoPayCount: 0 },
    },
  ] as const)("$label", ({ now, method, due }) => {
    expect(amountDueNow(planStages({ ...nineLessons, now: new Date(now) }), method)).toEqual(due);
  });

  it.each([
    { method: 0, due: { now: 500, later: 0, remainNoPayCount: 0 } },
    { method: 1, due: { now: 200, later: 300, remainNoPayCount: 1 } },
  ] as const)("charges only stages still to be paid (method $method)", ({ method, due }) => {
    const stages = [
      stage(paid, 100),
      stage(paidBeforeTransfer, 1000),
      stage(toBePaidAfterTransfer, 200),
      stage(notSelected, 400),
      stage(registrationOpens, 300),
      stage(expired, 0),
    ];
    expect(amountDueNow(stages, method)).toEqual(due);
  });

  it("nothing is due for no stages", () => {
    expect(amountDueNow([], 1)).toEqual({ now: 0, later: 0, remainNoPayCount: 0 });
  });
});

describe("instalmentsOffered", () => {
  it.each([
    { label: "no stages", statuses: [], offered: false },
    { label: "a single stage", statuses: [courseBegins], offered: false },
    { label: "two payable stages", statuses: [courseBegins, registrationOpens], offered: true },
    { label: "mid-course with one more", statuses: [expired, midCourseSignUp, registrationOpens], offered: true },
    { label: "only the last stage left", statuses: [expired, expired, midCourseSignUp], offered: false },
    { label: "all expired", statuses: [expired, expired], offered: false },
    { label: "a paid stage does not count", statuses: [paid, registrationOpens], offered: false },
    { label: "a not-selected stage does not count", statuses: [notSelected, registrationOpens], offered: false },
    { label: "to be paid after transfer counts", statuses: [toBePaidAfterTransfer, registrationOpens], offered: true },
  ])("$label: $offered", ({ statuses, offered }) => {
    expect(instalmentsOffered(statuses.map((status) => stage(status, 100)))).toBe(offered);
  });

  it.each([
    { lessonsPerStage: 2, offered: true },
    { lessonsPerStage: 3, offered: false },
    { lessonsPerStage: 4, offered: false },
  ])("3 lessons in stages of $lessonsPerStage: $offered", ({ lessonsPerStage, offered }) => {
    const stages = planStages({
      price: 999,
      lessonStarts: weeklyLessons(3),
      lessonsPerStage,
      dueDaysBefore: 0,
      now: new Date(FIRST_LESSON - DAY),
    });
    expect(instalmentsOffered(stages)).toBe(offered);
  });
});
