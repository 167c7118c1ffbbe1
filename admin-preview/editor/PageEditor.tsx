import { Link, useLocation, useSearchParams } from "@remix-run/react";
import { useReducer } from "react";
import { useTranslation } from "react-i18next";
import { ErrorCode } from "../../api/errors.js";
import type { FieldProblem, SavedDocument } from "../../schemas/api/calls/admin.js";
import type { ResponseOf } from "../../schemas/api/contract.js";
import { AddModule } from "./AddModule.js";
import { editorReducer, hasUnsavedChanges, initialEditorState, publishHold, toEditedDocument, visibleProblems } from "./document-state.js";
import { RESTORED_FROM_PARAMETER, type EditorActionData } from "./editor-intents.js";
import { LivePreview } from "./LivePreview.js";
import { ModuleEditor } from "./ModuleEditor.js";
import { PageFields } from "./PageFields.js";
import { PreviewLinkPanel } from "./PreviewLinkPanel.js";
import { ProblemSummary } from "./ProblemSummary.js";
import { requestProblems } from "./request-problems.js";
import { usePageActions } from "./use-page-actions.js";
import { usePageCheck } from "./use-page-check.js";

export interface PageEditorProps {
  page: ResponseOf<"adminGetPage">["page"];
  /** The latest version's document (page.latestVersion) and its problems. */
  document: SavedDocument;
  problems: FieldProblem[];
  /** The live preview's signed link to page.latestVersion, absolute; null when none could be made. */
  livePreviewUrl: string | null;
  /** The page's host that previews open on, and its origin as the tool reaches it. */
  previewHost: string | null;
  siteOrigin: string | null;
  /** The signed-in staff member may publish (and roll back). */
  canPublish: boolean;
}

/**
 * The page editor: the page's fields and modules on one side, the live preview of the latest saved version
 * on the other; every change checked by the service after a pause, saved as a draft, shared through a
 * preview link and published by publishers once nothing is wrong.
 */
export function PageEditor({ page, document, problems, livePreviewUrl, previewHost, siteOrigin, canPublish }: PageEditorProps) {
  const { t } = useTranslation("adminEditor");
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const [state, dispatch] = useReducer(editorReducer, undefined, () => initialEditorState(page.latestVersion, document, problems));
  const check = usePageCheck(state, dispatch);
  const shown = visibleProblems(state);
  const unsaved = hasUnsavedChanges(state);
  const refused = requestProblems(toEditedDocument(state.document)).length > 0;
  const savedVersion = state.saved.version;

  const { pending, outcome, save, publish } = usePageActions(state, dispatch);
  const busy = pending !== undefined;

  const hold = publishHold(state, page.publishedVersion);
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
          </p>
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
      {outcome && <ActionNotice outcome={outcome} reloadHref={location.pathname} />}
      {restoredFrom && !outcome && (
        <p className="page-editor__notice" role="status">
          {t("editor.restored", { from: restoredFrom, n: page.latestVersion })}
        </p>
      )}

      <div className="page-editor__columns">
        <div className="page-editor__form">
          <ProblemSummary problems={shown} modules={state.document.modules} checking={check.checking} checkFailure={check.failure} />
          <PageFields document={state.document} problems={shown.filter((problem) => problem.moduleIndex === null)} dispatch={dispatch} />
          <section className="page-editor__modules" aria-labelledby="modules-title">
            <h2 id="modules-title">{t("modules.heading")}</h2>
            {state.document.modules.length === 0 && <p>{t("modules.empty")}</p>}
            {state.document.modules.map((module, index) => (
              <ModuleEditor
                key={module.key}
                module={module}
                index={index}
                count={state.document.modules.length}
                problems={shown.filter((problem) => problem.moduleIndex === index)}
                dispatch={dispatch}
                previewUrl={module.id && !unsaved ? `/admin/pages/${page.id}/modules/${module.id}/preview?version=${savedVersion}` : undefined}
              />
            ))}
            <AddModule onAdd={(component) => dispatch({ type: "addModule", component })} />
          </section>
        </div>
        <LivePreview url={livePreviewUrl} version={savedVersion} unsaved={unsaved} />
      </div>
    </div>
  );
}

/** What became of the last save or publish. */
function ActionNotice({ outcome, reloadHref }: { outcome: EditorActionData; reloadHref: string }) {
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
          {t("actions.changedMeanwhile")} <a href={reloadHref}>{t("actions.reload")}</a>
        </p>
      ) : (
        <p>{code === ErrorCode.PAGE_NOT_PUBLISHABLE ? t("actions.notPublishable", { detail: message }) : t("actions.failed", { detail: message })}</p>
      )}
    </div>
  );
}
