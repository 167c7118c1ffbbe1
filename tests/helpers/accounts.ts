import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { emailKey, phoneKey } from "../../server/auth/one-time-codes.js";
import { verificationCodes } from "../../server/db/schema.js";
import type { ApiClient, CallContext } from "../../api/client.js";
import { CodeScene, type CodeSceneValue } from "../../schemas/account-values.js";
import { inProcessClient, usContext, type TestService } from "./test-service.js";

/** A client from an address of its own, so the per-address limits of one test do not reach the next. */
export function freshClient(running: TestService): ApiClient {
  return inProcessClient(running, `198.51.100.${1 + (randomBytes(1)[0]! % 250)}`);
}

export const uniqueEmail = () => `parent-${randomBytes(5).toString("hex")}@example.com`;
export const uniquePhone = () => `4155${String(randomBytes(3).readUIntBE(0, 3) % 1_000_000).padStart(6, "0")}`;

export function signedInAs(context: CallContext, token: string): CallContext {
  return { ...context, header: { ...context.header, unifiedAccessToken: token } };
}

/** The code of the latest message the outbox holds for a recipient (an e-mail, or "+1 4155550123"). */
export async function latestCode(running: TestService, recipient: string): Promise<string> {
  const message = (await running.service.messenger.recent(200)).find((candidate) => candidate.recipient === recipient);
  const code = message?.body.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`no code was sent to ${recipient}`);
  return code;
}

/** A student as the add-student form sends it on the US site (grade 104). */
export const newStudent = { nickName: "Bo", firstName: "Bo", lastName: "Parent", gradeId: 104 };
/** The same, added as a sibling (SPEC §7 add new student: source and media code "sibling"). */
export const sibling = { ...newStudent, sourceCode: "sibling", mediaCode: "sibling" } as const;
/** A US delivery address. */
export const usAddress = { name: "Ada Parent", countryCallingCode: "+1", phone: "4155550123", address1: "1 Main St", country: "US", use: "delivery" } as const;

export type Login = { email: string } | { phone: string; countryCallingCode: string };

const contactFields = (login: Login) =>
  "email" in login
    ? { type: 2 as const, contactInfo: login.email }
    : { type: 0 as const, contactInfo: login.phone, countryCallingCode: login.countryCallingCode };

export const recipientOf = (login: Login) => ("email" in login ? login.email : `${login.countryCallingCode} ${login.phone}`);

/** Sends a code for the scene through the API and reads it from the outbox. */
export async function sendCode(running: TestService, api: ApiClient, login: Login, scene: CodeSceneValue = CodeScene.login, context = usContext) {
  await api.call("sendLoginCode", { scene, ...contactFields(login) }, context);
  return latestCode(running, recipientOf(login));
}

/** Signs in (or up) with a one-time code, as the login dialog does. */
export async function signIn(running: TestService, login: Login = { email: uniqueEmail() }, context = usContext) {
  const api = freshClient(running);
  const code = await sendCode(running, api, login, CodeScene.login, context);
  const { type, contactInfo, countryCallingCode } = contactFields(login) as { type: 0 | 2; contactInfo: string; countryCallingCode?: string };
  const session = await api.call("commonLogin", { type, accountName: contactInfo, countryCallingCode, verificationCode: code }, context);
  return { ...session, login, api, call: signedInAs(context, session.unifiedAccessToken) };
}

/** Signs in (or up) and completes the family student's details (SPEC §3), as the sign-up check and checkout ask. */
export async function signInWithStudent(running: TestService, login: Login = { email: uniqueEmail() }, context = usContext, student = newStudent) {
  const family = await signIn(running, login, context);
  await family.api.call("modifyUserInfo", { ...student, uid: family.uid }, family.call);
  return family;
}

/** Lets a minute pass for a contact's codes, so the next send is not 'too frequent'. */
export async function waitOutResend(running: TestService, login: Login) {
  const contact = "email" in login ? emailKey(login.email) : phoneKey(login.countryCallingCode, login.phone);
  await running.store.db
    .update(verificationCodes)
    .set({ createdAt: new Date(Date.now() - 61_000) })
    .where(eq(verificationCodes.contact, contact));
}
