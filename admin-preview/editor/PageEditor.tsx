import { Link, useSearchParams } from "@remix-run/react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { ErrorCode } from "../../api/errors.js";
import type { FieldProblem, SavedDocument } from "../../schemas/api/calls/admin.js";
import type { WorkingCopy } from "../../schemas/api/calls/admin-editing.js";
import type { ResponseOf } from "../../schemas/api/contract.js";
import type { Language } from "../../schemas/site.js";
import { hasUnsavedChanges, publishHold, toEditedDocument, visibleProblems } from "./document-state.js";
import { RESTORED_FROM_PARAMETER, type EditorActionData } from "./editor-intents.js";
import { EditingNotices } from "./EditingNotices.js";
import { LeaveDialog } from "./LeaveDialog.js";
import { LivePreview } from "./LivePreview.js";
import { ModuleList } from "./ModuleList.js";
import { PageFields } from "./PageFields.js";
import { PreviewLinkPanel } from "./PreviewLinkPanel.js";
import { ProblemSummary } from "./ProblemSummary.js";
import { SchedulePanel } from "./SchedulePanel.js";
import { requestProblems } from "./request-problems.js";
import { usePageActions } from "./use-page-actions.js";
import { usePageCheck } from "./use-page-check.js";
import { useEditorHistory } from "./use-editor-history.js";
import { useKeepEditing } from "./use-keep-editing.js";
import { useLeaveGuard } from "./use-leave-guard.js";
import { useLivePreviewLink } from "./use-live-preview-link.js";
import { draftOfWorkingDocument, openedEditor } from "./working-copy.js";

export interface PageEditorProps {
  page: ResponseOf<"adminGetPage">["page"];
  /** The latest version's document (page.latestVersion) and its problems. */
  document: SavedDocument;
  problems: FieldProblem[];
  /** The signed-in editor's unsaved work kept from an earlier visit, if any. */
  workingCopy: WorkingCopy | null;
  /** The site's interface languages, which the live preview can show the page in. */
  languages: Language[];
  /** The live preview's signed link to page.latestVersion, absolute; null when none could be made. */
  livePreviewUrl: string | null;
  /** The page's host that previews open on, and its origin as the tool reaches it. */
  previewHost: string | null;
  siteOrigin: string | null;
  /** The signed-in staff member may publish (and roll back). */
  canPublish: boolean;
}

/**
 * The page editor: the page's fields and modules on one side, the live preview of the working document on the
 * other; every change checked by the service after a pause, undoable, kept on the server every few seconds,
 * saved as a draft, shared through a preview link and published by publishers once nothing is wrong.
 */
export function PageEditor({ page, document, problems, workingCopy, languages, livePreviewUrl: loadedPreviewUrl, previewHost, siteOrigin, canPublish }: PageEditorProps) {
  const livePreviewUrl = useLivePreviewLink(loadedPreviewUrl);
  const { t, i18n } = useTranslation("adminEditor");
  const [searchParams] = useSearchParams();
  const [opening] = useState(() => openedEditor(page.latestVersion, document, problems, workingCopy));
  const { state, dispatch, undo, redo, replace, canUndo, canRedo } = useEditorHistory(() => opening.state);
  const [kept, setKept] = useState(opening.kept);
  const check = usePageCheck(state, dispatch);
  const shown = visibleProblems(state);
  const unsaved = hasUnsavedChanges(state);
  const refused = requestProblems(toEditedDocument(state.document)).length > 0;
  const savedVersion = state.saved.version;

  const { pending, outcome, save, publish } = usePageActions(state, dispatch);
  const busy = pending !== undefined;

  const hold = publishHold(state, page.publishedVersion);
  const [selectedKey, setSelectedKey] = useState<string | null>(null);

  /** A module dragged in the preview onto another's place. */
  const moveModule = (key: string, toKey: string) => {
    const position = (wanted: string) => state.document.modules.findIndex((module) => module.key === wanted);
    const from = position(key);
    const to = position(toKey);
    if (from >= 0 && to >= 0) dispatch({ type: "moveModule", from, to });
  };
  const keeping = useKeepEditing(state);
  const leaving = useLeaveGuard(unsaved);
  const allowLeaving = leaving.allow;
  /** Loading the latest version waits until the work in hand is kept (then offered back after the reload). */
  const [reloadAfter, setReloadAfter] = useState<number | null>(null);
  useEffect(() => {
    if (reloadAfter === null || !keeping.answeredAt || keeping.answeredAt < reloadAfter) return;
    allowLeaving();
    window.location.reload();
  }, [reloadAfter, keeping.answeredAt, allowLeaving]);
  const loadLatest = () => {
    setReloadAfter(Date.now());
    keeping.keepNow();
  };
  const restoreKept = () => {
    if (!kept) return;
    const restored = draftOfWorkingDocument(kept.workingCopy.document, state.nextKey);
    replace(restored.document, restored.nextKey);
    setKept(null);
  };
  const discardKept = () => {
    if (kept?.state === "restored") replace(state.saved.document, state.nextKey);
    keeping.discard();
    setKept(null);
  };

  const restoredFrom = searchParams.get(RESTORED_FROM_PARAMETER);

  return (
    <div className="page-editor">
      <header className="page-editor__header">
        <div>
          <p className="admin-breadcrumb">
            <Link to={`/admin/sites/${page.locale}`}>{t("editor.sitePages", { locale: page.locale })}</Link>
          </p>
          <h1>{t("editor.heading", { path: page.path })}</h1>
          <p className="page-editor__facts">
            {t("editor.site", { locale: page.locale })}
            {" · "}
            {t("editor.version", { n: savedVersion })}
            {" · "}
            {page.publishedVersion ? t("editor.liveVersion", { n: page.publishedVersion }) : t("editor.notLive")}
          </p>
          <nav className="page-editor__links" aria-label={t("editor.links")}>
            <Link to={`/admin/pages/${page.id}/history`}>{t("editor.history")}</Link>
            {page.publishedVersion && siteOrigin && (
              <a href={`${siteOrigin}${page.path}`} target="_blank" rel="noreferrer">
                {t("editor.viewLive")}
              </a>
            )}
          </nav>
        </div>
        <div className="page-editor__actions">
          <p className={unsaved ? "page-editor__state page-editor__state--unsaved" : "page-editor__state"} role="status">
            {unsaved ? t("editor.unsaved") : t("editor.allSaved")}
            {keeping.keptAt && <span className="page-editor__kept"> {t("kept.keptAt", { time: keeping.keptAt.toLocaleTimeString(i18n.language) })}</span>}
          </p>
          <div className="page-editor__undo" role="group" aria-label={t("undo.group")}>
            <button type="button" className="admin-button" onClick={undo} disabled={!canUndo} aria-keyshortcuts="Control+Z Meta+Z">
              {t("undo.undo")}
            </button>
            <button type="button" className="admin-button" onClick={redo} disabled={!canRedo} aria-keyshortcuts="Control+Shift+Z Meta+Shift+Z Control+Y">
              {t("undo.redo")}
            </button>
          </div>
          <button type="button" className="admin-button admin-button--primary" onClick={save} disabled={busy || !unsaved || refused} aria-describedby={refused ? "save-hold" : undefined}>
            {t("actions.save")}
          </button>
          <PreviewLinkPanel version={savedVersion} host={previewHost} unsaved={unsaved} />
          {canPublish ? (
            <button type="button" className="admin-button admin-button--primary" onClick={publish} disabled={busy || hold !== null} aria-describedby={hold ? "publish-hold" : undefined}>
              {t("actions.publish")}
            </button>
          ) : (
            <p className="page-editor__hold">{t("actions.publishersOnly")}</p>
          )}
          {refused && (
            <p id="save-hold" className="page-editor__hold">
              {t("actions.saveNeedsFixes")}
            </p>
          )}
          {canPublish && hold && (
            <p id="publish-hold" className="page-editor__hold">
              {t(hold)}
            </p>
          )}
        </div>
      </header>

      {busy && (
        <p className="page-editor__notice" role="status">
          {t(pending === "publish" ? "actions.publishing" : "actions.saving")}
        </p>
      )}
      <EditingNotices kept={kept} latestVersion={savedVersion} onRestore={restoreKept} onDiscard={discardKept} editing={keeping} onLoadLatest={loadLatest} />
      {outcome && <ActionNotice outcome={outcome} onLoadLatest={loadLatest} />}
      {restoredFrom && !outcome && (
        <p className="page-editor__notice" role="status">
          {t("editor.restored", { from: restoredFrom, n: page.latestVersion })}
        </p>
      )}

      <div className="page-editor__columns">
        <div className="page-editor__form">
          <SchedulePanel page={page} version={savedVersion} unsaved={unsaved} />
          <ProblemSummary problems={shown} modules={state.document.modules} checking={check.checking} checkFailure={check.failure} />
          <PageFields document={state.document} problems={shown.filter((problem) => problem.moduleIndex === null)} dispatch={dispatch} />
          <ModuleList
            modules={state.document.modules}
            problems={shown}
            dispatch={dispatch}
            previewUrlOf={(module) => (module.id && !unsaved ? `/admin/pages/${page.id}/modules/${module.id}/preview?version=${savedVersion}` : undefined)}
            selectedKey={selectedKey}
            onSelect={setSelectedKey}
          />
        </div>
        <LivePreview url={livePreviewUrl} languages={languages} document={state.document} selectedKey={selectedKey} onSelect={setSelectedKey} onMove={moveModule} />
      </div>
      <LeaveDialog blocker={leaving.blocker} />
    </div>
  );
}

/** What became of the last save or publish. */
function ActionNotice({ outcome, onLoadLatest }: { outcome: EditorActionData; onLoadLatest(): void }) {
  const { t } = useTranslation("adminEditor");
  if (outcome.intent !== "save" && outcome.intent !== "publish") return null;
  if (outcome.ok) {
    return (
      <p className="page-editor__notice" role="status">
        {outcome.intent === "save" ? t("actions.saved") : t("actions.published", { n: outcome.result.publishedVersion })}
      </p>
    );
  }
  const { code, message } = outcome.error;
  return (
    <div className="page-editor__notice page-editor__notice--failure" role="alert">
      {code === ErrorCode.PAGE_CHANGED_MEANWHILE ? (
        <p>
          {t("actions.changedMeanwhile")}{" "}
          <button type="button" className="admin-button" onClick={onLoadLatest}>
            {t("savedSince.loadLatest")}
          </button>
        </p>
      ) : (
        <p>{code === ErrorCode.PAGE_NOT_PUBLISHABLE ? t("actions.notPublishable", { detail: message }) : t("actions.failed", { detail: message })}</p>
      )}
    </div>
  );
}
