// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { useLoginDialog } from "../../lib/account/login-dialog.js";
import { fakeApi, renderAccount } from "../../../tests/helpers/render-account.js";
import { student, user } from "../../../tests/helpers/sample-accounts.js";
import { HeaderAccount } from "./HeaderAccount.js";

afterEach(() => {
  cleanup();
  useLoginDialog.setState({ open: false, request: {} });
});

describe("HeaderAccount", () => {
  it("offers a visitor sign-in, which opens the login dialog", () => {
    const { api, call } = fakeApi();
    renderAccount(<HeaderAccount />, { api, signedIn: null });
    fireEvent.click(screen.getByRole("button", { name: "Sign in" }));
    expect(useLoginDialog.getState()).toMatchObject({ open: true, request: { mode: 3 } });
    expect(call).not.toHaveBeenCalled();
  });

  it("gives a signed-in parent the user menu, with a red mark when courses are unpaid", async () => {
    const { api } = fakeApi({ unpaidRemind: { toBeContinueSku: ["us-amc8-prep-online-sku"], inCartSku: [], total: 1 } });
    renderAccount(<HeaderAccount />, { api, signedIn: user({ parentNickname: "Mia's mum" }) });
    expect(await screen.findByLabelText("Account menu of Mia's mum")).toBeTruthy();
    expect(screen.getByRole("link", { name: "My Account" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Shopping Cart" }).getAttribute("href")).toBe("/shopping-cart");
    expect(screen.getByRole("link", { name: "My Orders" }).getAttribute("href")).toBe("/order/list");
    expect(screen.getByRole("link", { name: /^Unpaid Courses/ }).getAttribute("href")).toBe("/my-unpaid-courses/list");
    await waitFor(() => expect(document.querySelector(".header-account__toggle .header-account__mark")).not.toBeNull());
    expect(screen.getByRole("button", { name: "Sign Out" })).toBeTruthy();
  });

  it("shows the current student's cart count on the menu, dots above 99 and nothing when empty", async () => {
    const cases = [
      { total: 3, shown: "3" },
      { total: 150, shown: "\u2022\u2022\u2022" },
    ];
    for (const { total, shown } of cases) {
      const { api, call } = fakeApi({ unpaidRemind: { toBeContinueSku: [], inCartSku: [], total: 0 }, getCartAmount: { total } });
      renderAccount(<HeaderAccount />, { api, signedIn: user({ uid: "u-7" }) });
      await waitFor(() => expect(document.querySelector(".header-account__toggle")?.textContent).toContain(shown));
      expect(call).toHaveBeenCalledWith("getCartAmount", { studentId: "u-7" }, expect.anything());
      cleanup();
    }
    const { api, call } = fakeApi({ unpaidRemind: { toBeContinueSku: [], inCartSku: [], total: 0 }, getCartAmount: { total: 0 } });
    renderAccount(<HeaderAccount />, { api, signedIn: user() });
    await waitFor(() => expect(call).toHaveBeenCalledWith("getCartAmount", expect.anything(), expect.anything()));
    expect(document.querySelector(".header-account__toggle [role=img]")).toBeNull();
  });

  it("opens the switch-student dialog with the family's students", async () => {
    const { api } = fakeApi({
      unpaidRemind: { toBeContinueSku: [], inCartSku: [], total: 0 },
      getClientOptions: { list: [] },
      getFamilyStudentsList: { currentAccount: student({ uid: "u-1", firstName: "Mia" }), associatedAccount: [student({ uid: "s-2", firstName: "Leo", lastName: "Chen" })] },
    });
    renderAccount(<HeaderAccount />, { api });
    fireEvent.click(await screen.findByRole("button", { name: "Switch student" }));
    await waitFor(() => expect(screen.getByRole("dialog", { name: "Switch student" })).toBeTruthy());
    expect(await screen.findByText(/Leo/)).toBeTruthy();
  });
});
