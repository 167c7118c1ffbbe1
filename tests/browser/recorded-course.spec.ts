import { expect, test, type Page } from "@playwright/test";
import { signInWithStudent, uniqueEmail, waitOutResend } from "../helpers/accounts.js";
import { paidOrder, RECORDED } from "../helpers/refunds.js";
import { seriousViolations } from "./helpers/axe.js";
import { openHydrated, waitForHydration } from "./helpers/hydration.js";
import { signInInDialog } from "./helpers/sign-up.js";
import { expectNoSidewaysScroll } from "./helpers/viewport.js";
import { siteUnderTest } from "./helpers/test-site.js";

/** A recorded course bought and watched (issue 17): its lessons, the player, seeking by 10 s, and resuming after a reload. */

const site = siteUnderTest();
const url = (path: string) => site.url("us.localhost", path);

test.use({ viewport: { width: 375, height: 812 } });

/** Where the lesson's video is, in seconds, once it can tell. */
async function videoTime(page: Page): Promise<number> {
  const video = page.locator("media-controller video");
  await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.readyState)).toBeGreaterThanOrEqual(1);
  return video.evaluate((element: HTMLVideoElement) => element.currentTime);
}

/** The current time media-chrome's time display shows, "0:21" of "0:21 / 0:40" (its text is inside its shadow root). */
const shownTime = (page: Page) =>
  page.locator("media-time-display").evaluate((element) => /(\d+:\d\d)\s*\/\s*\d+:\d\d/.exec(element.shadowRoot?.textContent ?? "")?.[1] ?? "");

test("a parent plays a lesson of a recorded course, seeks 10 s by button and by key, and after a reload it resumes there", async ({ page }) => {
  test.setTimeout(120_000);
  const email = uniqueEmail();
  const family = await signInWithStudent(site.running, { email });
  await paidOrder(family, { skuId: RECORDED });
  await waitOutResend(site.running, { email });

  await openHydrated(page, url(`/my-courses/recorded-courses/detail/${RECORDED}`));
  await expect(page.getByText("Please log in.")).toBeVisible();
  await signInInDialog(page, site, email);

  await expect(page.getByRole("heading", { level: 1, name: "Fractions Mastery Video Course" })).toBeVisible();
  await expect(page.getByText("Permanently valid")).toBeVisible();
  const first = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: "Lesson 1 What a fraction really means" }) });
  await expect(first.getByText("Not started")).toBeVisible();
  await expect(first.locator("time")).toHaveText("0:40");
  await expectNoSidewaysScroll(page);
  expect(await seriousViolations(page)).toEqual([]);

  await first.getByRole("link", { name: "Watch" }).click();
  await page.waitForURL(url(`/my-courses/recorded-courses/video/${RECORDED}?lesson=1`));
  await waitForHydration(page);
  await expect(page.getByRole("heading", { level: 2, name: "Lesson 1: What a fraction really means" })).toBeVisible();
  const play = page.getByRole("button", { name: "play", exact: true });
  await expect(play).toBeVisible();
  expect(await videoTime(page)).toBe(0);

  await play.click();
  await expect.poll(() => videoTime(page)).toBeGreaterThan(1);
  await page.getByRole("button", { name: "pause", exact: true }).click();
  const paused = await videoTime(page);

  await page.getByRole("button", { name: "seek forward 10 seconds" }).click();
  await expect.poll(() => videoTime(page)).toBeCloseTo(paused + 10, 0);
  // media-chrome's keys: → goes forward 10 s from wherever the focus is in the player.
  await page.keyboard.press("ArrowRight");
  await expect.poll(() => videoTime(page)).toBeCloseTo(paused + 20, 0);
  await expect.poll(() => shownTime(page)).toBe(`0:${Math.floor(paused + 20)}`);
  // The player settled paused (media-chrome relabels its play button as the state changes).
  await expect(page.getByRole("button", { name: "play", exact: true })).toBeVisible();
  await expectNoSidewaysScroll(page);
  expect(await seriousViolations(page)).toEqual([]);

  // Playing on and pausing saves the position; the reload resumes there.
  const saved = page.waitForResponse((response) => response.url().endsWith(`/video/${RECORDED}/position`) && response.request().method() === "POST");
  await page.getByRole("button", { name: "play", exact: true }).click();
  await expect.poll(() => videoTime(page)).toBeGreaterThan(paused + 21);
  await page.getByRole("button", { name: "pause", exact: true }).click();
  expect((await saved).status()).toBe(200);
  const stoppedAt = Math.floor(await videoTime(page));

  await page.reload();
  await waitForHydration(page);
  await expect.poll(() => videoTime(page)).toBe(stoppedAt);
  await expect.poll(() => shownTime(page)).toBe(`0:${stoppedAt}`);
});
