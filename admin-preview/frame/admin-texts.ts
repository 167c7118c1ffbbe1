import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ADMIN_NAMESPACES, type AdminNamespace } from "../../i18n/admin-resources.js";

export type AdminTexts = Partial<Record<AdminNamespace, Record<string, unknown>>>;

/**
 * Makes the editors' tool's texts, which a /admin loader sent with its data (adminTextsFor), known to the
 * browser's i18next before the route renders, so server and browser render the same words.
 */
export function useAdminTexts(texts: AdminTexts): void {
  const { i18n } = useTranslation();
  useState(() => {
    for (const namespace of ADMIN_NAMESPACES) {
      const bundle = texts[namespace];
      if (bundle && !i18n.hasResourceBundle(i18n.language, namespace)) i18n.addResourceBundle(i18n.language, namespace, bundle);
    }
    return null;
  });
}
