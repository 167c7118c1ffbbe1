/**
 * A class's or product's stock as the cards show it. `taken` is every seat or item no longer on offer:
 * those sold plus those held by unpaid orders (an unpaid order keeps its seat until it is paid or cancelled).
 */
export interface Stock {
  store: number;
  taken: number;
}

/**
 * How many are still on offer, never negative. A count that is not a finite non-negative number counts as 0,
 * so an unknown store leaves nothing to sell.
 */
export function seatsLeft({ store, taken }: Stock): number {
  return Math.max(0, count(store) - count(taken));
}

/** None left: the store minus what is taken is at most 0 (SPEC §4); a store of 0 is always sold out. */
export function isSoldOut(stock: Stock): boolean {
  return seatsLeft(stock) === 0;
}

/** The share of the store taken, from 0 to 1; a store of 0 counts as all taken. Counts are read as in `seatsLeft`. */
export function takenShare({ store, taken }: Stock): number {
  const total = count(store);
  return total === 0 ? 1 : Math.min(1, count(taken) / total);
}

function count(value: number): number {
  return Number.isFinite(value) && value > 0 ? value : 0;
}
