import { describe, expect, it } from "vitest";
import { createUploadToken, familyOfUploadToken } from "./upload-token.js";

const SECRET = "a-secret-of-at-least-thirty-two-characters";
const FAMILY = "4f0c2b8e-52a4-4c1e-9a51-0c0b8a7f3d21";
const NOW = Date.parse("2026-11-27T10:00:00Z");

describe("feedback upload tokens", () => {
  it("name their family until they expire", () => {
    const token = createUploadToken(SECRET, FAMILY, NOW + 60_000);
    expect(familyOfUploadToken(SECRET, token, NOW)).toBe(FAMILY);
    expect(familyOfUploadToken(SECRET, token, NOW + 60_000)).toBeNull();
  });

  it("cannot be moved to another family, lengthened, or made with another secret", () => {
    const token = createUploadToken(SECRET, FAMILY, NOW + 60_000);
    const other = "00000000-0000-4000-8000-000000000001";
    expect(familyOfUploadToken(SECRET, token.replace(FAMILY, other), NOW)).toBeNull();
    expect(familyOfUploadToken(SECRET, token.replace(String(NOW + 60_000), String(NOW + 6_000_000)), NOW)).toBeNull();
    expect(familyOfUploadToken(`${SECRET}!`, token, NOW)).toBeNull();
  });

  it("refuses anything not of its form", () => {
    for (const token of ["", "token", `${FAMILY}.1.x`, `${createUploadToken(SECRET, FAMILY, NOW + 60_000)}.`]) expect(familyOfUploadToken(SECRET, token, NOW)).toBeNull();
  });
});
