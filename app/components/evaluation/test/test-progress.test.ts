import { describe, expect, it } from "vitest";
import { formatRemaining, questionAfter, resumeQuestion, timeWarning, unansweredQuestions, withAnswer } from "./test-progress.js";

describe("the clock", () => {
  it("shows minutes and seconds, two digits each at least", () => {
    expect([0, 5, 59, 60, 61, 599, 600, 3599, 3600, 6000].map(formatRemaining)).toEqual([
      "00:00",
      "00:05",
      "00:59",
      "01:00",
      "01:01",
      "09:59",
      "10:00",
      "59:59",
      "60:00",
      "100:00",
    ]);
  });

  it("shows no time below nothing, and whole seconds only", () => {
    expect(formatRemaining(-3)).toBe("00:00");
    expect(formatRemaining(61.9)).toBe("01:01");
  });

  it("warns at 5 minutes left, then at 1 minute left", () => {
    expect([1800, 301, 300, 120, 61, 60, 1, 0].map(timeWarning)).toEqual([null, null, "fiveMinutes", "fiveMinutes", "fiveMinutes", "oneMinute", "oneMinute", "oneMinute"]);
  });
});

describe("the questions left", () => {
  const answers = [2, null, 0, null, 1];

  it("lists the unanswered questions in order", () => {
    expect(unansweredQuestions(answers)).toEqual([1, 3]);
    expect(unansweredQuestions([0, 1])).toEqual([]);
    expect(unansweredQuestions([])).toEqual([]);
  });

  it("changes one answer and keeps the others", () => {
    expect(withAnswer(answers, 1, 3)).toEqual([2, 3, 0, null, 1]);
    expect(withAnswer(answers, 0, null)).toEqual([null, null, 0, null, 1]);
    expect(answers).toEqual([2, null, 0, null, 1]);
  });

  it("goes on to the next question, answered or not", () => {
    expect(questionAfter(answers, 0)).toBe(1);
    expect(questionAfter(answers, 1)).toBe(2);
    expect(questionAfter(answers, 3)).toBe(4);
  });

  it("after the last question, goes back to the first other unanswered one, or nowhere when there is none", () => {
    expect(questionAfter(answers, 4)).toBe(1);
    expect(questionAfter([0, null, null], 2)).toBe(1);
    expect(questionAfter([0, 1, 2], 2)).toBeNull();
    expect(questionAfter([0, 1, null], 2)).toBeNull();
    expect(questionAfter([null], 0)).toBeNull();
  });

  it("carries on at the first unanswered question, or the first question when all are answered", () => {
    expect(resumeQuestion(answers)).toBe(1);
    expect(resumeQuestion([null, null])).toBe(0);
    expect(resumeQuestion([0, 1])).toBe(0);
  });
});
