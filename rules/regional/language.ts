import type { Language, Site } from "../../schemas/site.js";

/** The language a visitor is answered in: the one they chose (language cookie) when the site offers it, else the site's default. */
export function visitorLanguage(site: Pick<Site, "languages" | "defaultLanguage">, chosen: string | undefined): Language {
  return site.languages.find((language) => language === chosen) ?? site.defaultLanguage;
}

/** Each interface language named in itself, as a switch between them shows it. */
export const LANGUAGE_NAMES: Record<Language, string> = {
  en: "English",
  "zh-Hant": "繁體中文",
  "zh-Hans": "简体中文",
  ja: "日本語",
  ko: "한국어",
  fr: "Français",
};
