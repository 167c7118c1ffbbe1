import { Link, useFetcher, type FetcherWithComponents } from "@remix-run/react";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { ErrorCode } from "../../api/errors.js";
import type { ResponseOf } from "../../schemas/api/contract.js";
import { LeaveDialog } from "../editor/LeaveDialog.js";
import { useLeaveGuard } from "../editor/use-leave-guard.js";
import { FailureAlert } from "../frame/FailureAlert.js";
import { failureOf, invalidFieldsOf } from "../frame/form-outcome.js";
import { useMayCall } from "../frame/use-staff.js";
import { MODULE_PARAMETER, NAVIGATION_INTENT, type NavigationOutcome } from "./navigation-intents.js";
import { addNode, dataOf, nodeOf, problemsOfNode, removeNode, treeOf, updateFields, type NavigationTree as Tree } from "./navigation-tree.js";
import { NavigationHistory } from "./NavigationHistory.js";
import { NavigationLinkFields } from "./NavigationLinkFields.js";
import { NavigationTree } from "./NavigationTree.js";

export type NavigationModule = ResponseOf<"adminGetNavigation">["list"][number];

export interface NavigationScreenProps {
  modules: NavigationModule[];
  /** The module on screen (the first unless another was chosen), with its history and a preview link to its latest version. */
  moduleId: number | null;
  history: ResponseOf<"adminNavigationHistory"> | null;
  previewUrl: string | null;
}

/**
 * The site's header navigation: each site module's links as a tree to drag and edit, saved as a draft,
 * previewed on the site, published by publishers, with its history and rollback.
 */
export function NavigationScreen({ modules, moduleId, history, previewUrl }: NavigationScreenProps) {
  const { t } = useTranslation("admin");
  const module = modules.find((candidate) => candidate.moduleId === moduleId);
  // Kept here, above the editor, which starts again from each new version (a save, a rollback).
  const fetcher = useFetcher<NavigationOutcome>();
  const [selectedKey, setSelectedKey] = useState<string | null>(null);
  const [historyOpen, setHistoryOpen] = useState(false);
  const moduleTitle = (candidate: NavigationModule) =>
    candidate.pathPrefix ? t("navigation.under", { prefix: candidate.pathPrefix }) : t("navigation.everywhere");
  return (
    <>
      <h2>{t("navigation.title")}</h2>
      {modules.length === 0 && <p>{t("navigation.none")}</p>}
      {modules.length > 1 && (
        <nav aria-label={t("navigation.modules")}>
          <ul className="navigation-modules">
            {modules.map((candidate) => (
              <li key={candidate.moduleId}>
                <Link to={`?${MODULE_PARAMETER}=${candidate.moduleId}`} aria-current={candidate.moduleId === moduleId ? "page" : undefined}>
                  {moduleTitle(candidate)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
      {module && history && (
        <NavigationEditor
          key={`${module.moduleId}:${module.latestVersion}`}
          title={moduleTitle(module)}
          module={module}
          history={history}
          previewUrl={previewUrl}
          fetcher={fetcher}
          selectedKey={selectedKey}
          onSelect={setSelectedKey}
          historyOpen={historyOpen}
          onHistoryOpen={setHistoryOpen}
        />
      )}
    </>
  );
}

interface EditorProps {
  title: string;
  module: NavigationModule;
  history: ResponseOf<"adminNavigationHistory">;
  previewUrl: string | null;
  fetcher: FetcherWithComponents<NavigationOutcome>;
  selectedKey: string | null;
  onSelect: (key: string | null) => void;
  historyOpen: boolean;
  onHistoryOpen: (open: boolean) => void;
}

function NavigationEditor({ title, module, history, previewUrl, fetcher, selectedKey, onSelect, historyOpen, onHistoryOpen }: EditorProps) {
  const { t } = useTranslation("admin");
  const canPublish = useMayCall("adminPublishNavigation");
  const [tree, setTree] = useState<Tree>(() => treeOf(module.componentData));
  const saved = useMemo(() => JSON.stringify(dataOf(treeOf(module.componentData))), [module.componentData]);
  const unsaved = JSON.stringify(dataOf(tree)) !== saved;
  const leaving = useLeaveGuard(unsaved);
  const busy = fetcher.state !== "idle";
  const outcome = fetcher.state === "idle" ? fetcher.data : undefined;
  // The service saves nothing while any field has a problem, and answers them to be shown at their fields.
  const problems = outcome?.intent === NAVIGATION_INTENT.save && outcome.ok ? outcome.result.problems : [];
  const withProblems = new Set(
    tree.links.flatMap((link) => [link, ...link.children]).filter((node) => problemsOfNode(tree, node.key, problems).length > 0).map((node) => node.key),
  );
  const selected = selectedKey ? nodeOf(tree, selectedKey) : undefined;
  const { latestVersion, publishedVersion, draftVersion } = module;
  const titleId = `navigation-${module.moduleId}`;

  const submit = (intent: string, fields: Record<string, string | number>) => fetcher.submit({ intent, moduleId: module.moduleId, ...fields }, { method: "post" });
  const save = () => submit(NAVIGATION_INTENT.save, { basedOnVersion: latestVersion, componentData: JSON.stringify(dataOf(tree)) });
  const publish = () => submit(NAVIGATION_INTENT.publish, { version: latestVersion });
  const add = (parent: string | null) => {
    const next = addNode(tree, parent);
    setTree(next.tree);
    onSelect(next.added);
  };
  const publishHold = unsaved ? "navigation.actions.saveFirst" : draftVersion === null ? "navigation.actions.nothingToPublish" : null;

  return (
    <section className="admin-panel navigation-editor" aria-labelledby={titleId}>
      <h3 id={titleId}>{title}</h3>
      <div className="navigation-editor__bar">
        <p className={unsaved ? "navigation-editor__state navigation-editor__state--unsaved" : "navigation-editor__state"} role="status">
          {t("navigation.status.live", { n: publishedVersion })}
          {draftVersion !== null && ` · ${t("navigation.status.draft", { n: draftVersion })}`}
          {unsaved && ` · ${t("navigation.status.unsaved")}`}
        </p>
        <button type="button" className="admin-button admin-button--primary" onClick={save} disabled={busy || !unsaved}>
          {t("navigation.actions.save")}
        </button>
        {previewUrl && (
          <a className="admin-button" href={previewUrl} target="_blank" rel="noreferrer">
            {t("navigation.actions.preview", { n: latestVersion })}
          </a>
        )}
        {canPublish && (
          <button type="button" className="admin-button admin-button--primary" onClick={publish} disabled={busy || publishHold !== null} aria-describedby={publishHold ? `${titleId}-hold` : undefined}>
            {t("navigation.actions.publish", { n: latestVersion })}
          </button>
        )}
        <button type="button" className="admin-button" aria-expanded={historyOpen} aria-controls={`${titleId}-history`} onClick={() => onHistoryOpen(!historyOpen)}>
          {t("navigation.actions.history")}
        </button>
      </div>
      {!canPublish && <p className="admin-note">{t("navigation.actions.publishersOnly")}</p>}
      {canPublish && publishHold && (
        <p id={`${titleId}-hold`} className="admin-note">
          {t(publishHold, { n: latestVersion })}
        </p>
      )}
      {unsaved && previewUrl && <p className="admin-note">{t("navigation.actions.previewSaved", { n: latestVersion })}</p>}
      <OutcomeNotice outcome={outcome} />

      <div className="navigation-editor__columns">
        <div>
          {tree.links.length === 0 && <p>{t("navigation.tree.empty")}</p>}
          <NavigationTree tree={tree} onChange={setTree} selectedKey={selectedKey} onSelect={onSelect} withProblems={withProblems} disabled={busy} />
          <button type="button" className="admin-button" onClick={() => add(null)} disabled={busy}>
            {t("navigation.tree.addLink")}
          </button>
        </div>
        {selected ? (
          <NavigationLinkFields
            key={selected.node.key}
            fieldKey={selected.node.key}
            name={selected.node.fields.name || t("navigation.tree.untitled")}
            isSubLink={selected.place.parent !== null}
            fields={selected.node.fields}
            problems={problemsOfNode(tree, selected.node.key, problems)}
            disabled={busy}
            onChange={(fields) => setTree(updateFields(tree, selected.node.key, fields))}
            onAddSubLink={selected.place.parent === null ? () => add(selected.node.key) : undefined}
            onRemove={() => {
              setTree(removeNode(tree, selected.node.key));
              onSelect(null);
            }}
          />
        ) : (
          <p className="navigation-fields__none">{t("navigation.fields.none")}</p>
        )}
      </div>
      {historyOpen && (
        <div id={`${titleId}-history`}>
          <NavigationHistory moduleId={module.moduleId} history={history} canRollBack={canPublish} unsaved={unsaved} fetcher={fetcher} />
        </div>
      )}
      <LeaveDialog blocker={leaving.blocker} />
    </section>
  );
}

/** What became of the last save, publish or rollback. */
function OutcomeNotice({ outcome }: { outcome: NavigationOutcome | undefined }) {
  const { t } = useTranslation("admin");
  const failure = failureOf(outcome);
  if (!outcome) return null;
  if (invalidFieldsOf(outcome).length > 0) {
    return (
      <p className="admin-alert" role="alert">
        {t("navigation.unreadable")}
      </p>
    );
  }
  if (failure) {
    if (failure.code === ErrorCode.PAGE_CHANGED_MEANWHILE) {
      return (
        <p className="admin-alert" role="alert">
          {t("navigation.changedMeanwhile")}
        </p>
      );
    }
    return <FailureAlert failure={failure} />;
  }
  if (!outcome.ok) return null;
  if (outcome.intent === NAVIGATION_INTENT.save && outcome.result.version === null) {
    return (
      <p className="admin-alert" role="alert">
        {t("navigation.notSaved")}
      </p>
    );
  }
  const done =
    outcome.intent === NAVIGATION_INTENT.save
      ? t("navigation.saved", { n: outcome.result.version })
      : outcome.intent === NAVIGATION_INTENT.publish
        ? t("navigation.published", { n: outcome.result.publishedVersion })
        : t("navigation.rolledBack", { n: outcome.result.version });
  return (
    <p className="admin-notice" role="status">
      {done}
    </p>
  );
}
