import { useBeforeUnload, useBlocker } from "@remix-run/react";
import { useCallback, useRef } from "react";

/**
 * Asks before the editor leaves with unsaved changes: the browser's own question when the tab closes or
 * reloads, and the tool's (the returned blocker, for LeaveDialog) for a link inside the tool.
 */
export function useLeaveGuard(unsaved: boolean) {
  const guarding = useRef(unsaved);
  guarding.current = unsaved;
  useBeforeUnload(
    useCallback((event: BeforeUnloadEvent) => {
      if (!guarding.current) return;
      event.preventDefault();
      // Older browsers show the question only when a value is returned.
      event.returnValue = "";
    }, []),
  );
  const blocker = useBlocker(({ currentLocation, nextLocation }) => guarding.current && currentLocation.pathname !== nextLocation.pathname);
  /** Lets the editor leave without a question (the work in hand is kept already). */
  const allow = useCallback(() => {
    guarding.current = false;
  }, []);
  return { blocker, allow };
}
