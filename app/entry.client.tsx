import { RemixBrowser } from "@remix-run/react";
import i18next from "i18next";
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { I18nextProvider, initReactI18next } from "react-i18next";
import { preloadView } from "../renderer/lazy-views.js";
import { defaultNamespace } from "../i18n/config.js";
import { rememberLandingAttribution } from "./lib/attribution-store.js";
import { shouldReloadAfterChunkFailure } from "./lib/chunk-reload.js";
import { IN_APP_VIEWPORT, isInApp } from "./lib/in-app.js";

/** One chunk per language: the browser loads only the texts of the language the server rendered. */
const translationLoaders = import.meta.glob<{ default: Record<string, unknown> }>("../i18n/locales/*.json");

const RELOAD_KEY = "chunkReloadAt";

/**
 * A code chunk that failed to load (a deploy replaced it) reloads the page, at most once per 60 s; offline,
 * the reload is skipped and the offline panel speaks instead (SPEC §8).
 */
window.addEventListener("vite:preloadError", (event) => {
  if (!navigator.onLine) return;
  const last = Number(sessionStorage.getItem(RELOAD_KEY)) || null;
  if (!shouldReloadAfterChunkFailure(last, Date.now())) return;
  event.preventDefault();
  sessionStorage.setItem(RELOAD_KEY, String(Date.now()));
  window.location.reload();
});

if (isInApp()) {
  document.querySelector('meta[name="viewport"]')?.setAttribute("content", IN_APP_VIEWPORT);
  document.documentElement.dataset.inApp = "true";
}

rememberLandingAttribution(window.location.search);

async function hydrate() {
  const language = document.documentElement.lang || "en";
  const load = translationLoaders[`../i18n/locales/${language}.json`] ?? translationLoaders["../i18n/locales/en.json"]!;
  await i18next.use(initReactI18next).init({
    lng: language,
    fallbackLng: false,
    defaultNS: defaultNamespace,
    resources: { [language]: { [defaultNamespace]: (await load()).default } },
    interpolation: { escapeValue: false },
  });
  // The server-rendered modules' code first, so they hydrate at once (renderer/lazy-views.ts).
  await Promise.all(
    [...document.querySelectorAll<HTMLElement>("[data-component]")].map((element) =>
      preloadView(element.dataset.component!).catch(() => undefined),
    ),
  );
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
