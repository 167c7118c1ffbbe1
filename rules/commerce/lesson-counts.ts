import { STAGE_STATUS } from "./stages.js";

/** An instalment stage as an order keeps it: which of the class's lessons it covers, and its status (SPEC §4). */
export interface StoredStage {
  /** 0-based index into the class's lessons in time order. */
  firstLesson: number;
  lessonCount: number;
  status: number;
}

export interface PaidLessonsInput {
  /** Start of each of the class's lessons, in time order. */
  lessonStarts: readonly Date[];
  /** When the order was made: lessons started by then were never charged (stage status 5, decision 0016). */
  orderedAt: Date;
  /** The order was paid (at checkout, for instalments the first stage). */
  paid: boolean;
  /** The line's instalment stages, or null when it was paid at once. */
  stages: readonly StoredStage[] | null;
}

/** A stage whose lessons are paid for: paid, or paid before a transfer. */
const PAID_STAGE_STATUSES: ReadonlySet<number> = new Set([STAGE_STATUS.paid, STAGE_STATUS.paidBeforeTransfer]);

/**
 * How many lessons of one class line an order paid for (SPEC §3 Order, paid lesson count): none before it is paid;
 * then every lesson not yet started when it was ordered, of the whole class for one payment, of the paid stages
 * only for instalments. A line without lessons (goods, recorded courses, packages) has none.
 */
export function paidLessonCount({ lessonStarts, orderedAt, paid, stages }: PaidLessonsInput): number {
  if (!paid) return 0;
  const paidStages = stages?.filter((stage) => PAID_STAGE_STATUSES.has(stage.status));
  const inPaidStage = (index: number) => !paidStages || paidStages.some((stage) => index >= stage.firstLesson && index < stage.firstLesson + stage.lessonCount);
  return lessonStarts.filter((start, index) => start.getTime() > orderedAt.getTime() && inPaidStage(index)).length;
}

/**
 * The refunded lessons of one line of an order. A refund is recorded for the whole order, not per line, so they
 * belong to a line only when it is the order's one line with paid lessons: a line with none has had none
 * refunded, and with two or more such lines the share of each is unknown (null).
 */
export function lineRefundedLessons({ orderRefunded, linePaid, linesWithPaidLessons }: { orderRefunded: number; linePaid: number; linesWithPaidLessons: number }): number | null {
  if (orderRefunded === 0 || linePaid === 0) return 0;
  return linesWithPaidLessons === 1 ? orderRefunded : null;
}
