import { expect, test } from "@playwright/test";
import { and, desc, eq } from "drizzle-orm";
import { outboxMessages } from "../../server/db/schema.js";
import { signInWithStudent, uniqueEmail, waitOutResend } from "../helpers/accounts.js";
import { seriousViolations } from "./helpers/axe.js";
import { openHydrated } from "./helpers/hydration.js";
import { signInInDialog } from "./helpers/sign-up.js";
import { expectNoSidewaysScroll } from "./helpers/viewport.js";
import { siteUnderTest } from "./helpers/test-site.js";

/** A free assessment booked as a parent does it (issue 18, decision 0032): a learning centre, a free hour, confirmed. */

const site = siteUnderTest();
const url = (path: string) => site.url("us.localhost", path);

test.use({ viewport: { width: 375, height: 812 } });

test("a parent books a free assessment at a learning centre in five steps and gets the confirmation", async ({ page }) => {
  test.setTimeout(90_000);
  const email = uniqueEmail();
  await signInWithStudent(site.running, { email });
  await waitOutResend(site.running, { email });

  await openHydrated(page, url("/appointmentDiagnosis?successUrl=%2Fmy-courses%2Flist&cancelUrl=%2Fassessment"));
  await expect(page.getByText("Please log in.")).toBeVisible();
  await signInInDialog(page, site, email);
  await expect(page.getByRole("heading", { level: 1, name: "Book a free assessment" })).toBeVisible();

  // 1 child (the only one is chosen), 2 method and centre.
  const next = page.getByRole("button", { name: "Next" });
  await page.getByRole("radio").first().check();
  await next.click();
  await page.getByRole("radio", { name: /At a learning centre/ }).check();
  await page.getByRole("radio", { name: /^Los Altos/ }).check();
  await expectNoSidewaysScroll(page);
  expect(await seriousViolations(page)).toEqual([]);
  await next.click();

  // 3 contact: prefilled from the parent, 4 a free hour of the first day offered.
  await expect(page.getByRole("heading", { name: "Your contact details" })).toBeVisible();
  await page.getByLabel("Your name").fill("Ada Parent");
  await next.click();
  await expect(page.getByText(/Times are shown in/)).toBeVisible();
  await page.getByRole("group", { name: "Day" }).getByRole("radio").first().check();
  await page.getByRole("group", { name: /^Times on / }).getByRole("radio", { disabled: false }).first().check();
  await expectNoSidewaysScroll(page);
  expect(await seriousViolations(page)).toEqual([]);
  await next.click();

  // 5 confirm.
  await expect(page.getByRole("heading", { name: "Check and confirm" })).toBeVisible();
  await expect(page.getByText(/Los Altos/).first()).toBeVisible();
  await page.getByRole("button", { name: "Confirm the booking" }).click();
  await expect(page).toHaveURL(url("/my-courses/list"));

  const [sent] = await site.running.store.db
    .select()
    .from(outboxMessages)
    .where(and(eq(outboxMessages.recipient, email), eq(outboxMessages.channel, "email")))
    .orderBy(desc(outboxMessages.id))
    .limit(1);
  expect(sent!.subject).toMatch(/free assessment for .* on /);
  expect(sent!.body).toContain("at Los Altos");

  await openHydrated(page, url("/appointmentDiagnosis"));
  const bookings = page.getByRole("region", { name: /bookings/i });
  await expect(bookings).toContainText("Los Altos");
  await expect(bookings.getByRole("button", { name: /^Cancel/ })).toBeVisible();
});
