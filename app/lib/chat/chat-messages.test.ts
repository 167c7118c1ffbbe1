import { describe, expect, it } from "vitest";
import { applyReply, ask, currentGuide, fail, isReplying, lastUserText, retry } from "./chat-messages.js";
import { CHAT_APOLOGY } from "./chat-rules.js";

const card = {
  id: "us-grade4-problem-solving-online-sku",
  kind: "class" as const,
  title: "Grade 4 Problem Solving",
  sellPrice: 42000,
  subjectName: "Math",
  gradeNames: ["Grade 3", "Grade 4"],
  firstLessonTime: "2030-01-11T02:00:00.000Z",
};

describe("chat messages", () => {
  it("asking adds the question and a waiting answer; the input hides while it waits", () => {
    const messages = ask([], "Can I reschedule?", "local-1");
    expect(messages.map((message) => [message.author, message.status])).toEqual([
      [1, "normal"],
      [2, "waiting"],
    ]);
    expect(isReplying(messages)).toBe(true);
    expect(lastUserText(messages)).toBe("Can I reschedule?");
  });

  it("an answer grows word by word while it streams, then takes its guide and classes, and is done", () => {
    let messages = ask([], "Q", "local-1");
    messages = applyReply(messages, "local-1", { type: "words", text: "Yes, " });
    expect(messages[1]).toMatchObject({ status: "streaming", content: "Yes, " });
    expect(isReplying(messages)).toBe(true);
    messages = applyReply(messages, "local-1", { type: "words", text: "of course." });
    messages = applyReply(messages, "local-1", { type: "guide", guide: ["Other?"] });
    messages = applyReply(messages, "local-1", { type: "cards", cards: [card] });
    expect(currentGuide(messages)).toEqual([]);
    messages = applyReply(messages, "local-1", { type: "done" });
    expect(messages[1]).toMatchObject({ status: "normal", content: "Yes, of course.", cards: [card], question: "Q" });
    expect(isReplying(messages)).toBe(false);
    expect(currentGuide(messages)).toEqual(["Other?"]);
  });

  it("a failure shows the apology instead of what had come; retry waits again for the same question", () => {
    const streamed = applyReply(ask([], "Q", "local-1"), "local-1", { type: "words", text: "Half" });
    const failed = fail(streamed, "local-1");
    expect(failed[1]).toMatchObject({ status: "failed", content: CHAT_APOLOGY.answer.en, question: "Q" });
    expect(currentGuide(failed)).toEqual([]);
    expect(retry(failed, "local-1")[1]).toMatchObject({ status: "waiting", content: "", question: "Q" });
  });

  it("apologizes for the recommendation when the question asked for classes or classes had come", () => {
    expect(fail(ask([], "有三年级的数学课程吗？", "local-1"), "local-1")[1]!.content).toBe(CHAT_APOLOGY.classes.zh);
    const withCards = applyReply(ask([], "Anything for grade 3?", "local-1"), "local-1", { type: "cards", cards: [card] });
    expect(fail(withCards, "local-1")[1]).toMatchObject({ content: CHAT_APOLOGY.classes.en, cards: undefined });
  });

  it("suggests questions only under the last message", () => {
    const answered = applyReply(applyReply(ask([], "Q", "local-1"), "local-1", { type: "guide", guide: ["Other?"] }), "local-1", { type: "done" });
    expect(currentGuide(ask(answered, "Next", "local-2"))).toEqual([]);
  });
});
