import { and, eq, isNotNull } from "drizzle-orm";
import type { HandlerContext } from "../service/context.js";
import { familyMember, type AccountRow } from "../accounts/accounts.js";
import * as t from "../db/schema.js";
import type { SkuRow } from "../commerce/products.js";
import { sellStatusOf, siteSku } from "./cards.js";

/** Sign-up eligibility statuses this service answers (SPEC §4, §8 604); 1 and 1014 need exams and auto-pay, which come later. */
export const SIGN_UP_STATUS = { ok: 0, cannotSignUp: 2, reminder: 3, bindEmail: 4, bindPhone: 5, completeStudentInfo: 6, newFamiliesOnly: 604 } as const;

/**
 * Whether the family has ever paid for an order, so is no longer new (SPEC §8 604); asked of the store only when
 * one of the SKUs being checked is for new families.
 */
export async function hasBoughtBefore(ctx: Pick<HandlerContext, "db">, familyId: string, skus: readonly { sku: Pick<SkuRow, "newFamiliesOnly"> }[]): Promise<boolean> {
  if (!skus.some((row) => row.sku.newFamiliesOnly)) return false;
  const [paid] = await ctx.db.select({ id: t.orders.id }).from(t.orders).where(and(eq(t.orders.familyId, familyId), isNotNull(t.orders.paidAt))).limit(1);
  return paid !== undefined;
}

/**
 * Whether a family student may sign up for a class of the site, in this order: the class must be open
 * for enrolment (2); the site's preferred contact must be bound (4 e-mail, 5 phone); the student's
 * information complete (6, SPEC §3 User); a class for other grades asks for confirmation (3).
 */
export async function signUpStatus(ctx: HandlerContext, skuId: string, studentId: string): Promise<SignUpVerdict> {
  const { member, account, family } = await familyMember(ctx, studentId);
  const row = await siteSku(ctx, skuId);
  return signUpStatusOf(ctx, { member, account, hasBought: await hasBoughtBefore(ctx, family.id, [row]) }, row);
}

export interface SignUpVerdict {
  status: number;
  message: string;
}

/** The family a sign-up check is for: the student, the family's registration account, and whether it has bought before. */
export interface SignUpFamily {
  member: AccountRow;
  account: AccountRow;
  hasBought: boolean;
}

/** The same check on rows already loaded: a family student (and the family's registration account) and a SKU of the site. */
/** What the check reads of a SKU: the SKU, its class's end and its course's grades. */
export interface SignUpProduct {
  sku: SkuRow;
  endsAt: Date | null;
  gradeIds: number[] | null;
}

export function signUpStatusOf(ctx: Pick<HandlerContext, "now" | "site" | "say">, { member, account, hasBought }: SignUpFamily, row: SignUpProduct): SignUpVerdict {
  const sale = sellStatusOf(row.sku, row.endsAt, ctx.now);
  if (sale.courseClosed) return { status: SIGN_UP_STATUS.cannotSignUp, message: ctx.say("classEnded") };
  if (sale.remainSellTime > 0) return { status: SIGN_UP_STATUS.cannotSignUp, message: ctx.say("notOpenYet") };
  if (sale.sellStore === 0) return { status: SIGN_UP_STATUS.cannotSignUp, message: ctx.say("outOfStock") };
  if (row.sku.newFamiliesOnly && hasBought) return { status: SIGN_UP_STATUS.newFamiliesOnly, message: ctx.say("newStudentsOnly") };

  const preferred = ctx.site().features.contactsPreferred;
  // The registration account holds the family's proven contacts; a sibling is reached through it.
  if (preferred[0] === "email" && !account.email && !member.email) return { status: SIGN_UP_STATUS.bindEmail, message: ctx.say("bindEmail") };
  if (preferred[0] === "phone" && !account.phone && !member.phone) return { status: SIGN_UP_STATUS.bindPhone, message: ctx.say("bindPhone") };
  if (!member.nickName || !member.firstName || !member.lastName || member.gradeId === null)
    return { status: SIGN_UP_STATUS.completeStudentInfo, message: ctx.say("completeRegistration") };
  if (row.gradeIds && !row.gradeIds.includes(member.gradeId))
    return { status: SIGN_UP_STATUS.reminder, message: ctx.say("otherGrades") };
  return { status: SIGN_UP_STATUS.ok, message: "" };
}
