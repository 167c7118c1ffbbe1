import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { SchemaForm } from "../schema-form/SchemaForm.js";
import { headerSpec } from "../../component-registry/header/schema.js";
import type { ResponseOf } from "../../schemas/api/contract.js";
import { FailureAlert } from "../frame/FailureAlert.js";
import { PublisherOnlyNote } from "../frame/PublisherOnlyNote.js";
import { useFormFetcher } from "../frame/use-form-fetcher.js";
import { useMayCall } from "../frame/use-staff.js";

export type NavigationModule = ResponseOf<"adminGetNavigation">["list"][number];

export const SAVE_NAVIGATION = "saveNavigation";

/** The site's header navigation: each of its site modules as a form of the Header component's schema. */
export function NavigationScreen({ modules }: { modules: NavigationModule[] }) {
  const { t } = useTranslation("admin");
  const mayChange = useMayCall("adminSaveNavigation");
  return (
    <>
      <h2>{t("navigation.title")}</h2>
      {!mayChange && <PublisherOnlyNote what="navigation" />}
      {modules.length === 0 && <p>{t("navigation.none")}</p>}
      {modules.map((module) => (
        <NavigationForm key={module.moduleId} module={module} mayChange={mayChange} />
      ))}
    </>
  );
}

function NavigationForm({ module, mayChange }: { module: NavigationModule; mayChange: boolean }) {
  const { t } = useTranslation("admin");
  const [value, setValue] = useState(module.componentData);
  const { fetcher, outcome, busy, invalidFields, failure } = useFormFetcher<typeof SAVE_NAVIGATION, ResponseOf<"adminSaveNavigation">>();
  // The service saves nothing while any field has a problem, and answers them to be shown at their fields.
  const problems = outcome?.ok ? outcome.result.problems : [];
  const titleId = `navigation-${module.moduleId}`;
  const save = (event: FormEvent) => {
    event.preventDefault();
    fetcher.submit({ intent: SAVE_NAVIGATION, moduleId: module.moduleId, componentData: JSON.stringify(value) }, { method: "post" });
  };
  return (
    <section className="admin-panel" aria-labelledby={titleId}>
      <h3 id={titleId}>{module.pathPrefix ? t("navigation.under", { prefix: module.pathPrefix }) : t("navigation.everywhere")}</h3>
      <form onSubmit={save} noValidate>
        <fieldset className="admin-plain-fieldset" disabled={!mayChange}>
          <SchemaForm schema={headerSpec.schema} value={value} onChange={setValue} problems={problems} idPrefix={titleId} componentName={headerSpec.name} />
          {problems.length > 0 && (
            <p className="admin-alert" role="alert">
              {t("navigation.notSaved")}
            </p>
          )}
          {invalidFields.length > 0 && (
            <p className="admin-alert" role="alert">
              {t("navigation.unreadable")}
            </p>
          )}
          <FailureAlert failure={failure} />
          <p className="admin-notice" role="status">
            {outcome?.ok && problems.length === 0 ? t("navigation.saved") : null}
          </p>
          <button type="submit" className="admin-button admin-button--primary" disabled={busy}>
            {t("navigation.save")}
          </button>
        </fieldset>
      </form>
    </section>
  );
}
