import { describe, expect, it, vi } from "vitest";
import type { SiteApi } from "../../api/site-api-context.js";
import { adminSite, pageSummary } from "../../tests/helpers/render-admin.js";
import { openPageByAddress } from "./open-page-by-address.server.js";

const sites = [{ ...adminSite("uk", "Mathwise Academy United Kingdom"), hosts: ["uk.mathwise.example", "uk.localhost"] }];

function adminWithPages(paths: string[]): SiteApi {
  const call = vi.fn(async () => ({ list: paths.map((path, index) => pageSummary({ id: 40 + index, path })) }));
  return { api: { call } as unknown as SiteApi["api"], call: { header: { schoolCode: "440", timezone: "Europe/London" }, countryCode: "GB", channelCode: "web-uk" } };
}

async function redirectOf(work: Promise<unknown>): Promise<string | null> {
  try {
    await work;
    return null;
  } catch (thrown) {
    return (thrown as Response).headers.get("Location");
  }
}

describe("openPageByAddress", () => {
  it("opens the editor of the page at the address's site and path", async () => {
    expect(await redirectOf(openPageByAddress(adminWithPages(["/", "/faq"]), sites, "http://uk.localhost:3000/faq/"))).toBe("/admin/pages/41");
  });

  it("leads to the site's pages with the path ready for a new page when there is none", async () => {
    expect(await redirectOf(openPageByAddress(adminWithPages(["/"]), sites, "uk.mathwise.example/open day"))).toBe(
      "/admin/sites/uk?newPath=%2Fopen%20day",
    );
  });

  it("says when no site answers at the host, or the text is no address", async () => {
    await expect(openPageByAddress(adminWithPages([]), sites, "fr.example/faq")).resolves.toEqual({ problem: "unknownHost", host: "fr.example" });
    await expect(openPageByAddress(adminWithPages([]), sites, "/faq")).resolves.toEqual({ problem: "invalid" });
  });
});
