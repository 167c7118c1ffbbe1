import { commerceResources } from "../../i18n/commerce-resources.js";
import type { Language } from "../../schemas/site.js";

/** What every shop page's loader answers first: its title, and the shop's texts for the browser (useCommerceTexts). */
export function commercePage({ title, language }: { title: string; language: Language }) {
  return { title, texts: commerceResources[language] };
}
