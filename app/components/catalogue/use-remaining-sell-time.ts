import { useEffect, useState } from "react";
import { saleStartsLater, usesSellTimeOffset } from "../../../rules/catalogue/sell-time.js";
import type { Site } from "../../../schemas/site.js";
import { visitorSellTimeOffsetMs } from "./detail/sell-time-offset.js";

/**
 * The time until the sale opens, counted down once a second from the answer's `remainSellTime` while the sale
 * still starts later (SPEC §4 forSale, §9). The page renders the answer's figure (server and hydration agree)
 * and the count starts once it is in the browser. On hk the visitor's stored offset is added to a sale that
 * has not opened yet; one the answer says is open stays open, as how long ago it opened is not known.
 */
export function useRemainingSellTime(remainSellTime: number, site: Pick<Site, "locale">): number {
  const [remaining, setRemaining] = useState(remainSellTime);
  const offsetApplies = usesSellTimeOffset(site) && remainSellTime > 0;
  useEffect(() => {
    const first = remainSellTime + (offsetApplies ? visitorSellTimeOffsetMs() : 0);
    const deadline = Date.now() + first;
    setRemaining(first);
    if (!saleStartsLater(first)) return;
    const timer = setInterval(() => {
      const left = Math.max(0, deadline - Date.now());
      setRemaining(left);
      if (!saleStartsLater(left)) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [remainSellTime, offsetApplies]);
  return remaining;
}
