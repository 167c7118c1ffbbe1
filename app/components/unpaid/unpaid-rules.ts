import { TO_BE_PAID_HELPER, type OwedStageState } from "../../../rules/commerce/unpaid.js";
import type { UnpaidClass } from "../../../schemas/api/calls/unpaid.js";

/** What 'Pay now' does after the unpaid-course check (SPEC §4 helper status 1, 2, 3, otherwise order creation). */
export type PayNowStep = "bindEmail" | "bindPhone" | "studentInfo" | "order";

export function payNowStep(status: number): PayNowStep {
  if (status === TO_BE_PAID_HELPER.bindEmail) return "bindEmail";
  if (status === TO_BE_PAID_HELPER.bindPhone) return "bindPhone";
  if (status === TO_BE_PAID_HELPER.studentInfo) return "studentInfo";
  return "order";
}

/** The words of how an owed stage is being paid. */
export const STAGE_STATE_KEYS: Record<OwedStageState, string> = {
  toPay: "unpaid.stage.state.toPay",
  autoPay: "unpaid.stage.state.autoPay",
  debiting: "unpaid.stage.state.debiting",
  paying: "unpaid.stage.state.paying",
};

/** The stages 'Pay now' pays: the ones due, or the next one; none while a payment of them is in process. */
export function stagesPaidNow(owed: Pick<UnpaidClass, "stages" | "payNow">): UnpaidClass["stages"] {
  const paid = new Set(owed.payNow?.stageNos ?? []);
  return owed.stages.filter((stage) => paid.has(stage.stageNo));
}

/** Why a class cannot be paid now, when it cannot: auto-pay debits it (SPEC 1014), or an order made by hand waits for payment. */
export function payNowBlockedBy(owed: Pick<UnpaidClass, "stages" | "payNow">): "debiting" | "paying" | null {
  if (owed.payNow) return null;
  if (owed.stages.some((stage) => stage.state === "debiting")) return "debiting";
  return owed.stages.some((stage) => stage.state === "paying") ? "paying" : null;
}

/** /my-unpaid-courses/class-transfer/{skuId} (SPEC §2 Learning): the transfer of a class still owed, for its student. */
export const unpaidClassTransferPath = (skuId: string, studentId: string) => `/my-unpaid-courses/class-transfer/${encodeURIComponent(skuId)}?studentId=${encodeURIComponent(studentId)}`;
