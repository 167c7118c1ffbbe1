import { describe, expect, it } from "vitest";
import { ORDER_STATUS } from "../../schemas/commerce.js";
import { quoteRefund, refundArrivalDays, refundPolicyFor, type RefundInput, type RefundLineInput, type RefundQuote, type RefundStageInput } from "./refunds.js";
import { STAGE_STATUS } from "./stages.js";

const DAY = 86_400_000;
const HOUR = 3_600_000;
/** Ordered and paid at 10:00 UTC on 2 March 2026; the first lesson a week later, then one every other day (all within the 30 days). */
const ORDERED = Date.UTC(2026, 2, 2, 10);
const FIRST_LESSON = ORDERED + 7 * DAY;
const EVERY = 2 * DAY;
const lessons = (count: number, first = FIRST_LESSON) => Array.from({ length: count }, (_, index) => new Date(first + index * EVERY));
/** Half an hour after the n-th lesson (1-based) has started. */
const afterLesson = (n: number) => new Date(FIRST_LESSON + (n - 1) * EVERY + HOUR / 2);

function classLine(price: number, lessonStarts: Date[], extra: Partial<RefundLineInput> = {}): RefundLineInput {
  return { lineNo: 1, kind: "class", quantity: 1, unitPrice: price, couponSaving: 0, groupDiscount: 0, lessonStarts, validDays: null, ...extra };
}

/** An order of `lines` paid in full at ORDERED, its figures added up as checkout does (no tax unless given). */
function input(lines: RefundLineInput[], extra: Partial<Omit<RefundInput, "order">> & { order?: Partial<RefundInput["order"]> } = {}): RefundInput {
  const subtotal = lines.reduce((sum, line) => sum + line.unitPrice * line.quantity, 0);
  const couponSaving = lines.reduce((sum, line) => sum + line.couponSaving, 0);
  const groupDiscount = lines.reduce((sum, line) => sum + line.groupDiscount, 0);
  const order = { status: ORDER_STATUS.paid, createdAt: new Date(ORDERED), paidAt: new Date(ORDERED), subtotal, couponSaving, groupDiscount, feeTotal: 0, tax: 0, taxIncluded: false, paysStagesOfAnotherOrder: false, paysSubscription: false, ...extra.order };
  const total = order.subtotal - order.couponSaving - order.groupDiscount + order.feeTotal + (order.taxIncluded ? 0 : order.tax);
  return { policy: "standard", lines, stages: [], refundable: total, shipped: false, openRefund: false, now: new Date(ORDERED + HOUR), ...extra, order };
}

function quoted(request: RefundInput): RefundQuote {
  const verdict = quoteRefund(request);
  if (!verdict.ok) throw new Error(`refused: ${verdict.refusal}`);
  return verdict.quote;
}

const refusal = (request: RefundInput) => {
  const verdict = quoteRefund(request);
  return verdict.ok ? null : verdict.refusal;
};

describe("quoteRefund: Hong Kong (full until the second lesson has started, then by the lessons not started)", () => {
  // HK$3,120.00 for twelve lessons: HK$260.00 each.
  const olympiad = classLine(312_000, lessons(12));
  const hk = (now: Date) => input([olympiad], { policy: "hk", now });

  it("gives everything back before the first lesson, and after it while the second has not started", () => {
    for (const now of [new Date(FIRST_LESSON - HOUR), afterLesson(1), new Date(FIRST_LESSON + EVERY - 1)]) {
      const quote = quoted(hk(now));
      expect(quote.amount).toBe(312_000);
      expect(quote.lines).toEqual([{ lineNo: 1, paid: 312_000, refund: 312_000, lessons: { paid: 12, started: now.getTime() >= FIRST_LESSON ? 1 : 0, refunded: 12 }, why: "beforeSecondLesson" }]);
      expect(quote.lessonCount).toBe(12);
    }
  });

  it("gives back the lessons not started once the second has: three started, nine of HK$260.00", () => {
    const quote = quoted(hk(afterLesson(3)));
    expect(quote.lines[0]).toEqual({ lineNo: 1, paid: 312_000, refund: 234_000, lessons: { paid: 12, started: 3, refunded: 9 }, why: "lessonsNotStarted" });
    expect(quote).toMatchObject({ amount: 234_000, lessonCount: 9, capped: false });
  });

  it("the second lesson's start is the edge: at that instant it has started", () => {
    expect(quoted(hk(new Date(FIRST_LESSON + EVERY))).lines[0]).toMatchObject({ refund: 260_000, why: "lessonsNotStarted", lessons: { started: 2 } });
  });

  it("splits an uneven price with the spare units on the earliest lessons, so a partial refund stays under the exact share", () => {
    // HK$1,000.00 over 12 lessons: four of 8,334 and eight of 8,333 (minor units); 3 started leaves 8,334 + 8 × 8,333.
    const quote = quoted(input([classLine(100_000, lessons(12))], { policy: "hk", now: afterLesson(3) }));
    expect(quote.amount).toBe(74_998);
    expect(quote.amount).toBeLessThanOrEqual((100_000 * 9) / 12);
  });
});

describe("quoteRefund: other sites (full until the first lesson has started, then by the lessons not started)", () => {
  const amc8 = classLine(120_000, lessons(12));

  it("gives everything back before the first lesson", () => {
    expect(quoted(input([amc8], { now: new Date(FIRST_LESSON - 1) })).lines[0]).toMatchObject({ refund: 120_000, why: "beforeFirstLesson", lessons: { paid: 12, started: 0, refunded: 12 } });
  });

  it("mid-course: five of twelve lessons started, seven of $100.00 come back", () => {
    const quote = quoted(input([amc8], { now: afterLesson(5) }));
    expect(quote).toMatchObject({ amount: 70_000, lessonCount: 7 });
    expect(quote.lines[0]).toMatchObject({ why: "lessonsNotStarted", lessons: { paid: 12, started: 5, refunded: 7 } });
  });

  it("a class joined mid-course paid only the lessons not started then, and those are what count", () => {
    // Ordered after 4 of 12 lessons: the line cost 8 × $100.00, and 2 of those 8 have started since.
    const joined = classLine(80_000, lessons(12, ORDERED - 4 * EVERY + HOUR));
    const quote = quoted(input([joined], { now: new Date(ORDERED + 2 * EVERY) }));
    expect(quote.lines[0]).toMatchObject({ paid: 80_000, refund: 60_000, lessons: { paid: 8, started: 2, refunded: 6 } });
  });

  it("refuses with allLessonsStarted once every paid lesson has started", () => {
    expect(refusal(input([amc8], { now: afterLesson(12) }))).toBe("allLessonsStarted");
    expect(refusal(input([amc8], { policy: "hk", now: afterLesson(12) }))).toBe("allLessonsStarted");
  });

  it("gives back what the coupon left: the coupon itself comes back on approval", () => {
    const quote = quoted(input([classLine(120_000, lessons(12), { couponSaving: 12_000 })], { now: afterLesson(3) }));
    // $1,080.00 paid over 12 lessons: $90.00 each, nine come back.
    expect(quote.lines[0]).toMatchObject({ paid: 108_000, refund: 81_000 });
  });
});

describe("quoteRefund: tax, goods, fees, recorded courses", () => {
  it("uk: GST added on top comes back in proportion to what the lines give back, rounded down", () => {
    // £192.00 for 8 lessons, 10 % coupon: £172.80 paid, GST 20 % £34.56 on top, £207.36 charged.
    const booster = classLine(19_200, lessons(8), { couponSaving: 1_920 });
    const uk = (now: Date) => input([booster], { now, order: { tax: 3_456 } });
    expect(quoted(uk(new Date(FIRST_LESSON - HOUR)))).toMatchObject({ amount: 20_736, tax: { refund: 3_456, included: false } });
    // Two lessons started: six of £21.60 = £129.60, and GST 3456 × 12960 / 17280 = £25.92.
    const midway = quoted(uk(afterLesson(2)));
    expect(midway).toMatchObject({ amount: 15_552, tax: { refund: 2_592, included: false }, lessonCount: 6 });
    // Three lessons of $10.00 with $10.01 of tax on top, one left: 1001 × 1000 / 3000 = 333.67, down to 333.
    expect(quoted(input([classLine(3_000, lessons(3))], { now: afterLesson(2), order: { tax: 1_001 } }))).toMatchObject({ amount: 1_333, tax: { refund: 333 } });
  });

  it("sg: GST included in the prices is in what the lines give back, nothing is added", () => {
    const quote = quoted(input([classLine(54_500, lessons(10))], { order: { tax: 4_500, taxIncluded: true } }));
    expect(quote).toMatchObject({ amount: 54_500, tax: { refund: 0, included: true } });
  });

  it("goods and the delivery fee come back while nothing has shipped, and stay paid once a parcel has left", () => {
    const workbook: RefundLineInput = { lineNo: 2, kind: "goods", quantity: 2, unitPrice: 3_500, couponSaving: 500, groupDiscount: 0, lessonStarts: [], validDays: null };
    const lines = [classLine(120_000, lessons(12)), workbook];
    const unshipped = quoted(input(lines, { order: { feeTotal: 1_000 } }));
    expect(unshipped.lines[1]).toEqual({ lineNo: 2, paid: 6_500, refund: 6_500, lessons: null, why: "notShipped" });
    expect(unshipped).toMatchObject({ amount: 127_500, fees: { paid: 1_000, refund: 1_000 } });
    const shipped = quoted(input(lines, { shipped: true, order: { feeTotal: 1_000 } }));
    expect(shipped.lines[1]).toMatchObject({ refund: 0, why: "shipped" });
    expect(shipped).toMatchObject({ amount: 120_000, fees: { paid: 1_000, refund: 0 } });
    expect(refusal(input([workbook], { shipped: true }))).toBe("nothingToRefund");
  });

  it("a recorded course comes back in full while it can still be watched; an expired one is refused", () => {
    const video = (validDays: number | null): RefundLineInput => ({ lineNo: 1, kind: "recorded", quantity: 1, unitPrice: 9_900, couponSaving: 0, groupDiscount: 0, lessonStarts: [], validDays });
    expect(quoted(input([video(null)], { now: new Date(ORDERED + 20 * DAY) })).lines[0]).toMatchObject({ refund: 9_900, why: "noLessons", lessons: null });
    expect(quoted(input([video(14)], { now: new Date(ORDERED + 14 * DAY - 1) })).amount).toBe(9_900);
    expect(refusal(input([video(14)], { now: new Date(ORDERED + 14 * DAY) }))).toBe("recordedExpired");
  });
});

describe("quoteRefund: instalments count only what was captured", () => {
  // $1,200.00 for twelve lessons in three stages of four; stage 1 paid at checkout less a $60.00 coupon.
  const lessonStarts = lessons(12);
  const stage = (stageNo: number, status: number, couponDiscount = 0): RefundStageInput => ({ lineNo: 1, firstLesson: (stageNo - 1) * 4, lessonCount: 4, amount: 40_000, couponDiscount, status });
  const instalments = (stages: RefundStageInput[], now: Date, refundable: number) =>
    input([classLine(120_000, lessonStarts, { couponSaving: 6_000 })], { stages, now, refundable });

  it("gives back stage 1 (what was paid) before the first lesson, not the stages still to pay", () => {
    const stages = [stage(1, STAGE_STATUS.paid, 6_000), stage(2, STAGE_STATUS.registrationOpens), stage(3, STAGE_STATUS.registrationOpens)];
    const quote = quoted(instalments(stages, new Date(FIRST_LESSON - HOUR), 34_000));
    expect(quote.lines[0]).toMatchObject({ paid: 34_000, refund: 34_000, lessons: { paid: 4, started: 0, refunded: 4 } });
    expect(quote).toMatchObject({ amount: 34_000, capped: false });
  });

  it("after the first lesson, the three not started of the four paid: $85.00 each", () => {
    const stages = [stage(1, STAGE_STATUS.paid, 6_000), stage(2, STAGE_STATUS.registrationOpens), stage(3, STAGE_STATUS.registrationOpens)];
    expect(quoted(instalments(stages, afterLesson(1), 34_000))).toMatchObject({ amount: 25_500, lessonCount: 3 });
  });

  it("with stage 2 paid too, its lessons count, and the lessons of stage 1 that started do not", () => {
    const stages = [stage(1, STAGE_STATUS.paid, 6_000), stage(2, STAGE_STATUS.paid), stage(3, STAGE_STATUS.registrationOpens)];
    // $740.00 over 8 paid lessons ($92.50 each), 5 started: 3 come back.
    expect(quoted(instalments(stages, afterLesson(5), 74_000))).toMatchObject({ amount: 27_750, lessonCount: 3 });
  });

  it("never gives back more than the payments captured", () => {
    const stages = [stage(1, STAGE_STATUS.paid, 6_000), stage(2, STAGE_STATUS.paid), stage(3, STAGE_STATUS.registrationOpens)];
    // Stage 2 was paid through a payment not on this order: only stage 1's capture can come back here.
    expect(quoted(instalments(stages, new Date(FIRST_LESSON - HOUR), 34_000))).toMatchObject({ amount: 34_000, capped: true });
  });
});

describe("quoteRefund: who may ask", () => {
  const amc8 = classLine(120_000, lessons(12));

  it("30 days from payment is the edge: at that instant a refund is still possible, a millisecond later not", () => {
    const paidAt = new Date(ORDERED + 2 * HOUR);
    const lesson = classLine(120_000, lessons(12, paidAt.getTime() + 40 * DAY));
    expect(quoted(input([lesson], { order: { paidAt }, now: new Date(paidAt.getTime() + 30 * DAY) })).amount).toBe(120_000);
    expect(refusal(input([lesson], { order: { paidAt }, now: new Date(paidAt.getTime() + 30 * DAY + 1) }))).toBe("windowOver");
  });

  it("refuses a second request while one is open, or after a refund went through", () => {
    expect(refusal(input([amc8], { openRefund: true }))).toBe("alreadyRequested");
    expect(refusal(input([amc8], { order: { status: ORDER_STATUS.refundInProgress } }))).toBe("alreadyRequested");
    expect(refusal(input([amc8], { order: { status: ORDER_STATUS.refunded } }))).toBe("alreadyRequested");
  });

  it("refuses an order that paid another order's stages by hand: that order's refund gives them back", () => {
    expect(refusal(input([amc8], { order: { paysStagesOfAnotherOrder: true } }))).toBe("stagesOfAnotherOrder");
  });

  it("refuses an order of a subscription: cancelling it goes through the learning centre", () => {
    expect(refusal(input([amc8], { order: { paysSubscription: true } }))).toBe("subscription");
  });

  it("refuses an order that was never paid", () => {
    for (const status of [ORDER_STATUS.toBePaid, ORDER_STATUS.cancelled, ORDER_STATUS.expired, ORDER_STATUS.chargeback]) {
      expect(refusal(input([amc8], { order: { status, paidAt: null } }))).toBe("notPaid");
    }
  });
});

describe("refundPolicyFor and refundArrivalDays", () => {
  it("only the Hong Kong site keeps the second-lesson rule", () => {
    expect(refundPolicyFor("hk")).toBe("hk");
    expect(["us", "uk", "sg", "tc"].map(refundPolicyFor)).toEqual(["standard", "standard", "standard", "standard"]);
  });

  it("tells 7-14 business days in English and about 7-12 working days in Chinese", () => {
    expect(refundArrivalDays("en")).toEqual({ minDays: 7, maxDays: 14, approximate: false });
    expect(refundArrivalDays("fr")).toEqual({ minDays: 7, maxDays: 14, approximate: false });
    expect(refundArrivalDays("zh-Hant")).toEqual({ minDays: 7, maxDays: 12, approximate: true });
    expect(refundArrivalDays("zh-Hans")).toEqual({ minDays: 7, maxDays: 12, approximate: true });
  });
});
