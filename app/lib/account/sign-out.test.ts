import { describe, expect, it } from "vitest";
import { signOutDestination } from "./sign-out.js";

describe("signOutDestination", () => {
  it("goes home, or to /hope-cup from the Hope Cup pages", () => {
    expect(signOutDestination("/my-account")).toBe("/");
    expect(signOutDestination("/hope-cup")).toBe("/hope-cup");
    expect(signOutDestination("/hope-cup/rules")).toBe("/hope-cup");
    expect(signOutDestination("/hope-cupcake")).toBe("/");
  });
});
