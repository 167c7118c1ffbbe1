import { useTranslation } from "react-i18next";

interface Props {
  /** A short-lived signed link to the latest saved version; a new one comes with each save. */
  url: string | null;
  version: number;
  unsaved: boolean;
}

/** The page itself on its site's host, as the latest saved version shows it. */
export function LivePreview({ url, version, unsaved }: Props) {
  const { t } = useTranslation("adminEditor");
  return (
    <aside className="live-preview" aria-labelledby="live-preview-title">
      <div className="live-preview__header">
        <h2 id="live-preview-title">{t("livePreview.heading")}</h2>
        {url && (
          <a href={url} target="_blank" rel="noreferrer">
            {t("livePreview.openTab")}
          </a>
        )}
      </div>
      <p className="live-preview__note">{unsaved ? t("livePreview.unsaved", { n: version }) : t("livePreview.saved", { n: version })}</p>
      {url ? (
        <iframe className="live-preview__frame" title={t("livePreview.frameTitle", { n: version })} src={url} />
      ) : (
        <p className="live-preview__none">{t("livePreview.unavailable")}</p>
      )}
    </aside>
  );
}
