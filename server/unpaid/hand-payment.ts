import { ApiError, ErrorCode } from "../../api/errors.js";
import { handPayment, toBePaidHelperStatus, type ToBePaidHelperStatus } from "../../rules/commerce/unpaid.js";
import type { AccountRow } from "../accounts/accounts.js";
import { familyReadiness } from "../catalogue/sign-up-check.js";
import type { HandlerContext } from "../service/context.js";
import { owedClasses, type OwedClass, type OwedStageRow } from "./owed-classes.js";

/** The class of this SKU the family owes stages on: the student's, or without one the first student's who owes it; 4003 when none. */
export async function owedClassOf(ctx: Pick<HandlerContext, "db">, familyId: string, skuId: string, uid?: string): Promise<OwedClass> {
  const [owed] = await owedClasses(ctx.db, familyId, { skuId, ...(uid ? { uid } : {}) });
  if (!owed) throw new ApiError(ErrorCode.NOT_FOUND_OR_ENDED, "No matching record found.");
  return owed;
}

/** The unpaid-course check helper's status for the student (SPEC §4): what to bind or complete before paying. */
export function helperStatusOf(ctx: Pick<HandlerContext, "site">, family: { account: AccountRow; member: AccountRow }): ToBePaidHelperStatus {
  return toBePaidHelperStatus(familyReadiness(ctx, family));
}

/**
 * The stages of a class to pay by hand now. While auto-pay debits one of them: 1014; while an order made by hand
 * waits for its payment: 'unpaid order exists' (pay or cancel it first).
 */
export function stagesToPayNow(owed: OwedClass, now: Date): OwedStageRow[] {
  const plan = handPayment(owed.stages, now);
  if (plan.kind === "pay") return plan.stages;
  if (plan.kind === "inProcess") throw new ApiError(plan.by === "auto" ? ErrorCode.AUTO_PAY_IN_PROCESS : ErrorCode.UNPAID_ORDER_EXISTS);
  throw new ApiError(ErrorCode.NOT_FOUND_OR_ENDED, "No matching record found.");
}
