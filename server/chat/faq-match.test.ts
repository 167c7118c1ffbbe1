import { describe, expect, it } from "vitest";
import { chatTokens, matchFaq } from "./faq-match.js";

const faq = [
  { question: "How are classes taught?", answer: "Classes are live and in small groups." },
  { question: "What is your refund policy?", answer: "The rules depend on the course." },
  { question: "What device do we need?", answer: "A Windows computer, a Mac or an iPad." },
  { question: "Can I reschedule a lesson?", answer: "Yes, choose another session." },
  { question: "退款政策是怎样的？", answer: "规则取决于课程。" },
];

describe("chatTokens", () => {
  it("keeps Latin words without stop words, folding plurals", () => {
    expect([...chatTokens("How do I get Refunds?")]).toEqual(["refund"]);
  });

  it("splits Chinese, Japanese and Korean runs into character pairs", () => {
    expect([...chatTokens("退款政策")]).toEqual(["退款", "款政", "政策"]);
    expect([...chatTokens("iPad 可以")]).toEqual(["可以", "ipad"]);
  });
});

describe("matchFaq", () => {
  it("answers with the question that covers the visitor's words", () => {
    const match = matchFaq("Can I get a refund?", faq);
    expect(match.best?.question).toBe("What is your refund policy?");
    expect(match.guide).toHaveLength(3);
    expect(match.guide).not.toContain("What is your refund policy?");
  });

  it("counts words found only in an answer at half weight", () => {
    expect(matchFaq("ipad", faq).best?.question).toBe("What device do we need?");
  });

  it("matches Chinese by character pairs", () => {
    expect(matchFaq("你们的退款政策是什么？", faq).best?.question).toBe("退款政策是怎样的？");
  });

  it("has no answer below the threshold, but still suggests questions", () => {
    const match = matchFaq("Tell me about the weather", faq);
    expect(match.best).toBeNull();
    expect(match.guide).toEqual(faq.slice(0, 3).map((entry) => entry.question));
  });
});
