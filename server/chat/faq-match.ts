export interface FaqEntry {
  question: string;
  /** Plain text. */
  answer: string;
}

export interface FaqMatch {
  /** The entry that answers the question, when one is close enough. */
  best: FaqEntry | null;
  /** Up to three other questions to suggest, closest first. */
  guide: string[];
}

/** Share of the visitor's words an FAQ question must cover (words found only in its answer count half). */
export const MATCH_THRESHOLD = 0.3;
const GUIDE_SIZE = 3;

const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]+/gu;
const LATIN_WORD = /[\p{L}\p{N}]+/gu;
const STOP_WORDS = new Set(
  ("a an and are as at be but by can could do does for from get have how i if in is it me my of on or our please " +
    "should so that the there this to we what when where which who why will with would you your " +
    "le la les un une des de du et est que qui quoi pour avec mon ma mes vous nous je il elle comment")
    .split(" "),
);

/** Folds a plural "s" so "refunds" meets "refund". */
function stem(word: string): string {
  return word.length > 3 && word.endsWith("s") && !word.endsWith("ss") ? word.slice(0, -1) : word;
}

/** The words of a text: Latin words without stop words, and character pairs of Chinese, Japanese or Korean runs. */
export function chatTokens(text: string): Set<string> {
  const lower = text.toLowerCase();
  const tokens = new Set<string>();
  for (const run of lower.match(CJK) ?? []) {
    const chars = [...run];
    if (chars.length === 1) tokens.add(run);
    for (let index = 0; index + 1 < chars.length; index++) tokens.add(chars[index]! + chars[index + 1]!);
  }
  for (const word of lower.replace(CJK, " ").match(LATIN_WORD) ?? []) {
    if (!STOP_WORDS.has(word)) tokens.add(stem(word));
  }
  return tokens;
}

function score(query: Set<string>, entry: FaqEntry): number {
  if (query.size === 0) return 0;
  const question = chatTokens(entry.question);
  const answer = chatTokens(entry.answer);
  let covered = 0;
  for (const token of query) covered += question.has(token) ? 1 : answer.has(token) ? 0.5 : 0;
  return covered / query.size;
}

/** The FAQ entry closest to a visitor's question by word overlap, and the questions to suggest next. */
export function matchFaq(text: string, entries: readonly FaqEntry[]): FaqMatch {
  const query = chatTokens(text);
  const ranked = entries
    .map((entry, order) => ({ entry, order, score: score(query, entry) }))
    .sort((left, right) => right.score - left.score || left.order - right.order);
  const top = ranked[0];
  const best = top && top.score >= MATCH_THRESHOLD ? top.entry : null;
  const guide = ranked
    .filter((candidate) => candidate.entry !== best)
    .slice(0, GUIDE_SIZE)
    .map((candidate) => candidate.entry.question);
  return { best, guide };
}
