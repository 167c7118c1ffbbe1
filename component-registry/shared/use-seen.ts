import { useEffect, useRef, type RefObject } from "react";

/** SPEC §9 visibility rule: an element counts as seen once at least half of it has been visible for 500 ms. */
export const SEEN_THRESHOLD = 0.5;
export const SEEN_DELAY_MS = 500;

export interface SeenOptions {
  threshold?: number;
  delayMs?: number;
  /** Off: nothing is observed (e.g. while an editor previews the page). */
  enabled?: boolean;
}

/**
 * Calls `onSeen` once, when at least `threshold` of the element has stayed visible for `delayMs`; leaving
 * the view earlier restarts the wait. An element hidden with `display: none` never intersects, so each
 * slide of a rotation can watch itself. Nothing happens where IntersectionObserver does not exist.
 */
export function useSeen(
  ref: RefObject<Element | null>,
  onSeen: () => void,
  { threshold = SEEN_THRESHOLD, delayMs = SEEN_DELAY_MS, enabled = true }: SeenOptions = {},
): void {
  const callback = useRef(onSeen);
  useEffect(() => {
    callback.current = onSeen;
  });

  useEffect(() => {
    const element = ref.current;
    if (!enabled || !element || typeof IntersectionObserver === "undefined") return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        const entry = entries[entries.length - 1];
        if (!entry) return;
        const visible = entry.isIntersecting && entry.intersectionRatio >= threshold;
        if (visible && timer === undefined) {
          timer = setTimeout(() => {
            observer.disconnect();
            callback.current();
          }, delayMs);
        } else if (!visible && timer !== undefined) {
          clearTimeout(timer);
          timer = undefined;
        }
      },
      { threshold },
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
      if (timer !== undefined) clearTimeout(timer);
    };
  }, [ref, threshold, delayMs, enabled]);
}
