import { ChatStreamEvent, type ChatClassCard } from "../../schemas/api/calls/chat.js";
import { replyChunks } from "./reply-chunks.js";

/** The pause between two chunks of words: the reply reads as if typed, and a whole reply takes at most MAX_CHUNKS of them. */
export const CHUNK_PAUSE_MS = 40;

export interface StreamedReply {
  content: string;
  guide: string[];
  cards: ChatClassCard[];
}

/** One server-sent event; the data is JSON, so it is one line whatever the text holds. */
export function serverSentEvent(event: string, data: unknown): string {
  const name = event === ChatStreamEvent.words ? "" : `event: ${event}\n`;
  return `${name}data: ${JSON.stringify(data)}\n\n`;
}

/** Waits `ms`, or less when `signal` aborts; either way no timer is left behind. */
function pause(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (signal.aborted) return resolve();
    const done = () => {
      clearTimeout(timer);
      signal.removeEventListener("abort", done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    signal.addEventListener("abort", done);
  });
}

/**
 * Sends a reply as server-sent events: its words a few at a time with a pause between, then the suggested
 * questions, the recommended classes (when there are), and `done`. Stops at once, sending nothing more, when
 * `signal` aborts (the visitor went away). Resolves whether it finished.
 */
export async function sendReplyEvents(
  write: (text: string) => void,
  reply: StreamedReply,
  { pauseMs, signal }: { pauseMs: number; signal: AbortSignal },
): Promise<boolean> {
  const chunks = replyChunks(reply.content);
  for (const [index, chunk] of chunks.entries()) {
    if (signal.aborted) return false;
    write(serverSentEvent(ChatStreamEvent.words, chunk));
    if (index < chunks.length - 1) await pause(pauseMs, signal);
  }
  if (signal.aborted) return false;
  write(serverSentEvent(ChatStreamEvent.guide, reply.guide));
  if (reply.cards.length > 0) write(serverSentEvent(ChatStreamEvent.card, reply.cards));
  write(serverSentEvent(ChatStreamEvent.done, null));
  return true;
}
