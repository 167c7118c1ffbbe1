import { adminResources } from "../../i18n/admin-resources.js";
import type { Language } from "../../schemas/site.js";
import type { AdminTexts } from "./admin-texts.js";

/** The editors' tool's texts in a language, for a /admin loader to send along (see useAdminTexts). */
export function adminTextsFor(language: Language): AdminTexts {
  return adminResources[language] as AdminTexts;
}
