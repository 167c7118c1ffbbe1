// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { ApiError, ErrorCode } from "../../../../api/errors.js";
import type { Student } from "../../../../schemas/api/calls/accounts.js";
import { fakeApi, renderAccount } from "../../../../tests/helpers/render-account.js";
import { student, user } from "../../../../tests/helpers/sample-accounts.js";
import { FamilyScreen } from "./FamilyScreen.js";

afterEach(cleanup);

const grades = { list: [{ id: 3, name: "Grade 3" }, { id: 4, name: "Grade 4" }] };
const current = student({ uid: "u-1", nickName: "Mia", firstName: "Mia", lastName: "Chen", card: "C0001" });
const sibling = student({ uid: "s-2", nickName: "Leo", firstName: "Leo", lastName: "Chen", card: "C0002", gradeName: "Grade 5" });

function renderFamily(answers: Record<string, unknown> = {}, associatedAccount: Student[] = [sibling], easternNameOrder = false) {
  const { api, call } = fakeApi({ queryGrades: grades, ...answers });
  const view = renderAccount(<FamilyScreen view={{ family: { currentAccount: current, associatedAccount }, easternNameOrder }} />, {
    api,
    signedIn: user({ ...current }),
  });
  return { ...view, call };
}

const siblings = (count: number) =>
  Array.from({ length: count }, (_, index) => student({ uid: `s-${index + 2}`, firstName: `Kid${"abcdefg"[index]}`, lastName: "Chen" }));

describe("family cards", () => {
  it("shows every student with grade and card number, the current one marked", () => {
    renderFamily();
    const cards = screen.getAllByRole("listitem");
    expect(cards).toHaveLength(2);
    expect(within(cards[0]!).getByRole("heading").textContent).toBe("Mia Chen");
    expect(within(cards[0]!).getByText("Current student")).toBeTruthy();
    expect(within(cards[1]!).getByText(/Grade: Grade 5/)).toBeTruthy();
    expect(within(cards[1]!).getByText(/Card number: C0002/)).toBeTruthy();
    expect(within(cards[1]!).getByRole("link", { name: "Edit Leo Chen" }).getAttribute("href")).toBe("/my-account/edit-student/s-2");
    // The signed-in student is neither switched to nor removed from its own page.
    expect(within(cards[0]!).queryByRole("button")).toBeNull();
    expect(screen.getByText("2 of 6 students")).toBeTruthy();
  });

  it("names students last name first where the school orders names the eastern way", () => {
    renderFamily({}, [sibling], true);
    expect(screen.getAllByRole("heading", { level: 2 }).map((heading) => heading.textContent)).toEqual(["Chen Mia", "Chen Leo"]);
  });
});

describe("unnamed students", () => {
  it("go by their card number", () => {
    renderFamily({}, [student({ uid: "s-3", nickName: "", firstName: "", lastName: "", card: "C0003" })]);
    expect(screen.getByRole("heading", { name: "Student C0003" })).toBeTruthy();
    expect(screen.getByText("Information incomplete")).toBeTruthy();
  });
});

describe("switching", () => {
  it("switches and reloads the page's data", async () => {
    const { call, rootLoads } = renderFamily({ switchAccount: { unifiedAccessToken: "t-2", uid: "s-2" } });
    fireEvent.click(screen.getByRole("button", { name: "Switch to Leo Chen" }));
    await waitFor(() => expect(screen.getByRole("status").textContent).toBe("You are now using Leo Chen's account."));
    expect(call).toHaveBeenCalledWith("switchAccount", { targetUid: "s-2" }, expect.anything());
    await waitFor(() => expect(rootLoads).toHaveBeenCalled());
  });

  it("says 'Switch Account Failed!' when the answer has no token", async () => {
    const { rootLoads } = renderFamily({ switchAccount: { unifiedAccessToken: "", uid: "s-2" } });
    fireEvent.click(screen.getByRole("button", { name: "Switch to Leo Chen" }));
    expect((await screen.findByRole("alert")).textContent).toBe("Switch Account Failed!");
    expect(rootLoads).not.toHaveBeenCalled();
  });

  it("shows the server's message when the switch is refused", async () => {
    renderFamily({ switchAccount: new ApiError(ErrorCode.ACCOUNT_NOT_FOUND, "No matching record found.") });
    fireEvent.click(screen.getByRole("button", { name: "Switch to Leo Chen" }));
    expect((await screen.findByRole("alert")).textContent).toBe("No matching record found.");
  });
});

describe("adding a student", () => {
  async function fillAndSend() {
    const dialog = screen.getByRole("dialog", { name: "Add a student" });
    await waitFor(() => expect(within(dialog).getByRole("option", { name: "Grade 4" })).toBeTruthy());
    fireEvent.change(within(dialog).getByLabelText("Nickname"), { target: { value: "Ava" } });
    fireEvent.change(within(dialog).getByLabelText("First name"), { target: { value: "Ava" } });
    fireEvent.change(within(dialog).getByLabelText("Last name"), { target: { value: "Chen" } });
    fireEvent.change(within(dialog).getByLabelText("Grade"), { target: { value: "4" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Add student" }));
    return dialog;
  }

  it("adds a sibling with the sibling source and media codes", async () => {
    const { call } = renderFamily({ addNewStudent: { id: "s-9" } });
    fireEvent.click(screen.getByRole("button", { name: "Add a student" }));
    await fillAndSend();
    await waitFor(() => expect(screen.getByRole("status").textContent).toBe("Student added."));
    expect(call).toHaveBeenCalledWith(
      "addNewStudent",
      { nickName: "Ava", firstName: "Ava", lastName: "Chen", gradeId: 4, sourceCode: "sibling", mediaCode: "sibling" },
      expect.anything(),
    );
  });

  it("refuses a seventh student without asking the server", () => {
    const { call } = renderFamily({}, siblings(5));
    fireEvent.click(screen.getByRole("button", { name: "Add a student" }));
    expect(screen.getByRole("alert").textContent).toBe(
      "You can add up to 6 student accounts. Please select existing students again.",
    );
    expect(screen.queryByRole("dialog", { name: "Add a student" })).toBeNull();
    expect(call).not.toHaveBeenCalledWith("addNewStudent", expect.anything(), expect.anything());
  });

  it("shows the server's message, or the fallback, when adding fails", async () => {
    renderFamily({ addNewStudent: new ApiError(ErrorCode.STUDENT_LIMIT, "Family is full") });
    fireEvent.click(screen.getByRole("button", { name: "Add a student" }));
    const dialog = await fillAndSend();
    expect((await within(dialog).findByRole("alert")).textContent).toBe("Family is full");
    cleanup();

    renderFamily({ addNewStudent: new ApiError(ErrorCode.NETWORK_ERROR) });
    fireEvent.click(screen.getByRole("button", { name: "Add a student" }));
    const again = await fillAndSend();
    expect((await within(again).findByRole("alert")).textContent).toBe("Failed to add student, please try again");
  });

  it("checks the fields, and an e-mail only once it is changed", async () => {
    const { call } = renderFamily();
    fireEvent.click(screen.getByRole("button", { name: "Add a student" }));
    const dialog = screen.getByRole("dialog", { name: "Add a student" });
    fireEvent.change(within(dialog).getByLabelText(/E-mail/), { target: { value: "ava@" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Add student" }));
    expect(within(dialog).getAllByText("The input is required.")).toHaveLength(4);
    expect(within(dialog).getByText("This input is invalid.")).toBeTruthy();
    expect(document.activeElement).toBe(within(dialog).getByLabelText("Nickname"));
    expect(call).not.toHaveBeenCalledWith("addNewStudent", expect.anything(), expect.anything());
  });
});

describe("removing a student", () => {
  const removal = (status: 1 | 2 | 3 | 4, contact: { phone?: string; email?: string; countryCallingCode?: string } = {}) => ({
    continue: status === 2 || status === 3,
    helper: { status },
    phone: contact.phone ?? null,
    email: contact.email ?? null,
    countryCallingCode: contact.countryCallingCode ?? null,
  });

  async function openRemoval(check: ReturnType<typeof removal>, answers: Record<string, unknown> = {}) {
    const rendered = renderFamily({ subAccountChangeCheck: check, ...answers });
    fireEvent.click(screen.getByRole("button", { name: "Remove Leo Chen" }));
    const dialog = screen.getByRole("dialog", { name: "Remove student" });
    await waitFor(() => expect(within(dialog).queryByText(/Checking/)).toBeNull());
    expect(rendered.call).toHaveBeenCalledWith("subAccountChangeCheck", { changeType: 1, studentId: "s-2" }, expect.anything());
    return { ...rendered, dialog };
  }

  it("1: an actively enrolled student cannot be removed", async () => {
    const { dialog, call } = await openRemoval(removal(1));
    expect(within(dialog).getByText("Leo Chen is enrolled in a course and cannot be removed.")).toBeTruthy();
    expect(within(dialog).queryByRole("button", { name: "Remove" })).toBeNull();
    fireEvent.click(within(dialog).getByRole("button", { name: "OK" }));
    expect(call).not.toHaveBeenCalledWith("batchUnbind", expect.anything(), expect.anything());
  });

  it("2: a student with its own login is removed after a confirmation naming its contact", async () => {
    const { dialog, call } = await openRemoval(removal(2, { phone: "91234567", countryCallingCode: "+65" }));
    expect(
      within(dialog).getByText("Leo Chen will be removed from your family and can still sign in with +65 91234567."),
    ).toBeTruthy();
    fireEvent.click(within(dialog).getByRole("button", { name: "Remove" }));
    await waitFor(() => expect(screen.getByRole("status").textContent).toBe("Leo Chen was removed from your family."));
    expect(call).toHaveBeenCalledWith("batchUnbind", { targetUid: ["s-2"] }, expect.anything());
  });

  it("3: removing a student without a contact warns that access is lost", async () => {
    const { dialog, call } = await openRemoval(removal(3));
    expect(
      within(dialog).getByText(
        "Leo Chen has no phone number or e-mail to sign in with. After removal, access to this account will be lost.",
      ),
    ).toBeTruthy();
    fireEvent.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(call).not.toHaveBeenCalledWith("batchUnbind", expect.anything(), expect.anything());
  });

  it("4: the registration account cannot be removed", async () => {
    const { dialog } = await openRemoval(removal(4));
    expect(within(dialog).getByText("Leo Chen is the account your family registered with and cannot be removed.")).toBeTruthy();
    expect(within(dialog).queryByRole("button", { name: "Remove" })).toBeNull();
  });

  it("shows the server's message when the removal fails", async () => {
    const { dialog } = await openRemoval(removal(3), {
      batchUnbind: new ApiError(ErrorCode.STUDENT_NOT_REMOVABLE, "This student cannot be removed."),
    });
    fireEvent.click(within(dialog).getByRole("button", { name: "Remove" }));
    expect((await within(dialog).findByRole("alert")).textContent).toBe("This student cannot be removed.");
  });
});

describe("complete student info", () => {
  it("opens for an incomplete signed-in student and saves with modifyUserInfo", async () => {
    const incomplete = student({ uid: "u-1", nickName: "Mia", firstName: "", lastName: "", gradeId: null, gradeName: "" });
    const { api, call } = fakeApi({ queryGrades: grades });
    renderAccount(<FamilyScreen view={{ family: { currentAccount: incomplete, associatedAccount: [] }, easternNameOrder: false }} />, {
      api,
      signedIn: user({ ...incomplete }),
    });
    const dialog = await screen.findByRole("dialog", { name: "Complete student information" });
    expect(within(dialog).getByLabelText<HTMLInputElement>("Nickname").value).toBe("Mia");
    await waitFor(() => expect(within(dialog).getByRole("option", { name: "Grade 3" })).toBeTruthy());
    fireEvent.change(within(dialog).getByLabelText("First name"), { target: { value: "Mia" } });
    fireEvent.change(within(dialog).getByLabelText("Last name"), { target: { value: "Chen" } });
    fireEvent.change(within(dialog).getByLabelText("Grade"), { target: { value: "3" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    await waitFor(() =>
      expect(call).toHaveBeenCalledWith(
        "modifyUserInfo",
        { uid: "u-1", nickName: "Mia", firstName: "Mia", lastName: "Chen", gradeId: 3 },
        expect.anything(),
      ),
    );
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Complete student information" })).toBeNull());
  });
});
