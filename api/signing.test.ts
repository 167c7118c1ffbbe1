import { createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import { computeSignature, formatSignatureHeader, parseSignatureHeader } from "./signing.js";

describe("request signatures", () => {
  it("is base64(HMAC-SHA256(key, body + time))", async () => {
    const expected = createHmac("sha256", "key-1").update('{"a":1}' + "1700000000000").digest("base64");
    expect(await computeSignature("key-1", '{"a":1}', 1_700_000_000_000)).toBe(expected);
  });

  it("round-trips through the header", async () => {
    const signature = await computeSignature("key-1", "body", 123);
    expect(parseSignatureHeader(formatSignatureHeader(123, signature))).toEqual({ timestamp: 123, signature });
  });

  it("refuses a header that is not t=<ms>,s=<base64 SHA-256>", () => {
    expect(parseSignatureHeader(undefined)).toBeNull();
    expect(parseSignatureHeader("")).toBeNull();
    expect(parseSignatureHeader("t=abc,s=" + "A".repeat(43) + "=")).toBeNull();
    expect(parseSignatureHeader("t=1,s=short")).toBeNull();
  });
});
