import { render } from "@testing-library/react";
import type { ReactNode } from "react";
import { I18nextProvider } from "react-i18next";
import { vi } from "vitest";
import type { ApiClient, CallContext } from "../../../../api/client.js";
import { ModuleApiContext } from "../../../../component-registry/shared/api-context.js";
import type { Language } from "../../../../schemas/site.js";
import { i18nFor } from "../../../i18n/i18n.server.js";

export const testCallContext: CallContext = {
  header: { schoolCode: "6501", timezone: "Asia/Singapore" },
  countryCode: "SG",
  channelCode: "web-sg",
};

/** An API whose answers the test gives per call name: a value, an error to throw, or a function of the body. */
export type Answers = Record<string, unknown>;

export function fakeApi(answers: Answers = {}) {
  const call = vi.fn(async (name: string, data: unknown) => {
    const answer = answers[name];
    if (answer instanceof Error) throw answer;
    return typeof answer === "function" ? (answer as (body: unknown) => unknown)(data) : (answer ?? null);
  });
  return { call, api: { call } as unknown as ApiClient };
}

/** Renders an account screen with the translations and a fake API, in English unless told otherwise. */
export function renderAccount(ui: ReactNode, api: ApiClient, language: Language = "en") {
  return render(
    <I18nextProvider i18n={i18nFor(language)}>
      <ModuleApiContext.Provider value={{ api, call: testCallContext }}>{ui}</ModuleApiContext.Provider>
    </I18nextProvider>,
  );
}
