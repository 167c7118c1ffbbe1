import type { ResponseOf } from "../../../schemas/api/contract.js";
import type { KeyValueStore } from "../../../rules/regional/teaching-point.js";

/** SPEC §2 Other dialogs and §9: evaluation tips one at a time, and how long closing them all lasts. */

export type ExamTip = ResponseOf<"queryTips">["examTipList"][number];

/** Closing every tip hides them for this long (SPEC §9 tips reset). */
export const TIPS_RESET_MS = 86_400_000;

/** Where closing every tip is remembered: when, and for which signed-in account. */
export const TIPS_CLOSED_ALL_KEY = "evaluationTips.closedAll";

export interface ClosedAll {
  at: number;
  uid: string;
}

// A plain check rather than zod: this module loads with every page of a signed-in parent.
function isClosedAll(value: unknown): value is ClosedAll {
  const candidate = value as Partial<ClosedAll> | null;
  return (
    typeof candidate === "object" &&
    candidate !== null &&
    Number.isInteger(candidate.at) &&
    (candidate.at as number) >= 0 &&
    typeof candidate.uid === "string" &&
    candidate.uid.length > 0
  );
}

/** The tag of a student's entrance evaluation still to take; its param is the student's grade id. */
export const EVALUATION_TAG = "evaluation";

/** The tips to show, in the service's order: entrance-evaluation tips the service flags as shown. */
export const shownTips = (tips: readonly ExamTip[]): ExamTip[] =>
  tips.filter((tip) => tip.show && tip.tag === EVALUATION_TAG);

/** The tip after closing the one at `index`, or null when that was the last (every tip is then closed). */
export const tipAfterClosing = (index: number, count: number): number | null => (index + 1 < count ? index + 1 : null);

/**
 * Closing every tip hides them for 24 h, and only for the account that closed them (a login change resets it).
 * A time still to come (the clock was put back) proves nothing, so it hides nothing.
 */
export function closedAllApplies(closed: ClosedAll | null, uid: string, now: number): boolean {
  return closed !== null && closed.uid === uid && now >= closed.at && now - closed.at < TIPS_RESET_MS;
}

/** What the storage remembers of closing every tip; unreadable storage or data remembers nothing. */
export function readClosedAll(storage: KeyValueStore | undefined): ClosedAll | null {
  let text: string | null;
  try {
    text = storage?.getItem(TIPS_CLOSED_ALL_KEY) ?? null;
  } catch {
    return null;
  }
  if (text === null) return null;
  try {
    const parsed: unknown = JSON.parse(text);
    return isClosedAll(parsed) ? { at: parsed.at, uid: parsed.uid } : null;
  } catch {
    return null;
  }
}

/** Remembers that `uid` closed every tip at `now`; a full or blocked storage (private mode) just forgets. */
export function rememberClosedAll(storage: KeyValueStore | undefined, uid: string, now: number): void {
  try {
    storage?.setItem(TIPS_CLOSED_ALL_KEY, JSON.stringify({ at: now, uid } satisfies ClosedAll));
  } catch {
    // Remembering is a convenience: the tips come back on the next page load.
  }
}

/** Whether the tips stay hidden for `uid` now, by what the storage remembers. */
export const tipsHidden = (storage: KeyValueStore | undefined, uid: string, now: number): boolean =>
  closedAllApplies(readClosedAll(storage), uid, now);
