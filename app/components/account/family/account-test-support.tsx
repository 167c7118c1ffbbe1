import { render } from "@testing-library/react";
import type { ReactNode } from "react";
import { I18nextProvider } from "react-i18next";
import { createMemoryRouter, Outlet, RouterProvider } from "react-router-dom";
import { vi } from "vitest";
import type { ApiClient, CallContext } from "../../../../api/client.js";
import { ModuleApiContext } from "../../../../component-registry/shared/api-context.js";
import type { Student, User } from "../../../../schemas/api/calls/accounts.js";
import { fixtureSite } from "../../../../tests/helpers/render-view.js";
import { i18nFor } from "../../../i18n/i18n.server.js";

/** Test support for the account screens: sample accounts and a render inside a data router. */

export function student(overrides: Partial<Student> = {}): Student {
  return {
    uid: "s-1",
    card: "C0001",
    avatar: "",
    nickName: "Mia",
    firstName: "Mia",
    lastName: "Chen",
    gradeId: 3,
    gradeName: "Grade 3",
    email: null,
    phone: null,
    countryCallingCode: null,
    wechat: "",
    whatsapp: "",
    line: "",
    isRegistrationAccount: false,
    ...overrides,
  };
}

export function user(overrides: Partial<User> = {}): User {
  return {
    ...student({ uid: "u-1", isRegistrationAccount: true }),
    parentNickname: "Mia's mum",
    parentAvatar: "",
    status: 1,
    linkedAccount: [],
    attentionPhone: null,
    attentionCountryCode: null,
    attentionEmail: null,
    ...overrides,
  };
}

const callContext: CallContext = {
  header: { schoolCode: "415", timezone: "America/Los_Angeles" },
  countryCode: "US",
  channelCode: "web-us",
};

type Answer = unknown | ((data: unknown) => unknown);

/**
 * A fake API answering each call by name: a value, an Error to reject with, or a function of the request.
 * Calls without an answer resolve to null.
 */
export function fakeApi(answers: Record<string, Answer> = {}) {
  const call = vi.fn(async (name: string, data: unknown) => {
    const answer = answers[name];
    const value = typeof answer === "function" ? (answer as (data: unknown) => unknown)(data) : answer;
    if (value instanceof Error) throw value;
    return value ?? null;
  });
  return { api: { call } as unknown as ApiClient, call };
}

interface RenderOptions {
  api?: ApiClient;
  signedIn?: User | null;
  path?: string;
}

/**
 * Renders `ui` in English at `path`, under a root route whose data is what the shell reads (site, user...)
 * and whose loader answers again on revalidation (counted in `rootLoads`).
 */
export function renderAccount(ui: ReactNode, { api = fakeApi().api, signedIn = user(), path = "/my-account" }: RenderOptions = {}) {
  const site = fixtureSite("us");
  const rootData = { site, language: "en", path, timezone: site.timezone, signingKey: "test", user: signedIn };
  const rootLoads = vi.fn(() => rootData);
  const router = createMemoryRouter(
    [{ id: "root", path: "/", loader: rootLoads, element: <Outlet />, children: [{ path: "*", element: ui }] }],
    { initialEntries: [path], hydrationData: { loaderData: { root: rootData } } },
  );
  const view = render(
    <I18nextProvider i18n={i18nFor("en")}>
      <ModuleApiContext.Provider value={{ api, call: callContext }}>
        <RouterProvider router={router} future={{ v7_startTransition: true }} />
      </ModuleApiContext.Provider>
    </I18nextProvider>,
  );
  return { ...view, router, rootLoads };
}
