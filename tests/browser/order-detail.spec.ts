import { expect, test, type Page } from "@playwright/test";
import { createStaffMember } from "../../server/admin/staff-members.js";
import { uniqueStaffEmail } from "../helpers/staff.js";
import { seriousViolations } from "./helpers/axe.js";
import { openHydrated, waitForHydration } from "./helpers/hydration.js";
import { fillStudent, signUpInDialog } from "./helpers/sign-up.js";
import { signInToTool } from "./helpers/staff-sign-in.js";
import { siteUnderTest } from "./helpers/test-site.js";

/** After the purchase (issue 16): the parent's order, its delivery address within 24 hours, and the parcel customer service sends. */

const site = siteUnderTest();
const url = (path: string) => site.url("uk.localhost", path);
const GOODS = "uk-sats-practice-papers";

/** Fills the address book's dialog, as the checkout and the address change offer it. */
async function addAddress(page: Page, address: { name: string; phone: string; line: string; city: string }) {
  const dialog = page.getByRole("dialog", { name: "Add address" });
  await dialog.getByLabel("Recipient name").fill(address.name);
  await dialog.getByLabel("Mobile number").fill(address.phone);
  await dialog.getByLabel("Address", { exact: true }).fill(address.line);
  await dialog.getByLabel("City").fill(address.city);
  await dialog.getByLabel("Country or region").fill("United Kingdom");
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(dialog).toBeHidden();
}

/** A new parent buys practice papers sent to 10 Downing Street and pays on the test gateway; answers the order number. */
async function buyGoods(page: Page): Promise<string> {
  await openHydrated(page, url(`/goods/detail/${GOODS}`));
  await page.getByRole("button", { name: "Add to cart" }).click();
  await signUpInDialog(page, site, `parcel-${Date.now()}@example.com`);
  await expect(page.getByText("Added to your cart.")).toBeVisible();
  await openHydrated(page, url("/shopping-cart"));
  await page.getByRole("link", { name: "Checkout" }).click();
  await expect(page.getByRole("heading", { name: "Confirm your order" })).toBeVisible();
  await waitForHydration(page);
  await page.getByRole("button", { name: "Complete the registration" }).first().click();
  await fillStudent(page.getByRole("dialog", { name: "Complete student information" }), { nickName: "Oli", firstName: "Oliver", lastName: "Parent", grade: "Year 6" });
  await page.getByRole("button", { name: "Add an address" }).first().click();
  await addAddress(page, { name: "Sarah Parent", phone: "7700900123", line: "10 Downing Street", city: "London" });
  await page.getByRole("button", { name: "Place order and pay" }).click();
  await expect(page).toHaveURL(/\/pay\/test\//);
  await waitForHydration(page);
  await page.getByRole("button", { name: "Pay", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Payment successful" })).toBeVisible();
  return new URL(page.url()).pathname.split("/").pop()!;
}

test("a parent changes the delivery address of a fresh order; once customer service records its parcel, it shows in the logistics and the address is fixed", async ({ page, browser }) => {
  test.setTimeout(180_000);
  const orderId = await buyGoods(page);

  // From My Orders to the order's page.
  await page.getByRole("link", { name: "My orders" }).first().click();
  await expect(page.getByRole("heading", { name: "My Orders" })).toBeVisible();
  await waitForHydration(page);
  await page.getByRole("link", { name: `Order details for ${orderId}` }).click();
  await expect(page).toHaveURL(url(`/order/detail/${orderId}`));
  await expect(page.getByRole("heading", { level: 1, name: "Order details" })).toBeVisible();
  const delivery = page.getByRole("region", { name: "Delivery address" });
  await expect(delivery).toContainText("10 Downing Street");
  await expect(delivery).toContainText(/You can change it until \d\d:\d\d \d\d\/\d\d\/\d{4}\./);
  expect(await seriousViolations(page)).toEqual([]);

  // Its one sub-order, and back.
  await waitForHydration(page);
  await page.getByRole("link", { name: "View details of Year 6 SATs Practice Papers Pack" }).click();
  await expect(page).toHaveURL(url(`/order/detail/sub/${orderId}-1`));
  await expect(page.getByRole("heading", { level: 1, name: "Year 6 SATs Practice Papers Pack" })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole("link", { name: `Back to order ${orderId}` }).click();
  await expect(page).toHaveURL(url(`/order/detail/${orderId}`));

  // Within 24 hours: to a new address of the book, added on the way.
  await waitForHydration(page);
  await delivery.getByRole("link", { name: "Change address" }).click();
  await expect(page).toHaveURL(url(`/order/detail/edit-address/${orderId}`));
  await expect(page.getByRole("heading", { level: 1, name: "Change the delivery address" })).toBeVisible();
  await waitForHydration(page);
  await page.getByRole("radio", { name: /10 Downing Street/ }).check();
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.locator(".order-detail").getByRole("alert")).toHaveText("Update failed. Same with the previous address.");
  await page.getByRole("button", { name: "Add an address" }).click();
  await addAddress(page, { name: "Sarah Parent", phone: "7700900123", line: "221B Baker Street", city: "London" });
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole("radio", { name: /221B Baker Street/ }).check();
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page).toHaveURL(url(`/order/detail/${orderId}`));
  await expect(page.getByRole("region", { name: "Delivery address" })).toContainText("221B Baker Street");

  // Customer service sends the parcel from the staff tool.
  const member = { email: uniqueStaffEmail(), name: "Cas Service", password: "a long enough passphrase" };
  await createStaffMember(site.running.store.db, { ...member, role: "service" }, "browser test");
  const desk = await (await browser.newContext()).newPage();
  await signInToTool(desk, url(`/admin/orders/${orderId}`), member);
  const shipping = desk.getByRole("region", { name: "Delivery", exact: true });
  await expect(shipping).toContainText("No parcel has left yet.");
  await expect(shipping.getByRole("table", { name: "Address changes" })).toContainText("221B Baker Street");
  await waitForHydration(desk);
  await shipping.getByLabel("Carrier").fill("Royal Mail");
  await shipping.getByLabel("Tracking number").fill("RM123456789GB");
  await shipping.getByRole("button", { name: "Record parcel" }).click();
  await expect(shipping.getByText("Package 1 recorded.")).toBeVisible();
  await expect(shipping.getByRole("table", { name: "Parcels" })).toContainText("RM123456789GB");
  await expect(shipping).toContainText("A parcel has left: the delivery address can no longer be changed.");
  expect(await seriousViolations(desk)).toEqual([]);

  // The parent sees the parcel, and the address can no longer change.
  await openHydrated(page, url(`/order/detail/${orderId}`));
  const fixed = page.getByRole("region", { name: "Delivery address" });
  await expect(fixed).toContainText("The delivery address cannot be changed while the package is in transit.");
  await expect(fixed.getByRole("link", { name: "Change address" })).toHaveCount(0);
  await fixed.getByRole("link", { name: "Track parcels" }).click();
  await expect(page).toHaveURL(url(`/order/logistics/${orderId}`));
  const parcel = page.getByRole("article", { name: "Package 1" });
  await expect(parcel).toContainText("Royal Mail");
  await expect(parcel).toContainText("RM123456789GB");
  await expect(parcel).toContainText("In transit");
  await expect(parcel).toContainText("221B Baker Street");
  expect(await seriousViolations(page)).toEqual([]);
  await openHydrated(page, url(`/order/detail/edit-address/${orderId}`));
  await expect(page.locator(".order-detail").getByRole("alert")).toHaveText("The delivery address cannot be changed while the package is in transit.");
  await expect(page.getByRole("button", { name: "Save" })).toHaveCount(0);
});
