import { useEffect, useState } from "react";
import { useCountdown } from "../../../ui/countdown.js";

/**
 * The milliseconds left of a figure the server answered (`remainMs`), counted down once a second in the browser.
 * The first render shows the answer's figure, so the server's page and its hydration agree; the count starts
 * once the page is in the browser, from the moment each new figure arrives. The server's figure, not the
 * browser's clock against a deadline, decides what is left: a browser clock that is off changes nothing.
 */
export function useTimeLeft(remainMs: number): number {
  const [inBrowser, setInBrowser] = useState(false);
  useEffect(() => setInBrowser(true), []);
  const [anchor, setAnchor] = useState<{ remainMs: number; deadline: number } | null>(null);
  const anchored = anchor !== null && anchor.remainMs === remainMs;
  if (inBrowser && !anchored) setAnchor({ remainMs, deadline: Date.now() + remainMs });
  const seconds = useCountdown(anchored ? anchor.deadline : null);
  return anchored ? seconds * 1000 : remainMs;
}
