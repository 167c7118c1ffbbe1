import type { Language } from "../schemas/site.js";
import en from "./locales/learning/en.json" with { type: "json" };
import fr from "./locales/learning/fr.json" with { type: "json" };
import ja from "./locales/learning/ja.json" with { type: "json" };
import ko from "./locales/learning/ko.json" with { type: "json" };
import zhHans from "./locales/learning/zh-Hans.json" with { type: "json" };
import zhHant from "./locales/learning/zh-Hant.json" with { type: "json" };

/**
 * The texts of the learning pages (my courses, recorded lessons, transfers and reschedules, feedback), sent along
 * by those pages' loaders as the shop's are (app/lib/area-texts.ts), so that other pages do not ship them.
 */
export const learningResources: Record<Language, typeof en> = {
  en,
  "zh-Hant": zhHant,
  "zh-Hans": zhHans,
  ja,
  ko,
  fr,
};

export type LearningTexts = typeof en;
