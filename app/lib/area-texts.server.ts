import { commerceResources } from "../../i18n/commerce-resources.js";
import { learningResources } from "../../i18n/learning-resources.js";
import type { Language } from "../../schemas/site.js";

const areas = { commerce: commerceResources, learning: learningResources };
type Area = keyof typeof areas;

/** What every shop or learning page's loader answers first: its title, and its area's texts for the browser (useAreaTexts). */
export function areaPage<A extends Area = "commerce">({ title, language, area }: { title: string; language: Language; area?: A }) {
  return { title, texts: areas[area ?? "commerce"][language] as (typeof areas)[A][Language] };
}
