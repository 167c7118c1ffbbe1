import { useEffect, useState } from "react";

/** Whole seconds from `now` until `deadline` (both ms since epoch), rounded up; 0 once it has passed. */
export function secondsUntil(deadline: number, now: number): number {
  return Math.max(0, Math.ceil((deadline - now) / 1000));
}

/**
 * The seconds left until `deadline` (ms since epoch), counted down once a second while any are left; 0
 * without a deadline. A new deadline counts from the moment it is given.
 */
export function useCountdown(deadline: number | null): number {
  const [clock, setClock] = useState(() => ({ deadline, now: Date.now() }));
  if (clock.deadline !== deadline) setClock({ deadline, now: Date.now() });
  const seconds = deadline === null ? 0 : secondsUntil(deadline, clock.now);
  const counting = seconds > 0;
  useEffect(() => {
    if (!counting) return;
    const timer = setInterval(() => setClock((current) => ({ ...current, now: Date.now() })), 1000);
    return () => clearInterval(timer);
  }, [counting]);
  return seconds;
}
