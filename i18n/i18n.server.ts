import { parse } from "cookie";
import { createInstance, type i18n, type InitOptions } from "i18next";
import { initReactI18next } from "react-i18next";
import { RemixI18Next } from "remix-i18next/server";
import { visitorLanguage } from "../rules/regional/language.js";
import { COOKIES } from "../schemas/cookies.js";
import { LANGUAGES, type Language, type Site } from "../schemas/site.js";
import { adminResources } from "./admin-resources.js";
import { commerceResources } from "./commerce-resources.js";
import { learningResources } from "./learning-resources.js";
import { defaultNamespace } from "./config.js";
import { MESSAGES_NAMESPACE, messagesResources } from "./messages-resources.js";
import { resources } from "./resources.js";

/** Every namespace of a language: the storefront's texts (the shop's and learning pages' with them), the tool's, and the messages the service sends. */
const namespacesOf = (language: Language) => ({
  [defaultNamespace]: { ...resources[language], ...commerceResources[language], ...learningResources[language] },
  ...adminResources[language],
  [MESSAGES_NAMESPACE]: messagesResources[language],
});

const options = {
  fallbackLng: "en",
  defaultNS: defaultNamespace,
  interpolation: { escapeValue: false },
  initImmediate: false,
} satisfies InitOptions;

/**
 * One i18next instance per language for rendering, made once at start: a page renders with its language's
 * instance (a per-request instance costs a quarter of a render), and the browser never changes language.
 */
const instances = new Map<Language, i18n>(
  LANGUAGES.map((language) => {
    const instance = createInstance();
    void instance.use(initReactI18next).init({ ...options, lng: language, resources: { [language]: namespacesOf(language), en: namespacesOf("en") } });
    return [language, instance];
  }),
);

export function i18nFor(language: Language): i18n {
  return instances.get(language) ?? instances.get("en")!;
}

const allResources = Object.fromEntries(LANGUAGES.map((language) => [language, namespacesOf(language)]));

/**
 * remix-i18next for one site: its locale finder is the site-and-cookie rule (the visitor's chosen language
 * when the site offers it, else the site's default), and its getFixedT gives loaders, meta titles and the
 * messages the service sends their texts, for a request or a language.
 */
export function siteI18n(site: Pick<Site, "languages" | "defaultLanguage">): RemixI18Next {
  return new RemixI18Next({
    detection: {
      supportedLanguages: [...site.languages],
      fallbackLanguage: site.defaultLanguage,
      order: ["custom"],
      findLocale: async (request) => visitorLanguage(site, parse(request.headers.get("Cookie") ?? "")[COOKIES.language]),
    },
    i18next: { ...options, resources: allResources },
  });
}
