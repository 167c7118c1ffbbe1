import { describe, expect, it } from "vitest";
import { createPreviewSign, verifyPreviewSign } from "./preview-sign.js";

const secret = "preview-secret-for-tests-only-0123456789";
const target = { host: "uk.localhost", path: "/faq", version: 3 };
const now = 1_800_000_000_000;
const sign = createPreviewSign(secret, target, now + 60_000);

describe("preview signs", () => {
  it("open the draft version they name, for their host and path, until they expire", () => {
    expect(verifyPreviewSign(secret, sign, "uk.localhost", "/faq", now)).toEqual({ valid: true, version: 3 });
    expect(verifyPreviewSign(secret, sign, "UK.localhost", "/faq", now)).toEqual({ valid: true, version: 3 });
  });

  it("are refused once expired", () => {
    expect(verifyPreviewSign(secret, sign, "uk.localhost", "/faq", now + 60_000)).toEqual({ valid: false, reason: "expired" });
  });

  it("are refused for another path or host", () => {
    expect(verifyPreviewSign(secret, sign, "uk.localhost", "/about", now)).toMatchObject({ valid: false, reason: "forged" });
    expect(verifyPreviewSign(secret, sign, "sg.localhost", "/faq", now)).toMatchObject({ valid: false, reason: "forged" });
  });

  it("are refused when forged: another secret, version or expiry", () => {
    expect(verifyPreviewSign("another-secret-another-secret-000", sign, "uk.localhost", "/faq", now)).toMatchObject({ valid: false });
    const [, expiry, signature] = sign.split(".");
    expect(verifyPreviewSign(secret, `4.${expiry}.${signature}`, "uk.localhost", "/faq", now)).toMatchObject({ reason: "forged" });
    expect(verifyPreviewSign(secret, `3.${Number(expiry) + 1}.${signature}`, "uk.localhost", "/faq", now)).toMatchObject({ reason: "forged" });
  });

  it("are refused when malformed", () => {
    expect(verifyPreviewSign(secret, "", "uk.localhost", "/faq", now)).toEqual({ valid: false, reason: "malformed" });
    expect(verifyPreviewSign(secret, "3.abc.xyz", "uk.localhost", "/faq", now)).toEqual({ valid: false, reason: "malformed" });
  });

  it("of the editors' tool's frame pass only with the origin they were made for, and a shared link's never as one", () => {
    const tool = "https://admin.example.com";
    const editorSign = createPreviewSign(secret, { ...target, editorOrigin: tool }, now + 60_000);
    expect(verifyPreviewSign(secret, editorSign, "uk.localhost", "/faq", now, tool)).toEqual({ valid: true, version: 3 });
    expect(verifyPreviewSign(secret, editorSign, "uk.localhost", "/faq", now, "https://evil.example.com")).toMatchObject({ reason: "forged" });
    expect(verifyPreviewSign(secret, editorSign, "uk.localhost", "/faq", now)).toMatchObject({ reason: "forged" });
    expect(verifyPreviewSign(secret, sign, "uk.localhost", "/faq", now, tool)).toMatchObject({ reason: "forged" });
  });
});
