import { Form, useActionData, useNavigation, useSearchParams } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { ErrorCode } from "../../api/errors.js";
import type { ResponseOf } from "../../schemas/api/contract.js";
import { LANGUAGE_NAMES } from "../../rules/regional/language.js";
import { Field } from "../../ui/Field.js";
import { FailureAlert, useFailureText } from "../frame/FailureAlert.js";
import { failureOf, invalidFieldsOf, type FormOutcome } from "../frame/form-outcome.js";
import { NEW_PATH_PARAMETER } from "./page-address.js";

export const CREATE_PAGE = "createPage";

/** The page templates a new page can start from, and the site's languages they come in. */
export type PageTemplates = ResponseOf<"adminPageTemplates">;

/** A new draft page at a path of the site, empty or from a template in one of its languages; done, the action opens it in the editor. */
export function NewPageForm({ templates }: { templates: PageTemplates }) {
  const { t } = useTranslation("admin");
  const failureText = useFailureText();
  const answer = useActionData<FormOutcome<string, unknown>>();
  const outcome = answer?.intent === CREATE_PAGE ? answer : undefined;
  const submitting = useNavigation().formData?.get("intent") === CREATE_PAGE;
  // An address led here: the site has no page at its path yet.
  const newPath = useSearchParams()[0].get(NEW_PATH_PARAMETER);
  const invalid = invalidFieldsOf(outcome);
  const failure = failureOf(outcome);
  // A taken path is a problem of the path field, said there.
  const pathTaken = failure?.code === ErrorCode.PAGE_PATH_TAKEN ? failure : null;
  const pathError = pathTaken ? failureText(pathTaken) : invalid.includes("path") ? t("newPage.pathInvalid") : null;
  return (
    <section className="admin-panel" aria-labelledby="new-page-title">
      <h2 id="new-page-title">{t("newPage.title")}</h2>
      {newPath && (
        <p className="admin-notice" role="status">
          {t("newPage.fromAddress", { path: newPath })}
        </p>
      )}
      <Form method="post" className="admin-form admin-form--inline" noValidate>
        <input type="hidden" name="intent" value={CREATE_PAGE} />
        <Field look="tool" label={t("newPage.path")} hint={t("newPage.pathHint")} error={pathError}>
          {(control) => <input {...control} name="path" defaultValue={newPath ?? ""} required />}
        </Field>
        <Field look="tool" label={t("newPage.pageTitle")} error={invalid.includes("title") ? t("newPage.titleInvalid") : null}>
          {(control) => <input {...control} name="title" required maxLength={200} />}
        </Field>
        <Field look="tool" label={t("newPage.template")} error={invalid.includes("template") ? t("newPage.templateInvalid") : null}>
          {(control) => (
            <select {...control} name="templateId" defaultValue="">
              <option value="">{t("newPage.emptyPage")}</option>
              {templates.list.map((template) => (
                <option key={template.id} value={template.id}>
                  {t("newPage.templateOption", { title: template.title, path: template.path })}
                </option>
              ))}
            </select>
          )}
        </Field>
        {templates.languages.length > 1 ? (
          <Field look="tool" label={t("newPage.templateLanguage")} hint={t("newPage.templateLanguageHint")}>
            {(control) => (
              <select {...control} name="templateLanguage" defaultValue={templates.languages[0]}>
                {templates.languages.map((language) => (
                  <option key={language} value={language} lang={language}>
                    {LANGUAGE_NAMES[language]}
                  </option>
                ))}
              </select>
            )}
          </Field>
        ) : (
          <input type="hidden" name="templateLanguage" value={templates.languages[0]} />
        )}
        <button type="submit" className="admin-button admin-button--primary" disabled={submitting}>
          {t("newPage.submit")}
        </button>
      </Form>
      <FailureAlert failure={pathTaken ? null : failure} />
    </section>
  );
}
