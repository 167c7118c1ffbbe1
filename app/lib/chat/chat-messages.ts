import type { ChatReply } from "../../../schemas/api/calls/chat.js";
import { ChatAuthor } from "../../../schemas/chat-values.js";

export type ChatStatus = "waiting" | "failed" | "normal";

/** A message as the chat window shows it (SPEC §3 Chat message). */
export interface ChatMessage {
  /** The server's id once answered; a local id before. */
  contentId: string;
  author: (typeof ChatAuthor)[keyof typeof ChatAuthor];
  type: ChatReply["type"];
  status: ChatStatus;
  content: string;
  /** For an assistant message: the question it answers, asked again on retry. */
  question?: string;
  guide?: string[];
}

/** A visitor's question and the assistant's waiting answer, identified by `replyId` until it arrives. */
export function ask(messages: readonly ChatMessage[], question: string, localId: string): ChatMessage[] {
  return [
    ...messages,
    { contentId: `${localId}-q`, author: ChatAuthor.user, type: 0, status: "normal", content: question },
    { contentId: localId, author: ChatAuthor.assistant, type: 0, status: "waiting", content: "", question },
  ];
}

export function answer(messages: readonly ChatMessage[], replyId: string, reply: ChatReply): ChatMessage[] {
  return messages.map((message) =>
    message.contentId === replyId
      ? { ...message, contentId: String(reply.contentId), type: reply.type, status: "normal", content: reply.content, guide: reply.guide }
      : message,
  );
}

export function fail(messages: readonly ChatMessage[], replyId: string, apology: string): ChatMessage[] {
  return messages.map((message) => (message.contentId === replyId ? { ...message, status: "failed", content: apology } : message));
}

/** A failed answer waits again for the same question. */
export function retry(messages: readonly ChatMessage[], replyId: string): ChatMessage[] {
  return messages.map((message) => (message.contentId === replyId ? { ...message, status: "waiting", content: "" } : message));
}

/** The input is hidden while the assistant replies. */
export function isReplying(messages: readonly ChatMessage[]): boolean {
  return messages.some((message) => message.status === "waiting");
}

/** The questions suggested under the latest answer, if it is the last message. */
export function currentGuide(messages: readonly ChatMessage[]): string[] {
  const last = messages.at(-1);
  return last?.author === ChatAuthor.assistant && last.status === "normal" ? (last.guide ?? []) : [];
}

/** The last text the visitor wrote, which decides the apology's language. */
export function lastUserText(messages: readonly ChatMessage[]): string {
  return messages.findLast((message) => message.author === ChatAuthor.user)?.content ?? "";
}
