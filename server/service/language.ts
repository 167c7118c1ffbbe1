import type { Language, LocalizedText, Site } from "../../schemas/site.js";

/** The first language of an Accept-Language header that the site offers, else the site's default. */
export function negotiateLanguage(acceptLanguage: string | undefined, site: Site): Language {
  const wanted = (acceptLanguage ?? "")
    .split(",")
    .map((part) => {
      const [tag = "", ...params] = part.trim().split(";");
      const q = params.find((param) => param.trim().startsWith("q="));
      return { tag: tag.trim().toLowerCase(), q: q ? Number(q.trim().slice(2)) || 0 : 1 };
    })
    .filter((entry) => entry.tag && entry.q > 0)
    .sort((a, b) => b.q - a.q);
  for (const { tag } of wanted) {
    const exact = site.languages.find((language) => language.toLowerCase() === tag);
    if (exact) return exact;
    const sameBase = site.languages.find((language) => language.split("-")[0]!.toLowerCase() === tag.split("-")[0]);
    if (sameBase && !tag.startsWith("zh")) return sameBase;
    if (tag.startsWith("zh")) {
      const script = /hant|tw|hk|mo/.test(tag) ? "zh-Hant" : "zh-Hans";
      if (site.languages.includes(script)) return script;
    }
  }
  return site.defaultLanguage;
}

export function localize(text: LocalizedText, language: Language): string {
  return text[language];
}
