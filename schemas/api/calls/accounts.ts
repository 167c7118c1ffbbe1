import { z } from "zod";
import { callingCodeField, codeField, emailField, nicknameField, personNameField, phoneField } from "../../account-rules.js";
import { CodeScene, ContactType } from "../../account-values.js";
import { RemovalCheck, ThirdPartySource } from "../../account-values.js";
import { defineCall } from "../define-call.js";
import { emptyRequest, id, text } from "../fields.js";

const uid = text(64, { min: 1 });
const contactType = z.union([z.literal(ContactType.phone), z.literal(ContactType.email)]);
const scene = z.union(Object.values(CodeScene).map((value) => z.literal(value)));
const thirdPartySource = z.union(Object.values(ThirdPartySource).map((value) => z.literal(value)));
/** Where a new account came from, for the sales team (free text: campaign names). */
const channelField = text(64).optional();

type ContactValue = { type?: number | undefined; countryCallingCode?: string | undefined; relatedRef?: string | undefined } & Record<string, unknown>;

/** Checks `contact` as a phone (calling code required) or an e-mail, by `type` (SPEC §5). */
function refineContact(contactKey: string) {
  return (value: ContactValue, issues: z.core.$RefinementCtx) => {
    const isPhone = value.type === ContactType.phone;
    if (!(isPhone ? phoneField : emailField).safeParse(value[contactKey]).success)
      issues.addIssue({ code: "custom", path: [contactKey], message: isPhone ? "must be 4 to 16 digits" : "must be an e-mail address" });
    if (isPhone && !value.countryCallingCode)
      issues.addIssue({ code: "custom", path: ["countryCallingCode"], message: "required with a phone" });
  };
}

/**
 * A related account of the login dialog's step 2, named by the opaque reference preCheckAccount gave it:
 * sealed by the service, valid 10 minutes on the site that gave it; its phone or e-mail never reaches the
 * browser.
 */
const relatedRef = text(512, { min: 1 });

/** A login contact as `type` and `contactKey` (with a calling code for a phone), or instead a `relatedRef` (scene 1). */
function refineContactOrRelated(contactKey: string) {
  const refineGiven = refineContact(contactKey);
  return (value: ContactValue & { scene?: number }, issues: z.core.$RefinementCtx) => {
    if (value.relatedRef === undefined) {
      if (value.type === undefined) issues.addIssue({ code: "custom", path: ["type"], message: "required without relatedRef" });
      else refineGiven(value, issues);
      return;
    }
    for (const key of ["type", contactKey, "countryCallingCode"])
      if (value[key] !== undefined) issues.addIssue({ code: "custom", path: [key], message: "not allowed with relatedRef" });
    if (value.scene !== undefined && value.scene !== CodeScene.login)
      issues.addIssue({ code: "custom", path: ["scene"], message: "relatedRef is for scene 1 (login) only" });
  };
}

const contactFields = { type: contactType, contactInfo: text(45, { min: 1, trim: true }), countryCallingCode: callingCodeField.optional() };
/** contactFields, or a related account's reference instead (login step 2). */
const contactOrRelatedFields = {
  type: contactType.optional(),
  contactInfo: contactFields.contactInfo.optional(),
  countryCallingCode: contactFields.countryCallingCode,
  relatedRef: relatedRef.optional(),
};

/**
 * Payloads that name a phone (with its calling code) or an e-mail, with no `type` (pre-check, modify by
 * code); with `orRelatedRef`, a related account's reference may name the contact instead.
 */
function requirePhoneOrEmail(phone: string, email: string, callingCode: string, orRelatedRef = false) {
  return (value: Record<string, unknown>, issues: z.core.$RefinementCtx) => {
    if (orRelatedRef && value.relatedRef !== undefined) {
      for (const key of [phone, email, callingCode])
        if (value[key] !== undefined) issues.addIssue({ code: "custom", path: [key], message: "not allowed with relatedRef" });
      return;
    }
    if (value[phone] === undefined && value[email] === undefined)
      issues.addIssue({ code: "custom", path: [phone], message: "a phone or an e-mail is required" });
    if (value[phone] !== undefined && value[callingCode] === undefined)
      issues.addIssue({ code: "custom", path: [callingCode], message: "required with a phone" });
  };
}

/**
 * An account related to the contact of login step 1 (SPEC §3 Related account): its contacts masked only.
 * `ref` stands for it in sendLoginCode, checkCode, commonLogin and modifyUserInfoByCode; `type` is the kind
 * of its contact a code goes to (the kind entered in step 1 when it has one).
 */
export const relatedAccountSchema = z.object({
  ref: z.string(),
  type: contactType,
  desensitizedPhone: z.string().nullable(),
  desensitizedEmail: z.string().nullable(),
  avatar: z.string(),
});

const linkedAccount = z.object({ source: thirdPartySource, email: z.string().nullable() });

/** A student account of a family (SPEC §3 Student). Names are empty until the student's info is completed. */
export const studentSchema = z.object({
  uid,
  card: z.string(),
  avatar: z.string(),
  nickName: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  gradeId: id.nullable(),
  gradeName: z.string(),
  /** The login e-mail, phone and calling code: contacts proven with a code; null when the student has none. */
  email: z.string().nullable(),
  phone: z.string().nullable(),
  countryCallingCode: z.string().nullable(),
  /** The e-mail the family gave for the student (addNewStudent, modifyUserInfo): a contact detail that never signs in. */
  contactEmail: z.string().nullable(),
  wechat: z.string(),
  whatsapp: z.string(),
  line: z.string(),
  /** The account the family signed up with: it cannot be removed. */
  isRegistrationAccount: z.boolean(),
});
export type Student = z.output<typeof studentSchema>;

/** The signed-in account and its family's parent data (SPEC §3 User). */
export const userSchema = studentSchema.extend({
  parentNickname: z.string(),
  parentAvatar: z.string(),
  status: z.literal(1),
  linkedAccount: z.array(linkedAccount),
  attentionPhone: z.string().nullable(),
  attentionCountryCode: z.string().nullable(),
  attentionEmail: z.string().nullable(),
});
export type User = z.output<typeof userSchema>;

const session = z.object({ unifiedAccessToken: z.string(), uid });


const contactInfo = z
  .object({ uid, wechat: text(64, { trim: true }), whatsapp: text(64, { trim: true }), line: text(64, { trim: true }) })
  .refine((value) => value.wechat !== "" || value.whatsapp !== "" || value.line !== "", {
    message: "at least one of wechat, whatsapp and line is required",
    path: ["wechat"],
  });

export const accountCalls = {
  sendLoginCode: defineCall({
    path: "/account/code/send",
    summary:
      "Sends a 6-digit one-time code to a phone or e-mail (or a related account's, by its relatedRef) for a scene (1 login, 2 bind e-mail, 3 bind contact, 4 change contact); 'Operation too frequent' within 60 s of the last send to that contact or beyond the hourly limits.",
    request: z.object({ scene, ...contactOrRelatedFields }).superRefine(refineContactOrRelated("contactInfo")),
    response: z.null(),
    auth: "optional",
    signed: true,
  }),
  checkCode: defineCall({
    path: "/account/code/check",
    summary: "Checks a one-time code without using it up; a wrong code counts towards the 5 tries a code allows.",
    request: z.object({ scene, verificationCode: codeField, ...contactOrRelatedFields }).superRefine(refineContactOrRelated("contactInfo")),
    response: z.null(),
  }),
  contactVerify: defineCall({
    path: "/account/contact/verify",
    summary:
      "Checks that a phone or e-mail is free to bind to the signed-in account (the bind dialog's scene 3); 'Operation too frequent' beyond 10 checks an hour per family or 20 per client address.",
    request: z.object(contactFields).superRefine(refineContact("contactInfo")),
    response: z.null(),
    auth: "required",
  }),
  preCheckAccount: defineCall({
    path: "/account/pre-check",
    summary:
      "With a valid login code: whether an account signs in with this contact, and the accounts related to it (masked, each with an opaque reference).",
    request: z
      .object({ phone: phoneField.optional(), email: emailField.optional(), countryCallingCode: callingCodeField.optional(), verificationCode: codeField })
      .superRefine(requirePhoneOrEmail("phone", "email", "countryCallingCode")),
    response: z.object({ exist: z.boolean(), related: z.array(relatedAccountSchema) }),
  }),
  commonLogin: defineCall({
    path: "/account/login",
    summary:
      "Signs in with a login code, creating the account (and its family) when none has this contact; with a relatedRef, signs in to that related account.",
    request: z
      .object({
        type: contactType.optional(),
        accountName: text(45, { min: 1, trim: true }).optional(),
        countryCallingCode: callingCodeField.optional(),
        relatedRef: relatedRef.optional(),
        verificationCode: codeField,
        sourceCode: channelField,
        mediaCode: channelField,
      })
      .superRefine(refineContactOrRelated("accountName")),
    response: session.extend({ newUser: z.boolean() }),
    signed: true,
  }),
  modifyUserInfoByCode: defineCall({
    path: "/account/modify-by-code",
    summary:
      "Moves an account (named by its contact or its relatedRef) to a new phone or e-mail: a code sent to the account's contact and one sent to the new contact (scene 4). Whether the account exists or the new contact is taken is told only once both codes are right.",
    request: z
      .object({
        phone: phoneField.optional(),
        email: emailField.optional(),
        countryCallingCode: callingCodeField.optional(),
        relatedRef: relatedRef.optional(),
        verificationCode: codeField,
        targetPhone: phoneField.optional(),
        targetEmail: emailField.optional(),
        targetCountryCallingCode: callingCodeField.optional(),
        targetVerificationCode: codeField,
      })
      .superRefine(requirePhoneOrEmail("phone", "email", "countryCallingCode", true))
      .superRefine(requirePhoneOrEmail("targetPhone", "targetEmail", "targetCountryCallingCode")),
    response: z.object({ phone: z.string().nullable(), email: z.string().nullable(), countryCallingCode: z.string().nullable() }),
    auth: "optional",
  }),
  thirdPartyToken: defineCall({
    path: "/account/third-party/token",
    summary: "Signs in with a Google, Apple or Facebook ID token, verified against the provider's keys and audience.",
    request: z.object({ unifiedTempToken: text(8192, { min: 1 }), source: thirdPartySource, sourceCode: channelField, mediaCode: channelField }),
    response: z.object({ uid, token: z.string(), newUser: z.boolean() }),
  }),
  accountLogout: defineCall({
    path: "/account/logout",
    summary: "Ends the session: its token stops working at once.",
    request: emptyRequest,
    response: z.null(),
    auth: "optional",
  }),
  queryUserBasicInfo: defineCall({
    path: "/account/user",
    summary: "The signed-in account with its family's parent nickname and avatar.",
    request: z.object({ fillInAttention: z.boolean().default(false) }),
    response: userSchema,
    auth: "required",
  }),
  parentInfoModify: defineCall({
    path: "/account/parent",
    summary: "Changes the parent nickname shown in the personal centre (contacts change only with codes).",
    request: z.object({ nickName: nicknameField }),
    response: z.null(),
    auth: "required",
  }),
  queryNickname: defineCall({
    path: "/account/parent/nickname",
    summary: "Whether the parent has changed the nickname given at sign-up.",
    request: emptyRequest,
    response: z.object({ nickName: z.string(), nickNameModified: z.boolean() }),
    auth: "required",
  }),
  modifyUserInfo: defineCall({
    path: "/account/student/modify",
    summary: "Changes a family student's nickname, names and grade, and keeps an e-mail as its contact detail (never a login).",
    request: z.object({ uid, nickName: nicknameField, firstName: personNameField, lastName: personNameField, gradeId: id, email: emailField.optional() }),
    response: z.null(),
    auth: "required",
  }),
  saveContactInfo: defineCall({
    path: "/account/student/contacts",
    summary: "Keeps a family student's WeChat, WhatsApp and Line (at least one).",
    request: contactInfo,
    response: z.null(),
    auth: "required",
  }),
  getFamilyStudentsList: defineCall({
    path: "/account/family/students",
    summary: "The signed-in student and the other students of the family.",
    request: emptyRequest,
    response: z.object({ currentAccount: studentSchema, associatedAccount: z.array(studentSchema) }),
    auth: "required",
  }),
  addNewStudent: defineCall({
    path: "/account/family/students/add",
    summary: "Adds a student to the family (at most 6 students); an e-mail given is its contact detail, never a login.",
    request: z.object({
      nickName: nicknameField,
      firstName: personNameField,
      lastName: personNameField,
      gradeId: id,
      email: emailField.optional(),
      sourceCode: z.literal("sibling"),
      mediaCode: z.literal("sibling"),
    }),
    response: z.object({ id: uid }),
    auth: "required",
  }),
  switchAccount: defineCall({
    path: "/account/switch",
    summary: "Acts as another student of the family: a new token for it; the old one ends.",
    request: z.object({ targetUid: uid }),
    response: session,
    auth: "required",
  }),
  subAccountChangeCheck: defineCall({
    path: "/account/family/change-check",
    summary: "Which of the four removal confirmations applies to a family student (RemovalCheck).",
    request: z.object({ changeType: z.literal(1), studentId: uid }),
    response: z.object({
      continue: z.boolean(),
      helper: z.object({ status: z.union(Object.values(RemovalCheck).map((value) => z.literal(value))) }),
      phone: z.string().nullable(),
      email: z.string().nullable(),
      countryCallingCode: z.string().nullable(),
    }),
    auth: "required",
  }),
  batchUnbind: defineCall({
    path: "/account/family/unbind",
    summary:
      "Removes students from the family: one with its own login becomes a family of its own, one without is deleted.",
    request: z.object({ targetUid: z.array(uid).min(1).max(6) }),
    response: z.null(),
    auth: "required",
  }),
  bindPhone: defineCall({
    path: "/account/bind/phone",
    summary: "Gives the signed-in account a phone number, proven by a code (scene 3); a number another account signs in with is told only once the code is right.",
    request: z.object({ phone: phoneField, verificationCode: codeField, countryCallingCode: callingCodeField }),
    response: z.null(),
    auth: "required",
  }),
  bindEmail: defineCall({
    path: "/account/bind/email",
    summary: "Gives the signed-in account an e-mail address, proven by a code (scene 2); an address another account signs in with is told only once the code is right.",
    request: z.object({ email: emailField, verificationCode: codeField }),
    response: z.null(),
    auth: "required",
  }),
  bindEmail2: defineCall({
    path: "/account/bind/attention",
    summary: "Keeps a phone or e-mail to be notified at, without making it a login.",
    request: z
      .object({ attentionPhone: phoneField.optional(), attentionCountryCode: callingCodeField.optional(), attentionEmail: emailField.optional() })
      .superRefine(requirePhoneOrEmail("attentionPhone", "attentionEmail", "attentionCountryCode")),
    response: z.null(),
    auth: "required",
  }),
  queryTips: defineCall({
    path: "/account/tips",
    summary: "Evaluation tips for the family's students whose entrance evaluation is still to take.",
    request: z.object({ uids: z.array(uid).max(6) }),
    response: z.object({
      examTipList: z.array(
        z.object({ uid, firstName: z.string(), lastName: z.string(), avatar: z.string(), tag: z.string(), param: z.string(), show: z.boolean() }),
      ),
    }),
    auth: "required",
  }),
  checkHomework: defineCall({
    path: "/account/homework",
    summary: "Whether the homework entrance shows (hk and cn) and how much homework is unfinished.",
    request: emptyRequest,
    response: z.object({ homeworkEntrance: z.boolean(), unfinishedHomework: z.number().int().nonnegative() }),
    auth: "required",
  }),
  getTempToken: defineCall({
    path: "/account/temp-token",
    summary: "A five-minute token that hands the signed-in account over to the learning apps once.",
    request: emptyRequest,
    response: z.string(),
    auth: "required",
  }),
  unpaidRemind: defineCall({
    path: "/account/unpaid-remind",
    summary:
      "SKUs left unpaid or waiting in the cart, for the reminder after login: classes with instalments still to pay, cart lines of cart type 2 (unpaid), and how many SKUs the two name together.",
    request: emptyRequest,
    response: z.object({ toBeContinueSku: z.array(z.string()), inCartSku: z.array(z.string()), total: z.number().int().nonnegative() }),
    auth: "required",
  }),
  queryExternalAccounts: defineCall({
    path: "/account/external",
    summary: "Google, Apple and Facebook: bound to the signed-in account or not.",
    request: emptyRequest,
    response: z.array(z.object({ source: thirdPartySource, bound: z.boolean(), email: z.string().nullable() })),
    auth: "required",
  }),
  bindExternalAccount: defineCall({
    path: "/account/external/bind",
    summary: "Binds a provider's identity (verified ID token) to the signed-in account.",
    request: z.object({ unifiedTempToken: text(8192, { min: 1 }), source: thirdPartySource }),
    response: z.null(),
    auth: "required",
  }),
  unbindExternalAccount: defineCall({
    path: "/account/external/unbind",
    summary: "Unbinds a provider from the signed-in account.",
    request: z.object({ source: thirdPartySource }),
    response: z.null(),
    auth: "required",
  }),
};
