import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { ResponseOf } from "../../schemas/api/contract.js";
import { AdminTime } from "../frame/AdminTime.js";

export type AuditEntry = ResponseOf<"adminAuditLog">["list"][number];

interface Props {
  entries: AuditEntry[];
  /** The entry id to page back from, when older entries may exist. */
  olderBefore: number | null;
  /** Whether this is a page further back than the newest entries. */
  pagedBack: boolean;
}

/** Every change made with the tool, newest first: who, when, what, to what, and the details. */
export function AuditLogScreen({ entries, olderBefore, pagedBack }: Props) {
  const { t } = useTranslation("admin");
  return (
    <>
      <h1>{t("audit.title")}</h1>
      {entries.length === 0 ? (
        <p>{t("audit.none")}</p>
      ) : (
        <table className="admin-table">
          <thead>
            <tr>
              <th scope="col">{t("audit.when")}</th>
              <th scope="col">{t("audit.who")}</th>
              <th scope="col">{t("audit.action")}</th>
              <th scope="col">{t("audit.target")}</th>
              <th scope="col">{t("audit.details")}</th>
            </tr>
          </thead>
          <tbody>
            {entries.map((entry) => (
              <tr key={entry.id}>
                <td>
                  <AdminTime value={entry.createdAt} />
                </td>
                <td>{entry.staffEmail}</td>
                <td>{t(`audit.actions.${entry.action}`)}</td>
                <td>{entry.target}</td>
                <td>{Object.keys(entry.detail).length > 0 && <code className="admin-detail">{JSON.stringify(entry.detail)}</code>}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <nav className="admin-pager" aria-label={t("audit.pages")}>
        {pagedBack && <Link to="/admin/audit">{t("audit.newest")}</Link>}
        {olderBefore !== null && <Link to={`/admin/audit?before=${olderBefore}`}>{t("audit.older")}</Link>}
      </nav>
    </>
  );
}
