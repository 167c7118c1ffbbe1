// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { ApiError, ErrorCode } from "../../../../api/errors.js";
import { fakeApi, renderAccount } from "../../../../tests/helpers/render-account.js";
import { user } from "../../../../tests/helpers/sample-accounts.js";
import { useBindDialog } from "../bind/bind-dialog-store.js";
import { ExternalAccounts } from "./ExternalAccounts.js";
import { PersonalInformation } from "./PersonalInformation.js";

afterEach(cleanup);

describe("PersonalInformation", () => {
  it("shows the contacts masked, the names and the grade", () => {
    renderAccount(
      <PersonalInformation
        user={user({ phone: "91234567", countryCallingCode: "+65", email: "jane.doe@example.com", gradeName: "Grade 3" })}
      />,
    );
    expect(screen.getByText("+65 91****67")).toBeTruthy();
    expect(screen.getByText("ja****oe@example.com")).toBeTruthy();
    expect(screen.getAllByText("Mia Chen")).toHaveLength(2);
    expect(screen.getByText("Grade 3")).toBeTruthy();
    expect(screen.getByRole("link", { name: /security settings/ }).getAttribute("href")).toBe("/settings/security/u-1");
  });

  it("says whose details they are: the student account signed in, and the parent apart", () => {
    renderAccount(<PersonalInformation user={user()} />);
    const owner = screen.getByText("Student account · signed in").closest(".account-owner")!;
    expect(owner.textContent).toContain("Mia Chen");
    expect(screen.getByRole("heading", { level: 2, name: "Parent" })).toBeTruthy();
    expect(screen.getByText("Mia's mum")).toBeTruthy();

    cleanup();
    renderAccount(<PersonalInformation user={user({ parentNickname: "" })} />, { signedIn: user({ parentNickname: "" }) });
    expect(screen.getByText("Parent", { selector: "dd" })).toBeTruthy();
  });

  it("offers to bind the contact an account lacks, through the bind dialogs", () => {
    renderAccount(<PersonalInformation user={user({ email: null, phone: "91234567", countryCallingCode: "+65" })} />);
    expect(screen.queryByRole("button", { name: "Bind a mobile number" })).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Bind an e-mail" }));
    expect(useBindDialog.getState().open).toBe("email");
    act(() => useBindDialog.getState().close());

    cleanup();
    renderAccount(<PersonalInformation user={user({ email: "mia@example.com", phone: null })} />);
    expect(screen.queryByRole("button", { name: "Bind an e-mail" })).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Bind a mobile number" }));
    expect(useBindDialog.getState().open).toBe("contact");
    act(() => useBindDialog.getState().close());
  });

  it("needs one of WeChat, WhatsApp and Line before saving", async () => {
    const { api, call } = fakeApi();
    renderAccount(<PersonalInformation user={user()} />, { api });
    fireEvent.click(screen.getByRole("button", { name: "Save contact information" }));
    expect(screen.getByRole("alert").textContent).toBe("Please fill in at least one of WeChat, WhatsApp or Line.");
    expect(call).not.toHaveBeenCalledWith("saveContactInfo", expect.anything(), expect.anything());

    fireEvent.change(screen.getByLabelText("Line"), { target: { value: " mia.line " } });
    expect(screen.queryByRole("alert")).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Save contact information" }));
    await waitFor(() => expect(screen.getByRole("status").textContent).toBe("Contact information saved."));
    expect(call).toHaveBeenCalledWith("saveContactInfo", { uid: "u-1", wechat: "", whatsapp: "", line: "mia.line" }, expect.anything());
  });

  it("shows the server's message when saving is refused", async () => {
    const { api } = fakeApi({ saveContactInfo: new ApiError(ErrorCode.INVALID_INPUT, "WeChat ID is too long") });
    renderAccount(<PersonalInformation user={user({ wechat: "mia" })} />, { api });
    fireEvent.click(screen.getByRole("button", { name: "Save contact information" }));
    expect((await screen.findByRole("alert")).textContent).toBe("WeChat ID is too long");
  });
});

describe("ExternalAccounts", () => {
  const accounts = [
    { source: 2 as const, bound: true, email: "mia@gmail.com" },
    { source: 3 as const, bound: false, email: null },
    { source: 4 as const, bound: false, email: null },
  ];

  it("shows each provider's state and says linking is not offered here", () => {
    renderAccount(<ExternalAccounts accounts={accounts} />);
    expect(screen.getByText("Linked: mia@gmail.com")).toBeTruthy();
    expect(screen.getAllByText("Not linked")).toHaveLength(2);
    expect(screen.getAllByRole("button", { name: /Unlink/ })).toHaveLength(1);
    expect(screen.getByText(/not available on this page/)).toBeTruthy();
  });

  it("unlinks a linked provider after confirmation", async () => {
    const { api, call } = fakeApi();
    const { rootLoads } = renderAccount(<ExternalAccounts accounts={accounts} />, { api });
    fireEvent.click(screen.getByRole("button", { name: "Unlink Google" }));
    const dialog = screen.getByRole("dialog", { name: "Unlink Google" });
    fireEvent.click(dialog.querySelector(".button--primary")!);
    await waitFor(() => expect(screen.getByRole("status").textContent).toBe("Google was unlinked."));
    expect(call).toHaveBeenCalledWith("unbindExternalAccount", { source: 2 }, expect.anything());
    await waitFor(() => expect(rootLoads).toHaveBeenCalled());
  });
});
