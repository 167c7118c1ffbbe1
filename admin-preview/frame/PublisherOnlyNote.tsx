import { useTranslation } from "react-i18next";

/** Why an editor finds a screen's changes disabled: they go live at once, so they are a publisher's. */
export function PublisherOnlyNote({ what }: { what: "ads" | "shortLinks" }) {
  const { t } = useTranslation("admin");
  return <p className="admin-note">{t(`publisherOnly.${what}`)}</p>;
}
