import type { CourseCard } from "../../schemas/api/calls/catalogue.js";
import type { ResponseOf } from "../../schemas/api/contract.js";

export type SellStatus = ResponseOf<"queryCourseSellStatus">["list"][number];

/** The cards with the seats and sale state of a newer sell-status answer, where it has one for them. */
export function withSellStatus(cards: readonly CourseCard[], statuses: readonly SellStatus[]): CourseCard[] {
  const bySku = new Map(statuses.map((status) => [status.skuId, status]));
  return cards.map((card) => {
    const status = bySku.get(card.id);
    if (!status) return card;
    const { store, sellStore, tag, remainSellTime, courseClosed } = status;
    return { ...card, store, sellStore, tag, remainSellTime, spec: card.spec && { ...card.spec, courseClosed } };
  });
}
