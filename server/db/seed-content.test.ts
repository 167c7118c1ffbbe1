import { describe, expect, it } from "vitest";
import { siteOf } from "../../tests/helpers/test-sites.js";
import { localizeFixture } from "./seed-content.js";

describe("localizeFixture", () => {
  it("picks the language's text and fills the site's values", () => {
    const us = siteOf("us");
    expect(localizeFixture({ title: { $t: { en: "Call {phone}", fr: "Appelez le {phone}" } } }, "en", us)).toEqual({ title: `Call ${us.contact.phone}` });
  });

  it("keeps an item marked $onlySites on the sites it names, without the mark", () => {
    const links = [{ url: "/courses" }, { url: "/inperson", $onlySites: ["us", "uk"] }];
    expect(localizeFixture(links, "en", siteOf("us"))).toEqual([{ url: "/courses" }, { url: "/inperson" }]);
    expect(localizeFixture(links, "en", siteOf("jp"))).toEqual([{ url: "/courses" }]);
  });
});
