import { Form } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { LANGUAGE_NAMES } from "../../../rules/regional/language.js";
import { useShell } from "./use-shell.js";


/** The site's interface languages, each named in itself; shown only where a site offers several. */
export function LanguageSwitcher() {
  const { t } = useTranslation();
  const { site, language, path } = useShell();
  if (site.languages.length < 2) return null;
  return (
    <Form method="post" action="/language" className="language-switcher" aria-label={t("shell.language.label")} reloadDocument>
      <input type="hidden" name="returnTo" value={path} />
      {site.languages.map((option) => (
        <button
          key={option}
          type="submit"
          name="language"
          value={option}
          lang={option}
          className="language-switcher__option"
          aria-pressed={option === language}
        >
          {LANGUAGE_NAMES[option]}
        </button>
      ))}
    </Form>
  );
}
