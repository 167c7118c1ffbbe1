import type { CallContext } from "../../../api/client.js";
import { ApiError, ErrorCode } from "../../../api/errors.js";
import { CHAT_STREAM_PATH, ChatStreamEvent, chatStreamMarkers, type ChatClassCard } from "../../../schemas/api/calls/chat.js";
import { eventStreamParser, type ServerSentEvent } from "./event-stream.js";

/** The longest wait for the next piece of a reply (queryChatContent's own timeout): past it the reply has failed. */
export const CHAT_STREAM_IDLE_MS = 10_000;

/** What a streamed reply brings, in order: words, then the suggested questions and the recommended classes, then done. */
export type ChatReplyUpdate =
  | { type: "words"; text: string }
  | { type: "guide"; guide: string[] }
  | { type: "cards"; cards: ChatClassCard[] }
  | { type: "done" };

export interface ChatReplyRequest {
  messageId: number;
  webchatSid: string;
}

const cutShort = (reason: string) => new ApiError(ErrorCode.NETWORK_ERROR, `The reply was cut short: ${reason}`);

function parsed<T>(schema: { safeParse(value: unknown): { success: true; data: T } | { success: false } }, event: ServerSentEvent): T {
  let value: unknown;
  try {
    value = JSON.parse(event.data);
  } catch {
    throw cutShort(`${event.event} is not JSON`);
  }
  const checked = schema.safeParse(value);
  if (!checked.success) throw cutShort(`${event.event} is not as the contract says`);
  return checked.data;
}

/** The update an event brings; null for an event this client does not know. A bad-request marker throws its refusal. */
function updateOf(event: ServerSentEvent): ChatReplyUpdate | null {
  switch (event.event) {
    case ChatStreamEvent.words:
      return { type: "words", text: parsed(chatStreamMarkers.words, event) };
    case ChatStreamEvent.guide:
      return { type: "guide", guide: parsed(chatStreamMarkers.guide, event) };
    case ChatStreamEvent.card:
      return { type: "cards", cards: parsed(chatStreamMarkers.card, event) };
    case ChatStreamEvent.badRequest: {
      const { code, msg } = parsed(chatStreamMarkers.badRequest, event);
      throw new ApiError(code, msg);
    }
    case ChatStreamEvent.done:
      return { type: "done" };
    default:
      return null;
  }
}

/**
 * The assistant's reply to a question, read from the stream as it comes (SPEC §7 streamed chat reply). Throws an
 * ApiError for a refusal (`bad-request`, with its code), an answer that is no event stream, a stream that ends
 * before `done` or stays silent for CHAT_STREAM_IDLE_MS; stops reading when `signal` aborts.
 */
export async function* readChatReply(
  request: ChatReplyRequest,
  context: CallContext,
  { signal, idleMs = CHAT_STREAM_IDLE_MS }: { signal?: AbortSignal; idleMs?: number } = {},
): AsyncGenerator<ChatReplyUpdate> {
  const reading = new AbortController();
  const stop = () => reading.abort();
  signal?.addEventListener("abort", stop);
  let idle: ReturnType<typeof setTimeout> | undefined;
  const wait = () => {
    clearTimeout(idle);
    idle = setTimeout(stop, idleMs);
  };
  try {
    wait();
    const { unifiedAccessToken: _token, ...header } = context.header;
    const response = await fetch(CHAT_STREAM_PATH, {
      method: "POST",
      headers: {
        "Content-Type": "application/json",
        Accept: "text/event-stream",
        ...(context.language ? { "Accept-Language": context.language } : {}),
      },
      body: JSON.stringify({ data: request, header }),
      credentials: "same-origin",
      signal: reading.signal,
    });
    if (!response.ok || !response.body || !response.headers.get("content-type")?.startsWith("text/event-stream")) {
      throw cutShort(`HTTP ${response.status}`);
    }
    const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
    const parser = eventStreamParser();
    try {
      for (;;) {
        wait();
        const { done, value } = await reader.read();
        if (done) throw cutShort("the stream ended before done");
        for (const event of parser.push(value)) {
          const update = updateOf(event);
          if (!update) continue;
          yield update;
          if (update.type === "done") return;
        }
      }
    } finally {
      void reader.cancel().catch(() => undefined);
    }
  } catch (error) {
    if (error instanceof ApiError) throw error;
    throw cutShort(reading.signal.aborted && !signal?.aborted ? `nothing for ${idleMs} ms` : String(error));
  } finally {
    clearTimeout(idle);
    signal?.removeEventListener("abort", stop);
  }
}
