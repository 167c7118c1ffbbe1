import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ErrorCode } from "../../api/errors.js";
import { CodeScene } from "../../schemas/account-values.js";
import { accounts } from "../../server/db/schema.js";
import { freshClient, latestCode, newStudent, sendCode, sibling, signIn, uniqueEmail, uniquePhone, usAddress, waitOutResend } from "../helpers/accounts.js";
import { inProcessClient, startTestService, type TestService, ukContext, usContext } from "../helpers/test-service.js";

// Issue 11: a contact becomes a login only once its owner proves it with a code, and no call tells
// whether a contact belongs to an account before a code for it is proven.


let running: TestService;
beforeAll(async () => {
  running = await startTestService();
});
afterAll(async () => {
  await running?.close();
});

const refusedWith = (code: number) => expect.objectContaining({ code });
/** The code a call answers: 0 when it succeeds. */
const answerCode = (call: Promise<unknown>) => call.then(() => 0, (error: { code: number }) => error.code);
const emailOf = (family: { login: object }) => (family.login as { email: string }).email;
const otherThan = (code: string) => (code === "000000" ? "111111" : "000000");

describe("an e-mail given for a student without a code", () => {
  it("never signs in: its owner signs up with a code into a family of their own and sees nothing of the family that typed it", async () => {
    const familyA = await signIn(running);
    const victim = uniqueEmail();
    const { id: student } = await familyA.api.call("addNewStudent", { ...sibling, email: victim }, familyA.call);
    await familyA.api.call("addAddress", { ...usAddress, uid: student }, familyA.call);

    const own = await signIn(running, { email: victim });
    expect(own.newUser).toBe(true);
    expect(own.uid).not.toBe(student);
    const { currentAccount, associatedAccount } = await own.api.call("getFamilyStudentsList", {}, own.call);
    expect(currentAccount).toMatchObject({ uid: own.uid, email: victim, isRegistrationAccount: true });
    expect(associatedAccount).toEqual([]);
    expect(await own.api.call("queryAddressList", { uid: own.uid }, own.call)).toEqual([]);
    await expect(own.api.call("queryAddressList", { uid: student }, own.call)).rejects.toEqual(refusedWith(ErrorCode.NOT_FOUND_OR_ENDED));
    await expect(own.api.call("switchAccount", { targetUid: student }, own.call)).rejects.toEqual(refusedWith(ErrorCode.NOT_FOUND_OR_ENDED));

    // Family A keeps its student, with the address as a contact detail only.
    const family = await familyA.api.call("getFamilyStudentsList", {}, familyA.call);
    expect(family.associatedAccount).toEqual([expect.objectContaining({ uid: student, email: null, contactEmail: victim })]);
    const [row] = await running.store.db.select().from(accounts).where(eq(accounts.uid, student));
    expect(row).toMatchObject({ email: null, contactEmail: victim });
  });

  it("given to modifyUserInfo is a contact detail: the registration account's logins stay, and the address's owner signs up apart", async () => {
    const family = await signIn(running);
    const given = uniqueEmail();
    await family.api.call("modifyUserInfo", { uid: family.uid, ...newStudent, email: given }, family.call);
    expect(await family.api.call("queryUserBasicInfo", {}, family.call)).toMatchObject({ email: emailOf(family), contactEmail: given });

    await waitOutResend(running, family.login);
    expect(await signIn(running, family.login)).toMatchObject({ uid: family.uid, newUser: false });
    const owner = await signIn(running, { email: given });
    expect(owner).toMatchObject({ newUser: true });
    expect(owner.uid).not.toBe(family.uid);
  });

  it("is kept alike whether another account signs in with it or not (addNewStudent and modifyUserInfo say nothing about others)", async () => {
    const holder = await signIn(running);
    const family = await signIn(running);
    for (const email of [emailOf(holder), uniqueEmail()]) {
      const { id } = await family.api.call("addNewStudent", { ...sibling, email }, family.call);
      await family.api.call("modifyUserInfo", { uid: id, ...newStudent, nickName: "Bea", email }, family.call);
      await family.api.call("modifyUserInfo", { uid: family.uid, ...newStudent, email }, family.call);
    }
    await waitOutResend(running, holder.login);
    expect(await signIn(running, holder.login)).toMatchObject({ uid: holder.uid, newUser: false });
  });
});

describe("modifyUserInfoByCode, anonymous", () => {
  const move = (current: string, target: string, codes: { current?: string; target?: string } = {}) =>
    freshClient(running).call(
      "modifyUserInfoByCode",
      { email: current, verificationCode: codes.current ?? "123456", targetEmail: target, targetVerificationCode: codes.target ?? "123456" },
      usContext,
    );

  it("answers alike for a contact with an account and one without, and for a free or taken target, until both codes are right", async () => {
    const holder = await signIn(running);
    const other = await signIn(running);
    const unknown = uniqueEmail();
    const answers = {
      unknown: await answerCode(move(unknown, uniqueEmail())),
      known: await answerCode(move(emailOf(holder), uniqueEmail())),
      takenTarget: await answerCode(move(emailOf(holder), emailOf(other))),
    };
    expect(answers).toEqual({ unknown: ErrorCode.CODE_EXPIRED, known: ErrorCode.CODE_EXPIRED, takenTarget: ErrorCode.CODE_EXPIRED });

    // Codes were sent (anyone may ask for them), but the caller cannot read them: a guess is wrong either way.
    const api = freshClient(running);
    const free = uniqueEmail();
    for (const email of [unknown, free]) await api.call("sendLoginCode", { scene: CodeScene.changeContact, type: 2, contactInfo: email }, usContext);
    await waitOutResend(running, holder.login);
    await api.call("sendLoginCode", { scene: CodeScene.changeContact, type: 2, contactInfo: emailOf(holder) }, usContext);
    const guess = async (current: string) => otherThan(await latestCode(running, current));
    expect(await answerCode(move(unknown, free, { current: await guess(unknown) }))).toBe(ErrorCode.CODE_INCORRECT);
    expect(await answerCode(move(emailOf(holder), free, { current: await guess(emailOf(holder)) }))).toBe(ErrorCode.CODE_INCORRECT);
  });

  it("tells a missing account or a taken target only with both codes right, and leaves those codes usable", async () => {
    const holder = await signIn(running);
    const other = await signIn(running);
    const api = freshClient(running);
    const unknown = uniqueEmail();
    const free = uniqueEmail();
    await waitOutResend(running, holder.login);
    const codes = {
      unknown: await sendCode(running, api, { email: unknown }, CodeScene.changeContact),
      holder: await sendCode(running, api, holder.login, CodeScene.changeContact),
      other: await sendCode(running, api, other.login, CodeScene.changeContact),
      free: await sendCode(running, api, { email: free }, CodeScene.changeContact),
    };
    await expect(move(unknown, free, { current: codes.unknown, target: codes.free })).rejects.toEqual(refusedWith(ErrorCode.ACCOUNT_NOT_FOUND));
    await expect(move(emailOf(holder), emailOf(other), { current: codes.holder, target: codes.other })).rejects.toEqual(
      refusedWith(ErrorCode.CONTACT_TAKEN),
    );
    // Neither refusal used a code up: the holder's and the free address's codes still move the account.
    expect(await move(emailOf(holder), free, { current: codes.holder, target: codes.free })).toMatchObject({ email: free });
  });
});

describe("binding a contact that another account signs in with", () => {
  it("bindEmail says 'taken' only once its code is right, and the refusal changes nothing", async () => {
    const holder = await signIn(running);
    const phone = uniquePhone();
    const family = await signIn(running, { phone, countryCallingCode: "+1" });
    const bind = (verificationCode: string) => family.api.call("bindEmail", { email: emailOf(holder), verificationCode }, family.call);

    await expect(bind("123456")).rejects.toEqual(refusedWith(ErrorCode.CODE_EXPIRED));
    await waitOutResend(running, holder.login);
    const code = await sendCode(running, family.api, holder.login, CodeScene.bindEmail, family.call);
    await expect(bind(otherThan(code))).rejects.toEqual(refusedWith(ErrorCode.CODE_INCORRECT));
    await expect(bind(code)).rejects.toEqual(refusedWith(ErrorCode.CONTACT_TAKEN));

    expect(await family.api.call("queryUserBasicInfo", {}, family.call)).toMatchObject({ phone, email: null });
    await waitOutResend(running, holder.login);
    expect(await signIn(running, holder.login)).toMatchObject({ uid: holder.uid, newUser: false });
  });

  it("bindPhone too", async () => {
    const phone = uniquePhone();
    await signIn(running, { phone, countryCallingCode: "+1" });
    const family = await signIn(running);
    const bind = (verificationCode: string) => family.api.call("bindPhone", { phone, countryCallingCode: "+1", verificationCode }, family.call);
    await expect(bind("123456")).rejects.toEqual(refusedWith(ErrorCode.CODE_EXPIRED));
    await waitOutResend(running, { phone, countryCallingCode: "+1" });
    const code = await sendCode(running, family.api, { phone, countryCallingCode: "+1" }, CodeScene.bindContact, family.call);
    await expect(bind(otherThan(code))).rejects.toEqual(refusedWith(ErrorCode.CODE_INCORRECT));
    await expect(bind(code)).rejects.toEqual(refusedWith(ErrorCode.CONTACT_TAKEN));
    expect(await family.api.call("queryUserBasicInfo", {}, family.call)).toMatchObject({ phone: null, email: emailOf(family) });
  });
});

describe("contactVerify (the bind dialog's check before sending)", () => {
  const verify = (family: Awaited<ReturnType<typeof signIn>>, api = family.api) =>
    api.call("contactVerify", { type: 2, contactInfo: uniqueEmail() }, family.call);

  it("still tells a signed-in family that a contact is taken", async () => {
    const holder = await signIn(running);
    const family = await signIn(running);
    await expect(family.api.call("contactVerify", { type: 2, contactInfo: emailOf(holder) }, family.call)).rejects.toEqual(
      refusedWith(ErrorCode.CONTACT_TAKEN),
    );
  });

  it("answers at most 10 times an hour to one family", async () => {
    const family = await signIn(running);
    for (let count = 1; count <= 10; count++) await verify(family);
    await expect(verify(family)).rejects.toEqual(refusedWith(ErrorCode.OPERATION_TOO_FREQUENT));
  });

  it("answers at most 20 times an hour to one client usAddress, whichever family asks", async () => {
    const api = inProcessClient(running, `203.0.113.${1 + (randomBytes(1)[0]! % 250)}`);
    const families = [await signIn(running), await signIn(running), await signIn(running)];
    for (const [index, family] of families.entries()) for (let count = 1; count <= (index < 2 ? 8 : 4); count++) await verify(family, api);
    await expect(verify(families[2]!, api)).rejects.toEqual(refusedWith(ErrorCode.OPERATION_TOO_FREQUENT));
    // Another address is counted apart.
    await verify(families[2]!);
  });
});

describe("related accounts of the login dialog (step 2)", () => {
  /** A family signed up by phone that named `attention` as the e-mail to be notified at. */
  async function relatedFamily() {
    const phone = uniquePhone();
    const family = await signIn(running, { phone, countryCallingCode: "+1" });
    const attention = uniqueEmail();
    await family.api.call("bindEmail2", { attentionEmail: attention }, family.call);
    const api = freshClient(running);
    const code = await sendCode(running, api, { email: attention });
    const answer = await api.call("preCheckAccount", { email: attention, verificationCode: code }, usContext);
    return { family, phone, attention, api, code, answer };
  }

  it("carry masked contacts and an opaque reference, never the full phone or e-mail", async () => {
    const { family, phone, answer } = await relatedFamily();
    expect(answer).toEqual({
      exist: false,
      related: [{ ref: expect.any(String), type: 0, desensitizedPhone: expect.stringMatching(/^\+1 \d+\*+\d+$/), desensitizedEmail: null, avatar: "" }],
    });
    expect(JSON.stringify(answer)).not.toContain(phone);
    expect(JSON.stringify(answer)).not.toContain(family.uid);
  });

  it("go on by their reference: a code to the chosen account's contact, checked, then signing in to it", async () => {
    const { family, phone, api, answer } = await relatedFamily();
    const relatedRef = answer.related[0]!.ref;
    await waitOutResend(running, { phone, countryCallingCode: "+1" });
    await api.call("sendLoginCode", { scene: CodeScene.login, relatedRef }, usContext);
    const code = await latestCode(running, `+1 ${phone}`);
    await api.call("checkCode", { scene: CodeScene.login, relatedRef, verificationCode: code }, usContext);
    expect(await api.call("commonLogin", { relatedRef, verificationCode: code }, usContext)).toMatchObject({ uid: family.uid, newUser: false });
  });

  it("move the chosen account to the entered contact with codes from both (step 3, yes)", async () => {
    const { family, phone, attention, api, code, answer } = await relatedFamily();
    const relatedRef = answer.related[0]!.ref;
    await waitOutResend(running, { phone, countryCallingCode: "+1" });
    await api.call("sendLoginCode", { scene: CodeScene.login, relatedRef }, usContext);
    const phoneCode = await latestCode(running, `+1 ${phone}`);
    const moved = await api.call(
      "modifyUserInfoByCode",
      { relatedRef, verificationCode: phoneCode, targetEmail: attention, targetVerificationCode: code },
      usContext,
    );
    expect(moved).toEqual({ phone, countryCallingCode: "+1", email: attention });
    await waitOutResend(running, { email: attention });
    expect(await signIn(running, { email: attention })).toMatchObject({ uid: family.uid, newUser: false });
  });

  it("refuse a reference that was changed or that another school's site gave", async () => {
    const { api, answer } = await relatedFamily();
    const relatedRef = answer.related[0]!.ref;
    const [header, key, iv, ciphertext, tag] = relatedRef.split(".");
    const changed = [header, key, iv, `${ciphertext!.startsWith("A") ? "B" : "A"}${ciphertext!.slice(1)}`, tag].join(".");
    await expect(api.call("sendLoginCode", { scene: CodeScene.login, relatedRef: changed }, usContext)).rejects.toEqual(
      refusedWith(ErrorCode.CODE_EXPIRED),
    );
    await expect(api.call("sendLoginCode", { scene: CodeScene.login, relatedRef }, ukContext)).rejects.toEqual(refusedWith(ErrorCode.CODE_EXPIRED));
  });
});
