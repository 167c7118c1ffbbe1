import { describe, expect, it } from "vitest";
import { telHref } from "./phone-link.js";

describe("telHref", () => {
  it("keeps the digits and the leading plus", () => {
    expect(telHref("+61 2 5550 4321")).toBe("tel:+61255504321");
    expect(telHref("(510) 555-0136")).toBe("tel:5105550136");
  });
});
