import type { i18n as I18n } from "i18next";
import type { LearningTexts } from "../../../i18n/learning-resources.js";
import type { Language } from "../../../schemas/site.js";

type PlacementTexts = LearningTexts["placement"];

/**
 * Only the `placement` texts of each language's learning file, one small chunk per language, loaded when the diagnosis
 * dialog first opens on a page whose loader did not send the learning texts (useAreaTexts): the root texts every page
 * loads stay as they are. Each import is written out and destructured so that the build keeps `placement` alone of the
 * file (a glob import, or a variable path, would bring the whole file).
 */
const placementTexts: Record<Language, () => Promise<PlacementTexts>> = {
  en: () => import("../../../i18n/locales/learning/en.json").then(({ placement }) => placement),
  fr: () => import("../../../i18n/locales/learning/fr.json").then(({ placement }) => placement),
  ja: () => import("../../../i18n/locales/learning/ja.json").then(({ placement }) => placement),
  ko: () => import("../../../i18n/locales/learning/ko.json").then(({ placement }) => placement),
  "zh-Hans": () => import("../../../i18n/locales/learning/zh-Hans.json").then(({ placement }) => placement),
  "zh-Hant": () => import("../../../i18n/locales/learning/zh-Hant.json").then(({ placement }) => placement),
};

/** Makes the booking's texts known to i18next in the page's language, unless they are already. */
export async function loadPlacementTexts(i18n: I18n): Promise<void> {
  if (i18n.exists("placement.title")) return;
  const load = placementTexts[i18n.language as Language] ?? placementTexts.en;
  i18n.addResourceBundle(i18n.language, i18n.options.defaultNS as string, { placement: await load() }, true, false);
}
