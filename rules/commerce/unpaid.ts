import { computeOrderTotals, sumMinorUnits, type OrderTotals, type TaxRule } from "./order-totals.js";
import { missingBeforePurchase, type FamilyReadiness } from "./purchase-readiness.js";
import { STAGES_PAID_LATER } from "./stages.js";

export function stageOwed(status: number): boolean {
  return (STAGES_PAID_LATER as readonly number[]).includes(status);
}

/** Who is paying a stage right now, as its in-process debit attempt says: auto-pay's debit, or an order paid by hand. */
export type PayingBy = "auto" | "manual";

/** An owed stage as the unpaid rules read it. */
export interface OwedStage {
  stageNo: number;
  dueAt: Date;
  /** Whoever is paying it now, or null. */
  payingBy: PayingBy | null;
}

/**
 * What paying a class's stages by hand can do now. Stages are paid in their order: every owed stage already due,
 * or when none is due yet the next one (paying ahead); never a later stage before an earlier one. When one of
 * those is being paid already (auto-pay's debit: SPEC 1014; an order made by hand waiting for payment), nothing
 * more can be paid until that ends.
 */
export type HandPayment<S> = { kind: "pay"; stages: S[] } | { kind: "inProcess"; by: PayingBy } | { kind: "nothing" };

export function handPayment<S extends OwedStage>(owed: readonly S[], now: Date): HandPayment<S> {
  const ordered = [...owed].sort((a, b) => a.stageNo - b.stageNo);
  if (ordered.length === 0) return { kind: "nothing" };
  const due = ordered.filter((stage) => stage.dueAt.getTime() <= now.getTime()).length;
  const stages = ordered.slice(0, Math.max(1, due));
  const busy = stages.find((stage) => stage.payingBy !== null);
  return busy ? { kind: "inProcess", by: busy.payingBy! } : { kind: "pay", stages };
}

/**
 * How the parent sees an owed stage: being debited by auto-pay (1014), being paid by hand (an order waits for
 * payment), to be debited by auto-pay (the order's debit method is auto pay and its authorisation is open), or to
 * be paid by hand.
 */
export type OwedStageState = "debiting" | "paying" | "autoPay" | "toPay";

export function owedStageState(payingBy: PayingBy | null, autoPayCovers: boolean): OwedStageState {
  if (payingBy === "auto") return "debiting";
  if (payingBy === "manual") return "paying";
  return autoPayCovers ? "autoPay" : "toPay";
}

/** An order's standing auto-pay authorisation (auto_pay_mandates), as far as these rules read it. */
export interface AutoPayMandate {
  authorization: "authorized" | "unauthorized";
  open: boolean;
}

/** Auto-pay debits an order's later stages when its debit method is auto pay (1) and its authorisation is authorised and open. */
export function autoPayCovers(debitMethod: number, mandate: AutoPayMandate | null): boolean {
  return debitMethod === 1 && mandate !== null && mandate.open && mandate.authorization === "authorized";
}

/**
 * What paying stages by hand charges, as one order line of the class: their prices, less the coupon share each
 * still carries from the order that sold them, with the site's tax (split out, or added on top). Minor units.
 */
export function stagePaymentFigures(
  skuId: string,
  stages: readonly { amount: number; couponDiscount: number }[],
  tax: TaxRule | null,
): { unitPrice: number; couponSaving: number; totals: OrderTotals<never> } {
  const unitPrice = sumMinorUnits(stages.map((stage) => stage.amount));
  const couponSaving = sumMinorUnits(stages.map((stage) => stage.couponDiscount));
  const totals = computeOrderTotals<never>({ lines: [{ skuId, unitPrice, quantity: 1, couponSaving, groupDiscount: 0 }], fees: [], tax });
  return { unitPrice, couponSaving, totals };
}

/**
 * The family's renewal window (SPEC §3 unpaid renewal config startDate, endDate), from its classes' next owed
 * stages: the one due first opens it at its due date and closes it when the lessons it pays for begin (never
 * before it opened). None without an owed stage.
 */
export function renewalWindow(nextStages: readonly { dueAt: Date; lessonsStartAt: Date | null }[]): { startDate: Date; endDate: Date } | null {
  const first = [...nextStages].sort((a, b) => a.dueAt.getTime() - b.dueAt.getTime())[0];
  if (!first) return null;
  const end = first.lessonsStartAt && first.lessonsStartAt.getTime() > first.dueAt.getTime() ? first.lessonsStartAt : first.dueAt;
  return { startDate: first.dueAt, endDate: end };
}

/** The unpaid-course check helper's statuses (SPEC §4): 1 bind e-mail, 2 bind phone, 3 complete student info, 0 go on to order creation. */
export const TO_BE_PAID_HELPER = { goOn: 0, bindEmail: 1, bindPhone: 2, studentInfo: 3 } as const;
export type ToBePaidHelperStatus = (typeof TO_BE_PAID_HELPER)[keyof typeof TO_BE_PAID_HELPER];

/**
 * What must be done before paying a class's next stage by hand, in the sign-up check's order. The class's sale
 * (open, seats left) is not asked: the seat is already the student's.
 */
export function toBePaidHelperStatus(family: FamilyReadiness): ToBePaidHelperStatus {
  return TO_BE_PAID_HELPER[missingBeforePurchase(family) ?? "goOn"];
}
