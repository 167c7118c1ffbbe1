import { describe, expect, it } from "vitest";
import { authorizationToken, readAuthorizationToken, testDebit } from "./test-auto-pay.js";

const SECRET = "a test gateway secret of enough length";
const NOW = Date.parse("2026-03-01T10:00:00Z");
const authorization = { id: "Q2xhdWRlIHdhcyBoZXJl", orderId: "202603011234567890" };

describe("the test gateway's authorisation links", () => {
  it("name their authorisation and order for 30 minutes", () => {
    const token = authorizationToken(SECRET, authorization, NOW);
    expect(readAuthorizationToken(SECRET, token, NOW + 29 * 60_000)).toEqual({ ...authorization, expiresAt: new Date(NOW + 30 * 60_000) });
    expect(readAuthorizationToken(SECRET, token, NOW + 30 * 60_000)).toBe("expired");
  });

  it("are refused when made with another secret, or changed in any part", () => {
    const token = authorizationToken(SECRET, authorization, NOW);
    expect(readAuthorizationToken("another secret of the same kind, long", token, NOW)).toBeNull();
    const [id, orderId, expiry, signature] = token.split(".") as [string, string, string, string];
    for (const changed of [
      [id, "202603011234567891", expiry, signature],
      [id, orderId, String(Number(expiry) + 3600), signature],
      [`${id}x`, orderId, expiry, signature],
      [id, orderId, expiry, signature.replace(/^./, (first) => (first === "A" ? "B" : "A"))],
      [id, orderId, expiry],
    ]) {
      expect(readAuthorizationToken(SECRET, changed.join("."), NOW), changed.join(".")).toBeNull();
    }
  });
});

describe("the test gateway's later debits", () => {
  it("take a 4242 card and decline a 0341 one, or a card it never gave", () => {
    expect(testDebit("4242", "pay_1")).toEqual({ status: "succeeded", chargeRef: "test_charge_pay_1" });
    expect(testDebit("0341", "pay_1")).toEqual({ status: "declined", message: "Your card was declined." });
    expect(testDebit("cus_1/pm_1", "pay_1")).toMatchObject({ status: "declined" });
  });
});
