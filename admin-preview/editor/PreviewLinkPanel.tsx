import { useState } from "react";
import { useTranslation } from "react-i18next";
import { DEFAULT_PREVIEW_LINK_HOURS, PREVIEW_LINK_HOURS } from "./editor-intents.js";
import { useEditorFetcher } from "./use-editor-fetcher.js";
import { dateTimeFormat } from "../../rules/regional/intl-formats.js";

interface Props {
  /** The version the link shows: the latest saved one. */
  version: number;
  /** The page's host to open the link on (see previewHostFor). */
  host: string | null;
  unsaved: boolean;
}

const EXPIRY_TEXT: Record<(typeof PREVIEW_LINK_HOURS)[number], string> = { 1: "hours1", 24: "hours24", 168: "days7", 720: "days30" };

/**
 * The shareable preview link: the editor picks how long it works, gets the link and copies or opens it.
 * Not modal, so the editor stays usable beside it.
 */
export function PreviewLinkPanel({ version, host, unsaved }: Props) {
  const { t, i18n } = useTranslation("adminEditor");
  const { fetcher, send } = useEditorFetcher();
  const [open, setOpen] = useState(false);
  const [hours, setHours] = useState<number>(DEFAULT_PREVIEW_LINK_HOURS);
  const [copied, setCopied] = useState<"copied" | "copyFailed" | null>(null);
  const answer = fetcher.state === "idle" && fetcher.data?.intent === "previewLink" ? fetcher.data : undefined;

  const create = () => {
    setCopied(null);
    send({ intent: "previewLink", version, expiresInHours: hours, ...(host ? { host } : {}) });
  };
  const copy = async (url: string) => {
    try {
      await navigator.clipboard.writeText(url);
      setCopied("copied");
    } catch {
      setCopied("copyFailed");
    }
  };

  return (
    <div className="preview-link">
      <button type="button" className="admin-button" aria-expanded={open} aria-controls="preview-link-panel" onClick={() => setOpen(!open)}>
        {t("previewLink.open")}
      </button>
      {open && (
        <div
          id="preview-link-panel"
          className="preview-link__panel"
          role="dialog"
          aria-labelledby="preview-link-title"
          onKeyDown={(event) => event.key === "Escape" && setOpen(false)}
        >
          <h2 id="preview-link-title">{t("previewLink.title")}</h2>
          <p>{t("previewLink.explain", { n: version })}</p>
          {unsaved && <p className="preview-link__warning">{t("previewLink.unsaved")}</p>}
          <div className="preview-link__row">
            <label htmlFor="preview-link-expiry">{t("previewLink.expiry")}</label>
            <select id="preview-link-expiry" value={hours} onChange={(event) => setHours(Number(event.target.value))}>
              {PREVIEW_LINK_HOURS.map((option) => (
                <option key={option} value={option}>
                  {t(`previewLink.${EXPIRY_TEXT[option]}`)}
                </option>
              ))}
            </select>
            <button type="button" className="admin-button" onClick={create} disabled={fetcher.state !== "idle"}>
              {t("previewLink.create")}
            </button>
          </div>
          {answer?.ok && (
            <div className="preview-link__result">
              <label htmlFor="preview-link-url">{t("previewLink.link")}</label>
              <input id="preview-link-url" type="text" readOnly value={answer.result.url} onFocus={(event) => event.target.select()} />
              <p>
                {t("previewLink.expiresAt", {
                  time: dateTimeFormat(i18n.language, { dateStyle: "medium", timeStyle: "short" }).format(new Date(answer.result.expiresAt)),
                })}
              </p>
              <div className="preview-link__row">
                <button type="button" className="admin-button" onClick={() => void copy(answer.result.url)}>
                  {t("previewLink.copy")}
                </button>
                <a href={answer.result.url} target="_blank" rel="noreferrer">
                  {t("previewLink.openLink")}
                </a>
                <span role="status">{copied && t(`previewLink.${copied}`)}</span>
              </div>
            </div>
          )}
          {answer && !answer.ok && (
            <p className="preview-link__failure" role="alert">
              {t("actions.failed", { detail: answer.error.message })}
            </p>
          )}
          <button type="button" className="admin-button" onClick={() => setOpen(false)}>
            {t("previewLink.close")}
          </button>
        </div>
      )}
    </div>
  );
}
