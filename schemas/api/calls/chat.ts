import { z } from "zod";
import { CHAT_MAX_LENGTH, ChatContentType } from "../../chat-values.js";
import { defineCall } from "../define-call.js";
import { bigId, emptyRequest, id, text } from "../fields.js";


const webchatSid = z.uuid();

export const chatReplySchema = z.object({
  contentId: id,
  content: z.string(),
  type: z.union(Object.values(ChatContentType).map((value) => z.literal(value))),
  /** Other questions the visitor may ask next. */
  guide: z.array(z.string()).max(3),
});
export type ChatReply = z.output<typeof chatReplySchema>;

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
      "Asks the chat assistant: it answers from the school's published FAQ (the closest question) or points to the school's contact; both messages are kept with the conversation. Code 4003 for a conversation of another school or none.",
    request: z.object({ webchatSid, content: text(CHAT_MAX_LENGTH, { min: 1, trim: true, multiline: true }) }),
    response: z.object({ messageId: bigId, reply: chatReplySchema }),
    timeoutMs: 10_000,
  }),
};
