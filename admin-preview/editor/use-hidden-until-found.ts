import { useEffect, useRef, type RefObject } from "react";

/**
 * Hides an element the way the browser can still find what is in it: `hidden="until-found"` (React 18
 * knows `hidden` only as true or false, so the effect sets the value). Find in page, or a link to an id
 * inside it such as the problem summary's, reveals it and fires `beforematch`, which calls `onReveal`.
 * Browsers without it treat the value as plain `hidden`.
 */
export function useHiddenUntilFound(ref: RefObject<HTMLElement>, hidden: boolean, onReveal: () => void): void {
  const reveal = useRef(onReveal);
  reveal.current = onReveal;
  useEffect(() => {
    const element = ref.current;
    if (!element || !hidden) return;
    element.setAttribute("hidden", "until-found");
    const onBeforeMatch = () => reveal.current();
    element.addEventListener("beforematch", onBeforeMatch);
    return () => element.removeEventListener("beforematch", onBeforeMatch);
  }, [ref, hidden]);
}
