import { describe, expect, it } from "vitest";
import type { PhoneAreaCode } from "../../schemas/site.js";
import { defaultAreaCode } from "./area-codes.js";

const area = (countryCode: string, value: string) => ({ countryCode, value }) as PhoneAreaCode;
const my = area("MY", "+60");
const sg = area("SG", "+65");

describe("defaultAreaCode", () => {
  it("is the site's own country's, else the list's first, else none", () => {
    expect(defaultAreaCode([my, sg], "SG")).toBe(sg);
    expect(defaultAreaCode([my, sg], "US")).toBe(my);
    expect(defaultAreaCode([], "US")).toBeUndefined();
  });
});
