import { lazy, Suspense, useEffect, useState } from "react";
import { showsToolPanel } from "../../../rules/regional/visibility.js";
import { SCROLL_THROTTLE_MS } from "../../../rules/regional/header.js";
import { useShell } from "./use-shell.js";

// Never shown before the visitor scrolls: its code loads the first time it is, not with every page.
const ToolPanelContent = lazy(() => import("./ToolPanelContent.js").then((loaded) => ({ default: loaded.ToolPanelContent })));

function useScrollTop(): number {
  const [top, setTop] = useState(0);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onScroll = () => {
      timer ??= setTimeout(() => {
        timer = undefined;
        setTop(window.scrollY);
      }, SCROLL_THROTTLE_MS);
    };
    window.addEventListener("scroll", onScroll, { passive: true });
    // A page restored scrolled down (back, reload, an early scroll before hydration) has not scrolled since.
    setTop(window.scrollY);
    return () => {
      window.removeEventListener("scroll", onScroll);
      if (timer !== undefined) clearTimeout(timer);
    };
  }, []);
  return top;
}

/**
 * The right tool panel (SPEC §2): after scrolling past 580 px where the site enables it, never on
 * recommended-courses pages (ToolPanelContent.tsx). Once shown it stays mounted, hidden, so that the chat
 * window it opened stays open when the visitor scrolls back up.
 */
export function ToolPanel() {
  const { site, path } = useShell();
  const shown = showsToolPanel({ site, path, scrollTop: useScrollTop() });
  const [reached, setReached] = useState(shown);
  if (shown && !reached) setReached(true);
  if (!reached) return null;
  return (
    <Suspense fallback={null}>
      <ToolPanelContent shown={shown} />
    </Suspense>
  );
}
