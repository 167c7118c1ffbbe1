import { useEffect, useState } from "react";
import { LIVE_PREVIEW_HOURS } from "./editor-intents.js";
import { useEditorFetcher } from "./use-editor-fetcher.js";

/**
 * When the live preview asks for a new link: five minutes before the one it has expires, counted from when it
 * came (not from its expiry, which is the server's clock and may disagree with the editor's); and how long it
 * waits to ask again after a failure.
 */
export const RENEW_AFTER_MS = LIVE_PREVIEW_HOURS * 3_600_000 - 5 * 60_000;
export const RETRY_AFTER_MS = 60_000;

/**
 * The live preview's address. Its sign works for LIVE_PREVIEW_HOURS: a while before that ends the editor asks for
 * a new link (the livePreview intent), and the frame, loaded again at the new address, asks for the working
 * document as it did the first time. A load of the editor brings a new link too.
 */
export function useLivePreviewLink(loaded: string | null): string | null {
  const { fetcher, send } = useEditorFetcher();
  const [url, setUrl] = useState(loaded);
  const [failures, setFailures] = useState(0);
  useEffect(() => setUrl(loaded), [loaded]);

  useEffect(() => {
    if (!url) return;
    const timer = setTimeout(() => send({ intent: "livePreview" }), failures > 0 ? RETRY_AFTER_MS : RENEW_AFTER_MS);
    return () => clearTimeout(timer);
  }, [url, failures, send]);

  const data = fetcher.state === "idle" ? fetcher.data : undefined;
  useEffect(() => {
    if (data?.intent !== "livePreview") return;
    if (data.ok && data.result) {
      setUrl(data.result);
      setFailures(0);
    } else setFailures((count) => count + 1);
  }, [data]);

  return url;
}
