import { Form } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { useShell } from "./use-shell.js";

const LANGUAGE_NAMES: Record<string, string> = {
  en: "English",
  "zh-Hant": "繁體中文",
  "zh-Hans": "简体中文",
  ja: "日本語",
  ko: "한국어",
  fr: "Français",
};

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
