// @vitest-environment happy-dom
import { cleanup, screen } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderAccount } from "../../../../tests/helpers/render-account.js";
import { student } from "../../../../tests/helpers/sample-accounts.js";
import { SettingsHub } from "./SettingsHub.js";

vi.mock("@remix-run/react", () => ({
  Link: ({ to, children, className }: { to: string; children: ReactNode; className?: string }) => (
    <a href={to} className={className}>
      {children}
    </a>
  ),
}));

vi.mock("../../shell/use-shell.js", async () => {
  const { fixtureSite } = await import("../../../../tests/helpers/render-view.js");
  return { useShell: () => ({ site: fixtureSite("us"), user: { uid: "student 1" } }) };
});

afterEach(cleanup);

const mei = student({
  uid: "student 1",
  card: "TA0001",
  nickName: "",
  firstName: "Mei",
  lastName: "Tan",
  gradeId: 4,
  gradeName: "Grade 4",
  phone: "4155550123",
  countryCallingCode: "+1",
});

describe("settings hub", () => {
  it("says whose settings they are, shows the masked phone and a missing e-mail, and links to the address book and security", () => {
    renderAccount(<SettingsHub student={mei} />);
    expect(screen.getByRole("heading", { level: 1, name: "Settings" })).toBeTruthy();
    expect(screen.getByText("Mei Tan")).toBeTruthy();
    expect(screen.getByText("Student account · signed in")).toBeTruthy();
    expect(screen.getByText("+1 41*****123")).toBeTruthy();
    expect(screen.getByText("Not set")).toBeTruthy();
    expect(screen.getByRole("link", { name: /My addresses/ }).getAttribute("href")).toBe("/settings/myaddresses/student%201");
    expect(screen.getByRole("link", { name: /Account security/ }).getAttribute("href")).toBe("/settings/security/student%201");
  });

  it("names another child of the family as such, and masks the e-mail as every screen does", () => {
    renderAccount(<SettingsHub student={{ ...mei, uid: "student 2", firstName: "Leo", email: "leo.tan@example.com" }} />);
    expect(screen.getByText("Leo Tan")).toBeTruthy();
    expect(screen.getByText("Student account in your family")).toBeTruthy();
    expect(screen.getByText("l****an@example.com")).toBeTruthy();
  });

  it("speaks the visitor's language", () => {
    renderAccount(<SettingsHub student={mei} />, { language: "ja" });
    expect(screen.getByRole("heading", { level: 1, name: "設定" })).toBeTruthy();
  });
});
