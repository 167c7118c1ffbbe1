import { expect, type Locator, type Page } from "@playwright/test";
import { codeSentBy } from "./outbox.js";
import type { TestSite } from "./test-site.js";

/** The login dialog, in either of its modes. */
export const loginDialog = (page: Page) => page.getByRole("dialog", { name: /Sign (in|up)/ });

/** A new parent signs up by e-mail in the open login dialog, with the code the outbox shows, as in development. */
export async function signUpInDialog(page: Page, site: TestSite, email: string): Promise<void> {
  const dialog = loginDialog(page);
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "Sign up" }).click();
  await dialog.getByLabel("Mobile number or e-mail").fill(email);
  await dialog.getByRole("checkbox").check();
  const code = await codeSentBy(page, site, email, () => dialog.getByRole("button", { name: "Send code" }).click());
  await dialog.getByLabel("Verification code").fill(code);
  await expect(dialog).toBeHidden();
}

/** An existing parent signs in by e-mail in the open login dialog, with the code the outbox shows. */
export async function signInInDialog(page: Page, site: TestSite, email: string): Promise<void> {
  const dialog = loginDialog(page);
  await dialog.getByLabel("Mobile number or e-mail").fill(email);
  const code = await codeSentBy(page, site, email, () => dialog.getByRole("button", { name: "Send code" }).click());
  await dialog.getByLabel("Verification code").fill(code);
  await expect(dialog).toBeHidden();
}

/** Fills a student form (complete information, add a student) and saves it with its button. */
export async function fillStudent(form: Locator, student: { nickName: string; firstName: string; lastName: string; grade: string | { index: number } }, save = "Save") {
  await form.getByLabel("Nickname").fill(student.nickName);
  await form.getByLabel("First name").fill(student.firstName);
  await form.getByLabel("Last name").fill(student.lastName);
  await form.getByLabel("Grade").selectOption(typeof student.grade === "string" ? { label: student.grade } : student.grade);
  await form.getByRole("button", { name: save }).click();
  await expect(form).toBeHidden();
}
