import type { Dispatch } from "react";
import { useTranslation } from "react-i18next";
import type { FieldProblem } from "../../schemas/api/calls/admin.js";
import { HEADER_TYPES, LAYOUTS, type HeaderType, type Layout } from "../../schemas/pages/document.js";
import { describedBy, FieldProblems, RequiredMark } from "../schema-form/FieldProblems.js";
import { fieldId, problemsAt } from "../schema-form/problems.js";
import type { DraftDocument, EditorAction, PageField } from "./document-state.js";

/** The element ids of the page's own fields start with this (the problem summary links to them). */
export const PAGE_ID_PREFIX = "page";

interface Props {
  document: DraftDocument;
  /** The page's own problems (moduleIndex null). */
  problems: readonly FieldProblem[];
  dispatch: Dispatch<EditorAction>;
}

/** The page's title, keywords, description, layout and header type. */
export function PageFields({ document, problems, dispatch }: Props) {
  const { t } = useTranslation("adminEditor");
  const field = (name: string) => {
    const id = fieldId(PAGE_ID_PREFIX, [name]);
    const own = problemsAt(problems, [name]);
    const problemsId = `${id}-problems`;
    return {
      id,
      problems: own,
      problemsId,
      attributes: { id, "aria-invalid": own.length > 0 || undefined, "aria-describedby": describedBy(own.length > 0 && problemsId) },
    };
  };
  const text = (name: PageField, multiline = false) => {
    const { id, problems: own, problemsId, attributes } = field(name);
    const change = (value: string) => dispatch({ type: "setPageField", field: name, value });
    return (
      <div className="schema-form__field">
        <span className="schema-form__label">
          <label htmlFor={id}>{t(`page.${name}`)}</label>
          {name === "title" && <RequiredMark />}
        </span>
        {multiline ? (
          <textarea {...attributes} rows={3} value={document[name]} onChange={(event) => change(event.target.value)} />
        ) : (
          <input {...attributes} type="text" aria-required={name === "title" || undefined} value={document[name]} onChange={(event) => change(event.target.value)} />
        )}
        <FieldProblems id={problemsId} problems={own} />
      </div>
    );
  };
  const choice = <Value extends string>(name: "layout" | "headerType", options: readonly Value[], value: Value | undefined, set: (value: Value | undefined) => void) => {
    const { id, problems: own, problemsId, attributes } = field(name);
    return (
      <div className="schema-form__field">
        <label htmlFor={id}>{t(`page.${name}`)}</label>
        <select {...attributes} value={value ?? ""} onChange={(event) => set((event.target.value || undefined) as Value | undefined)}>
          <option value="">{t("page.notSet")}</option>
          {options.map((option) => (
            <option key={option} value={option}>
              {t(`page.${name}s.${option}`)}
            </option>
          ))}
        </select>
        <FieldProblems id={problemsId} problems={own} />
      </div>
    );
  };
  return (
    <fieldset className="page-fields">
      <legend>{t("page.legend")}</legend>
      {text("title")}
      {text("keywords")}
      {text("description", true)}
      <div className="page-fields__config">
        {choice<Layout>("layout", LAYOUTS, document.config.layout, (value) => dispatch({ type: "setLayout", value }))}
        {choice<HeaderType>("headerType", HEADER_TYPES, document.config.headerType, (value) => dispatch({ type: "setHeaderType", value }))}
      </div>
    </fieldset>
  );
}
