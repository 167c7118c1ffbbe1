import { and, eq, isNotNull } from "drizzle-orm";
import type { HandlerContext } from "../service/context.js";
import { familyMember, type AccountRow } from "../accounts/accounts.js";
import type { Database } from "../db/connection.js";
import * as t from "../db/schema.js";
import type { SkuRow } from "../commerce/products.js";
import { sellStatusOf, siteSku } from "./cards.js";
import { debitInProcessFor } from "../auto-pay/debits.js";
import { registrationComplete } from "../commerce/checkout.js";
import { courseOfSku, entranceFor } from "../placement/level-tests/entrance.js";
import { missingBeforePurchase, type FamilyReadiness } from "../../rules/commerce/purchase-readiness.js";

/** Sign-up eligibility statuses this service answers (SPEC §4, §8 604, 1014). */
export const SIGN_UP_STATUS = { ok: 0, entranceTest: 1, cannotSignUp: 2, reminder: 3, bindEmail: 4, bindPhone: 5, completeStudentInfo: 6, newFamiliesOnly: 604, autoPayInProcess: 1014 } as const;

/**
 * Whether the family has ever paid for an order, so is no longer new (SPEC §8 604); asked of the store only when
 * one of the SKUs being checked is for new families.
 */
export async function hasBoughtBefore(ctx: Pick<HandlerContext, "db">, familyId: string, skus: readonly { sku: Pick<SkuRow, "newFamiliesOnly"> }[]): Promise<boolean> {
  return skus.some((row) => row.sku.newFamiliesOnly) && familyHasPaid(ctx.db, familyId);
}

/** Whether the family has ever paid for an order: it is no longer a new user (SPEC §8 604, 7003; §4 group buy). */
export async function familyHasPaid(db: Database, familyId: string): Promise<boolean> {
  const [paid] = await db.select({ id: t.orders.id }).from(t.orders).where(and(eq(t.orders.familyId, familyId), isNotNull(t.orders.paidAt))).limit(1);
  return paid !== undefined;
}

/**
 * Whether a family student may sign up for a class of the site, in this order: the class must be open
 * for enrolment (2); the site's preferred contact must be bound (4 e-mail, 5 phone); the student's
 * information complete (6, SPEC §3 User); a class for other grades asks for confirmation (3). Before all of these,
 * while auto-pay debits a stage of the student's class: 1014 (the parent is told, and the page refreshed later).
 */
export async function signUpStatus(ctx: HandlerContext, skuId: string, studentId: string): Promise<SignUpVerdict> {
  const { member, account, family } = await familyMember(ctx, studentId);
  const row = await siteSku(ctx, skuId);
  if (await debitInProcessFor(ctx.db, member.uid, skuId)) return { status: SIGN_UP_STATUS.autoPayInProcess, message: ctx.say("autoPayInProcess") };
  const verdict = signUpStatusOf(ctx, { member, account, hasBought: await hasBoughtBefore(ctx, family.id, [row]) }, row);
  if (verdict.status !== SIGN_UP_STATUS.ok && verdict.status !== SIGN_UP_STATUS.reminder) return verdict;
  return (await entranceRefusal(ctx, member, skuId)) ?? verdict;
}

export interface SignUpVerdict {
  status: number;
  message: string;
  /** Status 1: the attempts the child has left at the entrance test, and the test (null: none places the child). */
  leftChance?: number;
  examId?: string | null;
}

/**
 * A course whose entrance test is required (decision 0035) is signed up for once the child's level reaches the
 * course's: before that, status 1 sends the child to the test with the attempts left (the test named, or none when no
 * test places the child: SPEC §8 'no examId'); with none left, status 2. Checked after the family's readiness, since
 * the test is taken for the child's grade.
 */
export async function entranceRefusal(ctx: HandlerContext, member: AccountRow, skuId: string): Promise<SignUpVerdict | null> {
  const course = await courseOfSku(ctx.db, skuId);
  if (!course) return null;
  const { verdict, examId, leftChance } = await entranceFor(ctx, member, course);
  if (verdict.kind === "proceed") return null;
  if (verdict.kind === "levelShort" && examId !== null) return { status: SIGN_UP_STATUS.cannotSignUp, message: ctx.say("entranceLevelShort") };
  return { status: SIGN_UP_STATUS.entranceTest, message: ctx.say("entranceTestRequired"), leftChance, examId };
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

/** The family's contacts and the student's details, as both purchase checks read them. */
export function familyReadiness(ctx: Pick<HandlerContext, "site">, { account, member }: { account: AccountRow; member: AccountRow }): FamilyReadiness {
  // The registration account holds the family's proven contacts; a sibling is reached through it.
  return {
    preferredContact: ctx.site().features.contactsPreferred[0],
    hasEmail: Boolean(account.email || member.email),
    hasPhone: Boolean(account.phone || member.phone),
    studentInfoComplete: registrationComplete(member),
  };
}

export function signUpStatusOf(ctx: Pick<HandlerContext, "now" | "site" | "say">, { member, account, hasBought }: SignUpFamily, row: SignUpProduct): SignUpVerdict {
  const sale = sellStatusOf(row.sku, row.endsAt, ctx.now);
  if (sale.courseClosed) return { status: SIGN_UP_STATUS.cannotSignUp, message: ctx.say("classEnded") };
  if (sale.remainSellTime > 0) return { status: SIGN_UP_STATUS.cannotSignUp, message: ctx.say("notOpenYet") };
  if (sale.sellStore === 0) return { status: SIGN_UP_STATUS.cannotSignUp, message: ctx.say("outOfStock") };
  if (row.sku.newFamiliesOnly && hasBought) return { status: SIGN_UP_STATUS.newFamiliesOnly, message: ctx.say("newStudentsOnly") };

  const missing = missingBeforePurchase(familyReadiness(ctx, { account, member }));
  if (missing === "bindEmail") return { status: SIGN_UP_STATUS.bindEmail, message: ctx.say("bindEmail") };
  if (missing === "bindPhone") return { status: SIGN_UP_STATUS.bindPhone, message: ctx.say("bindPhone") };
  if (missing === "studentInfo" || member.gradeId === null) return { status: SIGN_UP_STATUS.completeStudentInfo, message: ctx.say("completeRegistration") };
  if (row.gradeIds && !row.gradeIds.includes(member.gradeId))
    return { status: SIGN_UP_STATUS.reminder, message: ctx.say("otherGrades") };
  return { status: SIGN_UP_STATUS.ok, message: "" };
}
