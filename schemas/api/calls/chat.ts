import { z } from "zod";
import { CHAT_MAX_LENGTH, ChatContentType } from "../../chat-values.js";
import { defineCall } from "../define-call.js";
import { bigId, emptyRequest, id, text } from "../fields.js";
import { courseCardSchema } from "./catalogue.js";


const webchatSid = z.uuid();

/** The most questions the assistant suggests next, and the most classes it recommends in one answer. */
export const CHAT_GUIDE_MAX = 3;
export const CHAT_CARDS_MAX = 3;

export const chatReplySchema = z.object({
  contentId: id,
  content: z.string(),
  type: z.union(Object.values(ChatContentType).map((value) => z.literal(value))),
  /** Other questions the visitor may ask next. */
  guide: z.array(z.string()).max(CHAT_GUIDE_MAX),
});
export type ChatReply = z.output<typeof chatReplySchema>;

/** A class the assistant recommends (a message of type 2, SPEC §3): the catalogue card's title and price with its subject, grades and first lesson. */
export const chatClassCardSchema = courseCardSchema
  .pick({ id: true, kind: true, title: true, sellPrice: true })
  .extend({ subjectName: z.string(), gradeNames: z.array(z.string()), firstLessonTime: z.string().meta({ format: "date-time" }).nullable() });
export type ChatClassCard = z.output<typeof chatClassCardSchema>;

const chatReplyRequest = z.object({ messageId: bigId, webchatSid });

/**
 * The streamed reply (SPEC §7): `POST` the request envelope of queryChatReply here (`{data: {messageId,
 * webchatSid}, header}`) and read `text/event-stream`: the reply's words as `message` events (each a JSON string,
 * joined they are the reply), then the markers, then `done`. A stream that ends without `done` was cut short.
 */
export const CHAT_STREAM_PATH = "/webchat/stream";

export const ChatStreamEvent = {
  /** A few words of the reply, a JSON string (SSE's unnamed event). */
  words: "message",
  /** The questions to suggest next: a JSON list of strings. */
  guide: "guide",
  /** The classes recommended: a JSON list of ChatClassCard. */
  card: "card",
  /** The message is not one of this conversation's questions, or the request is not valid: `{code, msg}`; the stream ends. */
  badRequest: "bad-request",
  /** The whole reply was sent. */
  done: "done",
} as const;

export const chatStreamMarkers = {
  words: z.string(),
  guide: z.array(z.string()).max(CHAT_GUIDE_MAX),
  card: z.array(chatClassCardSchema).max(CHAT_CARDS_MAX),
  badRequest: z.object({ code: z.number().int(), msg: z.string() }),
};

export const chatCalls = {
  startChatSession: defineCall({
    path: "/webchat/start",
    summary:
      "Starts a conversation with the chat assistant of the school; a signed-in student is recorded with it. Code 4003 where the school offers no chat (only cn and us do).",
    request: emptyRequest,
    response: z.object({ webchatSid }),
    auth: "optional",
  }),
  queryChatContent: defineCall({
    path: "/webchat/ask",
    summary:
      "Asks the chat assistant: it answers from the school's published FAQ (the closest question) or points to the school's contact, and recommends up to three classes on sale when the question asks for classes of a grade or subject; the messages are kept with the conversation. Code 4003 for a conversation of another school or none.",
    request: z.object({ webchatSid, content: text(CHAT_MAX_LENGTH, { min: 1, trim: true, multiline: true }) }),
    response: z.object({ messageId: bigId, reply: chatReplySchema }),
    timeoutMs: 10_000,
  }),
  queryChatReply: defineCall({
    path: "/webchat/reply",
    summary: `The assistant's reply to a question of the conversation (messageId from queryChatContent): its text, the questions to suggest next and the classes recommended, as the catalogue shows them now. Browsers read it word by word from POST ${CHAT_STREAM_PATH}. Code 4003 for a message that is not a question of this conversation.`,
    request: chatReplyRequest,
    response: z.object({ content: z.string(), guide: chatStreamMarkers.guide, cards: chatStreamMarkers.card }),
    timeoutMs: 10_000,
  }),
};
