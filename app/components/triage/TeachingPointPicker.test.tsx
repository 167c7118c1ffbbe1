// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderAccount } from "../../../tests/helpers/render-account.js";
import { fixtureSite } from "../../../tests/helpers/render-view.js";
import { POSITION_KEY, teachingPointKey } from "../../../rules/regional/teaching-point.js";
import { answerGeolocation } from "./triage-test-support.js";
import { TriageDesk } from "./TriageDesk.js";
import { TriageLayout } from "./TriageLayout.js";

// The account dialogs have their own tests; here they only need to be mounted.
vi.mock("../account/AccountDialogs.js", () => ({ AccountDialogs: () => <div data-mounted="login-dialog" /> }));

const sunnyvale = { lat: 37.3688, lng: -122.0363 };
const KEY = teachingPointKey("us");

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
});
afterEach(cleanup);

const renderDesk = (site = fixtureSite("us")) =>
  renderAccount(
    <TriageLayout>
      <TriageDesk />
    </TriageLayout>,
    { site, path: "/triage-desk" },
  );

const toggle = () => screen.getByRole("button", { name: /^Find my school/ });
/** The list the toggle controls (found through aria-controls, as assistive technology does). */
const list = () => document.getElementById(toggle().getAttribute("aria-controls")!)!;
const option = (name: string) => within(list()).getByRole("button", { name: new RegExp(`^${name}`) });
const shownPoint = () => document.querySelector(".triage-desk__name")?.textContent;
const dialog = () => document.querySelector("dialog");

function pick(name: string) {
  fireEvent.click(toggle());
  fireEvent.click(option(name));
}

describe("Find my school", () => {
  it("lists the site's teaching points with address and, once the position is known, the distance in km", () => {
    answerGeolocation(sunnyvale);
    const { container } = renderDesk();
    expect(container.querySelector(".triage-header__logo img")?.getAttribute("src")).toBe("/images/logo.svg");
    expect(toggle().getAttribute("aria-expanded")).toBe("false");
    expect(list().hidden).toBe(true);

    fireEvent.click(toggle());
    expect(toggle().getAttribute("aria-expanded")).toBe("true");
    expect(screen.getByRole("list", { name: "Teaching points" })).toBe(list());
    const options = within(list()).getAllByRole("button").map((button) => button.textContent);
    expect(options).toEqual([
      "Online",
      "Cupertino10240 Orchard Crest Ave, Suite 200, Cupertino, CA 95014" + "5.1 km away" + "Current choice",
      "Los Altos455 Linden Grove St, Los Altos, CA 94022" + "7.1 km away",
      "Irvine18 Harbor Pine Way, Irvine, CA 92612" + "559.3 km away",
    ]);
    // The nearest within 30 km is the default.
    expect(option("Cupertino").getAttribute("aria-current")).toBe("true");
    expect(shownPoint()).toBe("Cupertino");
    expect(JSON.parse(sessionStorage.getItem(POSITION_KEY)!)).toEqual(sunnyvale);
  });

  it("asks to confirm a switch; Cancel keeps the old point and stores nothing", () => {
    answerGeolocation(sunnyvale);
    renderDesk();
    pick("Irvine");
    expect(dialog()?.open).toBe(true);
    expect(dialog()?.className).toContain("dialog--500");
    expect(screen.getByRole("heading", { name: "Switch to Irvine?" })).toBeTruthy();
    expect(list().hidden).toBe(true);

    fireEvent.click(screen.getByRole("button", { name: "Cancel" }));
    expect(dialog()?.open).toBe(false);
    expect(toggle().textContent).toBe("Find my schoolCupertino");
    expect(shownPoint()).toBe("Cupertino");
    expect(sessionStorage.getItem(KEY)).toBeNull();
    expect(localStorage.getItem(KEY)).toBeNull();
    expect(document.activeElement).toBe(toggle());
  });

  it("closing the dialog any other way is a cancel too", () => {
    answerGeolocation(sunnyvale);
    renderDesk();
    pick("Los Altos");
    fireEvent.click(screen.getByRole("button", { name: "Close" }));
    expect(dialog()?.open).toBe(false);
    expect(shownPoint()).toBe("Cupertino");
    expect(localStorage.getItem(KEY)).toBeNull();
  });

  it("Confirm switches at once and keeps the choice (session) and the preference (local)", () => {
    answerGeolocation(sunnyvale);
    renderDesk();
    pick("Irvine");
    fireEvent.click(screen.getByRole("button", { name: "Confirm" }));
    expect(dialog()?.open).toBe(false);
    expect(toggle().textContent).toBe("Find my schoolIrvine");
    expect(shownPoint()).toBe("Irvine");
    expect(sessionStorage.getItem(KEY)).toBe("4");
    expect(localStorage.getItem(KEY)).toBe("4");
    expect(document.activeElement).toBe(toggle());

    // Back on the page later: the choice is used, not the nearest point.
    cleanup();
    renderDesk();
    expect(shownPoint()).toBe("Irvine");
  });

  it("asks nothing when the current point is chosen again", () => {
    answerGeolocation(sunnyvale);
    renderDesk();
    pick("Cupertino");
    expect(dialog()?.open).toBe(false);
    expect(list().hidden).toBe(true);
    expect(sessionStorage.getItem(KEY)).toBeNull();
  });

  it("closes with Escape or a click elsewhere, focus back on the toggle", () => {
    answerGeolocation("pending");
    renderDesk();
    fireEvent.click(toggle());
    option("Irvine").focus();
    fireEvent.keyDown(option("Irvine"), { key: "Escape" });
    expect(list().hidden).toBe(true);
    expect(document.activeElement).toBe(toggle());

    fireEvent.click(toggle());
    fireEvent.pointerDown(document.body);
    expect(list().hidden).toBe(true);
  });
});

describe("the position, asked once per session", () => {
  it("is not asked again in the same session", () => {
    const asked = answerGeolocation(sunnyvale);
    renderDesk();
    cleanup();
    renderDesk();
    expect(asked).toHaveBeenCalledTimes(1);
    fireEvent.click(toggle());
    // The stored position still gives the distances.
    expect(option("Irvine").textContent).toContain("559.3 km away");
  });

  it("ignores a refusal, records it as asked, and falls back to the Online point without distances", () => {
    const asked = answerGeolocation("denied");
    renderDesk();
    expect(sessionStorage.getItem(POSITION_KEY)).toBe("denied");
    expect(shownPoint()).toBe("Online");
    fireEvent.click(toggle());
    expect(list().textContent).not.toContain("km");
    cleanup();
    renderDesk();
    expect(asked).toHaveBeenCalledTimes(1);
  });

  it("falls back to the Online point when nothing is within 30 km", () => {
    answerGeolocation({ lat: 34.0522, lng: -118.2437 }); // Los Angeles, ~55 km from Irvine
    renderDesk();
    expect(shownPoint()).toBe("Online");
  });

  it("is not asked on a site whose only point is Online", () => {
    const asked = answerGeolocation(sunnyvale);
    renderDesk(fixtureSite("tm"));
    expect(asked).not.toHaveBeenCalled();
    expect(shownPoint()).toBe("Online");
  });

  it("does not override a remembered preference, and ignores a stored id the site does not have", () => {
    answerGeolocation(sunnyvale);
    localStorage.setItem(KEY, "3");
    renderDesk();
    expect(shownPoint()).toBe("Los Altos");
    cleanup();
    localStorage.setItem(KEY, "999");
    sessionStorage.setItem(KEY, "{oops");
    renderDesk();
    expect(shownPoint()).toBe("Cupertino");
  });

  it("keeps working when the browser refuses storage (private mode)", () => {
    answerGeolocation(sunnyvale);
    const refused = (["sessionStorage", "localStorage"] as const).map((kind) =>
      vi.spyOn(window, kind, "get").mockImplementation(() => {
        throw new DOMException("The operation is insecure.", "SecurityError");
      }),
    );
    try {
      renderDesk();
      expect(shownPoint()).toBe("Cupertino");
      pick("Irvine");
      fireEvent.click(screen.getByRole("button", { name: "Confirm" }));
      expect(shownPoint()).toBe("Irvine");
    } finally {
      for (const spy of refused) spy.mockRestore();
    }
    expect(localStorage.getItem(KEY)).toBeNull();
  });
});
