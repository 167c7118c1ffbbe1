// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { createInstance } from "i18next";
import { afterEach, describe, expect, it } from "vitest";
import { ApiError, ErrorCode } from "../../../api/errors.js";
import { resources } from "../../../i18n/resources.js";
import { fakeApi, renderAccount, type Answers } from "../../../tests/helpers/render-account.js";
import { OPEN_DIAGNOSIS_EVENT } from "../../lib/account/diagnosis-event.js";
import { useLoginDialog } from "../../lib/account/login-dialog.js";
import { DiagnosisDialog } from "./DiagnosisDialog.js";
import { loadPlacementTexts } from "./placement-texts.js";
import { assessmentBooking, assessmentOptions } from "./placement-test-support.js";
import { user } from "../../../tests/helpers/sample-accounts.js";

afterEach(() => {
  cleanup();
  useLoginDialog.getState().close();
});

const family = { currentAccount: user(), associatedAccount: [] };

function renderDialog(answers: Answers = {}) {
  const api = fakeApi({ queryAssessmentOptions: assessmentOptions(), getFamilyStudentsList: family, queryMyAssessments: { list: [assessmentBooking()] }, ...answers });
  renderAccount(<DiagnosisDialog />, { api: api.api, path: "/courses/list" });
  return api;
}

const open = () => act(() => void window.dispatchEvent(new CustomEvent(OPEN_DIAGNOSIS_EVENT)));

describe("DiagnosisDialog", () => {
  it("shows nothing, and asks for nothing, until the event of a login for an appointment", async () => {
    const { call } = renderDialog();
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(call).not.toHaveBeenCalled();

    open();
    const dialog = await screen.findByRole("dialog", { name: "Book a free assessment" });
    expect(within(dialog).getByRole("list", { name: "Booking steps" })).toBeTruthy();
    expect(within(dialog).getByRole("heading", { level: 3, name: "Which child is the assessment for?" })).toBeTruthy();
    expect(within(dialog).getByRole("region", { name: "Your assessment bookings" })).toBeTruthy();
    expect(call.mock.calls.map(([name]) => name).sort()).toEqual(["getFamilyStudentsList", "queryAssessmentOptions", "queryMyAssessments"]);

    fireEvent.click(within(dialog).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });

  it("says so when the family's data cannot be loaded", async () => {
    renderDialog({ queryMyAssessments: new ApiError(ErrorCode.SYSTEM_ERROR, "") });
    open();
    const dialog = await screen.findByRole("dialog", { name: "Book a free assessment" });
    expect(within(dialog).getByRole("alert").textContent).toBe("The booking could not be loaded. Please try again later.");
    fireEvent.click(within(dialog).getByRole("button", { name: "Close" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });

  it("brings the login back instead when the session has gone", async () => {
    renderDialog({ getFamilyStudentsList: new ApiError(ErrorCode.SESSION_INVALID) });
    open();
    await waitFor(() => expect(useLoginDialog.getState().open).toBe(true));
    expect(screen.queryByRole("dialog", { name: "Book a free assessment" })).toBeNull();
  });
});

describe("loadPlacementTexts", () => {
  /** A browser's i18next as a page without the learning texts starts it: the root texts of its language only. */
  async function rootOnly(language: "en" | "fr") {
    const i18n = createInstance();
    await i18n.init({ lng: language, fallbackLng: false, defaultNS: "translation", resources: { [language]: { translation: resources[language] } } });
    return i18n;
  }

  it("adds the booking's texts in the page's language, and only those", async () => {
    const i18n = await rootOnly("fr");
    expect(i18n.exists("placement.title")).toBe(false);
    await loadPlacementTexts(i18n);
    expect(i18n.t("placement.title")).toBe("Réserver un bilan gratuit");
    expect(i18n.exists("myCourses.title")).toBe(false);
    expect(i18n.t("shell.skipToContent")).toBe(resources.fr.shell.skipToContent);
  });

  it("leaves texts already there alone", async () => {
    const i18n = await rootOnly("en");
    i18n.addResourceBundle("en", "translation", { placement: { title: "Sent by the page" } }, true, false);
    await loadPlacementTexts(i18n);
    expect(i18n.t("placement.title")).toBe("Sent by the page");
  });
});
