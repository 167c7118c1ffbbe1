import { requireNonNegativeInteger, splitProportionally, sumMinorUnits } from "./order-totals.js";

/** Instalment stage statuses (SPEC §4). */
export const STAGE_STATUS = {
  courseBegins: 1,
  expired: 2,
  paid: 3,
  registrationOpens: 4,
  midCourseSignUp: 5,
  paidBeforeTransfer: 6,
  toBePaidAfterTransfer: 7,
  notSelected: 10,
} as const;
export type StageStatus = (typeof STAGE_STATUS)[keyof typeof STAGE_STATUS];

/**
 * The stage statuses a family still owes once an instalment order is paid: 4 registration opens and 7 to be paid
 * after transfer, paid later by hand or by auto-pay. The stage paid at checkout (1 or 5) is paid with the order; 2,
 * 3, 6 and 10 owe nothing.
 */
export const STAGES_PAID_LATER = [STAGE_STATUS.registrationOpens, STAGE_STATUS.toBePaidAfterTransfer] as const;

/** One instalment of a class: a run of consecutive lessons and what it costs. */
export interface PlannedStage {
  /** 1-based */
  stageNo: number;
  /** 0-based index into lessons */
  firstLesson: number;
  lessonCount: number;
  /** What the stage costs (minor units) before coupons; 0 for an expired stage. */
  amount: number;
  /**
   * When it must be paid: now for the stage paid at checkout, else `dueDaysBefore` days before its first lesson
   * starts (never before now).
   */
  dueAt: Date;
  status: StageStatus;
}

export interface StagePlanInput {
  /** The whole class, minor units. */
  price: number;
  /** Start of each lesson, in chronological order. */
  lessonStarts: readonly Date[];
  lessonsPerStage: number;
  /** Whole days of 24 hours. */
  dueDaysBefore: number;
  now: Date;
}

/** A stage with one of these statuses is still to be paid; the others are expired, paid or not selected. */
const PAYABLE_STATUSES: ReadonlySet<StageStatus> = new Set([
  STAGE_STATUS.courseBegins,
  STAGE_STATUS.registrationOpens,
  STAGE_STATUS.midCourseSignUp,
  STAGE_STATUS.toBePaidAfterTransfer,
]);

const DAY_MS = 86_400_000;

/**
 * Cuts a class into stages of `lessonsPerStage` consecutive lessons (the last may be shorter) and prices them.
 * The price is split over the lessons once (largest remainder, earlier lessons take the spare units), and a
 * stage costs the sum of its lessons, so all stages together cost exactly `price`. A lesson has started when
 * its start is at or before `now`, and started lessons are not charged: a stage whose lessons have all started
 * is expired (2, amount 0); the first stage not expired is paid at checkout, status 1 when none of its lessons
 * has started and 5 (mid-course sign-up) when some have; later stages are 4 (registration opens).
 * A SKU without lessons (goods, recorded courses) is one stage of the whole price, status 1, due now.
 * Throws RangeError for a negative or non-integer price or `dueDaysBefore`, `lessonsPerStage` below 1, an
 * invalid date, or lesson starts out of order.
 */
export function planStages({
  price,
  lessonStarts,
  lessonsPerStage,
  dueDaysBefore,
  now,
}: StagePlanInput): PlannedStage[] {
  requireNonNegativeInteger(price, "price");
  requireNonNegativeInteger(dueDaysBefore, "dueDaysBefore");
  if (!Number.isSafeInteger(lessonsPerStage) || lessonsPerStage < 1) {
    throw new RangeError(`lessonsPerStage must be an integer of at least 1, got ${lessonsPerStage}`);
  }
  const nowMs = timeOf(now, "now");
  const starts = chronologicalTimes(lessonStarts);
  if (starts.length === 0) {
    return [
      {
        stageNo: 1,
        firstLesson: 0,
        lessonCount: 0,
        amount: price,
        dueAt: new Date(nowMs),
        status: STAGE_STATUS.courseBegins,
      },
    ];
  }
  const lessonAmounts = splitProportionally(price, starts.map(() => 1));
  // Starts are in order, so the started lessons are the first `startedCount` and the checkout stage holds the next.
  const startedCount = starts.filter((start) => start <= nowMs).length;
  const checkoutStage = Math.floor(startedCount / lessonsPerStage);
  return stageRanges(starts.length, lessonsPerStage).map(({ firstLesson, lessonCount }, index) => {
    const firstUnstarted = Math.max(firstLesson, startedCount);
    const dueMs = index > checkoutStage ? Math.max(nowMs, starts[firstLesson]! - dueDaysBefore * DAY_MS) : nowMs;
    return {
      stageNo: index + 1,
      firstLesson,
      lessonCount,
      amount: sumMinorUnits(lessonAmounts.slice(firstUnstarted, firstLesson + lessonCount)),
      dueAt: new Date(dueMs),
      status: stageStatus(index, checkoutStage, firstUnstarted > firstLesson),
    };
  });
}

/**
 * The amount charged now and the total still to pay later. Only payable stages count (statuses 1, 4, 5, 7):
 * one-time payment (paymentMethod 0) charges all of them now, instalments (1) only the first payable stage.
 * `remainNoPayCount` is the number of payable stages left for later.
 */
export function amountDueNow(
  stages: readonly PlannedStage[],
  paymentMethod: 0 | 1,
): { now: number; later: number; remainNoPayCount: number } {
  const payableAmounts = stages.filter(isPayable).map((stage) => stage.amount);
  if (paymentMethod === 0) return { now: sumMinorUnits(payableAmounts), later: 0, remainNoPayCount: 0 };
  const [first = 0, ...rest] = payableAmounts;
  return { now: first, later: sumMinorUnits(rest), remainNoPayCount: rest.length };
}

/** Whether a class can be paid in instalments: at least two stages are payable (statuses 1, 4, 5, 7). */
export function instalmentsOffered(stages: readonly PlannedStage[]): boolean {
  return stages.filter(isPayable).length >= 2;
}

function isPayable(stage: PlannedStage): boolean {
  return PAYABLE_STATUSES.has(stage.status);
}

function stageStatus(index: number, checkoutStage: number, someLessonsStarted: boolean): StageStatus {
  if (index < checkoutStage) return STAGE_STATUS.expired;
  if (index > checkoutStage) return STAGE_STATUS.registrationOpens;
  return someLessonsStarted ? STAGE_STATUS.midCourseSignUp : STAGE_STATUS.courseBegins;
}

function stageRanges(lessonTotal: number, lessonsPerStage: number): { firstLesson: number; lessonCount: number }[] {
  return Array.from({ length: Math.ceil(lessonTotal / lessonsPerStage) }, (_, index) => {
    const firstLesson = index * lessonsPerStage;
    return { firstLesson, lessonCount: Math.min(lessonsPerStage, lessonTotal - firstLesson) };
  });
}

function chronologicalTimes(dates: readonly Date[]): number[] {
  const times = dates.map((date, index) => timeOf(date, `lessonStarts[${index}]`));
  times.forEach((time, index) => {
    if (index > 0 && time < times[index - 1]!) {
      throw new RangeError(`lessonStarts[${index}] is before the lesson preceding it`);
    }
  });
  return times;
}

function timeOf(date: Date, name: string): number {
  const time = date.getTime();
  if (!Number.isFinite(time)) throw new RangeError(`${name} is not a valid date`);
  return time;
}
