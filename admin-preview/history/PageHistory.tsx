import { Form, Link, useNavigation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { ResponseOf } from "../../schemas/api/contract.js";
import { dateTimeFormat } from "../../rules/regional/intl-formats.js";

export type PageHistoryData = ResponseOf<"adminPageHistory">;

interface Props {
  page: Pick<ResponseOf<"adminGetPage">["page"], "id" | "path" | "locale">;
  history: PageHistoryData;
  /** Publishers may restore an earlier version as the new draft. */
  canRollBack: boolean;
  /** Why the last rollback was refused. */
  failure?: string;
}

/** The field of the rollback form naming the version to restore. */
export const ROLLBACK_VERSION_FIELD = "version";

/** Every version of a page, newest first: who saved it, when, what it changed, and which are draft and live. */
export function PageHistory({ page, history, canRollBack, failure }: Props) {
  const { t, i18n } = useTranslation("adminEditor");
  const navigation = useNavigation();
  const busy = navigation.state !== "idle";
  const format = dateTimeFormat(i18n.language, {
    year: "numeric",
    month: "short",
    day: "numeric",
    hour: "2-digit",
    minute: "2-digit",
    timeZone: "UTC",
    timeZoneName: "short",
  });
  const newest = history.list[0]?.version;

  return (
    <div className="page-history">
      <p className="admin-breadcrumb">
        <Link to={`/admin/sites/${page.locale}`}>{t("editor.sitePages", { locale: page.locale })}</Link>
      </p>
      <h1>{t("history.heading", { path: page.path })}</h1>
      <p className="page-history__facts">{t("editor.site", { locale: page.locale })}</p>
      <p>
        <Link to={`/admin/pages/${page.id}`}>{t("history.back")}</Link>
      </p>
      {failure && (
        <p className="page-editor__notice page-editor__notice--failure" role="alert">
          {t("actions.failed", { detail: failure })}
        </p>
      )}
      {history.list.length === 0 ? (
        <p>{t("history.empty")}</p>
      ) : (
        <ol className="page-history__list">
          {history.list.map((entry) => (
            <li key={entry.version} className="page-history__entry" aria-labelledby={`version-${entry.version}`}>
              <h2 id={`version-${entry.version}`}>
                {t("history.version", { n: entry.version })}
                {entry.version === history.draftVersion && <span className="page-history__mark">{t("history.draft")}</span>}
                {entry.version === history.publishedVersion && <span className="page-history__mark page-history__mark--live">{t("history.live")}</span>}
              </h2>
              <p>
                {t("history.savedBy", { author: entry.author })}{" "}
                <time dateTime={entry.createdAt} suppressHydrationWarning>
                  {format.format(new Date(entry.createdAt))}
                </time>
              </p>
              {entry.origin && <p className="page-history__origin">{t("history.origin", { origin: entry.origin })}</p>}
              {entry.changes.length > 0 ? (
                <ul className="page-history__changes" aria-label={t("history.changes")}>
                  {entry.changes.map((change, index) => (
                    <li key={index}>{change}</li>
                  ))}
                </ul>
              ) : (
                <p>{t("history.noChanges")}</p>
              )}
              {canRollBack && entry.version !== newest && (
                <Form method="post">
                  <input type="hidden" name={ROLLBACK_VERSION_FIELD} value={entry.version} />
                  <button type="submit" className="admin-button" disabled={busy}>
                    {t("history.rollback", { n: entry.version })}
                  </button>
                </Form>
              )}
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
