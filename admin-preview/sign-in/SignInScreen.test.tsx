// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { renderAdmin } from "../../tests/helpers/render-admin.js";
import type { FormOutcome } from "../frame/form-outcome.js";
import { SignInScreen } from "./SignInScreen.js";

afterEach(cleanup);

const showing = (outcome: FormOutcome<"signIn", unknown>) => renderAdmin(<SignInScreen next="/admin" outcome={outcome} />, { path: "/admin/login" });

describe("staff sign-in", () => {
  it("sends e-mail, password and where to go next", async () => {
    const { submitted } = renderAdmin(<SignInScreen next="/admin/audit" />, { path: "/admin/login" });
    fireEvent.change(screen.getByLabelText("E-mail"), { target: { value: "pia@mathwise.example" } });
    fireEvent.change(screen.getByLabelText("Password"), { target: { value: "secret words" } });
    fireEvent.click(screen.getByRole("button", { name: "Sign in" }));
    await waitFor(() => expect(submitted).toHaveLength(1));
    expect(Object.fromEntries(submitted[0]!)).toEqual({ next: "/admin/audit", email: "pia@mathwise.example", password: "secret words" });
  });

  it("says the e-mail address or password is incorrect", () => {
    showing({ intent: "signIn", ok: false, error: { code: 4110, message: "The e-mail address or password is incorrect." } });
    expect(screen.getByRole("alert").textContent).toBe("The e-mail address or password is incorrect.");
  });

  it("says to wait after too many tries", () => {
    showing({ intent: "signIn", ok: false, error: { code: 4290, message: "Operation too frequent" } });
    expect(screen.getByRole("alert").textContent).toBe("Too many tries. Wait a few minutes, then try again.");
  });

  it("marks an e-mail address the contract refuses", () => {
    showing({ intent: "signIn", ok: false, invalidFields: ["email"] });
    expect(screen.getByLabelText("E-mail").getAttribute("aria-invalid")).toBe("true");
    expect(screen.getByText("Enter your e-mail address.")).toBeTruthy();
    expect(screen.getByLabelText("Password").getAttribute("aria-invalid")).toBeNull();
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("speaks the editor's language", () => {
    renderAdmin(<SignInScreen next="/admin" />, { path: "/admin/login", language: "fr" });
    expect(screen.getByRole("button", { name: "Se connecter" })).toBeTruthy();
  });
});
