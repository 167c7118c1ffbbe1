import { describe, expect, it } from "vitest";
import { pickHost } from "./hosts.js";

describe("pickHost", () => {
  const hosts = ["uk.mathwise.example", "uk.localhost"];

  it("stays local for a local visitor and public otherwise", () => {
    expect(pickHost(hosts, "us.localhost:3000")).toBe("uk.localhost");
    expect(pickHost(hosts, "localhost")).toBe("uk.localhost");
    expect(pickHost(hosts, "us.mathwise.example")).toBe("uk.mathwise.example");
  });
});
