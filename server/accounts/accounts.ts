import { randomInt } from "node:crypto";
import { and, eq, inArray, type SQL } from "drizzle-orm";
import { ApiError, ErrorCode } from "../../api/errors.js";
import type { Student, User } from "../../schemas/api/calls/accounts.js";
import type { Database } from "../db/connection.js";
import { accounts, externalIdentities, families, grades } from "../db/schema.js";
import type { HandlerContext } from "../service/context.js";

export type AccountRow = typeof accounts.$inferSelect;
export type FamilyRow = typeof families.$inferSelect;

/** A login contact: a phone with its calling code, or an e-mail (stored lower-cased). Only a contact proven with a code becomes one. */
export type Contact = { phone: string; countryCallingCode: string } | { email: string };

export function contactOf(input: { type: number; contactInfo: string; countryCallingCode?: string | undefined }): Contact {
  return input.type === 0
    ? { phone: input.contactInfo, countryCallingCode: input.countryCallingCode! }
    : { email: input.contactInfo.toLowerCase() };
}

function loginMatches(contact: Contact): SQL {
  return "email" in contact
    ? eq(accounts.email, contact.email)
    : and(eq(accounts.phone, contact.phone), eq(accounts.countryCallingCode, contact.countryCallingCode))!;
}

export async function accountByContact(db: Database, schoolCode: string, contact: Contact): Promise<AccountRow | undefined> {
  const [row] = await db.select().from(accounts).where(and(eq(accounts.schoolCode, schoolCode), loginMatches(contact)));
  return row;
}

/** Accounts that named this contact as the one to be notified at: the login dialog's related accounts. */
export async function accountsRelatedTo(db: Database, schoolCode: string, contact: Contact): Promise<AccountRow[]> {
  const attention =
    "email" in contact
      ? eq(accounts.attentionEmail, contact.email)
      : and(eq(accounts.attentionPhone, contact.phone), eq(accounts.attentionCountryCode, contact.countryCallingCode));
  return db.select().from(accounts).where(and(eq(accounts.schoolCode, schoolCode), attention));
}

/**
 * Refuses a contact another account already signs in with. It tells whether a contact is taken: call it only
 * once a code for the contact is proven, or where the caller's checks are rate limited (contactVerify).
 */
export async function assertContactFree(db: Database, schoolCode: string, contact: Contact, exceptUid?: string): Promise<void> {
  const holder = await accountByContact(db, schoolCode, contact);
  if (holder && holder.uid !== exceptUid) throw new ApiError(ErrorCode.CONTACT_TAKEN);
}

/** A 9-digit card number, unique across schools (retried on the rare clash). */
async function newCardNo(db: Database): Promise<string> {
  for (;;) {
    const cardNo = String(randomInt(100_000_000, 1_000_000_000));
    const [taken] = await db.select({ uid: accounts.uid }).from(accounts).where(eq(accounts.cardNo, cardNo));
    if (!taken) return cardNo;
  }
}

type NewAccount = Partial<
  Pick<AccountRow, "email" | "phone" | "countryCallingCode" | "contactEmail" | "nickName" | "firstName" | "lastName" | "gradeId" | "sourceCode" | "mediaCode">
>;

/**
 * Signs up: a new family whose registration account has the given login. The parent has no nickname until
 * they choose one; screens call them "Parent" in their language meanwhile, never by a login or a child's name.
 */
export async function createFamily(db: Database, schoolCode: string, values: NewAccount): Promise<AccountRow> {
  return db.transaction(async (tx) => {
    const [family] = await tx.insert(families).values({ schoolCode, parentNickname: "" }).returning();
    const [account] = await tx
      .insert(accounts)
      .values({ ...values, familyId: family!.id, schoolCode, cardNo: await newCardNo(tx) })
      .returning();
    await tx.update(families).set({ registrationUid: account!.uid }).where(eq(families.id, family!.id));
    return account!;
  });
}

/** A student joins the family without a login: it gets one only by binding a contact with a code. */
export async function addToFamily(db: Database, family: FamilyRow, values: Omit<NewAccount, "email" | "phone" | "countryCallingCode">): Promise<AccountRow> {
  const [account] = await db
    .insert(accounts)
    .values({ ...values, familyId: family.id, schoolCode: family.schoolCode, cardNo: await newCardNo(db) })
    .returning();
  return account!;
}

/** The signed-in account's family, for calls that need only its id (the session brings it); code 9 when the account is gone. */
export function signedInFamilyId(ctx: HandlerContext): string {
  const familyId = ctx.session?.familyId;
  if (!familyId) throw new ApiError(ErrorCode.SESSION_INVALID);
  return familyId;
}

/** The signed-in account and its family, as the session brought them; code 9 when the session's account is gone. */
export async function signedInFamily(ctx: HandlerContext): Promise<{ account: AccountRow; family: FamilyRow; members: AccountRow[] }> {
  const found = ctx.session?.family;
  const account = found?.members.find((member) => member.uid === ctx.session?.uid);
  if (!found || !account) throw new ApiError(ErrorCode.SESSION_INVALID);
  return { account, family: found.family, members: found.members };
}

/** A student of the signed-in family; anyone else's id answers as not found (never their data). */
export async function familyMember(ctx: HandlerContext, uid: string): Promise<{ member: AccountRow; family: FamilyRow; members: AccountRow[]; account: AccountRow }> {
  const signedIn = await signedInFamily(ctx);
  const member = signedIn.members.find((candidate) => candidate.uid === uid);
  if (!member) throw new ApiError(ErrorCode.NOT_FOUND_OR_ENDED, "No matching record found.");
  return { ...signedIn, member };
}

/** The school's grade with this id, or code 4000 naming the field. */
export async function assertSchoolGrade(ctx: HandlerContext, gradeId: number): Promise<void> {
  const [grade] = await ctx.db
    .select({ id: grades.id })
    .from(grades)
    .where(and(eq(grades.id, gradeId), eq(grades.system, ctx.site().gradeSystem)));
  if (!grade) throw new ApiError(ErrorCode.INVALID_INPUT, "data.gradeId: not a grade of this school");
}

async function gradeNames(ctx: HandlerContext, ids: (number | null)[]): Promise<Map<number, string>> {
  const wanted = ids.filter((id): id is number => id !== null);
  if (wanted.length === 0) return new Map();
  const rows = await ctx.db.select({ id: grades.id, names: grades.names }).from(grades).where(inArray(grades.id, wanted));
  return new Map(rows.map((row) => [row.id, ctx.text(row.names)]));
}

function studentOf(row: AccountRow, family: FamilyRow, gradeName: Map<number, string>): Student {
  return {
    uid: row.uid,
    card: row.cardNo,
    avatar: row.avatar,
    nickName: row.nickName,
    firstName: row.firstName,
    lastName: row.lastName,
    gradeId: row.gradeId,
    gradeName: row.gradeId === null ? "" : (gradeName.get(row.gradeId) ?? ""),
    email: row.email,
    phone: row.phone,
    countryCallingCode: row.countryCallingCode,
    contactEmail: row.contactEmail,
    wechat: row.wechat,
    whatsapp: row.whatsapp,
    line: row.line,
    isRegistrationAccount: family.registrationUid === row.uid,
  };
}

export async function studentsOf(ctx: HandlerContext, rows: AccountRow[], family: FamilyRow): Promise<Student[]> {
  const names = await gradeNames(ctx, rows.map((row) => row.gradeId));
  return rows.map((row) => studentOf(row, family, names));
}

export async function userOf(ctx: HandlerContext, account: AccountRow, family: FamilyRow): Promise<User> {
  const [student] = await studentsOf(ctx, [account], family);
  const linked = await ctx.db
    .select({ source: externalIdentities.source, email: externalIdentities.email })
    .from(externalIdentities)
    .where(eq(externalIdentities.uid, account.uid));
  return {
    ...student!,
    parentNickname: family.parentNickname,
    parentAvatar: family.parentAvatar,
    status: 1,
    linkedAccount: linked.map((link) => ({ source: link.source as 2 | 3 | 4, email: link.email })),
    attentionPhone: account.attentionPhone,
    attentionCountryCode: account.attentionCountryCode,
    attentionEmail: account.attentionEmail,
  };
}

