import { Link, useFetcher } from "@remix-run/react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { PageCopy } from "../../schemas/api/calls/admin.js";
import type { ResponseOf } from "../../schemas/api/contract.js";
import type { Locale } from "../../schemas/site.js";
import { LANGUAGE_NAMES } from "../../rules/regional/language.js";
import { Field } from "../../ui/Field.js";
import { FailureAlert } from "../frame/FailureAlert.js";
import { failureOf, invalidFieldsOf, type FormOutcome } from "../frame/form-outcome.js";
import type { AdminSite } from "../sites/SitesScreen.js";
import { copyLanguages } from "./copy-languages.js";

export const COPY_PAGE = "copyPage";

interface Props {
  page: { id: number; path: string };
  /** The sites it can be copied to (every site but its own). */
  sites: AdminSite[];
}

/**
 * Copies a page's latest version to other sites at the same path, as drafts in a language they all have, and
 * says of each copy how much of it the demo content translated and how much is left to translate.
 */
export function CopyPageForm({ page, sites }: Props) {
  const { t } = useTranslation("admin");
  const fetcher = useFetcher<FormOutcome<typeof COPY_PAGE, ResponseOf<"adminCopyPage">>>();
  const [chosen, setChosen] = useState<ReadonlySet<Locale>>(new Set());
  const [picked, setPicked] = useState("");
  const outcome = fetcher.state === "idle" ? fetcher.data : undefined;
  const invalid = invalidFieldsOf(outcome);
  const chosenSites = sites.filter((site) => chosen.has(site.locale));
  const { offered, narrowed } = copyLanguages(chosenSites, sites);
  // A language the sites chosen since no longer share is no choice; one shared language is the only one.
  const language = offered.length === 1 && chosenSites.length > 0 ? offered[0]! : offered.find((entry) => entry === picked) ?? "";
  const noLanguageShared = chosenSites.length > 0 && offered.length === 0;
  const toggle = (locale: Locale, on: boolean) =>
    setChosen((current) => {
      const next = new Set(current);
      if (on) next.add(locale);
      else next.delete(locale);
      return next;
    });
  const siteNamed = (locale: string) => sites.find((site) => site.locale === locale)?.name ?? locale;
  const languageHint = noLanguageShared ? t("copy.noSharedLanguage") : narrowed ? t("copy.languageNarrowed") : t("copy.languageHint");
  return (
    <details className="admin-copy">
      <summary>{t("copy.open")}</summary>
      <fetcher.Form method="post" className="admin-form" noValidate>
        <input type="hidden" name="intent" value={COPY_PAGE} />
        <input type="hidden" name="pageId" value={page.id} />
        <fieldset aria-invalid={invalid.includes("locales") || undefined}>
          <legend>{t("copy.legend", { path: page.path })}</legend>
          <ul className="admin-checks">
            {sites.map((site) => (
              <li key={site.locale}>
                <label>
                  <input
                    type="checkbox"
                    name="locales"
                    value={site.locale}
                    checked={chosen.has(site.locale)}
                    onChange={(event) => toggle(site.locale, event.target.checked)}
                  />{" "}
                  {t("sites.siteName", { name: site.name, locale: site.locale })}
                </label>
              </li>
            ))}
          </ul>
          {invalid.includes("locales") && <p className="admin-field__error">{t("copy.noneChosen")}</p>}
        </fieldset>
        <Field look="tool" label={t("copy.language")} hint={languageHint} error={invalid.includes("language") ? t("copy.languageMissing") : null}>
          {(control) => (
            <select {...control} name="language" value={language} onChange={(event) => setPicked(event.target.value)} required>
              <option value="">{t("copy.chooseLanguage")}</option>
              {offered.map((entry) => (
                <option key={entry} value={entry} lang={entry}>
                  {LANGUAGE_NAMES[entry]}
                </option>
              ))}
            </select>
          )}
        </Field>
        <button type="submit" className="admin-button" disabled={fetcher.state !== "idle" || noLanguageShared}>
          {t("copy.submit")}
        </button>
      </fetcher.Form>
      <FailureAlert failure={failureOf(outcome)} />
      {outcome?.ok && (
        <div role="status">
          <p>{t("copy.done", { count: outcome.result.list.length })}</p>
          <ul>
            {outcome.result.list.map((copy) => (
              <li key={copy.locale}>
                <Link to={`/admin/pages/${copy.pageId}`}>{t("copy.created", { name: siteNamed(copy.locale), locale: copy.locale, path: page.path })}</Link>
                <CopyResult copy={copy} />
              </li>
            ))}
          </ul>
        </div>
      )}
    </details>
  );
}

/** What became of one copy's texts: its version and language, what the demo content translated, and what is left to translate. */
function CopyResult({ copy }: { copy: PageCopy }) {
  const { t } = useTranslation("admin");
  const draft = { version: copy.version, language: LANGUAGE_NAMES[copy.language] };
  if (copy.fromLanguage === copy.language) return <p>{t("copy.draftSameLanguage", draft)}</p>;
  return (
    <>
      <p>{t("copy.draftTranslated", { ...draft, count: copy.translated })}</p>
      {copy.untranslated > 0 && <p className="admin-note">{t("copy.untranslated", { count: copy.untranslated, language: LANGUAGE_NAMES[copy.fromLanguage] })}</p>}
    </>
  );
}
