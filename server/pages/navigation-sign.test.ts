import { describe, expect, it } from "vitest";
import { createNavigationSign, verifyNavigationSign } from "./navigation-sign.js";
import { createPreviewSign, verifyPreviewSign } from "./preview-sign.js";

const secret = "preview-secret-for-tests-only-0123456789";
const target = { host: "uk.localhost", moduleId: 900_005_000, version: 3 };
const now = 1_800_000_000_000;
const sign = createNavigationSign(secret, target, now + 60_000);

describe("navigation preview signs", () => {
  it("name the module and version they show, on their host, until they expire", () => {
    expect(verifyNavigationSign(secret, sign, "uk.localhost", now)).toEqual({ valid: true, moduleId: 900_005_000, version: 3 });
    expect(verifyNavigationSign(secret, sign, "UK.localhost", now)).toEqual({ valid: true, moduleId: 900_005_000, version: 3 });
    expect(verifyNavigationSign(secret, sign, "uk.localhost", now + 60_000)).toEqual({ valid: false, reason: "expired" });
  });

  it("are refused on another host, with another secret, module, version or expiry", () => {
    expect(verifyNavigationSign(secret, sign, "sg.localhost", now)).toEqual({ valid: false, reason: "forged" });
    expect(verifyNavigationSign("another-secret-another-secret-000", sign, "uk.localhost", now)).toEqual({ valid: false, reason: "forged" });
    const [moduleId, version, expiry, mac] = sign.split(".");
    expect(verifyNavigationSign(secret, `${Number(moduleId) + 1}.${version}.${expiry}.${mac}`, "uk.localhost", now)).toMatchObject({ reason: "forged" });
    expect(verifyNavigationSign(secret, `${moduleId}.4.${expiry}.${mac}`, "uk.localhost", now)).toMatchObject({ reason: "forged" });
    expect(verifyNavigationSign(secret, `${moduleId}.${version}.${Number(expiry) + 1}.${mac}`, "uk.localhost", now)).toMatchObject({ reason: "forged" });
    expect(verifyNavigationSign(secret, "", "uk.localhost", now)).toEqual({ valid: false, reason: "malformed" });
  });

  it("are never a page preview sign, nor a page preview sign one", () => {
    const pageSign = createPreviewSign(secret, { host: "uk.localhost", path: "/", version: 3 }, now + 60_000);
    expect(verifyNavigationSign(secret, pageSign, "uk.localhost", now)).toMatchObject({ valid: false });
    // The same fields in a page sign's shape: its MAC covers other fields.
    const [, , expiry, mac] = sign.split(".");
    expect(verifyPreviewSign(secret, `3.${expiry}.${mac}`, "uk.localhost", "/", now)).toMatchObject({ valid: false });
    expect(verifyPreviewSign(secret, sign, "uk.localhost", "/", now)).toMatchObject({ valid: false, reason: "malformed" });
  });
});
