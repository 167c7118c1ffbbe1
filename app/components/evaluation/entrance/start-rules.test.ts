import { describe, expect, it } from "vitest";
import { examTabUrl, testGradeId } from "./start-rules.js";

const BASE = "https://us.mathwise.example/evaluation?studentId=u-1";

describe("examTabUrl", () => {
  it("adds the utoken to an external exam service's address, keeping its query", () => {
    expect(examTabUrl({ goExamUrl: "https://exams.example/take?examId=e-7&lang=en", utoken: "p.sig" }, BASE)).toBe("https://exams.example/take?examId=e-7&lang=en&utoken=p.sig");
  });

  it("reads a path of this site against the page's address", () => {
    expect(examTabUrl({ goExamUrl: "/evaluation/instruction/e-7", utoken: "abc" }, BASE)).toBe("https://us.mathwise.example/evaluation/instruction/e-7?utoken=abc");
  });

  it("encodes the utoken and replaces one the address already carries", () => {
    expect(examTabUrl({ goExamUrl: "https://exams.example/take?utoken=old#start", utoken: "a+b/c=&d" }, BASE)).toBe("https://exams.example/take?utoken=a%2Bb%2Fc%3D%26d#start");
  });

  it("refuses an address that is not a web address", () => {
    expect(() => examTabUrl({ goExamUrl: "javascript:alert(1)", utoken: "t" }, BASE)).toThrow();
    expect(() => examTabUrl({ goExamUrl: "data:text/html,hi", utoken: "t" }, BASE)).toThrow();
  });
});

describe("testGradeId", () => {
  it("takes the grade chosen first, then the student's, then the fallback", () => {
    expect(testGradeId(5, 3, 107)).toBe(5);
    expect(testGradeId(null, 3, 107)).toBe(3);
    expect(testGradeId(null, null, 107)).toBe(107);
    expect(testGradeId(undefined, undefined, undefined)).toBeUndefined();
    expect(testGradeId(null, null, null)).toBeUndefined();
  });
});
