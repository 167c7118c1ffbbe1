import type { Language, Site } from "../../schemas/site.js";

/** The language a visitor is answered in: the one they chose (language cookie) when the site offers it, else the site's default. */
export function visitorLanguage(site: Pick<Site, "languages" | "defaultLanguage">, chosen: string | undefined): Language {
  return site.languages.find((language) => language === chosen) ?? site.defaultLanguage;
}
