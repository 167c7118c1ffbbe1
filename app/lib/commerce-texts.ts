import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { CommerceTexts } from "../../i18n/commerce-resources.js";

/**
 * Makes the shop pages' texts, which their loader sent with its data (commercePage), known to the browser's
 * i18next before the route renders, so server and browser render the same words; other pages never load them.
 */
export function useCommerceTexts(texts: CommerceTexts): void {
  const { i18n } = useTranslation();
  useState(() => {
    if (!i18n.exists("checkout.title")) i18n.addResourceBundle(i18n.language, i18n.options.defaultNS as string, texts, true, false);
    return null;
  });
}
