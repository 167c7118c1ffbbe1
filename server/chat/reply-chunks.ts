/** Words a chunk of a streamed reply holds, and the most chunks a reply is cut into (longer replies get longer chunks). */
export const WORDS_PER_CHUNK = 3;
export const MAX_CHUNKS = 120;

/**
 * A reply's words with the spaces after them: a Latin or Korean word, or one Chinese or Japanese character
 * (they are written without spaces), or punctuation; spaces before the first word are a word of their own.
 */
const WORD = /^\s+|[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]\s*|[^\s\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]+\s*/gu;

/** The reply cut into chunks of a few words to send one after the other; joined they are the reply, exactly. */
export function replyChunks(reply: string): string[] {
  const words = reply.match(WORD) ?? [];
  const size = Math.max(WORDS_PER_CHUNK, Math.ceil(words.length / MAX_CHUNKS));
  const chunks: string[] = [];
  for (let index = 0; index < words.length; index += size) chunks.push(words.slice(index, index + size).join(""));
  return chunks;
}
