import { CHAT_MAX_LENGTH } from "../../../schemas/chat-values.js";

export { CHAT_MAX_LENGTH };
/** The input grows with its text up to this many rows, then scrolls (SPEC §5 Chat input). */
export const CHAT_MAX_ROWS = 8;
/** Clicks on the chat opener within this time count once (SPEC §10). */
export const CHAT_OPEN_DEBOUNCE_MS = 300;
/** The waiting dots show this long before the question is sent (SPEC §10). */
export const CHAT_FETCH_DELAY_MS = 200;

/**
 * The apology for a failed answer follows the language the visitor wrote in, not the page's (SPEC §8),
 * so it is not a translation of the interface; a question that asked for classes gets its own.
 */
export const CHAT_APOLOGY = {
  answer: {
    zh: "抱歉，我暂时无法回答，请稍后重试。",
    en: "Sorry, I cannot answer right now. Please try again.",
  },
  classes: {
    zh: "抱歉，我暂时无法为您推荐课程，请稍后重试。",
    en: "Sorry, I cannot recommend classes right now. Please try again.",
  },
} as const;

const CHINESE = /\p{Script=Han}/u;

export function hasChinese(text: string): boolean {
  return CHINESE.test(text);
}

export function apologyFor(lastUserText: string, forClasses: boolean): string {
  const apology = forClasses ? CHAT_APOLOGY.classes : CHAT_APOLOGY.answer;
  return hasChinese(lastUserText) ? apology.zh : apology.en;
}

/** Empty (or blank) messages are not sent, nor ones over the limit. */
export function canSend(text: string): boolean {
  const trimmed = text.trim();
  return trimmed.length > 0 && text.length <= CHAT_MAX_LENGTH;
}

export function reachesLimit(text: string): boolean {
  return text.length >= CHAT_MAX_LENGTH;
}

/** Rows the input shows for its text: one per line, at most eight. */
export function visibleRows(text: string): number {
  return Math.min(text.split("\n").length, CHAT_MAX_ROWS);
}

/** Enter sends; Shift+Enter makes a new line; Enter that confirms an input-method composition does neither. */
export function isSendKey(key: { key: string; shiftKey: boolean; isComposing?: boolean }): boolean {
  return key.key === "Enter" && !key.shiftKey && !key.isComposing;
}
