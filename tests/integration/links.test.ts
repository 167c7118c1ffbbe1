import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { COOKIES } from "../../schemas/cookies.js";
import type { Locale } from "../../schemas/site.js";
import { loadAllFixtures } from "../../server/db/load-fixtures.js";
import { signIn } from "../helpers/accounts.js";
import { startTestService, type TestService } from "../helpers/test-service.js";
import { startTestSite } from "../helpers/test-site.js";

let running: TestService;
let site: Awaited<ReturnType<typeof startTestSite>>;

beforeAll(async () => {
  running = await startTestService();
  site = await startTestSite(running);
});
afterAll(async () => {
  await site?.close();
  await running?.close();
});

const HREF = /<a\b[^>]*?\shref="([^"]*)"/g;

/** The site-internal paths a page's links lead to (its own host, relative or absolute), entities decoded. */
function internalLinks(html: string, host: string): string[] {
  const origin = `http://${host}:${site.port}`;
  return [...html.matchAll(HREF)]
    .map((match) => match[1]!.replaceAll("&amp;", "&"))
    .map((href) => (href.startsWith(origin) ? href.slice(origin.length) || "/" : href))
    .filter((href) => href.startsWith("/") && !href.startsWith("//"))
    .map((href) => href.split("#", 1)[0]!);
}

describe("no internal link leads to a missing page", () => {
  it("on any site's published pages, their menus and a signed-in parent's account pages", async () => {
    const fixtures = await loadAllFixtures();
    const parent = await signIn(running);
    const signedIn = { Cookie: `${COOKIES.token}=${parent.unifiedAccessToken}` };
    const pagesOf = (locale: Locale) =>
      fixtures.pages.filter((template) => template.sites === "all" || template.sites.includes(locale)).flatMap((template) => template.paths);

    const linksTo = new Map<string, Set<string>>();
    /** Pages visited and found: a link to one of them needs no second request. */
    const found = new Set<string>();
    const visit = async (host: string, path: string, headers: Record<string, string> = {}) => {
      const page = await site.get(host, path, headers);
      if (page.status !== 404) found.add(`${host}${path}`);
      for (const link of internalLinks(page.body, host)) {
        const key = `${host}${link}`;
        if (!linksTo.has(key)) linksTo.set(key, new Set());
        linksTo.get(key)!.add(`${host}${path}`);
      }
    };
    for (const { locale } of fixtures["sites.json"]) {
      for (const path of pagesOf(locale)) await visit(`${locale}.localhost`, path);
    }
    for (const path of ["/", "/my-account", "/personal-information", "/settings"]) await visit("us.localhost", path, signedIn);

    const dead: string[] = [];
    for (const [target, from] of linksTo) {
      if (found.has(target)) continue;
      const slash = target.indexOf("/");
      const response = await site.get(target.slice(0, slash), target.slice(slash), signedIn);
      if (response.status === 404) dead.push(`${target} (linked from ${[...from].slice(0, 3).join(", ")}${from.size > 3 ? ", ..." : ""})`);
    }
    expect(linksTo.size).toBeGreaterThan(100);
    expect(dead).toEqual([]);
  }, 600_000);
});
