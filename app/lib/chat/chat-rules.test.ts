import { describe, expect, it } from "vitest";
import { apologyFor, canSend, CHAT_APOLOGY, hasChinese, isSendKey, reachesLimit, visibleRows } from "./chat-rules.js";

describe("chat input rules", () => {
  it("does not send empty, blank or over-long messages", () => {
    expect(canSend("")).toBe(false);
    expect(canSend("  \n ")).toBe(false);
    expect(canSend("a".repeat(500))).toBe(true);
    expect(canSend("a".repeat(501))).toBe(false);
  });

  it("says when the 500-character limit is reached", () => {
    expect(reachesLimit("a".repeat(499))).toBe(false);
    expect(reachesLimit("a".repeat(500))).toBe(true);
  });

  it("grows with lines up to 8 rows", () => {
    expect(visibleRows("")).toBe(1);
    expect(visibleRows("a\nb\nc")).toBe(3);
    expect(visibleRows("\n".repeat(20))).toBe(8);
  });

  it("sends on Enter, not on Shift+Enter nor while composing", () => {
    expect(isSendKey({ key: "Enter", shiftKey: false })).toBe(true);
    expect(isSendKey({ key: "Enter", shiftKey: true })).toBe(false);
    expect(isSendKey({ key: "Enter", shiftKey: false, isComposing: true })).toBe(false);
    expect(isSendKey({ key: "a", shiftKey: false })).toBe(false);
  });
});

describe("the apology of a failed answer", () => {
  it("is Chinese when the visitor's last text has Chinese characters, English otherwise", () => {
    expect(hasChinese("refund 退款")).toBe(true);
    expect(apologyFor("可以调课吗？", false)).toBe(CHAT_APOLOGY.answer.zh);
    expect(apologyFor("Can I reschedule?", false)).toBe(CHAT_APOLOGY.answer.en);
    expect(apologyFor("수업", false)).toBe(CHAT_APOLOGY.answer.en);
  });

  it("has a variant for a question that asked for classes", () => {
    expect(apologyFor("有三年级的数学课程吗？", true)).toBe(CHAT_APOLOGY.classes.zh);
    expect(apologyFor("Grade 3 math classes?", true)).toBe(CHAT_APOLOGY.classes.en);
  });
});
