import { useTranslation } from "react-i18next";
import type { WorkingCopy } from "../../schemas/api/calls/admin-editing.js";
import type { ResponseOf } from "../../schemas/api/contract.js";
import { AdminTime } from "../frame/AdminTime.js";

interface Props {
  /** Work kept from an earlier visit: put back already ("restored"), or offered because a version was saved since. */
  kept: { workingCopy: WorkingCopy; state: "restored" | "offered" } | null;
  latestVersion: number;
  onRestore(): void;
  onDiscard(): void;
  /** Who else has the page open, and what was saved since the editor's version. */
  editing: Pick<ResponseOf<"adminKeepEditing">, "others" | "savedSince">;
  onLoadLatest(): void;
}

/** What the editor should know about others' work and their own kept work, each with what can be done about it. */
export function EditingNotices({ kept, latestVersion, onRestore, onDiscard, editing, onLoadLatest }: Props) {
  const { t } = useTranslation("adminEditor");
  const newest = editing.savedSince[0];
  return (
    <>
      {kept && (
        <div className="page-editor__notice" role="status">
          <p>
            {kept.state === "restored"
              ? t("kept.restored")
              : t("kept.offered", { n: kept.workingCopy.basedOnVersion, latest: latestVersion })}{" "}
            <AdminTime value={kept.workingCopy.updatedAt} />
          </p>
          <p className="page-editor__notice-actions">
            {kept.state === "offered" && (
              <button type="button" className="admin-button admin-button--primary" onClick={onRestore}>
                {t("kept.restore")}
              </button>
            )}
            <button type="button" className="admin-button" onClick={onDiscard}>
              {t("kept.discard")}
            </button>
          </p>
        </div>
      )}
      {editing.others.length > 0 && (
        <p className="page-editor__notice" role="status">
          {t("presence.others", { names: editing.others.map((other) => `${other.name} (${other.email})`).join(", ") })}
        </p>
      )}
      {newest && (
        <div className="page-editor__notice page-editor__notice--failure" role="alert">
          <p>
            {t("savedSince.notice", { n: newest.version, author: newest.author, changes: newest.changes.join("; ") || t("savedSince.noChanges") })}
          </p>
          <p className="page-editor__notice-actions">
            <button type="button" className="admin-button admin-button--primary" onClick={onLoadLatest}>
              {t("savedSince.loadLatest")}
            </button>
          </p>
        </div>
      )}
    </>
  );
}
