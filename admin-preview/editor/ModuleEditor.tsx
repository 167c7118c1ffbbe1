import type { TFunction } from "i18next";
import { useRef, useState, type Dispatch, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { findComponentSpec } from "../../component-registry/catalog.js";
import type { FieldProblem } from "../../schemas/api/calls/admin.js";
import { componentTitleKey } from "../schema-form/field-names.js";
import { describedBy, FieldProblems } from "../schema-form/FieldProblems.js";
import { JsonTextarea } from "../schema-form/JsonTextarea.js";
import { SchemaForm } from "../schema-form/SchemaForm.js";
import type { DraftModule, EditorAction } from "./document-state.js";
import { moduleSummary } from "./module-summary.js";
import { useHiddenUntilFound } from "./use-hidden-until-found.js";

/** The element ids of a module's own controls; its data's fields are under `${moduleElementId(key)}-data`. */
export const moduleElementId = (key: string) => `module-${key}`;
export const moduleDataIdPrefix = (key: string) => `${moduleElementId(key)}-data`;
/** The button that expands and collapses the module, the first thing of it a keyboard reaches after its handle. */
export const moduleToggleId = (key: string) => `${moduleElementId(key)}-toggle`;

/** What editors call a module's component: its title in their language, or its stored name when the catalogue does not know it. */
export function componentTitleOf(module: DraftModule, t: TFunction<"adminEditor">): string {
  const spec = findComponentSpec(module.content.componentName, module.content.componentType);
  return spec ? t(componentTitleKey(spec.name)) : module.content.componentName;
}

export interface ModuleEditorProps {
  module: DraftModule;
  index: number;
  count: number;
  /** This module's problems, `field` inside its data. */
  problems: readonly FieldProblem[];
  dispatch: Dispatch<EditorAction>;
  /** Where the module can be seen on its own, as last saved (none while it has unsaved changes). */
  previewUrl?: string;
  /** Whether its name and data are shown; collapsed, its header sums it up in a line. */
  expanded: boolean;
  onExpandedChange: (expanded: boolean) => void;
  /** The control that drags the module to another place, at the start of its header. */
  dragHandle?: ReactNode;
  /** The editor turned to this module: clicked or focused its header. */
  onSelect?: () => void;
}

/**
 * One module of the page, named by its component: a header summing it up (and expanding it), its place and
 * moves, its removal (asked twice), its name for editors and its data, through the form generated from the
 * component's schema or as JSON. Collapsed, the name and data stay in the page, hidden until found.
 */
export function ModuleEditor({ module, index, count, problems, dispatch, previewUrl, expanded, onExpandedChange, dragHandle, onSelect }: ModuleEditorProps) {
  const { t } = useTranslation("adminEditor");
  const spec = findComponentSpec(module.content.componentName, module.content.componentType);
  const [asJson, setAsJson] = useState(!spec);
  const [jsonValid, setJsonValid] = useState(true);
  const [confirmingRemoval, setConfirmingRemoval] = useState(false);
  const moveUp = useRef<HTMLButtonElement>(null);
  const moveDown = useRef<HTMLButtonElement>(null);
  const body = useRef<HTMLDivElement>(null);
  useHiddenUntilFound(body, !expanded, () => onExpandedChange(true));
  const elementId = moduleElementId(module.key);
  // Text that is not JSON yet cannot go back to the form, which would lose it.
  const heldInJson = asJson && !jsonValid && spec !== undefined;
  const setData = (data: Record<string, unknown>) => dispatch({ type: "setModuleData", index, data });
  const summary = [module.content.componentTitle, spec && moduleSummary(module.content.componentData, spec.schema)].filter(Boolean).join(" · ");

  /** Moves the module a place; at the end it reaches, the button that still works takes the focus. */
  const move = (offset: -1 | 1) => {
    const to = index + offset;
    dispatch({ type: "moveModule", from: index, to });
    if (to === 0) moveDown.current?.focus();
    if (to === count - 1) moveUp.current?.focus();
  };

  return (
    <fieldset className="module-editor" id={elementId}>
      <legend>{componentTitleOf(module, t)}</legend>
      {/* Clicks and focus anywhere in the header select the module; its buttons stay the way to act. */}
      <div className="module-editor__header" onClick={onSelect} onFocus={onSelect}>
        {dragHandle}
        <button
          type="button"
          id={moduleToggleId(module.key)}
          className="module-editor__toggle"
          aria-expanded={expanded}
          aria-controls={`${elementId}-body`}
          onClick={() => onExpandedChange(!expanded)}
        >
          <span className="module-editor__summary">{summary || t("moduleList.noText")}</span>
        </button>
        {problems.length > 0 && <span className="module-editor__problem-count">{t("moduleList.problems", { n: problems.length })}</span>}
      </div>
      <p className="module-editor__meta">
        {t("modules.position", { n: index + 1, count })}
        {" · "}
        {module.id ? t("modules.id", { id: module.id }) : t("modules.new")}
        {previewUrl && (
          <>
            {" · "}
            <a href={previewUrl} target="_blank" rel="noreferrer">
              {t("modules.preview")}
            </a>
          </>
        )}
      </p>
      <div className="module-editor__tools">
        <button type="button" ref={moveUp} className="admin-button" disabled={index === 0} onClick={() => move(-1)}>
          {t("modules.moveUp")}
        </button>
        <button type="button" ref={moveDown} className="admin-button" disabled={index === count - 1} onClick={() => move(1)}>
          {t("modules.moveDown")}
        </button>
        {spec && expanded && (
          <button
            className="admin-button"
            type="button"
            aria-pressed={asJson}
            disabled={heldInJson}
            aria-describedby={heldInJson ? `${elementId}-json-hint` : undefined}
            onClick={() => setAsJson(!asJson)}
          >
            {t("modules.asJson")}
          </button>
        )}
        <button type="button" className="admin-button" onClick={() => setConfirmingRemoval(true)} disabled={confirmingRemoval}>
          {t("modules.remove")}
        </button>
      </div>
      {confirmingRemoval && (
        <div className="module-editor__confirm" role="group" aria-labelledby={`${elementId}-remove-question`}>
          <p id={`${elementId}-remove-question`}>{t("modules.removeQuestion")}</p>
          <button type="button" className="admin-button admin-button--danger" onClick={() => dispatch({ type: "removeModule", index })}>
            {t("modules.removeYes")}
          </button>
          <button type="button" className="admin-button" autoFocus onClick={() => setConfirmingRemoval(false)}>
            {t("modules.removeNo")}
          </button>
        </div>
      )}
      <div id={`${elementId}-body`} ref={body} className="module-editor__body" hidden={!expanded}>
        <div className="schema-form__field">
          <label htmlFor={`${elementId}-name`}>{t("modules.name")}</label>
          <input
            id={`${elementId}-name`}
            type="text"
            maxLength={200}
            value={module.content.componentTitle ?? ""}
            onChange={(event) => dispatch({ type: "setModuleTitle", index, title: event.target.value })}
            aria-describedby={`${elementId}-name-hint`}
          />
          <p id={`${elementId}-name-hint`} className="schema-form__hint">
            {t("modules.nameHint")}
          </p>
        </div>
        {!spec && <p className="module-editor__note">{t("modules.unknown")}</p>}
        {asJson ? (
          <div className="schema-form__field">
            <label htmlFor={`${elementId}-json`}>{t("modules.json")}</label>
            <JsonTextarea
              id={`${elementId}-json`}
              value={module.content.componentData}
              objectOnly
              rows={14}
              onChange={(next) => setData(next as Record<string, unknown>)}
              onValidityChange={setJsonValid}
              invalid={problems.length > 0}
              describedById={describedBy(heldInJson && `${elementId}-json-hint`, problems.length > 0 && `${elementId}-json-problems`)}
            />
            {heldInJson && (
              <p id={`${elementId}-json-hint`} className="schema-form__hint">
                {t("modules.fixJson")}
              </p>
            )}
            <FieldProblems id={`${elementId}-json-problems`} problems={problems} base={[]} />
          </div>
        ) : (
          spec && <SchemaForm schema={spec.schema} value={module.content.componentData} onChange={setData} problems={problems} idPrefix={moduleDataIdPrefix(module.key)} componentName={spec.name} />
        )}
      </div>
    </fieldset>
  );
}
