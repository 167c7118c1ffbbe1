import { siteI18n } from "../../i18n/i18n.server.js";
import { MESSAGES_NAMESPACE } from "../../i18n/messages-resources.js";
import type { Language, Site } from "../../schemas/site.js";

/** The words of a one-time code's message, in the site's school name and the visitor's language. */
export async function codeMessage(site: Site, language: Language, code: string): Promise<{ subject: string; body: string }> {
  const say = await siteI18n(site).getFixedT(language, MESSAGES_NAMESPACE);
  return { subject: say("verificationCode.subject", { school: site.schoolName }), body: say("verificationCode.body", { school: site.schoolName, code }) };
}
