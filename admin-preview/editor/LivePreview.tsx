import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { postLiveMessage, readLiveMessage, toToolMessage, type ToFrameMessage } from "../../schemas/live-preview.js";
import type { Language } from "../../schemas/site.js";
import { LANGUAGE_NAMES } from "../../rules/regional/language.js";
import { toEditedDocument, type DraftDocument } from "./document-state.js";
import { PREVIEW_DEVICES, previewScale, type PreviewDevice } from "./preview-devices.js";

interface Props {
  /** The frame's address: the page on its site's host, signed for this tool's origin (a new one comes with each save). */
  url: string | null;
  /** The site's languages: with several, the frame can show the page in each. */
  languages: readonly Language[];
  /** The working document, saved or not: the frame shows it as the editor types. */
  document: DraftDocument;
  selectedKey: string | null;
  onSelect(key: string): void;
  /** A module dragged onto another's place in the frame. */
  onMove(key: string, toKey: string): void;
}

/** How long typing pauses before the frame renders the document again. */
const RENDER_PAUSE_MS = 250;

type FrameState = { state: "loading" | "rendering" | "current" } | { state: "failed"; message: string };

/**
 * The page itself on its site's host, showing the working document through the renderer visitors get: the
 * document goes to the frame by postMessage (to the frame's origin only), a click on a module there selects
 * it here, and the frame takes the width of a desktop, a tablet or a phone.
 */
export function LivePreview({ url, languages, document, selectedKey, onSelect, onMove }: Props) {
  const { t } = useTranslation("adminEditor");
  const frame = useRef<HTMLIFrameElement>(null);
  const box = useRef<HTMLDivElement>(null);
  const [ready, setReady] = useState(false);
  /** The language the frame shows the page in, as it last said. */
  const [language, setLanguage] = useState<Language | null>(null);
  const [status, setStatus] = useState<FrameState>({ state: "loading" });
  const [device, setDevice] = useState<PreviewDevice>("desktop");
  const [boxWidth, setBoxWidth] = useState(0);
  const revision = useRef(0);
  const frameOrigin = url ? new URL(url).origin : null;
  const handlers = useRef({ onSelect, onMove });
  handlers.current = { onSelect, onMove };

  const post = (message: ToFrameMessage) => {
    const target = frame.current?.contentWindow;
    if (frameOrigin && target) postLiveMessage(target, message, frameOrigin);
  };

  // A new address (a renewed sign) loads the frame anew: it says it is ready again, and gets the document then.
  useEffect(() => {
    if (!frameOrigin) return;
    setReady(false);
    const onMessage = (event: MessageEvent) => {
      const message = readLiveMessage(toToolMessage, event, { origin: frameOrigin, window: frame.current?.contentWindow });
      if (!message) return;
      if (message.type === "ready") {
        setReady(true);
        setLanguage(message.language);
      }
      else if (message.type === "selected") handlers.current.onSelect(message.key);
      else if (message.type === "move") handlers.current.onMove(message.key, message.toKey);
      else if (message.revision === revision.current) setStatus(message.type === "rendered" ? { state: "current" } : { state: "failed", message: message.message });
    };
    window.addEventListener("message", onMessage);
    return () => window.removeEventListener("message", onMessage);
  }, [url, frameOrigin]);

  useEffect(() => {
    if (!ready) return;
    setStatus({ state: "rendering" });
    const timer = setTimeout(() => {
      revision.current += 1;
      post({ type: "document", revision: revision.current, keys: document.modules.map((module) => module.key), document: toEditedDocument(document) });
    }, RENDER_PAUSE_MS);
    return () => clearTimeout(timer);
    // post reads the frame at the time it runs.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [ready, document]);

  useEffect(() => {
    if (ready) post({ type: "select", key: selectedKey });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [ready, selectedKey]);

  useEffect(() => {
    const element = box.current;
    if (!element || typeof ResizeObserver === "undefined") return;
    const observer = new ResizeObserver(([entry]) => setBoxWidth(entry?.contentRect.width ?? 0));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  const width = PREVIEW_DEVICES[device];
  const scale = previewScale(width, boxWidth);
  return (
    <aside className="live-preview" aria-labelledby="live-preview-title">
      <div className="live-preview__header">
        <h2 id="live-preview-title">{t("livePreview.heading")}</h2>
        <div className="live-preview__devices" role="group" aria-label={t("livePreview.devices")}>
          {(Object.keys(PREVIEW_DEVICES) as PreviewDevice[]).map((name) => (
            <button key={name} type="button" className="admin-button" aria-pressed={device === name} onClick={() => setDevice(name)}>
              {t(`livePreview.device.${name}`, { width: PREVIEW_DEVICES[name] })}
            </button>
          ))}
        </div>
      </div>
      {languages.length > 1 && (
        <div className="live-preview__languages" role="group" aria-label={t("livePreview.languages")}>
          {languages.map((option) => (
            <button
              key={option}
              type="button"
              className="admin-button"
              lang={option}
              aria-pressed={language === option}
              disabled={!ready}
              onClick={() => {
                setReady(false);
                post({ type: "language", language: option });
              }}
            >
              {LANGUAGE_NAMES[option]}
            </button>
          ))}
        </div>
      )}
      <p className="live-preview__note" role="status">
        {status.state === "failed" ? t("livePreview.failed", { detail: status.message }) : t(`livePreview.${status.state}`)}
      </p>
      {url ? (
        <div className="live-preview__box" ref={box}>
          <iframe
            ref={frame}
            className="live-preview__frame"
            title={t("livePreview.frameTitle")}
            src={url}
            style={{ width, transform: scale < 1 ? `scale(${scale})` : undefined, height: scale < 1 ? `calc((100vh - 160px) / ${scale})` : undefined }}
          />
        </div>
      ) : (
        <p className="live-preview__none">{t("livePreview.unavailable")}</p>
      )}
    </aside>
  );
}
