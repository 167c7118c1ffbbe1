import { describe, expect, it } from "vitest";
import { siteLocale } from "./site-locale.js";

describe("siteLocale", () => {
  it("reads a site's locale", () => {
    expect(siteLocale({ locale: "uk" })).toBe("uk");
  });

  it.each([undefined, "UK", "xx", "uk/../us"])("answers 404 for %s", (locale) => {
    let thrown: unknown;
    try {
      siteLocale({ locale });
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).status).toBe(404);
  });
});
