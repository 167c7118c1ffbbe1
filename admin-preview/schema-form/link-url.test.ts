import { describe, expect, it } from "vitest";
import { allowedLink } from "./link-url.js";

describe("allowedLink", () => {
  it("takes https://, http:// and site paths, trimmed", () => {
    expect(allowedLink("https://www.example.com/open-day")).toBe("https://www.example.com/open-day");
    expect(allowedLink("http://example.com")).toBe("http://example.com");
    expect(allowedLink("  /courses/maths ")).toBe("/courses/maths");
  });

  it("refuses other schemes, protocol-relative links, bare hosts and nothing at all", () => {
    for (const typed of ["javascript:alert(1)", "data:text/html,hi", "mailto:office@example.com", "//elsewhere.example", "/\\elsewhere.example", "/\t/elsewhere.example", "www.example.com", "", "   "]) {
      expect(allowedLink(typed)).toBeNull();
    }
  });

  it("refuses a link longer than a URL field holds", () => {
    expect(allowedLink(`/${"a".repeat(2047)}`)).not.toBeNull();
    expect(allowedLink(`/${"a".repeat(2048)}`)).toBeNull();
  });
});
