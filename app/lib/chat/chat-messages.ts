import { mentionsClasses } from "../../../rules/chat/class-words.js";
import type { ChatClassCard, ChatReply } from "../../../schemas/api/calls/chat.js";
import { ChatAuthor } from "../../../schemas/chat-values.js";
import { apologyFor } from "./chat-rules.js";
import type { ChatReplyUpdate } from "./chat-stream.js";

/** SPEC §3's statuses, and "streaming": the window's own, while an answer's words arrive. */
export type ChatStatus = "waiting" | "streaming" | "failed" | "normal";

/** A message as the chat window shows it (SPEC §3 Chat message). */
export interface ChatMessage {
  /** A local id: the window asks by question and retries by this id. */
  contentId: string;
  author: (typeof ChatAuthor)[keyof typeof ChatAuthor];
  type: ChatReply["type"];
  status: ChatStatus;
  content: string;
  /** For an assistant message: the question it answers, asked again on retry. */
  question?: string;
  guide?: string[];
  /** The classes an answer recommends. */
  cards?: ChatClassCard[];
}

const withReply = (messages: readonly ChatMessage[], replyId: string, change: (message: ChatMessage) => ChatMessage) =>
  messages.map((message) => (message.contentId === replyId ? change(message) : message));

/** A visitor's question and the assistant's waiting answer, identified by `replyId` until it arrives. */
export function ask(messages: readonly ChatMessage[], question: string, localId: string): ChatMessage[] {
  return [
    ...messages,
    { contentId: `${localId}-q`, author: ChatAuthor.user, type: 0, status: "normal", content: question },
    { contentId: localId, author: ChatAuthor.assistant, type: 0, status: "waiting", content: "", question },
  ];
}

/** An answer as its stream goes: the words grow its text, the markers add its suggestions and classes, done completes it. */
export function applyReply(messages: readonly ChatMessage[], replyId: string, update: ChatReplyUpdate): ChatMessage[] {
  return withReply(messages, replyId, (message) => {
    switch (update.type) {
      case "words":
        return { ...message, status: "streaming", content: message.content + update.text };
      case "guide":
        return { ...message, guide: update.guide };
      case "cards":
        return { ...message, cards: update.cards };
      case "done":
        return { ...message, status: "normal" };
    }
  });
}

/**
 * A failed answer shows the apology instead of what had arrived: in Chinese when the visitor's last text is, and
 * the one for class recommendations when the question asked for classes or classes had come (SPEC §8).
 */
export function fail(messages: readonly ChatMessage[], replyId: string): ChatMessage[] {
  const apology = (message: ChatMessage) =>
    apologyFor(lastUserText(messages), mentionsClasses(message.question ?? "") || (message.cards?.length ?? 0) > 0);
  return withReply(messages, replyId, (message) => ({ ...message, status: "failed", content: apology(message), guide: undefined, cards: undefined }));
}

/** A failed answer waits again for the same question. */
export function retry(messages: readonly ChatMessage[], replyId: string): ChatMessage[] {
  return withReply(messages, replyId, (message) => ({ ...message, status: "waiting", content: "" }));
}

/** The input is hidden while the assistant replies. */
export function isReplying(messages: readonly ChatMessage[]): boolean {
  return messages.some((message) => message.status === "waiting" || message.status === "streaming");
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
