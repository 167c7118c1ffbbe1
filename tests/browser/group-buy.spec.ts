import { expect, test, type BrowserContext, type Page } from "@playwright/test";
import { eq } from "drizzle-orm";
import { COOKIES } from "../../schemas/cookies.js";
import { skus } from "../../server/db/schema.js";
import { signInWithStudent, uniqueEmail } from "../helpers/accounts.js";
import { US_GROUP_BUY } from "../helpers/group-buy.js";
import { seriousViolations } from "./helpers/axe.js";
import { openHydrated, waitForHydration } from "./helpers/hydration.js";
import { siteUnderTest } from "./helpers/test-site.js";
import { expectNoSidewaysScroll } from "./helpers/viewport.js";

/** Issue 18: two families buy a class together on the us site, each paying the group price on the test gateway. */

const site = siteUnderTest();
const url = (path: string) => site.url("us.localhost", path);

/** A new family with a student whose details are complete, signed in in this browser context. */
async function newFamily(context: BrowserContext) {
  const family = await signInWithStudent(site.running, { email: uniqueEmail() });
  await context.addCookies([{ name: COOKIES.token, value: family.unifiedAccessToken, url: url("/") }]);
  return family;
}

/** From the group page's button to the paid order's result, on the test gateway. */
async function buyAtGroupPrice(page: Page, button: string) {
  await page.getByRole("button", { name: button }).click();
  await expect(page).toHaveURL(/\/order\/create\/us-scratch-game-camp-online-sku\?createWay=4/);
  await waitForHydration(page);
  const summary = page.getByRole("region", { name: "Order summary" });
  await expect(summary.getByText("Group-buy discount")).toBeVisible();
  await expect(summary.locator("dd").last()).toHaveText("$249.00");
  await page.getByRole("button", { name: "Place order and pay" }).click();
  await expect(page).toHaveURL(/\/pay\/test\//);
  await waitForHydration(page);
  await page.getByRole("button", { name: "Pay", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Payment successful" })).toBeVisible();
  await page.getByRole("link", { name: "See your group" }).click();
  await waitForHydration(page);
}

test("two families complete a group buy, each paying the group price on the test gateway", async ({ browser }) => {
  test.setTimeout(120_000);
  // Seats are not what this is about: the class keeps room for the families other tests bring.
  await site.running.store.db.update(skus).set({ store: 500 }).where(eq(skus.id, US_GROUP_BUY.skuId));

  // The first family starts a group and gets its link.
  const leaderContext = await browser.newContext({ viewport: { width: 375, height: 812 } });
  const leader = await leaderContext.newPage();
  await newFamily(leaderContext);
  await openHydrated(leader, url(`/activity/group/detail/${US_GROUP_BUY.activityId}`));
  await expect(leader.getByRole("heading", { level: 1 })).toContainText("Scratch");
  await expectNoSidewaysScroll(leader);
  expect(await seriousViolations(leader)).toEqual([]);
  await buyAtGroupPrice(leader, "Start a group");
  await expect(leader.getByRole("heading", { name: "Invite friends" })).toBeVisible();
  await expect(leader.getByText("Places left: 1")).toBeVisible();
  const link = await leader.getByLabel("Your group's link").inputValue();
  expect(link).toMatch(/\/activity\/group\/detail\/7001\?groupId=[0-9a-f-]{36}$/);
  expect(await seriousViolations(leader)).toEqual([]);

  // A friend opens the link and joins; the group is complete.
  const friendContext = await browser.newContext({ viewport: { width: 375, height: 812 } });
  const friend = await friendContext.newPage();
  await newFamily(friendContext);
  await openHydrated(friend, link);
  await buyAtGroupPrice(friend, "Join this group");
  await expect(friend.getByText("The group is complete")).toBeVisible();

  await leader.reload();
  await expect(leader.getByText("The group is complete")).toBeVisible();
  await leaderContext.close();
  await friendContext.close();
});
