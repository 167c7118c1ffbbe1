import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ErrorCode } from "../../api/errors.js";
import { accounts } from "../../server/db/schema.js";
import { signIn, uniqueEmail, waitOutResend } from "../helpers/accounts.js";
import { startTestService, type TestService } from "../helpers/test-service.js";

// Issue 11: a contact becomes a login only once its owner proves it with a code.

const names = { nickName: "Bo", firstName: "Bo", lastName: "Parent", gradeId: 104 };
const sibling = { ...names, sourceCode: "sibling", mediaCode: "sibling" } as const;
const address = { name: "Bo Parent", countryCallingCode: "+1", phone: "4155550123", address1: "1 Main St", country: "US", use: "delivery" } as const;

let running: TestService;
beforeAll(async () => {
  running = await startTestService();
});
afterAll(async () => {
  await running?.close();
});

const refusedWith = (code: number) => expect.objectContaining({ code });
const emailOf = (family: { login: object }) => (family.login as { email: string }).email;

describe("an e-mail given for a student without a code", () => {
  it("never signs in: its owner signs up with a code into a family of their own and sees nothing of the family that typed it", async () => {
    const familyA = await signIn(running);
    const victim = uniqueEmail();
    const { id: student } = await familyA.api.call("addNewStudent", { ...sibling, email: victim }, familyA.call);
    await familyA.api.call("addAddress", { ...address, uid: student }, familyA.call);

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
    await family.api.call("modifyUserInfo", { uid: family.uid, ...names, email: given }, family.call);
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
      await family.api.call("modifyUserInfo", { uid: id, ...names, nickName: "Bea", email }, family.call);
      await family.api.call("modifyUserInfo", { uid: family.uid, ...names, email }, family.call);
    }
    await waitOutResend(running, holder.login);
    expect(await signIn(running, holder.login)).toMatchObject({ uid: holder.uid, newUser: false });
  });
});
