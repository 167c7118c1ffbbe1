import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { CommerceTexts } from "../../i18n/commerce-resources.js";
import type { LearningTexts } from "../../i18n/learning-resources.js";

/** The path of a text of the bundle, to tell whether the browser's i18next knows the bundle already. */
function firstKey(texts: object, prefix = ""): string | undefined {
  for (const [key, value] of Object.entries(texts)) {
    const path = prefix ? `${prefix}.${key}` : key;
    const found = typeof value === "object" && value !== null ? firstKey(value as object, path) : path;
    if (found) return found;
  }
  return undefined;
}

/**
 * Makes an area's texts (the shop's, learning's), which its page's loader sent with its data (areaPage), known to
 * the browser's i18next before the route renders, so server and browser render the same words; other pages never
 * load them.
 */
export function useAreaTexts(texts: CommerceTexts | LearningTexts): void {
  const { i18n } = useTranslation();
  useState(() => {
    const probe = firstKey(texts);
    if (probe && !i18n.exists(probe)) i18n.addResourceBundle(i18n.language, i18n.options.defaultNS as string, texts, true, false);
    return null;
  });
}
