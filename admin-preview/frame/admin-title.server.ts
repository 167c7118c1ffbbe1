import { i18nFor } from "../../i18n/i18n.server.js";
import type { Language } from "../../schemas/site.js";

/** A tool page's document title in the editor's language: the screen's name, then the tool's. */
export function adminTitle(language: Language, key: string, options: Record<string, unknown> = {}): string {
  const t = i18nFor(language).getFixedT(language, "admin");
  return `${t(key, options)} · ${t("frame.product")}`;
}
