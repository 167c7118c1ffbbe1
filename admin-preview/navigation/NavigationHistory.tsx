import type { FetcherWithComponents } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { ResponseOf } from "../../schemas/api/contract.js";
import { AdminTime } from "../frame/AdminTime.js";
import { NAVIGATION_INTENT } from "./navigation-intents.js";

interface Props {
  moduleId: number;
  history: ResponseOf<"adminNavigationHistory">;
  /** Publishers may save an earlier version again as the new draft. */
  canRollBack: boolean;
  /** Rolling back replaces the tree in hand: not while it has unsaved changes. */
  unsaved: boolean;
  fetcher: FetcherWithComponents<unknown>;
}

/** Every version of the navigation, newest first: who saved it, when, what it changed, which is live; roll back for publishers. */
export function NavigationHistory({ moduleId, history, canRollBack, unsaved, fetcher }: Props) {
  const { t } = useTranslation("admin");
  const newest = history.list[0]?.version;
  const busy = fetcher.state !== "idle";
  return (
    <section className="admin-panel navigation-history" aria-labelledby="navigation-history-title">
      <h3 id="navigation-history-title">{t("navigation.history.heading")}</h3>
      {canRollBack && unsaved && <p className="admin-note">{t("navigation.history.saveFirst")}</p>}
      {!canRollBack && <p className="admin-note">{t("navigation.history.publishersOnly")}</p>}
      <ol className="navigation-history__list">
        {history.list.map((entry) => (
          <li key={entry.version}>
            <p>
              <strong>{t("navigation.history.version", { n: entry.version })}</strong>
              {entry.version === history.publishedVersion && <span className="navigation-history__mark"> {t("navigation.history.live")}</span>}{" "}
              {t("navigation.history.savedBy", { author: entry.author })} <AdminTime value={entry.createdAt} />
            </p>
            {entry.origin && <p>{entry.origin}</p>}
            <p>{entry.changes.length > 0 ? entry.changes.join("; ") : t("navigation.history.noChanges")}</p>
            {canRollBack && entry.version !== newest && (
              <button
                type="button"
                className="admin-button"
                disabled={busy || unsaved}
                onClick={() => fetcher.submit({ intent: NAVIGATION_INTENT.rollback, moduleId, version: entry.version }, { method: "post" })}
              >
                {t("navigation.history.rollback", { n: entry.version })}
              </button>
            )}
          </li>
        ))}
      </ol>
    </section>
  );
}
