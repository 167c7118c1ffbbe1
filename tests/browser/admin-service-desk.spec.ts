import { expect, test } from "@playwright/test";
import { createStaffMember } from "../../server/admin/staff-members.js";
import { signInWithStudent, uniqueEmail } from "../helpers/accounts.js";
import { seriousViolations } from "./helpers/axe.js";
import { openHydrated } from "./helpers/hydration.js";
import { siteUnderTest } from "./helpers/test-site.js";

const site = siteUnderTest();
const url = (path: string) => site.url("uk.localhost", path);

const MEMBER = { email: "desk@mathwise.example", name: "Cas Service", password: "a long enough passphrase" };

/** A parent on the us site who bought and paid for a recorded course through the API, as checkout does. */
async function parentWithPaidOrder() {
  const email = uniqueEmail();
  const family = await signInWithStudent(site.running, { email });
  const { orderId } = await family.api.call("createOrder", { studentId: family.uid, source: { kind: "product", skuId: "us-fractions-video" } }, family.call);
  const { paymentId } = await family.api.call("payOrder", { orderId }, family.call);
  await family.api.call("actTestPayment", { paymentId, action: "pay" }, family.call);
  return { email, orderId };
}

test("customer service signs in, finds a parent's paid order by e-mail and opens its timeline", async ({ page }) => {
  await createStaffMember(site.running.store.db, { ...MEMBER, role: "service" }, "browser test");
  const { email, orderId } = await parentWithPaidOrder();

  // The tool's start sends customer service to its orders; the frame shows only its sections.
  await openHydrated(page, url("/admin"));
  await page.getByLabel("E-mail").fill(MEMBER.email);
  await page.getByLabel("Password").fill(MEMBER.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.waitForURL(url("/admin/orders"));
  const sections = page.getByRole("navigation", { name: "Sections of the editors' tool" });
  await expect(sections.getByRole("link")).toHaveText(["Orders", "Audit log"]);
  await expect(page.getByText("Customer service")).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByLabel("Order number, parent's e-mail or phone, student's name or number").fill(email);
  await page.getByRole("button", { name: "Find" }).click();
  await expect(page).toHaveURL(/\/admin\/orders\?q=/);
  const row = page.getByRole("row").filter({ hasText: orderId });
  await expect(row).toContainText("Paid");
  await expect(row).toContainText("$99.00");
  await expect(row).toContainText(email);
  expect(await seriousViolations(page)).toEqual([]);

  await row.getByRole("link", { name: orderId }).click();
  await expect(page.getByRole("heading", { level: 1, name: `Order ${orderId}` })).toBeVisible();
  const timeline = page.getByRole("region", { name: "What happened" }).getByRole("listitem");
  await expect(timeline.nth(0)).toContainText("Order created");
  await expect(timeline.nth(2)).toContainText("Payment of $99.00 (Test gateway): Succeeded");
  await expect(timeline.nth(3)).toContainText("Order paid");
  await expect(page.getByRole("region", { name: "Items" })).toContainText("Fractions Mastery Video Course");
  expect(await seriousViolations(page)).toEqual([]);

  // The receipt goes out within seconds of the payment; sent again, it shows twice once the sweep has sent it.
  const receipts = timeline.filter({ hasText: `E-mail to the parent: “Mathwise Academy United States: your receipt for order ${orderId}”` });
  await page.getByRole("button", { name: "Send the receipt again" }).click();
  await expect(page.getByRole("status").filter({ hasText: "The receipt will be sent within a minute" })).toBeVisible();
  await expect(async () => {
    await page.reload();
    await expect(receipts).toHaveCount(2, { timeout: 1000 });
  }).toPass({ timeout: 20_000 });

  // A content screen's address answers the tool's 403 inside the frame.
  const refused = await page.goto(url("/admin/sites/uk"));
  expect(refused?.status()).toBe(403);
  await expect(page.getByRole("heading", { level: 1, name: "Not for your role" })).toBeVisible();
  await expect(sections.getByRole("link")).toHaveText(["Orders", "Audit log"]);
  expect(await seriousViolations(page)).toEqual([]);
});
