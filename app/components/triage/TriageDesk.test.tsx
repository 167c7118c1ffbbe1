// @vitest-environment happy-dom
import { cleanup, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderAccount, type RenderAccountOptions } from "../../../tests/helpers/render-account.js";
import { fixtureSite } from "../../../tests/helpers/render-view.js";
import { useLoginDialog } from "../../lib/account/login-dialog.js";
import { teachingPointKey } from "../../../rules/regional/teaching-point.js";
import { RequireSignIn } from "../account/RequireSignIn.js";
import { answerGeolocation } from "./triage-test-support.js";
import { TriageDesk } from "./TriageDesk.js";
import { TriageLayout } from "./TriageLayout.js";

// The account dialogs have their own tests; here they only need to be mounted.
vi.mock("../account/AccountDialogs.js", () => ({ AccountDialogs: () => <div data-mounted="login-dialog" /> }));

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
  answerGeolocation("denied");
});
afterEach(() => {
  cleanup();
  useLoginDialog.getState().close();
});

/** The /triage-desk page as its route puts it together. */
const renderPage = (options: RenderAccountOptions = {}) =>
  renderAccount(
    <TriageLayout>
      <RequireSignIn>
        <TriageDesk />
      </RequireSignIn>
    </TriageLayout>,
    { path: "/triage-desk", ...options },
  );

describe("triage desk page", () => {
  it("shows an in-person point with its address and a link to its campus page", () => {
    sessionStorage.setItem(teachingPointKey("us"), "2");
    renderPage();
    expect(screen.getByRole("heading", { level: 1, name: "Triage desk" })).toBeTruthy();
    const point = screen.getByRole("region", { name: "Your teaching point" });
    expect(point.textContent).toContain("Cupertino");
    expect(point.textContent).toContain("Address10240 Orchard Crest Ave, Suite 200, Cupertino, CA 95014");
    expect(point.textContent).toContain("LessonsIn person");
    expect(screen.getByRole("link", { name: "Visit the Cupertino campus page" }).getAttribute("href")).toBe("/campuses/cupertino");
  });

  it("shows the Online point as online, without address or campus link", () => {
    renderPage();
    const point = screen.getByRole("region", { name: "Your teaching point" });
    expect(point.textContent).toContain("LessonsOnline");
    expect(point.textContent).not.toContain("Address");
    expect(screen.queryByRole("link", { name: /campus page/ })).toBeNull();
  });

  it("says so when the school has no teaching points, and offers no choice", () => {
    renderPage({ site: { ...fixtureSite("us"), teachingPoints: [] } });
    expect(screen.getByText("This school has no teaching points yet.")).toBeTruthy();
    expect(screen.queryByRole("button", { name: /Find my school/ })).toBeNull();
  });

  it("asks a signed-out visitor to log in, with the triage header still there", () => {
    renderPage({ signedIn: null });
    expect(screen.getByText("Please log in.")).toBeTruthy();
    expect(screen.queryByRole("heading", { name: "Triage desk" })).toBeNull();
    expect(useLoginDialog.getState().open).toBe(true);
    expect(document.querySelector('[data-mounted="login-dialog"]')).toBeTruthy();
    expect(screen.getByRole("button", { name: /Find my school/ })).toBeTruthy();
  });

  it("has no footer and no tool panel", () => {
    const { container } = renderPage();
    expect(container.querySelector("footer")).toBeNull();
    expect(container.querySelector(".tool-panel")).toBeNull();
    expect(screen.getByRole("link", { name: "Skip to content" }).getAttribute("href")).toBe("#main");
  });
});
