import { desc } from "drizzle-orm";
import { expect, test } from "@playwright/test";
import { leads } from "../../server/db/schema.js";
import { openHydrated, waitForHydration } from "./helpers/hydration.js";
import { siteUnderTest } from "./helpers/test-site.js";

const site = siteUnderTest();
const url = site.url;

test("a visitor switches the interface language where the site offers several", async ({ page }) => {
  await openHydrated(page, url("sg.localhost", "/faq"));
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await page.getByRole("button", { name: "简体中文" }).first().click();
  await expect(page.locator("html")).toHaveAttribute("lang", "zh-Hans");
  expect(new URL(page.url()).pathname).toBe("/faq");
  await expect(page.getByRole("button", { name: "简体中文" }).first()).toHaveAttribute("aria-pressed", "true");
});

test.describe("a visitor near a campus", () => {
  test.use({ geolocation: { latitude: 37.3688, longitude: -122.0363 }, permissions: ["geolocation"] });

  test("is sent from the home page to the nearest campus once per session", async ({ page }) => {
    await page.goto(url("us.localhost", "/"));
    await page.waitForURL(/\/campuses\/cupertino$/);
    await page.goto(url("us.localhost", "/"));
    await page.waitForTimeout(1_000);
    expect(new URL(page.url()).pathname).toBe("/");
  });
});

test.describe("a visitor whose device is in another timezone", () => {
  test.use({ timezoneId: "Asia/Tokyo" });

  test("is offered to switch where the school allows it, and the choice is kept", async ({ page, context }) => {
    await page.goto(url("us.localhost", "/faq"));
    const notice = page.locator(".timezone-notice");
    await expect(notice).toContainText("Asia/Tokyo");
    await notice.getByRole("button", { name: "Use my timezone" }).click();
    await expect(notice).toContainText("Switching to Asia/Tokyo");
    await page.waitForEvent("load", { timeout: 5_000 });
    const cookies = await context.cookies();
    expect(cookies.find((cookie) => cookie.name === "_official_timezone")?.value).toBe("Asia%2FTokyo");
    await expect(page.locator(".timezone-notice")).toHaveCount(0);
  });

  test("is not offered anything where the school has no timezone switching", async ({ page }) => {
    await page.goto(url("uk.localhost", "/faq"));
    await waitForHydration(page);
    await expect(page.locator(".timezone-notice")).toHaveCount(0);
  });
});

test("a page paints before its code loads, then hydrates, rendered for the visitor and from the HTML cache", async ({ page }) => {
  const scriptsAfterPaint = () =>
    page.evaluate(() => {
      // When the page painted its first frame; the entry's startTime is when the screen showed it, later.
      const paint = performance.getEntriesByType("paint")[0] as (PerformanceEntry & { paintTime?: number }) | undefined;
      const firstPaint = paint?.paintTime ?? paint?.startTime ?? Number.POSITIVE_INFINITY;
      const scripts = performance.getEntriesByType("resource").filter((entry) => new URL(entry.name).pathname.endsWith(".js"));
      return { scripts: scripts.length, startedBeforePaint: scripts.filter((entry) => entry.startTime < firstPaint).map((entry) => entry.name) };
    });
  // The first visit of an address renders it (its scripts allowed by a nonce), the second comes from the HTML cache (by hash).
  const address = url("us.localhost", `/?visit=${Date.now()}`);
  for (const allowedBy of ["'nonce-", "'sha256-"]) {
    const response = await page.goto(address);
    expect(response!.headers()["content-security-policy"]).toContain(allowedBy);
    await waitForHydration(page);
    const { scripts, startedBeforePaint } = await scriptsAfterPaint();
    expect(startedBeforePaint).toEqual([]);
    expect(scripts).toBeGreaterThan(3);
    await expect(page.locator('link[rel="modulepreload-after-paint"], script[type="module-after-paint"]')).toHaveCount(0);
  }
});

test("an offline visitor sees the offline panel with retry", async ({ page, context }) => {
  await page.goto(url("au.localhost", "/faq"));
  // The visitor goes offline on a page that has finished loading: a script still on its way when the
  // connection drops fails the page itself, which is not what this panel is for.
  await page.waitForLoadState("networkidle");
  await waitForHydration(page);
  await context.setOffline(true);
  await expect(page.getByRole("alert").filter({ hasText: "Loading failed, please check your connection." })).toBeVisible();
  await context.setOffline(false);
  await expect(page.locator(".offline-panel")).toHaveCount(0);
});

test("the landing page's attribution travels with the visitor's calls", async ({ page }) => {
  // The landing page keeps its attribution once its code runs, after the first paint.
  await openHydrated(page, url("sg.localhost", "/level-test?utm_source=spring-flyer&utm_campaign=term2"));
  await openHydrated(page, url("sg.localhost", "/level-test"));
  const form = page.locator("form[id^=lead-form-]").first();
  await form.getByLabel(/name/i).first().fill("Attributed Parent");
  await form.getByLabel(/e-?mail/i).first().fill("attributed@example.com");
  const phone = form.getByLabel(/mobile|phone/i).first();
  if ((await phone.count()) > 0) await phone.fill("91234567");
  const grade = form.locator("select").nth(1);
  if ((await grade.count()) > 0) await grade.selectOption({ index: 1 });
  await form.getByRole("button").last().click();
  await expect
    .poll(async () => {
      const [lead] = await site.running.store.db.select().from(leads).orderBy(desc(leads.createdAt)).limit(1);
      return lead?.attribution;
    })
    .toMatchObject({ utm_source: "spring-flyer", utm_campaign: "term2" });
});

test("campus pages offer the other campuses in the header", async ({ page }) => {
  await page.goto(url("us.localhost", "/campuses/irvine"));
  await page.locator(".campus-finder summary").click();
  await expect(page.locator(".campus-finder__list a")).toHaveText(["Cupertino", "Los Altos", "Irvine"]);
  await expect(page.locator('.campus-finder__list a[aria-current="page"]')).toHaveText("Irvine");
  await page.goto(url("us.localhost", "/faq"));
  await expect(page.locator(".campus-finder")).toHaveCount(0);
});

test("a visitor asks the chat assistant from the tool panel: the FAQ's answer streams in word by word, a class question gets class cards", async ({ page }) => {
  await page.goto(url("us.localhost", "/"));
  await waitForHydration(page);
  await page.evaluate(() => (document.body.style.minHeight = "4000px"));
  await page.evaluate(() => window.scrollTo(0, 900));
  await page.getByRole("button", { name: "Ask our assistant" }).click();
  const chat = page.getByRole("dialog", { name: "Chat with us" });
  await expect(chat).toBeVisible();
  // The reply grows while the input is hidden (SPEC §4): the page itself records every length the reply is drawn
  // at, since a test polling from outside can miss a reply streamed in half a second on a busy machine.
  await chat.evaluate((dialog) => {
    const lengths = new Set<number>();
    (window as unknown as { replyLengths: Set<number> }).replyLengths = lengths;
    new MutationObserver(() => {
      const reply = dialog.querySelector(".chat-message--user ~ .chat-message--assistant:last-child .chat-message__bubble");
      if (reply && !reply.classList.contains("chat-message__dots")) lengths.add(reply.textContent?.length ?? 0);
    }).observe(dialog, { subtree: true, childList: true, characterData: true });
  });
  await chat.getByLabel("Your message").fill("What device do we need?");
  await chat.getByLabel("Your message").press("Enter");
  await expect(chat.getByText("What device do we need?").first()).toBeVisible();
  const reply = chat.locator(".chat-message--assistant .chat-message__bubble").last();
  await expect(chat.getByLabel("Your message")).toHaveCount(0);
  await expect(chat.getByLabel("Your message")).toHaveCount(1);
  const lengths = await page.evaluate(() => [...(window as unknown as { replyLengths: Set<number> }).replyLengths]);
  expect(lengths.length, `lengths seen: ${lengths.join(", ")}`).toBeGreaterThan(2);
  await expect(reply).toContainText(/Chromebook and Surface Book are not supported/);
  await expect(chat.getByRole("button", { name: "Retry" })).toHaveCount(0);

  await chat.getByLabel("Your message").fill("Do you have Grade 5 math classes?");
  await chat.getByLabel("Your message").press("Enter");
  const cards = chat.getByRole("list", { name: "Classes for you" });
  await expect(cards.getByRole("link").first()).toHaveAttribute("href", /^\/courses\/detail\//);
});
