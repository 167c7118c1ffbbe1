import { describe, expect, it } from "vitest";
import { LOCALES } from "../../schemas/site.js";
import { showsYoungChildNotice } from "./grade-notice.js";

describe("the Singapore notice for young children's level tests", () => {
  it("is shown on the sg site for K1, K2, P1, P2 and P3", () => {
    expect([301, 302, 303, 304, 305].map((grade) => showsYoungChildNotice("sg", grade))).toEqual([true, true, true, true, true]);
  });

  it("is not shown on the sg site from P4 on", () => {
    expect([306, 307, 308, 309, 312].map((grade) => showsYoungChildNotice("sg", grade))).toEqual([false, false, false, false, false]);
  });

  it("is not shown on any other site, even for the sg grades", () => {
    for (const locale of LOCALES.filter((candidate) => candidate !== "sg")) {
      expect([301, 303, 305, 101, 102].some((grade) => showsYoungChildNotice(locale, grade)), locale).toBe(false);
    }
  });
});
