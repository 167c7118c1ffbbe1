import { expect, test, type Page } from "@playwright/test";
import sitesJson from "../../fixtures/sites.json" with { type: "json" };
import teachers from "../../fixtures/teachers.json" with { type: "json" };
import { and, eq, isNull, lte, or } from "drizzle-orm";
import { COOKIES } from "../../schemas/cookies.js";
import { siteSchema } from "../../schemas/site.js";
import { skus } from "../../server/db/schema.js";
import { signIn } from "../helpers/accounts.js";
import { englishWords } from "../helpers/english-words.js";
import { openHydrated } from "./helpers/hydration.js";
import { siteUnderTest } from "./helpers/test-site.js";

const site = siteUnderTest();

// The tests share nothing but the site they read: both workers take them, so this long file does not end the run on one.
test.describe.configure({ mode: "parallel" });

test("the online campus card speaks the site's language", async ({ page }) => {
  await page.goto(site.url("jp.localhost", "/locations"));
  const names = page.locator(".campus__name");
  await expect(names.first()).toBeVisible();
  await expect(names.filter({ hasText: "オンライン" })).toHaveCount(1);
  await expect(names.filter({ hasText: /^Online$/ })).toHaveCount(0);
});

test("the phone-country picker names countries in the site's language", async ({ page }) => {
  await openHydrated(page, site.url("jp.localhost", "/"));
  await page.getByRole("button", { name: "ログイン" }).first().click();
  const dialog = page.getByRole("dialog", { name: "ログイン" });
  await dialog.getByLabel("携帯電話番号またはメールアドレス").fill("9012345678");
  const picker = dialog.getByRole("combobox", { name: "国番号" });
  await expect(picker.locator("option", { hasText: "日本 +81" })).toHaveCount(1);
  await expect(picker.locator("option", { hasText: "Japan" })).toHaveCount(0);
});

test("the region switcher groups sites as a parent knows them, sorted in the page's language", async ({ page }) => {
  await page.goto(site.url("uk.localhost", "/"));
  const switcher = page.locator("header .region-switcher").first();
  await switcher.locator("summary").click();
  const headings = switcher.locator(".region-switcher__heading");
  await expect(headings).toHaveText(["Countries and regions", "Brightminds tutoring", "More programmes"]);
  const countries = await switcher.locator(".region-switcher__group").first().locator("a").allInnerTexts();
  const names = countries.map((text) => text.replace(/^\S+\s/u, "").trim());
  expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, "en")));
  const programmes = switcher.locator(".region-switcher__group").last();
  await expect(programmes.getByRole("link", { name: /Partner schools/ })).toHaveCount(1);
  await expect(switcher.getByRole("link", { name: /^\S+ Partner Schools$/ })).toHaveCount(0);

  await page.goto(site.url("jp.localhost", "/"));
  const japanese = page.locator("header .region-switcher").first();
  await japanese.locator("summary").click();
  await expect(japanese.locator(".region-switcher__heading").first()).toHaveText("国・地域");
  await expect(japanese.locator(".region-switcher__group").nth(1).getByRole("link", { name: /シンガポール/ })).toHaveCount(1);
});

const sites = sitesJson.map((entry) => siteSchema.parse(entry));

/**
 * Each interface language on a site whose own language it is. Two are read as the browser draws them (scripts run,
 * every module shown, the sign-in dialog open): what only the browser draws comes from the same components and
 * texts on every site, and each language's texts are checked whole in i18n/resources.test.ts. The others are read
 * as the server renders them, which shows each site's own data and the service's answers at a fifth of the cost
 * (the seed's page content is checked in every language in server/db/seed-content.test.ts).
 */
const LANGUAGE_SITES = [
  { locale: "jp", language: "ja", drawnByBrowser: true },
  { locale: "fr", language: "fr", drawnByBrowser: true },
  { locale: "kr", language: "ko", drawnByBrowser: false },
  { locale: "hk", language: "zh-Hant", drawnByBrowser: false },
  { locale: "cn", language: "zh-Hans", drawnByBrowser: false },
] as const;

const COMPETITION_NAMES = ["AMC", "KMO", "SASMO", "HK", "DSE"];

/** What a visitor reads or hears: the page's text, and its images' alternatives, labels, placeholders and titles. */
function shownText(page: Page): Promise<string> {
  return page.evaluate(() => {
    const attributes = [...document.querySelectorAll("[alt], [aria-label], [placeholder], [title]")]
      .filter((element) => !element.closest("[hidden]"))
      .flatMap((element) => ["alt", "aria-label", "placeholder", "title"].map((name) => element.getAttribute(name) ?? ""));
    return [document.body.innerText, ...attributes, document.title].join("\n");
  });
}

for (const { locale, language, drawnByBrowser } of LANGUAGE_SITES) {
  test.describe(() => {
    test.use({ javaScriptEnabled: drawnByBrowser });
    const title = `${locale}: no English on any screen in ${language}${drawnByBrowser ? "" : ", as the server renders them"}`;
    test(title, async ({ page }) => {
      // About thirty screens; drawn by the browser, each is read once the network is quiet: a minute on a quiet machine.
      test.setTimeout(180_000);
      const fixtureSite = sites.find((candidate) => candidate.locale === locale)!;
      const properNames = [
        fixtureSite.schoolName,
        fixtureSite.schoolSimplifyName,
        ...fixtureSite.teachingPoints.flatMap((point) => [point.name, point.address]),
        ...teachers.filter((teacher) => teacher.locale === locale).map((teacher) => teacher.name),
        // Competitions and exams the catalogue prepares for go by their own names in every language.
        ...COMPETITION_NAMES,
        // The student this test buys for.
        "Mia",
        "Lee",
      ];
      const host = `${locale}.localhost`;
      const leaks: string[] = [];
      const check = async (path: string) => {
        const words = englishWords(await shownText(page), language, properNames);
        if (words.length) leaks.push(`${path}: ${[...new Set(words)].join(" ")}`);
      };
      // The footer, the same on every page, shows a second after the page settles (scripts draw it): it is read on the
      // first page of the sites drawn by the browser.
      const visit = async (path: string, withFooter = false) => {
        await page.goto(site.url(host, path));
        if (drawnByBrowser) {
          if (withFooter) await expect(page.locator("footer.shell-footer")).toBeVisible({ timeout: 8000 });
          await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
          await page.waitForLoadState("networkidle");
        }
        await check(path);
      };
      const teacher = teachers.find((candidate) => candidate.locale === locale)!;
      await visit("/", true);
      for (const path of ["/teachers", `/teachers/detail/${teacher.id}`, "/locations", "/faq", "/no-such-page", "/courses", "/courses/list"]) await visit(path);
      const classPath = await page.locator(".course-card__title a").first().getAttribute("href");
      expect(classPath).toMatch(/^\/courses\/detail\//);
      await visit(classPath!);

      if (drawnByBrowser) {
        await openHydrated(page, site.url(host, "/"));
        await page.locator(".header-account__sign-in").first().click();
        await expect(page.getByRole("dialog")).toBeVisible();
        await check("login dialog");
      }

      const parent = await signIn(site.running, { email: `leak-${locale}@example.com` }, {
        header: { schoolCode: fixtureSite.schoolCode, timezone: fixtureSite.timezone },
        countryCode: fixtureSite.countryCode,
        channelCode: fixtureSite.channelCode,
        language,
      });
      await page.context().addCookies([{ name: COOKIES.token, value: parent.unifiedAccessToken, url: site.url(host, "/") }]);
      for (const path of ["/my-account", "/personal-information", `/settings/${parent.uid}`, `/settings/security/${parent.uid}`, `/settings/myaddresses/${parent.uid}`, "/my-wish/list"]) {
        await visit(path);
      }
      // The shop's pages, with the class in the cart (their texts come with their loaders, the service's answers too).
      await parent.api.call("addCart", { studentId: parent.uid, skuId: classPath!.split("/").pop()! }, parent.call);
      for (const path of ["/shopping-cart", `/order/shopping-cart/create?studentId=${parent.uid}`, "/my-coupons/list", "/my-coupons/history", "/order/list"]) await visit(path);
      // What follows a purchase: a recorded course on sale (nothing to deliver) bought and paid on the test gateway,
      // for a student of a grade of the site.
      const [gradeGroup] = (await parent.api.call("queryAllGrades", {}, parent.call)).list;
      await parent.api.call("modifyUserInfo", { nickName: "Mia", firstName: "Mia", lastName: "Lee", gradeId: gradeGroup![0]!.value, uid: parent.uid }, parent.call);
      const [recorded] = await site.running.store.db
        .select({ id: skus.id })
        .from(skus)
        .where(and(eq(skus.locale, locale), eq(skus.kind, "recorded"), or(isNull(skus.saleStartsAt), lte(skus.saleStartsAt, new Date()))))
        .limit(1);
      const { orderId } = await parent.api.call("createOrder", { studentId: parent.uid, source: { kind: "product", skuId: recorded!.id } }, parent.call);
      const { paymentId } = await parent.api.call("payOrder", { orderId }, parent.call);
      await parent.api.call("actTestPayment", { paymentId, action: "pay" }, parent.call);
      for (const path of [`/order/detail/${orderId}`, `/order/refund/${orderId}`, "/my-unpaid-courses/list", "/subscription-manage", "/subscription-manage/autopay-notice/success"]) await visit(path);
      // Learning: the recorded course bought, and the pages every family has (their texts come with their loaders).
      for (const path of ["/my-courses/list", `/my-courses/recorded-courses/detail/${recorded!.id}`, "/my-class-transfer", "/application-transfer/application-records", "/my-courses/calendar", "/my-subscription/list", "/appointmentDiagnosis"]) await visit(path);
      expect(leaks).toEqual([]);
    });
  });
}
