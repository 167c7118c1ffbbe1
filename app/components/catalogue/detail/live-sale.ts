import { availabilityTag, type AvailabilityTagId } from "../../../../rules/catalogue/availability.js";
import { classButtonActions, classButtonStatus, type ClassButtonStatus } from "../../../../rules/catalogue/class-button.js";
import { seatsLeft } from "../../../../rules/catalogue/seats.js";
import { remainingSellTimeMs } from "../../../../rules/catalogue/sell-time.js";
import type { CourseCard } from "../../../../schemas/api/calls/catalogue.js";

/** What the service said about a class's seats and sale, as a card or a sell-status answer carries it. */
export interface SellStatusAnswer {
  store: number;
  sellStore: number;
  /** Milliseconds until the sale opens, as of the answer. */
  remainSellTime: number;
  courseClosed: boolean;
}

/** Seats and sale of a class as last heard, with the sale's opening moment on the clock that heard it. */
export interface SaleSnapshot {
  store: number;
  sellStore: number;
  courseClosed: boolean;
  /**
   * When the sale opens (ms since epoch): the time of an answer that said it opens later plus its remaining
   * sell time; null when every answer so far found it open.
   */
  saleStartsAt: number | null;
}

/**
 * The snapshot after an answer. An answer that finds the sale open keeps the opening moment heard before: the
 * hk visitor's offset still holds the sale back for them (SPEC §9), while a sale that was open when the page
 * first heard of it stays open (how long ago it opened is not known, so no offset can apply).
 */
export function saleSnapshot(answer: SellStatusAnswer, receivedAt: number, previous?: SaleSnapshot): SaleSnapshot {
  return {
    store: answer.store,
    sellStore: answer.sellStore,
    courseClosed: answer.courseClosed,
    saleStartsAt: answer.remainSellTime > 0 ? receivedAt + answer.remainSellTime : (previous?.saleStartsAt ?? null),
  };
}

/** The sell status a card carries (a card without class details never counts as closed). */
export function cardSellStatus(card: CourseCard): SellStatusAnswer {
  return { store: card.store, sellStore: card.sellStore, remainSellTime: card.remainSellTime, courseClosed: card.spec?.courseClosed ?? false };
}

export interface SaleState {
  /** Time until the sale opens, the visitor's hk offset included. */
  remainSellTimeMs: number;
  tag: AvailabilityTagId;
  button: ClassButtonStatus;
  canEnrol: boolean;
  seatsLeft: number;
}

export interface SaleClock {
  now: number;
  /** The visitor's stored hk offset; 0 elsewhere. */
  offsetMs: number;
  /** The visitor came from the unpaid list, where the learner's seat is already held. */
  fromUnpaidList: boolean;
}

/** The availability tag and class button at `now`, by the rules of SPEC §4. */
export function saleState(snapshot: SaleSnapshot, { now, offsetMs, fromUnpaidList }: SaleClock): SaleState {
  const remainSellTimeMs = snapshot.saleStartsAt === null ? 0 : remainingSellTimeMs(snapshot.saleStartsAt, now, offsetMs);
  const stock = { store: snapshot.store, taken: snapshot.store - snapshot.sellStore };
  const button = classButtonStatus({ courseEnded: snapshot.courseClosed, remainSellTimeMs, fromUnpaidList, ...stock });
  return {
    remainSellTimeMs,
    tag: availabilityTag({ ...stock, remainSellTimeMs }),
    button,
    canEnrol: classButtonActions(button).canEnrol,
    seatsLeft: seatsLeft(stock),
  };
}
