import type { Language } from "../schemas/site.js";
import en from "./locales/en.json" with { type: "json" };
import fr from "./locales/fr.json" with { type: "json" };
import ja from "./locales/ja.json" with { type: "json" };
import ko from "./locales/ko.json" with { type: "json" };
import zhHans from "./locales/zh-Hans.json" with { type: "json" };
import zhHant from "./locales/zh-Hant.json" with { type: "json" };

/** The interface texts every page loads, one file per language; English is the reference the others must match. */
export const resources: Record<Language, typeof en> = {
  en,
  "zh-Hant": zhHant,
  "zh-Hans": zhHans,
  ja,
  ko,
  fr,
};
