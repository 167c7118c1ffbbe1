import { describe, expect, it } from "vitest";
import sites from "../../fixtures/sites.json";
import shell from "../../fixtures/site-shell.json";
import { siteShellSchema } from "../../schemas/site-shell.js";
import type { Site } from "../../schemas/site.js";
import { shellForSite } from "./site-shell.js";

const site = (locale: string) => sites.find((candidate) => candidate.locale === locale) as unknown as Site;
const fixture = siteShellSchema.parse(shell);
const english = (value: { en: string }) => value.en;

describe("shellForSite", () => {
  it("links only the policies the site publishes", () => {
    const uk = shellForSite(site("uk"), fixture, new Set(["/privacy-policy", "/uk-tax-strategy"]), english);
    expect(uk.policyLinks.map((entry) => entry.url)).toEqual(["/privacy-policy", "/uk-tax-strategy"]);
  });

  it("shows on tm only the follow links flagged isTm", () => {
    const all = shellForSite(site("us"), fixture, new Set(), english).followLinks;
    const tm = shellForSite(site("tm"), fixture, new Set(), english).followLinks;
    expect(tm.length).toBeGreaterThan(0);
    expect(tm.length).toBeLessThan(all.length);
    expect(tm.map((entry) => entry.name)).toEqual(fixture.followLinks.filter((entry) => entry.isTm).map((entry) => entry.names.en));
  });

  it("offers the chat tool only where chat is offered (cn and us)", () => {
    const tools = (locale: string) => shellForSite(site(locale), fixture, new Set(), english).toolPanel.items.map((item) => item.type);
    expect(tools("us")).toContain("chat");
    expect(tools("cn")).toContain("chat");
    expect(tools("uk")).not.toContain("chat");
  });

  it("gives the homework address only to the sites that offer homework (hk and cn)", () => {
    const homework = (locale: string) => shellForSite(site(locale), fixture, new Set(), english).homeworkUrl;
    expect(homework("hk")).toBe(fixture.homeworkUrl);
    expect(homework("cn")).toBe(fixture.homeworkUrl);
    expect(homework("us")).toBeUndefined();
  });

  it("names everything in the request's language", () => {
    const japanese = shellForSite(site("jp"), fixture, new Set(["/privacy-policy"]), (value) => value.ja);
    expect(japanese.policyLinks[0]!.name).toBe("プライバシーポリシー");
  });
});
