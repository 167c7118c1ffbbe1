import { and, eq, inArray } from "drizzle-orm";
import { ApiError, ErrorCode } from "../../api/errors.js";
import { CodeScene, ContactType, type CodeSceneValue, type ContactTypeValue } from "../../schemas/account-values.js";
import { RemovalCheck } from "../../schemas/account-values.js";
import type { CallName } from "../../schemas/api/contract.js";
import {
  accountByContact,
  accountsRelatedTo,
  addToFamily,
  assertContactFree,
  assertSchoolGrade,
  contactOf,
  createFamily,
  familyMember,
  signedInFamily,
  studentsOf,
  userOf,
  type AccountRow,
  type Contact,
} from "../accounts/accounts.js";
import { codeContactOf, openRelatedRef, sealRelatedRef } from "../accounts/related-accounts.js";
import { verifyIdToken } from "../auth/identity-providers.js";
import { emailKey, phoneKey } from "../auth/one-time-codes.js";
import { createSession, revokeSession, revokeSessionsOf } from "../auth/sessions.js";
import { accounts, evaluations, externalIdentities, families, levelTests } from "../db/schema.js";
import { codeMessage } from "../messaging/code-message.js";
import { maskEmail, maskPhone } from "../../rules/contact-masks.js";
import type { RateLimitPolicy } from "../security/rate-limit.js";
import type { HandlerContext, Handlers } from "../service/context.js";
import { ACCOUNT_LIMITS } from "../../schemas/account-values.js";
import { unpaidReminder } from "../unpaid/unpaid-answers.js";

type AccountCallName = Extract<
  CallName,
  | "sendLoginCode"
  | "checkCode"
  | "contactVerify"
  | "preCheckAccount"
  | "commonLogin"
  | "modifyUserInfoByCode"
  | "thirdPartyToken"
  | "accountLogout"
  | "queryUserBasicInfo"
  | "parentInfoModify"
  | "queryNickname"
  | "modifyUserInfo"
  | "saveContactInfo"
  | "getFamilyStudentsList"
  | "addNewStudent"
  | "switchAccount"
  | "subAccountChangeCheck"
  | "batchUnbind"
  | "bindPhone"
  | "bindEmail"
  | "bindEmail2"
  | "queryTips"
  | "checkHomework"
  | "getTempToken"
  | "unpaidRemind"
  | "queryExternalAccounts"
  | "bindExternalAccount"
  | "unbindExternalAccount"
>;

/** The scenes that need a signed-in account: binding adds a contact to it. */
const SIGNED_IN_SCENES = new Set<CodeSceneValue>([CodeScene.bindEmail, CodeScene.bindContact]);

function keyOf(contact: Contact): string {
  return "email" in contact ? emailKey(contact.email) : phoneKey(contact.countryCallingCode, contact.phone);
}

function codeTarget(ctx: HandlerContext, contact: Contact) {
  return { schoolCode: ctx.site().schoolCode, contact: keyOf(contact) };
}

/** The phone or e-mail of a payload that gives them as `phone`/`email` with a calling code (prefixed or not). */
function contactFrom(phone: string | undefined, email: string | undefined, countryCallingCode: string | undefined): Contact {
  return phone !== undefined ? { phone, countryCallingCode: countryCallingCode! } : { email: email!.toLowerCase() };
}

/** The login contact a related account's reference stands for (login step 2), on this request's site. */
function relatedContact(ctx: HandlerContext, relatedRef: string): Promise<Contact> {
  return openRelatedRef(ctx.env.OTP_SECRET, ctx.site().schoolCode, relatedRef, ctx.now);
}

/** A login call's contact: given in full, or by a related account's reference (the contract allows one of the two). */
async function requestedContact(
  ctx: HandlerContext,
  data: { relatedRef?: string | undefined; type?: ContactTypeValue | undefined; countryCallingCode?: string | undefined },
  contactInfo: string | undefined,
): Promise<Contact> {
  if (data.relatedRef !== undefined) return relatedContact(ctx, data.relatedRef);
  return contactOf({ type: data.type!, contactInfo: contactInfo!, countryCallingCode: data.countryCallingCode });
}

/**
 * contactVerify tells a signed-in family whether a contact is taken before any code (SPEC §4 bind dialog):
 * a handful of answers an hour, per family (whichever of its students asks) and per client address.
 */
const contactCheckPerFamily: RateLimitPolicy = { name: "contact-check-family", points: 10, durationSeconds: 3600 };
const contactCheckPerAddress: RateLimitPolicy = { name: "contact-check-address", points: 20, durationSeconds: 3600 };

async function signIn(ctx: HandlerContext, account: AccountRow) {
  const session = await createSession(ctx.db, account, { now: ctx.now });
  return { unifiedAccessToken: session.token, uid: account.uid };
}

function loginFields(contact: Contact) {
  return "email" in contact ? { email: contact.email } : { phone: contact.phone, countryCallingCode: contact.countryCallingCode };
}

/** Binds a login contact once its code is right; only then is a taken contact told, and the refused code stays unused. */
async function bindLogin(ctx: HandlerContext, contact: Contact, code: string, scenes: CodeSceneValue[]) {
  const { account } = await signedInFamily(ctx);
  await ctx.codes.consume([{ target: codeTarget(ctx, contact), scenes, code }], ctx.now, async (tx) => {
    await assertContactFree(tx, account.schoolCode, contact, account.uid);
    await tx.update(accounts).set(loginFields(contact)).where(eq(accounts.uid, account.uid));
  });
  return null;
}

/** Removing a student: blocked for the registration account; otherwise it keeps its own login or is deleted. */
function removalCheck(member: AccountRow, registrationUid: string | null) {
  if (member.uid === registrationUid) return RemovalCheck.registrationAccount;
  // Active enrolment (RemovalCheck.activelyEnrolled) is known once orders exist.
  return member.phone !== null || member.email !== null ? RemovalCheck.keepsLogin : RemovalCheck.loses;
}

export const accountHandlers: Handlers<AccountCallName> = {
  async sendLoginCode(data, ctx) {
    if (SIGNED_IN_SCENES.has(data.scene) && !ctx.session) throw new ApiError(ErrorCode.SESSION_INVALID);
    const contact = await requestedContact(ctx, data, data.contactInfo);
    const code = await ctx.codes.issue(codeTarget(ctx, contact), data.scene, ctx.clientIp, ctx.now);
    await ctx.messenger.send({
      channel: "email" in contact ? "email" : "sms",
      recipient: "email" in contact ? contact.email : `${contact.countryCallingCode} ${contact.phone}`,
      ...(await codeMessage(ctx.site(), ctx.language(), code)),
    });
    return null;
  },

  async checkCode(data, ctx) {
    const contact = await requestedContact(ctx, data, data.contactInfo);
    await ctx.codes.verify({ target: codeTarget(ctx, contact), scenes: [data.scene], code: data.verificationCode }, ctx.now);
    return null;
  },

  async contactVerify(data, ctx) {
    const { account, family } = await signedInFamily(ctx);
    await ctx.rateLimits.consume(contactCheckPerFamily, family.id);
    await ctx.rateLimits.consume(contactCheckPerAddress, ctx.clientIp);
    await assertContactFree(ctx.db, account.schoolCode, contactOf(data), account.uid);
    return null;
  },

  async preCheckAccount(data, ctx) {
    const contact = contactFrom(data.phone, data.email, data.countryCallingCode);
    await ctx.codes.verify({ target: codeTarget(ctx, contact), scenes: [CodeScene.login], code: data.verificationCode }, ctx.now);
    const schoolCode = ctx.site().schoolCode;
    const [existing, related] = await Promise.all([accountByContact(ctx.db, schoolCode, contact), accountsRelatedTo(ctx.db, schoolCode, contact)]);
    const entered = "email" in contact ? ContactType.email : ContactType.phone;
    const choices = related.flatMap((account) => {
      const codeContact = account.uid === existing?.uid ? null : codeContactOf(account, entered);
      return codeContact ? [{ account, codeContact }] : [];
    });
    return {
      exist: existing !== undefined,
      // Masked contacts only; the login goes on with the opaque reference of the one chosen.
      related: await Promise.all(
        choices.map(async ({ account, codeContact }) => ({
          ref: await sealRelatedRef(ctx.env.OTP_SECRET, schoolCode, codeContact, ctx.now),
          type: "email" in codeContact ? ContactType.email : ContactType.phone,
          desensitizedPhone: account.phone === null ? null : maskPhone(`${account.countryCallingCode ?? ""} ${account.phone}`.trim()),
          desensitizedEmail: account.email === null ? null : maskEmail(account.email),
          avatar: account.avatar,
        })),
      ),
    };
  },

  async commonLogin(data, ctx) {
    const contact = await requestedContact(ctx, data, data.accountName);
    await ctx.codes.consume([{ target: codeTarget(ctx, contact), scenes: [CodeScene.login], code: data.verificationCode }], ctx.now);
    const schoolCode = ctx.site().schoolCode;
    const existing = await accountByContact(ctx.db, schoolCode, contact);
    // The related account chosen in step 2 no longer signs in with that contact: never a new family in its place.
    if (!existing && data.relatedRef !== undefined) throw new ApiError(ErrorCode.ACCOUNT_NOT_FOUND);
    const account =
      existing ??
      (await createFamily(ctx.db, schoolCode, { ...loginFields(contact), sourceCode: data.sourceCode, mediaCode: data.mediaCode }));
    return { ...(await signIn(ctx, account)), newUser: existing === undefined };
  },

  async modifyUserInfoByCode(data, ctx) {
    const current =
      data.relatedRef !== undefined ? await relatedContact(ctx, data.relatedRef) : contactFrom(data.phone, data.email, data.countryCallingCode);
    const target = contactFrom(data.targetPhone, data.targetEmail, data.targetCountryCallingCode);
    const schoolCode = ctx.site().schoolCode;
    const scenes = [CodeScene.login, CodeScene.changeContact];
    // The codes come first: whether an account has the contact, or the new one is taken, is told only to
    // whoever proved both; such a refusal leaves the codes unused.
    const [updated] = await ctx.codes.consume(
      [
        { target: codeTarget(ctx, current), scenes, code: data.verificationCode },
        { target: codeTarget(ctx, target), scenes, code: data.targetVerificationCode },
      ],
      ctx.now,
      async (tx) => {
        const account = await accountByContact(tx, schoolCode, current);
        if (!account) throw new ApiError(ErrorCode.ACCOUNT_NOT_FOUND);
        await assertContactFree(tx, schoolCode, target, account.uid);
        return tx.update(accounts).set(loginFields(target)).where(eq(accounts.uid, account.uid)).returning();
      },
    );
    return { phone: updated!.phone, email: updated!.email, countryCallingCode: updated!.countryCallingCode };
  },

  async thirdPartyToken(data, ctx) {
    const identity = await verifyIdToken(ctx.identityProviders, data.source, data.unifiedTempToken);
    const schoolCode = ctx.site().schoolCode;
    const [linked] = await ctx.db
      .select({ account: accounts })
      .from(externalIdentities)
      .innerJoin(accounts, eq(accounts.uid, externalIdentities.uid))
      .where(and(eq(externalIdentities.source, data.source), eq(externalIdentities.subject, identity.subject), eq(accounts.schoolCode, schoolCode)));
    let account = linked?.account;
    let newUser = false;
    if (!account) {
      // A verified address already used to sign in belongs to that account; otherwise a new family starts.
      const byEmail = identity.email ? await accountByContact(ctx.db, schoolCode, { email: identity.email }) : undefined;
      account =
        byEmail ??
        (await createFamily(
          ctx.db,
          schoolCode,
          { email: identity.email, sourceCode: data.sourceCode, mediaCode: data.mediaCode },
        ));
      newUser = byEmail === undefined;
      await ctx.db.insert(externalIdentities).values({ source: data.source, subject: identity.subject, uid: account.uid, email: identity.email });
    }
    const session = await signIn(ctx, account);
    return { uid: session.uid, token: session.unifiedAccessToken, newUser };
  },

  async accountLogout(_data, ctx) {
    if (ctx.session) await revokeSession(ctx.db, ctx.session.token);
    return null;
  },

  async queryUserBasicInfo(_data, ctx) {
    const { account, family } = await signedInFamily(ctx);
    return userOf(ctx, account, family);
  },

  async parentInfoModify(data, ctx) {
    const { family } = await signedInFamily(ctx);
    await ctx.db.update(families).set({ parentNickname: data.nickName, nicknameModified: true }).where(eq(families.id, family.id));
    return null;
  },

  async queryNickname(_data, ctx) {
    const { family } = await signedInFamily(ctx);
    return { nickName: family.parentNickname, nickNameModified: family.nicknameModified };
  },

  async modifyUserInfo({ uid, email, ...names }, ctx) {
    const { member } = await familyMember(ctx, uid);
    await assertSchoolGrade(ctx, names.gradeId);
    // An e-mail typed here is unproven: the student's contact detail, never a login (those change with codes only).
    await ctx.db
      .update(accounts)
      .set({ ...names, ...(email === undefined ? {} : { contactEmail: email }) })
      .where(eq(accounts.uid, member.uid));
    return null;
  },

  async saveContactInfo({ uid, ...contacts }, ctx) {
    const { member } = await familyMember(ctx, uid);
    await ctx.db.update(accounts).set(contacts).where(eq(accounts.uid, member.uid));
    return null;
  },

  async getFamilyStudentsList(_data, ctx) {
    const { account, family, members } = await signedInFamily(ctx);
    const [current, ...others] = await studentsOf(ctx, [account, ...members.filter((member) => member.uid !== account.uid)], family);
    return { currentAccount: current!, associatedAccount: others };
  },

  async addNewStudent({ email, ...student }, ctx) {
    const { family, members } = await signedInFamily(ctx);
    if (members.length >= ACCOUNT_LIMITS.maxStudents) throw new ApiError(ErrorCode.STUDENT_LIMIT);
    await assertSchoolGrade(ctx, student.gradeId);
    // The e-mail is the student's contact detail: a login only once proven by binding it with a code.
    const added = await addToFamily(ctx.db, family, { ...student, contactEmail: email ?? null });
    return { id: added.uid };
  },

  async switchAccount({ targetUid }, ctx) {
    const { member } = await familyMember(ctx, targetUid);
    const session = await signIn(ctx, member);
    await revokeSession(ctx.db, ctx.session!.token);
    return session;
  },

  async subAccountChangeCheck({ studentId }, ctx) {
    const { member, family } = await familyMember(ctx, studentId);
    const status = removalCheck(member, family.registrationUid);
    return {
      continue: status === RemovalCheck.keepsLogin || status === RemovalCheck.loses,
      helper: { status },
      phone: member.phone,
      email: member.email,
      countryCallingCode: member.countryCallingCode,
    };
  },

  async batchUnbind({ targetUid }, ctx) {
    const { family, members, account } = await signedInFamily(ctx);
    const targets = [...new Set(targetUid)].map((uid) => members.find((member) => member.uid === uid));
    if (targets.some((member) => member === undefined)) throw new ApiError(ErrorCode.NOT_FOUND_OR_ENDED, "No matching record found.");
    const removable = targets as AccountRow[];
    if (removable.some((member) => removalCheck(member, family.registrationUid) === RemovalCheck.registrationAccount || member.uid === account.uid))
      throw new ApiError(ErrorCode.STUDENT_NOT_REMOVABLE);
    await ctx.db.transaction(async (tx) => {
      for (const member of removable) {
        await revokeSessionsOf(tx, member.uid);
        if (removalCheck(member, family.registrationUid) === RemovalCheck.loses) {
          await tx.delete(accounts).where(eq(accounts.uid, member.uid));
          continue;
        }
        // A student with its own login leaves as a family of its own, registered with that login.
        const [own] = await tx
          .insert(families)
          .values({ schoolCode: family.schoolCode, parentNickname: member.nickName || family.parentNickname, registrationUid: member.uid })
          .returning();
        await tx.update(accounts).set({ familyId: own!.id }).where(eq(accounts.uid, member.uid));
      }
    });
    return null;
  },

  bindPhone: (data, ctx) =>
    bindLogin(ctx, { phone: data.phone, countryCallingCode: data.countryCallingCode }, data.verificationCode, [CodeScene.bindContact]),

  bindEmail: (data, ctx) =>
    bindLogin(ctx, { email: data.email.toLowerCase() }, data.verificationCode, [CodeScene.bindEmail, CodeScene.bindContact]),

  async bindEmail2(data, ctx) {
    const { account } = await signedInFamily(ctx);
    await ctx.db
      .update(accounts)
      .set({
        attentionPhone: data.attentionPhone ?? null,
        attentionCountryCode: data.attentionPhone === undefined ? null : data.attentionCountryCode,
        attentionEmail: data.attentionEmail?.toLowerCase() ?? null,
      })
      .where(eq(accounts.uid, account.uid));
    return null;
  },

  async queryTips({ uids }, ctx) {
    const { members } = await signedInFamily(ctx);
    const students = uids.map((uid) => members.find((member) => member.uid === uid));
    if (students.some((member) => member === undefined)) throw new ApiError(ErrorCode.NOT_FOUND_OR_ENDED, "No matching record found.");
    // A student with a grade that a level test places, and no level known yet, still has the evaluation to take.
    const [evaluated, tests] = await Promise.all([
      uids.length > 0 ? ctx.db.selectDistinct({ uid: evaluations.uid }).from(evaluations).where(inArray(evaluations.uid, uids)) : [],
      ctx.db.select({ gradeIds: levelTests.gradeIds }).from(levelTests),
    ]);
    const placed = new Set(tests.flatMap((test) => test.gradeIds));
    const done = new Set(evaluated.map((row) => row.uid));
    return {
      examTipList: (students as AccountRow[])
        .filter((student) => student.gradeId !== null && placed.has(student.gradeId) && !done.has(student.uid))
        .map((student) => ({
          uid: student.uid,
          firstName: student.firstName,
          lastName: student.lastName,
          avatar: student.avatar,
          tag: "evaluation",
          param: String(student.gradeId),
          show: true,
        })),
    };
  },

  async checkHomework(_data, ctx) {
    await signedInFamily(ctx);
    // Homework is recorded with learning (a later feature): nothing is unfinished until then.
    return { homeworkEntrance: ["hk", "cn"].includes(ctx.site().locale), unfinishedHomework: 0 };
  },

  async getTempToken(_data, ctx) {
    const { account } = await signedInFamily(ctx);
    return (await createSession(ctx.db, account, { now: ctx.now, purpose: "handoff" })).token;
  },

  async unpaidRemind(_data, ctx) {
    const { family, members } = await signedInFamily(ctx);
    return unpaidReminder(ctx.db, family.id, members.map((member) => member.uid));
  },

  async queryExternalAccounts(_data, ctx) {
    const { account } = await signedInFamily(ctx);
    const links = await ctx.db.select().from(externalIdentities).where(eq(externalIdentities.uid, account.uid));
    return ([2, 3, 4] as const).map((source) => {
      const link = links.find((candidate) => candidate.source === source);
      return { source, bound: link !== undefined, email: link?.email ?? null };
    });
  },

  async bindExternalAccount(data, ctx) {
    const { account } = await signedInFamily(ctx);
    const identity = await verifyIdToken(ctx.identityProviders, data.source, data.unifiedTempToken);
    const [holder] = await ctx.db
      .select({ uid: externalIdentities.uid })
      .from(externalIdentities)
      .where(and(eq(externalIdentities.source, data.source), eq(externalIdentities.subject, identity.subject)));
    if (holder && holder.uid !== account.uid) throw new ApiError(ErrorCode.CONTACT_TAKEN);
    await ctx.db.delete(externalIdentities).where(and(eq(externalIdentities.uid, account.uid), eq(externalIdentities.source, data.source)));
    await ctx.db.insert(externalIdentities).values({ source: data.source, subject: identity.subject, uid: account.uid, email: identity.email });
    return null;
  },

  async unbindExternalAccount(data, ctx) {
    const { account } = await signedInFamily(ctx);
    await ctx.db.delete(externalIdentities).where(and(eq(externalIdentities.uid, account.uid), eq(externalIdentities.source, data.source)));
    return null;
  },
};
