import { shownTaxRule } from "../../rules/commerce/order-totals.js";
import { handPayment, owedStageState, renewalWindow, stagePaymentFigures } from "../../rules/commerce/unpaid.js";
import type { ResponseOf } from "../../schemas/api/contract.js";
import type { AccountRow } from "../accounts/accounts.js";
import { contentIn } from "../catalogue/cards.js";
import type { Database } from "../db/connection.js";
import type { HandlerContext } from "../service/context.js";
import { helperStatusOf, owedClassOf, stagesToPayNow } from "./hand-payment.js";
import { owedClasses, unpaidCartSkus, type OwedClass } from "./owed-classes.js";

/**
 * The reminder after login (SPEC §4, §7 unpaid remind): the SKUs of classes with stages still owed, the SKUs of
 * cart lines of cart type 2 (unpaid), and how many SKUs the two name together (one in both counts once).
 */
export async function unpaidReminder(db: Database, familyId: string, uids: readonly string[]): Promise<ResponseOf<"unpaidRemind">> {
  const toBeContinueSku = [...new Set((await owedClasses(db, familyId)).map((owed) => owed.skuId))];
  const inCartSku = await unpaidCartSkus(db, uids);
  return { toBeContinueSku, inCartSku, total: new Set([...toBeContinueSku, ...inCartSku]).size };
}

/** getUnpaidInfo: the renewal window of the family's next owed stages (rules/commerce/unpaid.ts renewalWindow). */
export async function unpaidInfo(db: Database, familyId: string): Promise<ResponseOf<"getUnpaidInfo">> {
  const next = (await owedClasses(db, familyId)).map((owed) => owed.stages[0]!);
  const window = renewalWindow(next);
  return { startDate: window?.startDate.toISOString() ?? null, endDate: window?.endDate.toISOString() ?? null };
}

/**
 * toBePaidCheck: what the student must bind or complete before paying the class's next stages by hand (SPEC §4
 * helper status); with nothing to do, the stages must be payable now (1014 while auto-pay debits them).
 */
export async function toBePaidStatus(
  ctx: HandlerContext,
  { family, account, members }: { family: { id: string }; account: AccountRow; members: AccountRow[] },
  skuId: string,
  uid: string | undefined,
): Promise<ResponseOf<"toBePaidCheck">> {
  const owed = await owedClassOf(ctx, family.id, skuId, uid);
  const member = members.find((candidate) => candidate.uid === owed.uid)!;
  const status = helperStatusOf(ctx, { account, member });
  if (status === 0) stagesToPayNow(owed, ctx.now);
  return { helper: { status } };
}

/** queryUnpaidCourses: the family's students who owe stages, in the family's order, each with their classes; only the one asked for when given. */
export async function unpaidCourses(ctx: HandlerContext, familyId: string, members: readonly AccountRow[]): Promise<ResponseOf<"queryUnpaidCourses">> {
  const owed = await owedClasses(ctx.db, familyId, members.length === 1 ? { uid: members[0]!.uid } : {});
  return {
    students: members.flatMap((member) => {
      const classes = owed.filter((owedClass) => owedClass.uid === member.uid);
      if (classes.length === 0) return [];
      return [{ uid: member.uid, nickName: member.nickName ?? "", firstName: member.firstName ?? "", lastName: member.lastName ?? "", classes: classes.map((owedClass) => classView(ctx, owedClass)) }];
    }),
  };
}

function classView(ctx: HandlerContext, owed: OwedClass) {
  const site = ctx.site();
  const plan = handPayment(owed.stages, ctx.now);
  const figures = plan.kind === "pay" ? stagePaymentFigures(owed.skuId, plan.stages, site.commerce.tax).totals : null;
  return {
    orderId: owed.orderId,
    skuId: owed.skuId,
    title: contentIn(owed.content, ctx.language(), site.defaultLanguage).title,
    autoPay: owed.autoPay,
    stages: owed.stages.map((stage) => ({
      stageNo: stage.stageNo,
      lessonCount: stage.lessonCount,
      amount: stage.amount,
      couponDiscount: stage.couponDiscount,
      dueAt: stage.dueAt.toISOString(),
      lessonsStartAt: stage.lessonsStartAt?.toISOString() ?? null,
      status: stage.status,
      state: owedStageState(stage.payingBy, owed.autoPay),
    })),
    payNow:
      plan.kind === "pay" && figures
        ? {
            stageNos: plan.stages.map((stage) => stage.stageNo),
            subtotal: figures.subtotal,
            couponSaving: figures.couponSaving,
            tax: figures.tax,
            taxIncluded: figures.taxIncluded,
            taxRule: shownTaxRule(site.commerce.tax),
            total: figures.total,
          }
        : null,
    pendingOrderId: owed.pendingOrder?.id ?? null,
  };
}
