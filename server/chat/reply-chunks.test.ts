import { describe, expect, it } from "vitest";
import { MAX_CHUNKS, replyChunks } from "./reply-chunks.js";

describe("replyChunks", () => {
  it("cuts an English reply into three words at a time, keeping every space and line break", () => {
    const reply = "Classes are live and in small groups.\nStudents join  through our app.";
    const chunks = replyChunks(reply);
    expect(chunks).toEqual(["Classes are live ", "and in small ", "groups.\nStudents join  ", "through our app."]);
    expect(chunks.join("")).toBe(reply);
  });

  it("counts each Chinese or Japanese character as a word", () => {
    expect(replyChunks("规则取决于课程。")).toEqual(["规则取", "决于课", "程。"]);
    expect(replyChunks("はい、できます")).toEqual(["はい、", "できま", "す"]);
  });

  it("keeps mixed text and leading spaces whole", () => {
    const reply = "  Call 408 555 or 发邮件 to hello@example.com!";
    expect(replyChunks(reply).join("")).toBe(reply);
    expect(replyChunks(reply)[0]).toBe("  Call 408 ");
  });

  it("sends nothing for an empty reply", () => {
    expect(replyChunks("")).toEqual([]);
  });

  it("bounds the number of chunks of a long reply", () => {
    const reply = "word ".repeat(2_000).trim();
    const chunks = replyChunks(reply);
    expect(chunks.length).toBeLessThanOrEqual(MAX_CHUNKS);
    expect(chunks.join("")).toBe(reply);
  });
});
