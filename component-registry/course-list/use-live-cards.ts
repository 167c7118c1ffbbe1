import { useEffect, useState } from "react";
import { useSiteApi } from "../../api/site-api-context.js";
import type { CourseCard } from "../../schemas/api/calls/catalogue.js";
import { withSellStatus, type SellStatus } from "./live-cards.js";

/**
 * The cards with live seats and sale state: a page of builder modules may come from a cache for a minute, so the
 * browser asks queryCourseSellStatus as soon as the module runs and again whenever the page gets the focus back.
 */
export function useLiveCards(cards: CourseCard[]): CourseCard[] {
  const { api, call } = useSiteApi();
  const [statuses, setStatuses] = useState<SellStatus[]>([]);
  const skuIds = cards.map((card) => card.id).join(" ");

  useEffect(() => {
    if (skuIds === "") return;
    let active = true;
    const ask = () => {
      // A lost answer keeps the cards as they are; the call never sends the visitor to the error page.
      api
        .call("queryCourseSellStatus", { skuIds: skuIds.split(" ") }, call)
        .then(({ list }) => active && setStatuses(list))
        .catch(() => undefined);
    };
    ask();
    window.addEventListener("focus", ask);
    return () => {
      active = false;
      window.removeEventListener("focus", ask);
    };
  }, [api, call, skuIds]);

  return withSellStatus(cards, statuses);
}
