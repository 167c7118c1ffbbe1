// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { fakeApi, renderAccount } from "../../../../tests/helpers/render-account.js";
import { student } from "../../../../tests/helpers/sample-accounts.js";
import { SwitchStudentDialog } from "./SwitchStudentDialog.js";

afterEach(cleanup);

const current = student({ uid: "u-1", firstName: "Mia", lastName: "Chen" });
const family = (count: number) => ({
  currentAccount: current,
  associatedAccount: Array.from({ length: count - 1 }, (_, index) =>
    student({ uid: `s-${index + 2}`, firstName: `Kid${"abcdef"[index]}`, lastName: "Chen" }),
  ),
});

function renderDialog(answers: Record<string, unknown>) {
  const { api, call } = fakeApi({ getClientOptions: { list: [] }, queryGrades: { list: [{ id: 3, name: "Grade 3" }] }, ...answers });
  const onClose = vi.fn();
  renderAccount(<SwitchStudentDialog open onClose={onClose} />, { api });
  return { call, onClose, dialog: screen.getByRole("dialog", { name: "Switch student" }) };
}

describe("SwitchStudentDialog", () => {
  it("lists the family, switches and closes", async () => {
    const { call, onClose, dialog } = renderDialog({
      getFamilyStudentsList: family(2),
      switchAccount: { unifiedAccessToken: "t", uid: "s-2" },
    });
    fireEvent.click(await within(dialog).findByRole("button", { name: "Switch to Kida Chen" }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(call).toHaveBeenCalledWith("switchAccount", { targetUid: "s-2" }, expect.anything());
    expect(within(dialog).getByText("Current")).toBeTruthy();
  });

  it("says 'Switch Account Failed!' when no token comes back", async () => {
    const { onClose, dialog } = renderDialog({ getFamilyStudentsList: family(2), switchAccount: { unifiedAccessToken: "", uid: "s-2" } });
    fireEvent.click(await within(dialog).findByRole("button", { name: "Switch to Kida Chen" }));
    expect((await within(dialog).findByRole("alert")).textContent).toBe("Switch Account Failed!");
    expect(onClose).not.toHaveBeenCalled();
  });

  it("offers the add step below 6 students only", async () => {
    const { dialog } = renderDialog({ getFamilyStudentsList: family(5) });
    fireEvent.click(await within(dialog).findByRole("button", { name: "Add a student" }));
    expect(screen.getByRole("dialog", { name: "Add a student" })).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Back to students" }));
    expect(await screen.findByRole("dialog", { name: "Switch student" })).toBeTruthy();
    cleanup();

    const full = renderDialog({ getFamilyStudentsList: family(6) });
    await within(full.dialog).findByRole("button", { name: "Switch to Kida Chen" });
    expect(within(full.dialog).queryByRole("button", { name: "Add a student" })).toBeNull();
  });
});
