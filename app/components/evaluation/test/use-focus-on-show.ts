import { useEffect, useRef } from "react";

/**
 * A ref for the element that takes the focus when it is shown in place of what the visitor just used (the Start
 * button gone, the test shown instead), so keyboard and screen reader users carry on from there; shown on a page
 * load it leaves the focus alone.
 */
export function useFocusOnShow<E extends HTMLElement>(enabled: boolean) {
  const ref = useRef<E>(null);
  useEffect(() => {
    if (enabled) ref.current?.focus();
    // Once, when shown.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return ref;
}
