import type { REFUND_LINE_REASONS } from "../../schemas/api/calls/refunds.js";
import type { SkuKind } from "../../schemas/catalogue.js";
import { ORDER_STATUS } from "../../schemas/commerce.js";
import type { Language } from "../../schemas/site.js";
import { requireNonNegativeInteger, splitProportionally, sumMinorUnits } from "./order-totals.js";
import { STAGE_STATUS } from "./stages.js";

/** SPEC §9: no refund beyond 30 days of payment (days of 24 hours, counted from the moment the order was paid). */
export const REFUND_WINDOW_DAYS = 30;
const DAY_MS = 86_400_000;

/**
 * How a site gives back a class (decision 0024): Hong Kong in full until the second paid lesson has started, then
 * for the lessons not started (SPEC §9); every other site in full until the first paid lesson has started, then
 * for the lessons not started (the spec is silent).
 */
export type RefundPolicy = "hk" | "standard";
export const refundPolicyFor = (locale: string): RefundPolicy => (locale === "hk" ? "hk" : "standard");

/** The order as a refund reads it: its stored figures (minor units) and times. */
export interface RefundOrder {
  status: number;
  /** Lessons started by then were never charged (stage status 5, decision 0016). */
  createdAt: Date;
  paidAt: Date | null;
  subtotal: number;
  couponSaving: number;
  groupDiscount: number;
  feeTotal: number;
  tax: number;
  /** GST inside the prices (sg) or added on top (uk). */
  taxIncluded: boolean;
  /** It paid instalment stages of another order by hand (decision 0026): that order's refund gives them back. */
  paysStagesOfAnotherOrder: boolean;
  /** It bought a subscription or paid one's bill (decision 0031): cancelling goes through the learning centre. */
  paysSubscription: boolean;
}

/** One line of the order. */
export interface RefundLineInput {
  lineNo: number;
  kind: SkuKind;
  quantity: number;
  unitPrice: number;
  couponSaving: number;
  groupDiscount: number;
  /** Start of each of its class's lessons, in time order; empty for a line without lessons. */
  lessonStarts: readonly Date[];
  /** A recorded course: how many days from payment it can be watched; null when permanently valid or not recorded. */
  validDays: number | null;
}

/** An instalment stage of the order's class line (only instalment orders have them). */
export interface RefundStageInput {
  lineNo: number;
  /** 0-based index into the class's lessons. */
  firstLesson: number;
  lessonCount: number;
  /** What the stage cost before its coupon share. */
  amount: number;
  couponDiscount: number;
  status: number;
}

export interface RefundInput {
  policy: RefundPolicy;
  order: RefundOrder;
  lines: readonly RefundLineInput[];
  stages: readonly RefundStageInput[];
  /** What the order's succeeded payments captured and have not given back: the most a refund can be. */
  refundable: number;
  /** A parcel of the order has left: its goods and delivery fee stay paid. */
  shipped: boolean;
  /** A refund of the order is waiting for a decision or being paid out. */
  openRefund: boolean;
  now: Date;
}

/** Why a line gives back what it does. */
export type RefundLineReason = (typeof REFUND_LINE_REASONS)[number];

export interface RefundLineQuote {
  lineNo: number;
  /** What was paid for the line, before tax added on top. */
  paid: number;
  refund: number;
  /** Paid lessons, how many of them have started and how many come back; null for a line without lessons. */
  lessons: { paid: number; started: number; refunded: number } | null;
  why: RefundLineReason;
}

export interface RefundQuote {
  /** What comes back: the lines, fees and tax, never more than `refundable`. */
  amount: number;
  /** Lessons given back, over every line. */
  lessonCount: number;
  lines: RefundLineQuote[];
  /** The delivery fee: back only while nothing has shipped. */
  fees: { paid: number; refund: number };
  /** Tax added on top (uk) comes back in proportion; tax included in the prices (sg) is inside the lines already. */
  tax: { refund: number; included: boolean };
  refundable: number;
  /** The lines, fees and tax came to more than the payments captured: `amount` is what they captured. */
  capped: boolean;
}

/** Why an order cannot be refunded now; the service answers each with its code (decision 0024). */
export const REFUND_REFUSALS = ["stagesOfAnotherOrder", "subscription", "alreadyRequested", "notPaid", "windowOver", "recordedExpired", "allLessonsStarted", "nothingToRefund"] as const;
export type RefundRefusal = (typeof REFUND_REFUSALS)[number];

export type RefundVerdict = { ok: true; quote: RefundQuote } | { ok: false; refusal: RefundRefusal };

/** A stage whose lessons are paid for (as the order detail counts them, rules/commerce/lesson-counts.ts). */
const PAID_STAGE_STATUSES: ReadonlySet<number> = new Set([STAGE_STATUS.paid, STAGE_STATUS.paidBeforeTransfer]);

/**
 * What a refund of the order would give back and why, or why there is none (decision 0024). Eligible: a paid order
 * (200) that sold something (not one paying another order's stages, which that order's refund gives back), with no refund open, within 30 days of payment, no recorded course in it expired, and not every paid lesson
 * started. Each class line gives back what was paid for it in full before its first paid lesson starts (Hong Kong:
 * its second), else the shares of the lessons not started, the line's payment split evenly over its paid lessons
 * with the spare minor units on the earliest (as checkout priced them), so a partial refund never exceeds the exact
 * share. Recorded courses come back in full, goods and the delivery fee only while nothing has shipped; tax added on
 * top comes back in proportion, rounded down. Never more than was captured. All amounts are integer minor units.
 */
export function quoteRefund(input: RefundInput): RefundVerdict {
  const { order, now } = input;
  if (order.paysStagesOfAnotherOrder) return refused("stagesOfAnotherOrder");
  if (order.paysSubscription) return refused("subscription");
  if (input.openRefund || order.status === ORDER_STATUS.refundInProgress || order.status === ORDER_STATUS.refunded) return refused("alreadyRequested");
  if (order.status !== ORDER_STATUS.paid || order.paidAt === null) return refused("notPaid");
  const paidAtMs = order.paidAt.getTime();
  if (now.getTime() - paidAtMs > REFUND_WINDOW_DAYS * DAY_MS) return refused("windowOver");
  if (input.lines.some((line) => line.kind === "recorded" && line.validDays !== null && paidAtMs + line.validDays * DAY_MS <= now.getTime())) return refused("recordedExpired");

  const lines = input.lines.map((line) => quoteLine(input, line));
  const taught = lines.filter((line) => line.lessons !== null);
  if (taught.length > 0 && taught.every((line) => line.why === "allLessonsStarted")) return refused("allLessonsStarted");

  const fees = { paid: order.feeTotal, refund: input.shipped ? 0 : order.feeTotal };
  const base = sumMinorUnits([...lines.map((line) => line.refund), fees.refund]);
  const taxable = order.subtotal - order.couponSaving - order.groupDiscount + order.feeTotal;
  const taxRefund = order.taxIncluded || taxable <= 0 ? 0 : Number((BigInt(order.tax) * BigInt(base)) / BigInt(taxable));
  const gross = base + taxRefund;
  const refundable = requireNonNegativeInteger(input.refundable, "refundable");
  const amount = Math.min(gross, refundable);
  if (amount === 0) return refused("nothingToRefund");
  return {
    ok: true,
    quote: {
      amount,
      lessonCount: sumMinorUnits(taught.map((line) => line.lessons!.refunded)),
      lines,
      fees,
      tax: { refund: taxRefund, included: order.taxIncluded },
      refundable,
      capped: gross > refundable,
    },
  };
}

const refused = (refusal: RefundRefusal): RefundVerdict => ({ ok: false, refusal });

function quoteLine(input: RefundInput, line: RefundLineInput): RefundLineQuote {
  const lineStages = input.stages.filter((stage) => stage.lineNo === line.lineNo);
  const paid = paidForLine(line, lineStages);
  if (line.kind === "goods") return { lineNo: line.lineNo, paid, refund: input.shipped ? 0 : paid, lessons: null, why: input.shipped ? "shipped" : "notShipped" };
  const lessons = paidLessonStarts(line, lineStages, input.order.createdAt);
  if (lessons.length === 0) return { lineNo: line.lineNo, paid, refund: paid, lessons: null, why: "noLessons" };

  const started = lessons.filter((start) => start.getTime() <= input.now.getTime()).length;
  const counts = (refunded: number) => ({ paid: lessons.length, started, refunded });
  if (started === lessons.length) return { lineNo: line.lineNo, paid, refund: 0, lessons: counts(0), why: "allLessonsStarted" };
  const freeStarts = input.policy === "hk" ? 1 : 0;
  if (started <= freeStarts) return { lineNo: line.lineNo, paid, refund: paid, lessons: counts(lessons.length), why: input.policy === "hk" ? "beforeSecondLesson" : "beforeFirstLesson" };
  const shares = splitProportionally(paid, lessons.map(() => 1));
  return { lineNo: line.lineNo, paid, refund: sumMinorUnits(shares.slice(started)), lessons: counts(lessons.length - started), why: "lessonsNotStarted" };
}

/**
 * What was paid for a line, before tax added on top: its price less its savings when paid at once; for the class of
 * an instalment order, its paid stages less their coupon shares, less the group-buy discount (taken off the first
 * payment, as checkout charges it).
 */
function paidForLine(line: RefundLineInput, stages: readonly RefundStageInput[]): number {
  if (stages.length === 0) return requireNonNegativeInteger(line.unitPrice * line.quantity - line.couponSaving - line.groupDiscount, `paid for line ${line.lineNo}`);
  const paidStages = stages.filter((stage) => PAID_STAGE_STATUSES.has(stage.status));
  return Math.max(0, sumMinorUnits(paidStages.map((stage) => stage.amount - stage.couponDiscount)) - line.groupDiscount);
}

/** The starts of the lessons a line paid for: not started when it was ordered, and in a paid stage for instalments. */
function paidLessonStarts(line: RefundLineInput, stages: readonly RefundStageInput[], orderedAt: Date): Date[] {
  const paidStages = stages.filter((stage) => PAID_STAGE_STATUSES.has(stage.status));
  const inPaidStage = (index: number) => stages.length === 0 || paidStages.some((stage) => index >= stage.firstLesson && index < stage.firstLesson + stage.lessonCount);
  return line.lessonStarts.filter((start, index) => start.getTime() > orderedAt.getTime() && inPaidStage(index));
}

/**
 * When the money reaches the parent, as the site's policy says it in the parent's language (SPEC §4, §9): 7 to 14
 * business days in English (and the other languages, which follow it), about 7 to 12 working days in Chinese.
 */
export function refundArrivalDays(language: Language): { minDays: number; maxDays: number; approximate: boolean } {
  return language === "zh-Hans" || language === "zh-Hant" ? { minDays: 7, maxDays: 12, approximate: true } : { minDays: 7, maxDays: 14, approximate: false };
}
