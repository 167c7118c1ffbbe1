import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ErrorCode } from "../../api/errors.js";
import { CodeScene } from "../../schemas/account-values.js";
import { RemovalCheck } from "../../schemas/account-values.js";
import { verificationCodes } from "../../server/db/schema.js";
import { emailKey, OneTimeCodes } from "../../server/auth/one-time-codes.js";
import { RateLimits } from "../../server/security/rate-limit.js";
import { freshClient, latestCode, newStudent, sendCode, sibling, signedInAs, signIn, uniqueEmail, uniquePhone, usAddress, waitOutResend } from "../helpers/accounts.js";
import { localIdentityProviders } from "../helpers/identity.js";
import { startTestServer, startTestService, type TestService, ukContext, usContext } from "../helpers/test-service.js";

const identity = await localIdentityProviders();

let running: TestService;
beforeAll(async () => {
  running = await startTestService({}, { identityProviders: identity.providers });
});
afterAll(async () => {
  await running?.close();
});

const refusedWith = (code: number) => expect.objectContaining({ code });

describe("one-time codes", () => {
  it("are stored only as keyed hashes", async () => {
    const email = uniqueEmail();
    const code = await sendCode(running, freshClient(running), { email });
    const rows = await running.store.db.select().from(verificationCodes).where(eq(verificationCodes.contact, emailKey(email)));
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toContain(code);
    expect(rows[0]!.codeHash).toMatch(/^[0-9a-f]{64}$/);
  });

  it("die after 5 wrong tries, even for the right code afterwards", async () => {
    const api = freshClient(running);
    const email = uniqueEmail();
    const code = await sendCode(running, api, { email });
    const wrong = code === "000000" ? "111111" : "000000";
    const check = (verificationCode: string) => api.call("checkCode", { scene: CodeScene.login, type: 2, contactInfo: email, verificationCode }, usContext);
    for (let attempt = 1; attempt < 5; attempt++) await expect(check(wrong)).rejects.toEqual(refusedWith(ErrorCode.CODE_INCORRECT));
    await expect(check(wrong)).rejects.toEqual(refusedWith(ErrorCode.CODE_LOCKED));
    await expect(check(code)).rejects.toEqual(refusedWith(ErrorCode.CODE_LOCKED));
  });

  it("refuse an earlier code a newer send replaced, saying to use the latest", async () => {
    const api = freshClient(running);
    const email = uniqueEmail();
    const earlier = await sendCode(running, api, { email });
    await waitOutResend(running, { email });
    const latest = await sendCode(running, api, { email });
    const check = (verificationCode: string) => api.call("checkCode", { scene: CodeScene.login, type: 2, contactInfo: email, verificationCode }, usContext);
    if (earlier !== latest) await expect(check(earlier)).rejects.toEqual(refusedWith(ErrorCode.CODE_SUPERSEDED));
    const neither = ["000000", "111111", "222222"].find((code) => code !== earlier && code !== latest)!;
    await expect(check(neither)).rejects.toEqual(refusedWith(ErrorCode.CODE_INCORRECT));
    await expect(check(latest)).resolves.toBeDefined();
  });

  it("are used up together with what they allow, or not at all", async () => {
    const codes = new OneTimeCodes(running.store.db, running.env.OTP_SECRET, new RateLimits());
    const now = new Date();
    const issued = async () => {
      const target = { schoolCode: "1", contact: emailKey(uniqueEmail()) };
      return { target, scenes: [CodeScene.changeContact], code: await codes.issue(target, CodeScene.changeContact, "203.0.113.7", now) };
    };
    const [first, second] = [await issued(), await issued()];
    const wrongSecond = { ...second, code: second.code === "000000" ? "111111" : "000000" };
    await expect(codes.consume([first, wrongSecond], now)).rejects.toEqual(refusedWith(ErrorCode.CODE_INCORRECT));
    // The same code twice: its second use fails, which undoes the first.
    await expect(codes.consume([first, first], now)).rejects.toEqual(refusedWith(ErrorCode.CODE_EXPIRED));
    // What the codes allow fails (a contact taken by a race): they stay unused.
    await expect(codes.consume([first, second], now, () => Promise.reject(new Error("contact taken meanwhile")))).rejects.toThrow("contact taken meanwhile");
    expect(await codes.consume([first, second], now, async () => "changed")).toBe("changed");
    await expect(codes.verify(first, now)).rejects.toEqual(refusedWith(ErrorCode.CODE_EXPIRED));
    await expect(codes.verify(second, now)).rejects.toEqual(refusedWith(ErrorCode.CODE_EXPIRED));
  });

  it("cannot be sent again to the same contact within 60 s", async () => {
    const api = freshClient(running);
    const email = uniqueEmail();
    await sendCode(running, api, { email });
    await expect(api.call("sendLoginCode", { scene: CodeScene.login, type: 2, contactInfo: email }, usContext)).rejects.toEqual(
      refusedWith(ErrorCode.OPERATION_TOO_FREQUENT),
    );
  });

  it("are refused once expired", async () => {
    const api = freshClient(running);
    const email = uniqueEmail();
    const code = await sendCode(running, api, { email });
    await running.store.db
      .update(verificationCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(verificationCodes.contact, emailKey(email)));
    await expect(api.call("commonLogin", { type: 2, accountName: email, verificationCode: code }, usContext)).rejects.toEqual(
      refusedWith(ErrorCode.CODE_EXPIRED),
    );
  });

  it("sign in once: a used code does not sign in again", async () => {
    const api = freshClient(running);
    const email = uniqueEmail();
    const code = await sendCode(running, api, { email });
    const login = { type: 2 as const, accountName: email, verificationCode: code };
    expect(await api.call("commonLogin", login, usContext)).toMatchObject({ newUser: true });
    await expect(api.call("commonLogin", login, usContext)).rejects.toEqual(refusedWith(ErrorCode.CODE_EXPIRED));
  });

  it("work only on the school they were sent for", async () => {
    const api = freshClient(running);
    const email = uniqueEmail();
    const code = await sendCode(running, api, { email });
    await expect(api.call("commonLogin", { type: 2, accountName: email, verificationCode: code }, ukContext)).rejects.toEqual(
      refusedWith(ErrorCode.CODE_EXPIRED),
    );
  });
});

describe("the pre-check of the login dialog", () => {
  async function preCheck(email: string) {
    const api = freshClient(running);
    return api.call("preCheckAccount", { email, verificationCode: await sendCode(running, api, { email }) }, usContext);
  }

  it("finds no account and no related ones for a new contact (sign-up logs in, sign-in says it does not exist)", async () => {
    expect(await preCheck(uniqueEmail())).toEqual({ exist: false, related: [] });
  });

  it("finds the account of a contact that signs in (sign-up says already registered, sign-in logs in)", async () => {
    const family = await signIn(running);
    await waitOutResend(running, family.login);
    expect(await preCheck((family.login as { email: string }).email)).toEqual({ exist: true, related: [] });
  });

  it("needs a valid code", async () => {
    const email = uniqueEmail();
    const api = freshClient(running);
    const code = await sendCode(running, api, { email });
    await expect(api.call("preCheckAccount", { email, verificationCode: code === "123456" ? "654321" : "123456" }, usContext)).rejects.toEqual(
      refusedWith(ErrorCode.CODE_INCORRECT),
    );
  });

  it("moves a related account to the new contact with codes from both (step 3, yes; a wrong one uses neither), then it signs in with it", async () => {
    const phone = uniquePhone();
    const family = await signIn(running, { phone, countryCallingCode: "+1" });
    const email = uniqueEmail();
    const api = freshClient(running);
    const emailCode = await sendCode(running, api, { email });
    const phoneCode = await sendCode(running, api, { phone, countryCallingCode: "+1" }, CodeScene.changeContact);
    const move = (targetVerificationCode: string) =>
      api.call(
        "modifyUserInfoByCode",
        { phone, countryCallingCode: "+1", verificationCode: phoneCode, targetEmail: email, targetVerificationCode },
        usContext,
      );
    await expect(move(emailCode === "000000" ? "111111" : "000000")).rejects.toEqual(refusedWith(ErrorCode.CODE_INCORRECT));
    const moved = await move(emailCode);
    expect(moved).toEqual({ phone, countryCallingCode: "+1", email });
    await waitOutResend(running, { email });
    const again = await signIn(running, { email });
    expect(again).toMatchObject({ uid: family.uid, newUser: false });
  });
});

describe("sessions", () => {
  it("end at sign-out", async () => {
    const family = await signIn(running);
    expect(await family.api.call("queryUserBasicInfo", {}, family.call)).toMatchObject({ uid: family.uid, status: 1 });
    await family.api.call("accountLogout", {}, family.call);
    await expect(family.api.call("queryUserBasicInfo", {}, family.call)).rejects.toEqual(refusedWith(ErrorCode.SESSION_INVALID));
  });

  it("work on the site of their school only", async () => {
    const family = await signIn(running);
    await expect(family.api.call("queryUserBasicInfo", {}, signedInAs(ukContext, family.unifiedAccessToken))).rejects.toEqual(
      refusedWith(ErrorCode.SESSION_INVALID),
    );
  });

  it("switch to a family newStudent with a new token, ending the old one", async () => {
    const family = await signIn(running);
    const { id } = await family.api.call("addNewStudent", sibling, family.call);
    const switched = await family.api.call("switchAccount", { targetUid: id }, family.call);
    expect(switched.uid).toBe(id);
    expect(await family.api.call("queryUserBasicInfo", {}, signedInAs(usContext, switched.unifiedAccessToken))).toMatchObject({ uid: id, nickName: "Bo" });
    await expect(family.api.call("queryUserBasicInfo", {}, family.call)).rejects.toEqual(refusedWith(ErrorCode.SESSION_INVALID));
  });

  it("travel in an HttpOnly cookie over HTTP, which sign-out clears", async () => {
    const server = await startTestServer(running);
    try {
      const email = uniqueEmail();
      const code = await sendCode(running, freshClient(running), { email });
      const post = (path: string, data: unknown, headers: Record<string, string> = {}) =>
        server.post(path, JSON.stringify({ data, header: usContext.header }), headers);
      // commonLogin is signed: the in-process client signs; here the cookie path alone is under test.
      const login = await freshClient(running).call("commonLogin", { type: 2, accountName: email, verificationCode: code }, usContext);
      const cookie = `_official_token=${login.unifiedAccessToken}`;
      const user = await post("/account/user", {}, { Cookie: cookie });
      expect(((await user.json()) as { data: { uid: string } }).data.uid).toBe(login.uid);
      const logout = await post("/account/logout", {}, { Cookie: cookie });
      expect(logout.headers.get("set-cookie")).toMatch(/^_official_token=; Max-Age=0; Path=\/; HttpOnly; SameSite=Lax/);
      expect(((await (await post("/account/user", {}, { Cookie: cookie })).json()) as { code: number }).code).toBe(ErrorCode.SESSION_INVALID);
    } finally {
      await server.close();
    }
  });
});

describe("family students", () => {
  it("are at most six", async () => {
    const family = await signIn(running);
    for (let count = 2; count <= 6; count++) await family.api.call("addNewStudent", sibling, family.call);
    await expect(family.api.call("addNewStudent", sibling, family.call)).rejects.toEqual(refusedWith(ErrorCode.STUDENT_LIMIT));
    const { currentAccount, associatedAccount } = await family.api.call("getFamilyStudentsList", {}, family.call);
    expect(currentAccount).toMatchObject({ uid: family.uid, isRegistrationAccount: true });
    expect(associatedAccount).toHaveLength(5);
  });

  it("get the removal confirmation that fits, and leave or go as it says", async () => {
    const family = await signIn(running);
    const { id: withoutLogin } = await family.api.call("addNewStudent", { ...sibling, email: uniqueEmail() }, family.call);
    const { id: withLogin } = await family.api.call("addNewStudent", sibling, family.call);
    // A student gets a login of its own by binding a contact with a code, as itself (the parent switches to it).
    const ownEmail = uniqueEmail();
    const asStudent = signedInAs(usContext, (await family.api.call("switchAccount", { targetUid: withLogin }, family.call)).unifiedAccessToken);
    const bindCode = await sendCode(running, family.api, { email: ownEmail }, CodeScene.bindEmail, asStudent);
    await family.api.call("bindEmail", { email: ownEmail, verificationCode: bindCode }, asStudent);
    const parent = signedInAs(usContext, (await family.api.call("switchAccount", { targetUid: family.uid }, asStudent)).unifiedAccessToken);
    const check = (studentId: string) => family.api.call("subAccountChangeCheck", { changeType: 1, studentId }, parent);

    expect(await check(family.uid)).toMatchObject({ continue: false, helper: { status: RemovalCheck.registrationAccount } });
    // A contact e-mail is no login: without one, the student loses its access.
    expect(await check(withoutLogin)).toMatchObject({ continue: true, helper: { status: RemovalCheck.loses }, email: null });
    expect(await check(withLogin)).toMatchObject({ continue: true, helper: { status: RemovalCheck.keepsLogin }, email: ownEmail });

    await expect(family.api.call("batchUnbind", { targetUid: [family.uid] }, parent)).rejects.toEqual(refusedWith(ErrorCode.STUDENT_NOT_REMOVABLE));
    await family.api.call("batchUnbind", { targetUid: [withoutLogin, withLogin] }, parent);
    expect((await family.api.call("getFamilyStudentsList", {}, parent)).associatedAccount).toEqual([]);
    // The student with its own login now signs in to a family of its own.
    const own = await signIn(running, { email: ownEmail });
    expect(own).toMatchObject({ uid: withLogin, newUser: false });
    expect((await own.api.call("getFamilyStudentsList", {}, own.call)).currentAccount).toMatchObject({ isRegistrationAccount: true });
  });

  it("refuse a grade of another school", async () => {
    const family = await signIn(running);
    await expect(family.api.call("addNewStudent", { ...sibling, gradeId: 999_999 }, family.call)).rejects.toEqual(refusedWith(ErrorCode.INVALID_INPUT));
  });
});

describe("binding contacts", () => {
  it("binds an e-mail proven by its code, refuses one another account signs in with", async () => {
    const family = await signIn(running, { phone: uniquePhone(), countryCallingCode: "+1" });
    const email = uniqueEmail();
    const code = await sendCode(running, family.api, { email }, CodeScene.bindEmail, family.call);
    await family.api.call("bindEmail", { email, verificationCode: code }, family.call);
    expect(await family.api.call("queryUserBasicInfo", {}, family.call)).toMatchObject({ email });

    const other = await signIn(running);
    await expect(other.api.call("contactVerify", { type: 2, contactInfo: email }, other.call)).rejects.toEqual(refusedWith(ErrorCode.CONTACT_TAKEN));
  });

  it("needs a session to send a binding code", async () => {
    await expect(
      freshClient(running).call("sendLoginCode", { scene: CodeScene.bindEmail, type: 2, contactInfo: uniqueEmail() }, usContext),
    ).rejects.toEqual(refusedWith(ErrorCode.SESSION_INVALID));
  });
});

describe("third-party sign-in", () => {
  it("signs up with a verified ID token and signs the same subject in again", async () => {
    const api = freshClient(running);
    const email = uniqueEmail();
    const token = await identity.idToken({ sub: `g-${email}`, email, email_verified: true });
    const first = await api.call("thirdPartyToken", { unifiedTempToken: token, source: 2 }, usContext);
    expect(first.newUser).toBe(true);
    const again = await api.call("thirdPartyToken", { unifiedTempToken: await identity.idToken({ sub: `g-${email}` }), source: 2 }, usContext);
    expect(again).toMatchObject({ uid: first.uid, newUser: false });
    const user = await api.call("queryUserBasicInfo", {}, signedInAs(usContext, again.token));
    expect(user).toMatchObject({ email, linkedAccount: [{ source: 2, email }] });
  });

  it("refuses a token signed by another key, for another audience or expired", async () => {
    const api = freshClient(running);
    const { privateKey } = await (await import("jose")).generateKeyPair("RS256");
    const tokens = [
      await identity.idToken({ sub: "forged", key: privateKey }),
      await identity.idToken({ sub: "elsewhere", aud: "another-client" }),
      await identity.idToken({ sub: "late", expiresIn: "-1m" }),
      "not-a-token",
    ];
    for (const unifiedTempToken of tokens)
      await expect(api.call("thirdPartyToken", { unifiedTempToken, source: 3 }, usContext)).rejects.toEqual(refusedWith(ErrorCode.SIGN_IN_FAILED));
  });
});

describe("addresses", () => {
  it("keep one default: the first, or one marked so; deleting it promotes the latest other", async () => {
    const family = await signIn(running);
    const add = (extra: object = {}) => family.api.call("addAddress", { ...usAddress, uid: family.uid, ...extra }, family.call);
    const { id: first } = await add();
    const { id: second } = await add({ address1: "2 Main St" });
    const { id: third } = await add({ address1: "3 Main St", isDefault: true });
    const list = async () => (await family.api.call("queryAddressList", { uid: family.uid }, family.call)).map((row) => [row.id, row.isDefault]);
    expect(await list()).toEqual([[third, true], [second, false], [first, false]]);
    await family.api.call("deleteAddress", { id: third }, family.call);
    expect(await list()).toEqual([[second, true], [first, false]]);
    await expect(family.api.call("updateAddress", { ...usAddress, id: first }, family.call)).rejects.toEqual(refusedWith(ErrorCode.ADDRESS_UNCHANGED));
  });
});

describe("another family's ids", () => {
  it("are refused as not found on every call that takes one, and their data stays as it was", async () => {
    const owner = await signIn(running);
    const { id: ownerStudent } = await owner.api.call("addNewStudent", sibling, owner.call);
    const { id: ownerAddress } = await owner.api.call("addAddress", { ...usAddress, uid: owner.uid }, owner.call);
    const before = {
      family: await owner.api.call("getFamilyStudentsList", {}, owner.call),
      addresses: await owner.api.call("queryAddressList", { uid: owner.uid }, owner.call),
    };

    const intruder = await signIn(running);
    const attempts = {
      modifyUserInfo: () => intruder.api.call("modifyUserInfo", { uid: ownerStudent, ...newStudent, nickName: "Taken" }, intruder.call),
      saveContactInfo: () => intruder.api.call("saveContactInfo", { uid: owner.uid, wechat: "x", whatsapp: "", line: "" }, intruder.call),
      switchAccount: () => intruder.api.call("switchAccount", { targetUid: ownerStudent }, intruder.call),
      subAccountChangeCheck: () => intruder.api.call("subAccountChangeCheck", { changeType: 1, studentId: ownerStudent }, intruder.call),
      batchUnbind: () => intruder.api.call("batchUnbind", { targetUid: [ownerStudent] }, intruder.call),
      queryTips: () => intruder.api.call("queryTips", { uids: [owner.uid] }, intruder.call),
      queryAddressList: () => intruder.api.call("queryAddressList", { uid: owner.uid }, intruder.call),
      addAddress: () => intruder.api.call("addAddress", { ...usAddress, uid: owner.uid }, intruder.call),
      updateAddress: () => intruder.api.call("updateAddress", { ...usAddress, id: ownerAddress, address1: "Elsewhere" }, intruder.call),
      deleteAddress: () => intruder.api.call("deleteAddress", { id: ownerAddress }, intruder.call),
      setDefaultAddress: () => intruder.api.call("setDefaultAddress", { id: ownerAddress }, intruder.call),
    };
    for (const [name, attempt] of Object.entries(attempts)) {
      await expect(attempt(), name).rejects.toEqual(refusedWith(ErrorCode.NOT_FOUND_OR_ENDED));
    }
    expect(await owner.api.call("getFamilyStudentsList", {}, owner.call)).toEqual(before.family);
    expect(await owner.api.call("queryAddressList", { uid: owner.uid }, owner.call)).toEqual(before.addresses);
  });
});

describe("the outbox", () => {
  it("holds every code sent, for /dev/outbox", async () => {
    const email = uniqueEmail();
    const code = await sendCode(running, freshClient(running), { email });
    expect(await latestCode(running, email)).toBe(code);
    const server = await startTestServer(running);
    try {
      const page = await fetch(`${server.baseUrl}/dev/outbox`);
      expect(await page.text()).toContain(email);
      const json = (await (await fetch(`${server.baseUrl}/dev/outbox?format=json`)).json()) as { recipient: string; delivery: string }[];
      expect(json.find((message) => message.recipient === email)).toMatchObject({ delivery: "outbox" });
    } finally {
      await server.close();
    }
  });
});
