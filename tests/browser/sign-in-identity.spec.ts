import { expect, test } from "@playwright/test";
import { openHydrated } from "./helpers/hydration.js";
import { outbox } from "./helpers/outbox.js";
import { siteUnderTest } from "./helpers/test-site.js";
import { loginDialog } from "./helpers/sign-up.js";

const site = siteUnderTest();
const url = (path: string) => site.url("us.localhost", path);

test("reopening the login dialog within a minute resumes the countdown and takes the code already sent", async ({ page }) => {
  const email = `reopen-${Date.now()}@example.com`;
  await openHydrated(page, url("/"));
  await page.getByRole("button", { name: "Sign in" }).first().click();
  let dialog = loginDialog(page);
  await dialog.getByRole("button", { name: "Sign up" }).click();
  await dialog.getByLabel("Mobile number or e-mail").fill(email);
  await dialog.getByRole("checkbox").check();
  await dialog.getByRole("button", { name: "Send code" }).click();
  await expect(dialog.getByLabel("Verification code")).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();

  await page.getByRole("button", { name: "Sign in" }).first().click();
  dialog = loginDialog(page);
  await dialog.getByRole("button", { name: "Sign up" }).click();
  await dialog.getByLabel("Mobile number or e-mail").fill(email);
  await dialog.getByRole("checkbox").check();
  await dialog.getByRole("button", { name: "Send code" }).click();
  await expect(dialog.getByLabel("Verification code")).toBeVisible();
  await expect(dialog.getByText(/too frequent/i)).toHaveCount(0);
  await expect(dialog.getByRole("button", { name: /Resend|\d+ ?s/ })).toBeDisabled();
  const sent = (await outbox(page, site)).filter((message) => message.recipient === email);
  expect(sent).toHaveLength(1);
  await dialog.getByLabel("Verification code").fill(sent[0]!.body.match(/\b(\d{6})\b/)![1]!);
  await expect(dialog).toBeHidden();
  // A new parent is "Parent" until they choose a nickname: not their e-mail's name, nor a child's.
  await expect(page.getByLabel("Account menu of Parent")).toBeVisible();
});
