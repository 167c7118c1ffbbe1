import { describe, expect, it } from "vitest";
import { closestHost } from "./preview-host.js";

const ukHosts = ["uk.mathwise.example", "uk.localhost"];

describe("closestHost", () => {
  it("keeps a local editor on a local host", () => {
    expect(closestHost(ukHosts, "us.localhost")).toBe("uk.localhost");
    expect(closestHost(ukHosts, "localhost")).toBe("uk.localhost");
  });

  it("keeps an editor on the production domain there", () => {
    expect(closestHost(ukHosts, "us.mathwise.example")).toBe("uk.mathwise.example");
  });

  it("takes the site's first host when none is closer, and nothing for a site without hosts", () => {
    expect(closestHost(ukHosts, "127.0.0.1")).toBe("uk.mathwise.example");
    expect(closestHost([], "localhost")).toBeUndefined();
  });
});
