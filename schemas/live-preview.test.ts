import { describe, expect, it } from "vitest";
import { postLiveMessage, readLiveMessage, toFrameMessage, toToolMessage } from "./live-preview.js";

const tool = { origin: "https://admin.example.com", window: {} as MessageEventSource };
/** What postLiveMessage sends, caught on its way. */
function posted(message: Parameters<typeof postLiveMessage>[1]): unknown {
  let sent: unknown;
  postLiveMessage({ postMessage: (data: unknown) => void (sent = data) } as Window, message, tool.origin);
  return sent;
}
const document = posted({ type: "document", revision: 3, keys: ["m100", "n1"], document: { title: "Home" } }) as Record<string, unknown>;

describe("the live preview's messages", () => {
  it("are read from the expected window and origin, in their shape", () => {
    expect(readLiveMessage(toFrameMessage, { data: document, origin: tool.origin, source: tool.window }, tool)).toEqual(document);
  });

  it("are ignored from another origin or window, or in another shape", () => {
    expect(readLiveMessage(toFrameMessage, { data: document, origin: "https://evil.example.com", source: tool.window }, tool)).toBeNull();
    expect(readLiveMessage(toFrameMessage, { data: document, origin: tool.origin, source: {} as MessageEventSource }, tool)).toBeNull();
    expect(readLiveMessage(toFrameMessage, { data: { ...document, keys: ["<script>"] }, origin: tool.origin, source: tool.window }, tool)).toBeNull();
    expect(readLiveMessage(toFrameMessage, { data: { type: "document" }, origin: tool.origin, source: tool.window }, tool)).toBeNull();
    expect(readLiveMessage(toToolMessage, { data: document, origin: tool.origin, source: tool.window }, tool)).toBeNull();
  });
});
