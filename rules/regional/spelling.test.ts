import { describe, expect, it } from "vitest";
import { inSiteEnglish } from "./spelling.js";

describe("inSiteEnglish", () => {
  it("says maths in British English, keeping the case and other words", () => {
    expect(inSiteEnglish("Math that makes sense: math camps, Mathwise, mathematics", { countryCode: "GB" })).toBe(
      "Maths that makes sense: maths camps, Mathwise, mathematics",
    );
    expect(inSiteEnglish("after-school math", { countryCode: "SG" })).toBe("after-school maths");
  });

  it("keeps the names of competitions and products", () => {
    expect(inSiteEnglish("Win the Hope Cup Math Challenge with math practice", { countryCode: "SG" })).toBe(
      "Win the Hope Cup Math Challenge with maths practice",
    );
  });

  it("leaves American English as it is", () => {
    expect(inSiteEnglish("Math that makes sense", { countryCode: "US" })).toBe("Math that makes sense");
  });
});
