import { RemixBrowser } from "@remix-run/react";
import i18next from "i18next";
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { I18nextProvider, initReactI18next } from "react-i18next";
import { config as configureZod } from "zod/v4/core";
import { defaultNamespace } from "./i18n/config.js";

/** One chunk per language: the browser loads only the texts of the language the server rendered. */
const translationLoaders = import.meta.glob<{ default: Record<string, unknown> }>("./i18n/locales/*.json");

// zod compiles validators with `new Function` unless told not to; the page's CSP forbids eval, and zod's
// probe for it would be reported as a violation.
configureZod({ jitless: true });

async function hydrate() {
  const language = document.documentElement.lang || "en";
  const load = translationLoaders[`./i18n/locales/${language}.json`] ?? translationLoaders["./i18n/locales/en.json"]!;
  await i18next.use(initReactI18next).init({
    lng: language,
    fallbackLng: false,
    defaultNS: defaultNamespace,
    resources: { [language]: { [defaultNamespace]: (await load()).default } },
    interpolation: { escapeValue: false },
  });
  startTransition(() => {
    hydrateRoot(
      document,
      <I18nextProvider i18n={i18next}>
        <StrictMode>
          <RemixBrowser />
        </StrictMode>
      </I18nextProvider>,
    );
  });
}

void hydrate();
