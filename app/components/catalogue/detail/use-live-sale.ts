import { useEffect, useState } from "react";
import { useSiteApi } from "../../../../api/site-api-context.js";
import { usesSellTimeOffset } from "../../../../rules/catalogue/sell-time.js";
import { useShell } from "../../shell/use-shell.js";
import { saleSnapshot, saleState, type SaleState, type SellStatusAnswer } from "./live-sale.js";
import { visitorSellTimeOffsetMs } from "./sell-time-offset.js";

/** How often the browser asks for the live seats while the page is open (and again on focus). */
export const SELL_STATUS_POLL_MS = 15_000;

const COUNTDOWN_TICK_MS = 1000;

interface Options {
  skuId: string;
  /** The seats and sale in the page's data, which a cached page may have kept for a while. */
  initial: SellStatusAnswer;
  /** When the page's data was answered (ms since epoch), so the server's and the browser's first render agree. */
  loadedAt: number;
  fromUnpaidList: boolean;
}

/**
 * The class's availability tag and button, live (issue 13: seats are never stale, while the rest of the page
 * may come from a cache): the browser asks queryCourseSellStatus as soon as the page runs, every 15 s while it
 * is shown and whenever it gets the focus again, and counts the sale's opening down each second. The first
 * render uses the page's data and its time, as the server did.
 */
export function useLiveSale({ skuId, initial, loadedAt, fromUnpaidList }: Options): SaleState {
  const { site } = useShell();
  const { api, call } = useSiteApi();
  const [snapshot, setSnapshot] = useState(() => saleSnapshot(initial, loadedAt));
  const [clock, setClock] = useState({ now: loadedAt, offsetMs: 0 });

  useEffect(() => {
    setClock({ now: Date.now(), offsetMs: usesSellTimeOffset(site) ? visitorSellTimeOffsetMs() : 0 });
  }, [site]);

  useEffect(() => {
    let active = true;
    async function poll() {
      // Offline or hidden: nothing to show it to (and a call without an answer would leave the page for /error).
      if (!navigator.onLine || document.visibilityState === "hidden") return;
      try {
        const { list } = await api.call("queryCourseSellStatus", { skuIds: [skuId] }, call);
        const status = list.find((candidate) => candidate.skuId === skuId);
        if (active && status) setSnapshot((previous) => saleSnapshot(status, Date.now(), previous));
      } catch {
        // The last answer stays until the next poll.
      }
    }
    const pollNow = () => void poll();
    pollNow();
    const timer = setInterval(pollNow, SELL_STATUS_POLL_MS);
    // Back on the page (another tab or window before): poll() itself skips a page still hidden.
    window.addEventListener("focus", pollNow);
    document.addEventListener("visibilitychange", pollNow);
    return () => {
      active = false;
      clearInterval(timer);
      window.removeEventListener("focus", pollNow);
      document.removeEventListener("visibilitychange", pollNow);
    };
  }, [api, call, skuId]);

  const state = saleState(snapshot, { ...clock, fromUnpaidList });
  const counting = state.remainSellTimeMs > 0;
  useEffect(() => {
    if (!counting) return;
    const timer = setInterval(() => setClock((current) => ({ ...current, now: Date.now() })), COUNTDOWN_TICK_MS);
    return () => clearInterval(timer);
  }, [counting]);
  return state;
}
