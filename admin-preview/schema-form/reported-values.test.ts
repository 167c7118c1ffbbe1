import { describe, expect, it } from "vitest";
import { ReportedValues } from "./reported-values.js";

describe("ReportedValues", () => {
  it("recognises the editor's own values coming back late, in order", () => {
    const reported = new ReportedValues();
    reported.add("<p>a</p>");
    reported.add("<p>ab</p>");
    expect(reported.cameBack("<p>a</p>")).toBe(true);
    expect(reported.cameBack("<p>ab</p>")).toBe(true);
  });

  it("treats a value the editor never reported as coming from elsewhere, and forgets what was pending", () => {
    const reported = new ReportedValues();
    reported.add("<p>a</p>");
    expect(reported.cameBack("<p>saved</p>")).toBe(false);
    expect(reported.cameBack("<p>a</p>")).toBe(false);
  });

  it("loads an earlier value again once the editor has moved past it (an undo in the page editor)", () => {
    const reported = new ReportedValues();
    reported.add("<p>a</p>");
    reported.add("<p>ab</p>");
    expect(reported.cameBack("<p>ab</p>")).toBe(true);
    expect(reported.cameBack("<p>a</p>")).toBe(false);
  });
});
