import { afterEach, describe, expect, it, vi } from "vitest";
import { sendReplyEvents, serverSentEvent } from "./reply-stream.js";

const reply = { content: "Classes are live and in small groups.", guide: ["What device do we need?"], cards: [] };

afterEach(() => {
  vi.useRealTimers();
});

describe("serverSentEvent", () => {
  it("writes the words as unnamed events and the markers by name, with JSON data on one line", () => {
    expect(serverSentEvent("message", "two\nlines ")).toBe('data: "two\\nlines "\n\n');
    expect(serverSentEvent("guide", ["A?"])).toBe('event: guide\ndata: ["A?"]\n\n');
  });
});

describe("sendReplyEvents", () => {
  it("sends the words a few at a time with a pause between, then the guide and done", async () => {
    vi.useFakeTimers();
    const written: string[] = [];
    const sending = sendReplyEvents((text) => written.push(text), reply, { pauseMs: 40, signal: new AbortController().signal });
    expect(written).toEqual(['data: "Classes are live "\n\n']);
    await vi.advanceTimersByTimeAsync(40);
    expect(written).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(40);
    await expect(sending).resolves.toBe(true);
    expect(written[2]).toBe('data: "groups."\n\n');
    expect(written.slice(3)).toEqual(['event: guide\ndata: ["What device do we need?"]\n\n', "event: done\ndata: null\n\n"]);
  });

  it("stops at once and leaves no timer running when the visitor goes away", async () => {
    vi.useFakeTimers();
    const written: string[] = [];
    const visitor = new AbortController();
    const sending = sendReplyEvents((text) => written.push(text), reply, { pauseMs: 40, signal: visitor.signal });
    expect(vi.getTimerCount()).toBe(1);
    visitor.abort();
    await expect(sending).resolves.toBe(false);
    expect(vi.getTimerCount()).toBe(0);
    expect(written).toHaveLength(1);
  });
});
