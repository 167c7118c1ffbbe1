// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { useLoginDialog } from "../../lib/account/login-dialog.js";
import { useSessionExpired } from "../../lib/account/session-expired.js";
import { renderAccount } from "../../../tests/helpers/render-account.js";
import { SessionExpiredDialog } from "./SessionExpiredDialog.js";

const MESSAGE = "Your login session has expired. Please login again to continue";
const dialogOpen = () => (screen.getByText(MESSAGE).closest("dialog") as HTMLDialogElement).open;

afterEach(() => {
  cleanup();
  useSessionExpired.setState({ expired: false });
  useLoginDialog.setState({ open: false, request: {} });
});

describe("SessionExpiredDialog", () => {
  it("says the session expired, reloads the page data, and Login Again opens the login dialog", async () => {
    const { rootLoads } = renderAccount(<SessionExpiredDialog />);
    expect(dialogOpen()).toBe(false);
    act(() => useSessionExpired.getState().expire());
    await waitFor(() => expect(dialogOpen()).toBe(true));
    await waitFor(() => expect(rootLoads).toHaveBeenCalled());
    fireEvent.click(screen.getByRole("button", { name: "Login Again" }));
    expect(useLoginDialog.getState().open).toBe(true);
    expect(useSessionExpired.getState().expired).toBe(false);
  });

  it("stays away while the login dialog is already open", () => {
    renderAccount(<SessionExpiredDialog />);
    act(() => {
      useLoginDialog.getState().openLogin();
      useSessionExpired.getState().expire();
    });
    expect(dialogOpen()).toBe(false);
  });
});
