import { render } from "@testing-library/react";
import type { ReactNode } from "react";
import { I18nextProvider } from "react-i18next";
import { createMemoryRouter, Outlet, RouterProvider, type RouteObject } from "react-router-dom";
import { vi } from "vitest";
import type { ApiClient, CallContext } from "../../api/client.js";
import { i18nFor } from "../../i18n/i18n.server.js";
import { COUNTDOWN_COOKIES } from "../../app/lib/account/code-countdown.js";
import { SiteApiContext } from "../../api/site-api-context.js";
import type { User } from "../../schemas/api/calls/accounts.js";
import type { CallName } from "../../schemas/api/contract.js";
import type { Language, Site } from "../../schemas/site.js";
import { fixtureSite } from "./render-view.js";
import { user } from "./sample-accounts.js";

/** Test support for screens that call the API and read the root loader's data (account, triage). */

export const testCallContext: CallContext = {
  header: { schoolCode: "415", timezone: "America/Los_Angeles" },
  countryCode: "US",
  channelCode: "web-us",
};

/** What the fake API answers per call name: a value, an Error to reject with, or a function of the request. */
export type Answers = Partial<Record<CallName, unknown>>;

/** A fake API answering each call by name; calls without an answer resolve to null. */
export function fakeApi(answers: Answers = {}) {
  const call = vi.fn(async (name: CallName, data: unknown) => {
    const answer = answers[name];
    const value = typeof answer === "function" ? (answer as (data: unknown) => unknown)(data) : answer;
    if (value instanceof Error) throw value;
    return value ?? null;
  });
  /** The requests of one call, in order. */
  const callsOf = (name: CallName) => call.mock.calls.filter(([called]) => called === name).map(([, data]) => data);
  return { api: { call } as unknown as ApiClient, call, callsOf };
}

export interface RenderAccountOptions {
  api?: ApiClient;
  /** The signed-in account, null for a visitor. */
  signedIn?: User | null;
  site?: Site;
  /** The site's default language unless told otherwise. */
  language?: Language;
  path?: string;
  /** Pages the test navigates to; every other path shows `ui` alone. */
  pages?: RouteObject[];
}

/**
 * Renders `ui` with the translations and a fake API, under a root route whose data is what the shell reads
 * (site, user, settings...) and whose loader answers again on revalidation (counted in `rootLoads`).
 */
export function renderAccount(
  ui: ReactNode,
  { api = fakeApi().api, signedIn = user(), site = fixtureSite("us"), language = site.defaultLanguage, path = "/my-account", pages = [] }: RenderAccountOptions = {},
) {
  const rootData = {
    site,
    language,
    path,
    timezone: site.timezone,
    signingKey: "test",
    settings: { logo: "/images/logo.svg" },
    user: signedIn,
  };
  const rootLoads = vi.fn(() => rootData);
  const router = createMemoryRouter(
    [
      {
        id: "root",
        path: "/",
        loader: rootLoads,
        element: (
          <>
            {ui}
            <Outlet />
          </>
        ),
        children: [...pages, { path: "*", element: null }],
      },
    ],
    { initialEntries: [path], hydrationData: { loaderData: { root: rootData } } },
  );
  const view = render(
    <I18nextProvider i18n={i18nFor(language)}>
      <SiteApiContext.Provider value={{ api, call: testCallContext }}>
        <RouterProvider router={router} future={{ v7_startTransition: true }} />
      </SiteApiContext.Provider>
    </I18nextProvider>,
  );
  return { ...view, router, rootLoads };
}

/** Forgets every code's resend countdown (its cookie), so one test's sends do not hold up the next. */
export function clearCodeCountdowns() {
  for (const name of Object.values(COUNTDOWN_COOKIES)) document.cookie = `${name}=; Max-Age=0; Path=/`;
}
