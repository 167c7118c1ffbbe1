import { describe, expect, it } from "vitest";
import { ErrorCode } from "../../api/errors.js";
import { codeContactOf, openRelatedRef, RELATED_REF_LIFETIME_SECONDS, sealRelatedRef } from "./related-accounts.js";

const secret = "a-test-secret-of-at-least-thirty-two-characters";
const now = new Date("2026-12-01T10:00:00Z");
const phone = { phone: "4155550123", countryCallingCode: "+1" };
const refusedWith = (code: number) => expect.objectContaining({ code });

describe("codeContactOf", () => {
  const account = { ...phone, email: "ada@example.com" };

  it("takes the kind entered in step 1 when the account signs in with it, else its other contact", () => {
    expect(codeContactOf(account, 0)).toEqual(phone);
    expect(codeContactOf(account, 2)).toEqual({ email: "ada@example.com" });
    expect(codeContactOf({ ...account, email: null }, 2)).toEqual(phone);
    expect(codeContactOf({ phone: null, countryCallingCode: null, email: "ada@example.com" }, 0)).toEqual({ email: "ada@example.com" });
  });

  it("needs a calling code with a phone, and some login at all", () => {
    expect(codeContactOf({ ...phone, countryCallingCode: null, email: null }, 0)).toBeNull();
    expect(codeContactOf({ phone: null, countryCallingCode: null, email: null }, 2)).toBeNull();
  });
});

describe("related account references", () => {
  it("open to the contact they were sealed with, on the same school, without showing it", async () => {
    const ref = await sealRelatedRef(secret, "415", phone, now);
    expect(ref).not.toContain("4155550123");
    for (const part of ref.split(".")) expect(Buffer.from(part, "base64url").toString("latin1")).not.toContain("4155550123");
    expect(await openRelatedRef(secret, "415", ref, now)).toEqual(phone);
    const email = await sealRelatedRef(secret, "415", { email: "ada@example.com" }, now);
    expect(await openRelatedRef(secret, "415", email, now)).toEqual({ email: "ada@example.com" });
  });

  it("are refused, all alike, once expired, on another school, changed, or sealed with another secret", async () => {
    const ref = await sealRelatedRef(secret, "415", phone, now);
    const later = new Date(now.getTime() + RELATED_REF_LIFETIME_SECONDS * 1000 + 1000);
    const [header, key, iv, ciphertext, tag] = ref.split(".");
    const changed = [header, key, iv, `${ciphertext!.startsWith("A") ? "B" : "A"}${ciphertext!.slice(1)}`, tag].join(".");
    const foreign = await sealRelatedRef(`${secret}-other`, "415", phone, now);
    for (const [school, candidate, at] of [
      ["415", ref, later],
      ["440", ref, now],
      ["415", changed, now],
      ["415", foreign, now],
      ["415", "not-a-reference", now],
    ] as const) {
      await expect(openRelatedRef(secret, school, candidate, at)).rejects.toEqual(refusedWith(ErrorCode.CODE_EXPIRED));
    }
  });
});
