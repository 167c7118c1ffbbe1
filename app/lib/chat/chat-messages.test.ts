import { describe, expect, it } from "vitest";
import { answer, ask, currentGuide, fail, isReplying, lastUserText, retry } from "./chat-messages.js";

const reply = { contentId: 42, content: "Yes.", type: 0 as const, guide: ["Other?"] };

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

  it("an answer replaces the waiting message with the server's id, content and guide", () => {
    const messages = answer(ask([], "Q", "local-1"), "local-1", reply);
    expect(messages[1]).toMatchObject({ contentId: "42", status: "normal", content: "Yes.", question: "Q" });
    expect(isReplying(messages)).toBe(false);
    expect(currentGuide(messages)).toEqual(["Other?"]);
  });

  it("a failure shows the apology; retry waits again for the same question", () => {
    const failed = fail(ask([], "Q", "local-1"), "local-1", "Sorry");
    expect(failed[1]).toMatchObject({ status: "failed", content: "Sorry", question: "Q" });
    expect(currentGuide(failed)).toEqual([]);
    expect(retry(failed, "local-1")[1]).toMatchObject({ status: "waiting", content: "", question: "Q" });
  });

  it("suggests questions only under the last message", () => {
    const messages = ask(answer(ask([], "Q", "local-1"), "local-1", reply), "Next", "local-2");
    expect(currentGuide(messages)).toEqual([]);
  });
});
