import { render } from "@testing-library/react";
import type { ReactNode } from "react";
import { I18nextProvider } from "react-i18next";
import { vi } from "vitest";
import type { User } from "../../../schemas/api/calls/accounts.js";
import type { Site } from "../../../schemas/site.js";
import { fixtureSite } from "../../../tests/helpers/render-view.js";
import { i18nFor } from "../../i18n/i18n.server.js";
import type { Position } from "../../lib/regional/teaching-point.js";

/** Test support for the triage layout: the shell's data it reads, and a browser that knows (or not) where it is. */

/** What useShell() answers in the tests: mock use-shell.js with `useShell: () => shell.current`. */
export const shell: { current: Record<string, unknown> } = { current: {} };

export function setShell({ site = fixtureSite("us"), user = { uid: "u-1" } as User | null }: { site?: Site; user?: User | null } = {}) {
  shell.current = { site, user, language: "en", settings: { logo: "/images/logo.svg" }, path: "/triage-desk" };
}

/** The browser's answer to the position question: a place, a refusal, or none yet (the question stays open). */
export function answerGeolocation(answer: Position | "denied" | "pending") {
  const getCurrentPosition = vi.fn((found: PositionCallback, failed?: PositionErrorCallback | null) => {
    if (answer === "pending") return;
    if (answer === "denied") failed?.({ code: 1, message: "User denied Geolocation" } as GeolocationPositionError);
    else found({ coords: { latitude: answer.lat, longitude: answer.lng } } as GeolocationPosition);
  });
  Object.defineProperty(navigator, "geolocation", { value: { getCurrentPosition }, configurable: true });
  return getCurrentPosition;
}

export function renderTriage(ui: ReactNode) {
  return render(<I18nextProvider i18n={i18nFor("en")}>{ui}</I18nextProvider>);
}
