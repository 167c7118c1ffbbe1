import { isSoldOut, type Stock } from "./seats.js";
import { remainingSellTimeMs, saleStartsLater } from "./sell-time.js";

export interface SaleInput extends Stock {
  /** When the sale opens; null when it has no scheduled start (on sale). */
  saleStartsAt: Date | number | null;
  now: number;
  /** The visitor's stored hk offset (`hkSellTimeOffsetMs`); 0 elsewhere. */
  sellTimeOffsetMs?: number;
}

export type GoodsButton = "comingSoon" | "buyNow" | "soldOut";

/**
 * The goods button (SPEC §4): coming soon while the sale opens in more than 1000 ms (the same threshold as
 * classes), then sold out when none is left, else buy now.
 */
export function goodsButton(input: SaleInput): GoodsButton {
  if (opensLater(input)) return "comingSoon";
  return isSoldOut(input) ? "soldOut" : "buyNow";
}

export type RecordedCourseButton = "registered" | "comingSoon" | "soldOut" | "purchase" | "buyNow";
/** How long an owner may watch: for ever, no more, or until the date. */
export type RecordedCourseValidity = "permanent" | "expired" | Date;

export interface RecordedCourseInput extends SaleInput {
  /** The learner has bought this course. */
  owned: boolean;
  /** When the owner's access ends; null when it never does. */
  validUntil: Date | number | null;
}

export interface RecordedCourseState {
  state: RecordedCourseButton;
  /** The owner's access; null when the learner does not own the course. */
  validity: RecordedCourseValidity | null;
}

/**
 * The recorded-course button (SPEC §4 lists coming soon, buy now, sold out, registered, purchase; expired and
 * permanently valid), first match wins: registered while the learner owns it and access has not ended; coming
 * soon while the sale opens in more than 1000 ms; sold out when none is left; purchase — buying again — when
 * the learner's access has expired; else buy now. Access ends at `validUntil` itself (an invalid date counts as
 * ended).
 */
export function recordedCourseButton(input: RecordedCourseInput): RecordedCourseState {
  const validity = input.owned ? accessValidity(input.validUntil, input.now) : null;
  return { state: recordedCourseState(input, validity), validity };
}

function recordedCourseState(input: SaleInput, validity: RecordedCourseValidity | null): RecordedCourseButton {
  if (validity !== null && validity !== "expired") return "registered";
  if (opensLater(input)) return "comingSoon";
  if (isSoldOut(input)) return "soldOut";
  return validity === "expired" ? "purchase" : "buyNow";
}

function accessValidity(validUntil: Date | number | null, now: number): RecordedCourseValidity {
  if (validUntil === null) return "permanent";
  const end = new Date(validUntil);
  return end.getTime() > now ? end : "expired";
}

function opensLater({ saleStartsAt, now, sellTimeOffsetMs = 0 }: SaleInput): boolean {
  return saleStartsAt !== null && saleStartsLater(remainingSellTimeMs(saleStartsAt, now, sellTimeOffsetMs));
}
