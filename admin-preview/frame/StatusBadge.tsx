import { useTranslation } from "react-i18next";
import { pageStatus } from "../pages/page-status.js";

/** A page's status for visitors: draft only, published, or published with a newer draft. */
export function StatusBadge({ page }: { page: { draftVersion: number | null; publishedVersion: number | null } }) {
  const { t } = useTranslation("admin");
  const status = pageStatus(page);
  return <span className={`admin-badge admin-badge--${status}`}>{t(`pageStatus.${status}`)}</span>;
}
