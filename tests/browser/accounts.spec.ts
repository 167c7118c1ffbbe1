import { expect, test } from "@playwright/test";
import { COOKIES } from "../../schemas/cookies.js";
import { cartItems } from "../../server/db/schema.js";
import { signedInAs, signIn, waitOutResend } from "../helpers/accounts.js";
import { usContext } from "../helpers/test-service.js";
import { openHydrated, waitForHydration } from "./helpers/hydration.js";
import { codeSentBy } from "./helpers/outbox.js";
import { fillStudent, loginDialog, signUpInDialog } from "./helpers/sign-up.js";
import { siteUnderTest } from "./helpers/test-site.js";

const site = siteUnderTest();
const url = (path: string) => site.url("us.localhost", path);


test("a parent signs up by e-mail, adds a student and an address, and signs in again by phone", async ({ page }) => {
  const email = `parent-${Date.now()}@example.com`;
  const phone = `415${String(Date.now()).slice(-7)}`;

  await openHydrated(page, url("/"));
  await page.getByRole("button", { name: "Sign in" }).first().click();
  await signUpInDialog(page, site, email);
  const accountMenu = page.getByLabel(/^Account menu of/);
  await expect(accountMenu).toBeVisible();

  // The account gets a phone number on the security page: a code to the e-mail, one to the phone.
  await openHydrated(page, url("/settings"));
  await page.getByRole("link", { name: /Account security/ }).click();
  await page.getByRole("button", { name: /Add mobile number|Change mobile number/ }).click();
  const emailCode = await codeSentBy(page, site, email, () => page.getByRole("button", { name: "Send code" }).first().click());
  await page.getByLabel("Code from your current contact").fill(emailCode);
  await page.getByLabel("New mobile number").fill(phone);
  const phoneCode = await codeSentBy(page, site, `+1 ${phone}`, () => page.getByRole("button", { name: "Send code" }).last().click());
  await page.getByLabel("Code from the new contact").fill(phoneCode);
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText(/Your mobile number is now/)).toBeVisible();

  // My Account first asks to complete the new account's student information.
  await openHydrated(page, url("/my-account"));
  await fillStudent(page.getByRole("dialog", { name: "Complete student information" }), { nickName: "Mia", firstName: "Mia", lastName: "Parker", grade: { index: 1 } });

  // A second student joins the family, and the parent switches to it.
  await page.getByRole("button", { name: "Add a student" }).click();
  await fillStudent(page.getByRole("dialog", { name: "Add a student" }), { nickName: "Leo", firstName: "Leo", lastName: "Parker", grade: { index: 1 } }, "Add student");
  await expect(page.getByText("Student added.")).toBeVisible();
  await page.getByRole("button", { name: "Switch to Leo" }).click();
  await expect(page.getByText("You are now using Leo Parker's account.")).toBeVisible();

  // Leo's address book gets a delivery address.
  await page.getByRole("link", { name: "Settings" }).first().click();
  await page.getByRole("link", { name: /My addresses/ }).click();
  await page.getByRole("button", { name: "Add address" }).click();
  const form = page.getByRole("dialog", { name: "Add address" });
  await form.getByLabel("Recipient name").fill("Leo Parker");
  await form.getByLabel("Mobile number").fill("4155550123");
  await form.getByLabel("Address", { exact: true }).fill("1 Infinite Loop");
  await form.getByLabel("Country or region").fill("United States");
  await form.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("1 Infinite Loop")).toBeVisible();

  // Sign out, then back in by phone: the registration account, as it was.
  await accountMenu.click();
  await page.getByRole("button", { name: "Sign Out" }).click();
  await page.waitForURL(url("/"));
  await waitForHydration(page);
  await page.getByRole("button", { name: "Sign in" }).first().click();
  const dialog = loginDialog(page);
  await dialog.getByLabel("Mobile number or e-mail").fill(phone);
  const signInCode = await codeSentBy(page, site, `+1 ${phone}`, () => dialog.getByRole("button", { name: "Send code" }).click());
  await dialog.getByLabel("Verification code").fill(signInCode);
  await expect(dialog).toBeHidden();
  await page.goto(url("/my-account"));
  await expect(page.getByText("Current student")).toBeVisible();
  await expect(page.getByRole("button", { name: "Switch to Leo" })).toBeVisible();
});

test("a visitor goes on to the account that named their e-mail (related accounts), seeing only its masked number", async ({ page }) => {
  const phone = `415${String(Date.now()).slice(-7)}`;
  const family = await signIn(site.running, { phone, countryCallingCode: "+1" });
  const attention = `notify-${Date.now()}@example.com`;
  await family.api.call("bindEmail2", { attentionEmail: attention }, family.call);
  await waitOutResend(site.running, { phone, countryCallingCode: "+1" });

  await openHydrated(page, url("/"));
  await page.getByRole("button", { name: "Sign in" }).first().click();
  const dialog = loginDialog(page);
  await dialog.getByLabel("Mobile number or e-mail").fill(attention);
  const code = await codeSentBy(page, site, attention, () => dialog.getByRole("button", { name: "Send code" }).click());
  await dialog.getByLabel("Verification code").fill(code);

  // Step 2: the account, masked; the code goes to its phone by the account's opaque reference.
  await dialog.getByRole("radio", { name: /^\+1 \d+\*+\d+$/ }).check();
  const phoneCode = await codeSentBy(page, site, `+1 ${phone}`, () => dialog.getByRole("button", { name: "Send code" }).click());
  await expect(dialog.getByText(/Enter the 6-digit code we sent to \+1 \d+\*+\d+\./)).toBeVisible();
  await expect(dialog).not.toContainText(phone);
  await dialog.getByLabel("Verification code").fill(phoneCode);

  // Step 3: keep the account as it is, and sign in to it.
  await dialog.getByRole("button", { name: "No, keep it as it is" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByLabel(/^Account menu of/)).toBeVisible();
  const token = (await page.context().cookies()).find((cookie) => cookie.name === COOKIES.token)!.value;
  expect(await family.api.call("queryUserBasicInfo", {}, signedInAs(usContext, token))).toMatchObject({ uid: family.uid });
});

test("a signed-out visit to the order list asks to log in, with the login dialog open", async ({ page }) => {
  await page.goto(url("/order/list"));
  await expect(page.getByText("Please log in.")).toBeVisible();
  await expect(loginDialog(page)).toBeVisible();
});

test("the account menu shows how many items the current student has in the cart", async ({ page }) => {
  const parent = await signIn(site.running);
  await site.running.store.db.insert(cartItems).values([
    { uid: parent.uid, skuId: "us-fractions-video" },
    { uid: parent.uid, skuId: "us-amc8-workbook", quantity: 2 },
  ]);
  await page.context().addCookies([{ name: COOKIES.token, value: parent.unifiedAccessToken, url: url("/") }]);
  await page.goto(url("/"));
  // The badge on the menu (the Shopping Cart entry itself comes with the cart screen, rules/screens.ts).
  await expect(page.getByLabel(/^Account menu of/).locator(".header-account__badge")).toHaveText("3");
});
