import type { Page } from "@playwright/test";
import { openHydrated } from "./hydration.js";

/** Opens a page of the editors' tool as a staff member: the tool asks for the sign-in first, then goes on there. */
export async function signInToTool(page: Page, target: string, member: { email: string; password: string }): Promise<void> {
  await openHydrated(page, target);
  await page.getByLabel("E-mail").fill(member.email);
  await page.getByLabel("Password").fill(member.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.waitForURL(target);
}
