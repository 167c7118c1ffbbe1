import { describe, expect, it } from "vitest";
import { feedbackFormProblems } from "./feedback-form.js";

describe("the feedback form's required fields", () => {
  it("names each one left empty, in the form's order", () => {
    expect(feedbackFormProblems({ studentId: null, problemType: null, description: "" })).toEqual(["studentId", "problemType", "description"]);
    expect(feedbackFormProblems({ studentId: "s-1", problemType: null, description: "The video froze" })).toEqual(["problemType"]);
  });

  it("does not count spaces as a description", () => {
    expect(feedbackFormProblems({ studentId: "s-1", problemType: 3, description: " \n " })).toEqual(["description"]);
    expect(feedbackFormProblems({ studentId: "s-1", problemType: 3, description: "The video froze" })).toEqual([]);
  });
});
