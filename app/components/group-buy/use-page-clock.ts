import { useEffect, useState } from "react";

const TICK_MS = 1000;

/**
 * The time the page reasons with: the loader's while it renders (server and hydration agree), then the browser's,
 * once a second while `ticking` (a countdown on screen) and once otherwise.
 */
export function usePageClock(loadedAt: number, ticking: boolean): number {
  const [now, setNow] = useState(loadedAt);
  useEffect(() => {
    setNow(Date.now());
    if (!ticking) return;
    const timer = setInterval(() => setNow(Date.now()), TICK_MS);
    return () => clearInterval(timer);
  }, [loadedAt, ticking]);
  return now;
}
