import { useTranslation } from "react-i18next";
import { findComponentSpec } from "../../component-registry/catalog.js";
import type { FieldProblem } from "../../schemas/api/calls/admin.js";
import { componentTitleKey, fieldNames } from "../schema-form/field-names.js";
import { fieldId, problemPath, problemWording } from "../schema-form/problems.js";
import { asSchemaNode } from "../schema-form/schema-node.js";
import { humanise } from "../schema-form/widgets.js";
import type { DraftModule } from "./document-state.js";
import { moduleDataIdPrefix, moduleElementId } from "./ModuleEditor.js";
import { PAGE_ID_PREFIX } from "./PageFields.js";

const PAGE_FIELDS = ["title", "keywords", "description", "layout", "headerType"];

interface Props {
  problems: readonly FieldProblem[];
  modules: readonly DraftModule[];
  /** A check of the latest changes is on its way. */
  checking: boolean;
  /** Why the latest check could not be made. */
  checkFailure?: string;
}

/** How many problems stand in the way of publishing, each linking to its field. */
export function ProblemSummary({ problems, modules, checking, checkFailure }: Props) {
  const { t } = useTranslation("adminEditor");

  const entry = (problem: FieldProblem) => {
    const path = problemPath(problem);
    const { key, values } = problemWording(problem);
    const module = problem.moduleIndex === null ? undefined : modules[problem.moduleIndex];
    let where: string[];
    let target: string;
    if (!module) {
      where = [t("problems.page"), ...path.map((name) => (PAGE_FIELDS.includes(name) ? t(`page.${name}`) : humanise(name)))];
      target = fieldId(PAGE_ID_PREFIX, path);
    } else {
      const spec = findComponentSpec(module.content.componentName, module.content.componentType);
      const title = spec ? t(componentTitleKey(spec.name)) : module.content.componentName;
      where = [`${problem.moduleIndex! + 1}. ${title}`, ...(spec ? fieldNames(t, asSchemaNode(spec.schema), spec.name).labelsAlong(path) : path)];
      target = path.length > 0 ? fieldId(moduleDataIdPrefix(module.key), path) : moduleElementId(module.key);
    }
    return { where: where.join(" › "), text: t(key, values), target };
  };

  return (
    <section className="problem-summary" aria-labelledby="problem-summary-count" aria-busy={checking}>
      <p id="problem-summary-count" className="problem-summary__count" role="status">
        {problems.length > 0 ? t("problems.count", { n: problems.length }) : t("problems.none")}
        {checking && <span className="problem-summary__checking"> {t("problems.checking")}</span>}
      </p>
      {checkFailure && (
        <p className="problem-summary__failure" role="alert">
          {t("problems.checkFailed", { detail: checkFailure })}
        </p>
      )}
      {problems.length > 0 && (
        <ul>
          {problems.map((problem, index) => {
            const { where, text, target } = entry(problem);
            return (
              <li key={index}>
                <a href={`#${target}`}>{t("problems.entry", { where, text })}</a>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
