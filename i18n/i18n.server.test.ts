import { describe, expect, it } from "vitest";
import { i18nFor, siteI18n } from "./i18n.server.js";
import { COOKIES } from "../schemas/cookies.js";
import { MESSAGES_NAMESPACE } from "./messages-resources.js";

const hk = { languages: ["zh-Hant" as const, "en" as const], defaultLanguage: "zh-Hant" as const };
/** A request to the hk site, with the language the visitor chose if any. */
const page = (chosen?: string) =>
  new Request("http://hk.localhost/triage-desk", { headers: chosen ? { Cookie: `${COOKIES.language}=${chosen}` } : {} });

describe("siteI18n (remix-i18next with the site-and-cookie rule)", () => {
  it("finds the visitor's chosen language when the site offers it, else the site's default", async () => {
    const i18n = siteI18n(hk);
    expect(await i18n.getLocale(page("en"))).toBe("en");
    expect(await i18n.getLocale(page())).toBe("zh-Hant");
    expect(await i18n.getLocale(page("fr"))).toBe("zh-Hant");
  });

  it("gives a loader the texts of the request's language", async () => {
    const t = await siteI18n(hk).getFixedT(page("en"));
    expect(t("triage.title")).toBe(i18nFor("en").t("triage.title"));
    expect((await siteI18n(hk).getFixedT(page()))("triage.title")).toBe(i18nFor("zh-Hant").t("triage.title"));
  });

  it("words the messages the service sends, in a given language", async () => {
    const t = await siteI18n(hk).getFixedT("zh-Hant", MESSAGES_NAMESPACE);
    expect(t("verificationCode.body", { school: "思考樂", code: "123456" })).toBe("您的思考樂驗證碼是 123456，10 分鐘內有效。請勿告訴任何人。");
    const english = await siteI18n(hk).getFixedT("en", MESSAGES_NAMESPACE);
    expect(english("verificationCode.subject", { school: "Think Academy" })).toBe("Your Think Academy verification code");
  });
});
