import { RemixBrowser } from "@remix-run/react";
import i18next from "i18next";
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { I18nextProvider, initReactI18next } from "react-i18next";
import { defaultNamespace } from "./i18n/resources.js";

/** The server sends the current language's texts in the root loader data; the browser starts from those. */
async function hydrate() {
  const root = window.__remixContext.state.loaderData?.root as
    | { language: string; translations: Record<string, unknown> }
    | undefined;
  const language = root?.language ?? document.documentElement.lang ?? "en";
  await i18next.use(initReactI18next).init({
    lng: language,
    fallbackLng: false,
    defaultNS: defaultNamespace,
    resources: root ? { [language]: { [defaultNamespace]: root.translations } } : {},
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
