import { createInstance, type i18n } from "i18next";
import { initReactI18next } from "react-i18next";
import { LANGUAGES, type Language } from "../schemas/site.js";
import { defaultNamespace } from "./config.js";
import { adminResources } from "./admin-resources.js";
import { resources } from "./resources.js";

/** One i18next instance per language, made once at start (a per-request instance costs a quarter of a render). */
const instances = new Map<Language, i18n>(
  LANGUAGES.map((language) => {
    const instance = createInstance();
    void instance.use(initReactI18next).init({
      lng: language,
      fallbackLng: "en",
      defaultNS: defaultNamespace,
      resources: {
        [language]: { [defaultNamespace]: resources[language], ...adminResources[language] },
        en: { [defaultNamespace]: resources.en, ...adminResources.en },
      },
      interpolation: { escapeValue: false },
      initImmediate: false,
    });
    return [language, instance];
  }),
);

export function i18nFor(language: Language): i18n {
  return instances.get(language) ?? instances.get("en")!;
}
