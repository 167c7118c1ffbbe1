import { describe, expect, it } from "vitest";
import { accountCalls } from "./accounts.js";

/** The fields a refused request names, as "data.<field>" messages do. */
function refusedFields(schema: { safeParse(value: unknown): { success: boolean; error?: { issues: { path: PropertyKey[] }[] } } }, value: unknown) {
  const parsed = schema.safeParse(value);
  return parsed.success ? [] : parsed.error!.issues.map((issue) => issue.path.join("."));
}

describe("login calls name a contact, or a related account by its reference (login step 2)", () => {
  const { sendLoginCode, checkCode, commonLogin, modifyUserInfoByCode } = accountCalls;

  it("take a typed contact, or a relatedRef alone", () => {
    expect(refusedFields(sendLoginCode.request, { scene: 1, type: 2, contactInfo: "ada@example.com" })).toEqual([]);
    expect(refusedFields(sendLoginCode.request, { scene: 1, relatedRef: "sealed" })).toEqual([]);
    expect(refusedFields(checkCode.request, { scene: 1, relatedRef: "sealed", verificationCode: "123456" })).toEqual([]);
    expect(refusedFields(commonLogin.request, { relatedRef: "sealed", verificationCode: "123456" })).toEqual([]);
    expect(
      refusedFields(modifyUserInfoByCode.request, { relatedRef: "sealed", verificationCode: "123456", targetEmail: "ada@example.com", targetVerificationCode: "654321" }),
    ).toEqual([]);
  });

  it("refuse both at once, neither, or a reference for a scene other than login", () => {
    expect(refusedFields(sendLoginCode.request, { scene: 1, relatedRef: "sealed", type: 2, contactInfo: "ada@example.com" })).toEqual([
      "type",
      "contactInfo",
    ]);
    expect(refusedFields(sendLoginCode.request, { scene: 1 })).toEqual(["type"]);
    expect(refusedFields(sendLoginCode.request, { scene: 1, type: 0, contactInfo: "91234567" })).toEqual(["countryCallingCode"]);
    expect(refusedFields(sendLoginCode.request, { scene: 3, relatedRef: "sealed" })).toEqual(["scene"]);
    expect(refusedFields(commonLogin.request, { type: 2, verificationCode: "123456" })).toEqual(["accountName"]);
    expect(
      refusedFields(modifyUserInfoByCode.request, {
        relatedRef: "sealed",
        phone: "91234567",
        countryCallingCode: "+65",
        verificationCode: "123456",
        targetEmail: "ada@example.com",
        targetVerificationCode: "654321",
      }),
    ).toEqual(["phone", "countryCallingCode"]);
  });

  it("answer related accounts without their phone or e-mail", () => {
    expect(Object.keys(accountCalls.preCheckAccount.response.shape.related.element.shape).sort()).toEqual([
      "avatar",
      "desensitizedEmail",
      "desensitizedPhone",
      "ref",
      "type",
    ]);
  });
});
