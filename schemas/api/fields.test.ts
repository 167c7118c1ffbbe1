import { describe, expect, it } from "vitest";
import { BUILDER_DATA_MAX_DEPTH, bigId, builderData, count, describeJsonProblem, id, idFromText, INT32_MAX, jsonProblem, text, version } from "./fields.js";

const nested = (depth: number, leaf: unknown = 1): unknown => {
  let value = leaf;
  for (let level = 0; level < depth; level++) value = { a: value };
  return value;
};

describe("ids, versions and counts", () => {
  it("fit a 32-bit column", () => {
    for (const field of [id, version]) {
      expect(field.safeParse(INT32_MAX).success).toBe(true);
      for (const value of [2 ** 31, 2 ** 53, 0, -0, -1, 1.5, Infinity, "1"]) expect(field.safeParse(value).success, String(value)).toBe(false);
    }
    expect(count.safeParse(0).success).toBe(true);
    expect(count.safeParse(2 ** 31).success).toBe(false);
  });

  it("of 64-bit columns take any integer JSON holds exactly", () => {
    expect(bigId.safeParse(2 ** 40).success).toBe(true);
    expect(bigId.safeParse(2 ** 53).success).toBe(false);
  });
});

describe("idFromText", () => {
  it("reads an id written in a URL, within a 32-bit column's range", () => {
    expect(idFromText("42")).toBe(42);
    expect(idFromText(String(INT32_MAX))).toBe(INT32_MAX);
    for (const text of ["2147483648", "99999999999", "0", "-1", "1.5", "1e3", "0x10", " 1", "", null, undefined]) expect(idFromText(text), String(text)).toBeUndefined();
  });
});

describe("text", () => {
  it("refuses NUL, other control characters and lone surrogates", () => {
    for (const value of ["a\u0000", "\u0007", "a\u001b[31m", "\u007f", "\u0085", "a\ud800", "\udfffa", "a\tb", "a\nb"]) {
      expect(text(100).safeParse(value).success, JSON.stringify(value)).toBe(false);
    }
  });

  it("takes any language, emoji and, in free text only, tabs and line breaks", () => {
    for (const value of ["Zoë 中文 العربية", "\u{1F600}\u200d", ""]) expect(text(100).safeParse(value).success).toBe(true);
    expect(text(100, { multiline: true }).safeParse("line\r\nnext\tcolumn").success).toBe(true);
    expect(text(100, { multiline: true }).safeParse("line\u0000").success).toBe(false);
  });

  it("bounds the length and trims when asked", () => {
    expect(text(3).safeParse("abcd").success).toBe(false);
    expect(text(3, { min: 1, trim: true }).parse("  ab  ")).toBe("ab");
    expect(text(3, { min: 1, trim: true }).safeParse("   ").success).toBe(false);
  });
});

describe("jsonProblem", () => {
  it("finds nesting beyond the bound, however deep, without overflowing the stack", () => {
    expect(jsonProblem(nested(3), 3)).toBeUndefined();
    expect(jsonProblem(nested(4), 3)).toEqual({ path: ["a", "a", "a"], message: "nested deeper than 3 levels" });
    expect(jsonProblem(nested(200_000), 32)?.message).toBe("nested deeper than 32 levels");
  });

  it("finds NUL and lone surrogates in values and keys, and __proto__ keys", () => {
    const inList = jsonProblem({ a: ["ok", "b\u0000"] }, 8)!;
    expect(describeJsonProblem("body", inList)).toBe("body.a.1: must not contain NUL or lone surrogates");
    expect(jsonProblem({ "\ud800": 1 }, 8)?.message).toMatch(/key/);
    expect(jsonProblem(JSON.parse('{"__proto__":{"polluted":1}}'), 8)?.message).toMatch(/__proto__/);
    expect(jsonProblem({ text: "line\nnext \u{1F600}" }, 8)).toBeUndefined();
  });
});

describe("builderData", () => {
  it(`takes component data up to ${BUILDER_DATA_MAX_DEPTH} levels deep and nothing the store cannot keep`, () => {
    expect(builderData.safeParse(nested(BUILDER_DATA_MAX_DEPTH)).success).toBe(true);
    expect(builderData.safeParse(nested(BUILDER_DATA_MAX_DEPTH + 1)).success).toBe(false);
    expect(builderData.safeParse({ html: "<p>\u0000</p>" }).success).toBe(false);
  });
});
