import { inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ErrorCode } from "../../api/errors.js";
import { resources } from "../../server/db/schema.js";
import { inProcessClient, startTestService, ukContext, usContext, type TestService } from "../helpers/test-service.js";

let running: TestService;
let shown: { first: number; second: number };

beforeAll(async () => {
  running = await startTestService();
  // The shop's ads of this file only, whatever the fixtures seed.
  await running.store.db.delete(resources).where(inArray(resources.locationKey, ["shop_home", "shop_list"]));
  const ad = (locale: "us" | "uk", locationKey: "shop_home" | "shop_list", sort: number, active = true) => ({
    locale,
    locationKey,
    url: `/courses/list?sort=startDate&from=${locale}-${locationKey}-${sort}`,
    newWindow: sort === 2,
    src: `/images/ads/holiday-camp.en.svg`,
    sort,
    active,
  });
  const rows = await running.store.db
    .insert(resources)
    .values([ad("us", "shop_home", 2), ad("us", "shop_home", 1), ad("us", "shop_home", 3, false), ad("us", "shop_list", 1), ad("uk", "shop_home", 1)])
    .returning({ id: resources.id });
  shown = { second: rows[0]!.id, first: rows[1]!.id };
});
afterAll(async () => {
  await running?.close();
});

const visitor = () => inProcessClient(running);

describe("getCoursesBannerList", () => {
  it("answers the site's active shop home ads in order, as resources, for any screen prefix", async () => {
    const { resources: ads } = await visitor().call("getCoursesBannerList", { locationKey: ["pc-shop_home_screen"] }, usContext);
    expect(ads).toEqual([
      { resId: shown.first, url: "/courses/list?sort=startDate&from=us-shop_home-1", target: false, src: "/images/ads/holiday-camp.en.svg" },
      { resId: shown.second, url: "/courses/list?sort=startDate&from=us-shop_home-2", target: true, src: "/images/ads/holiday-camp.en.svg" },
    ]);
    const both = await visitor().call("getCoursesBannerList", { locationKey: ["pc-shop_home_screen", "h5-shop_home_screen"] }, usContext);
    expect(both.resources).toEqual(ads);
  });

  it("keeps each site's ads to itself", async () => {
    const { resources: ads } = await visitor().call("getCoursesBannerList", { locationKey: ["pc-shop_home_screen"] }, ukContext);
    expect(ads.map((ad) => ad.url)).toEqual(["/courses/list?sort=startDate&from=uk-shop_home-1"]);
  });

  it("accepts the shop's channels and answers 4003 for a channel there is none of", async () => {
    const { channels } = await visitor().call("getChannel", { hideGroup: true }, usContext);
    const channelIds = channels.map((channel) => channel.id);
    const withChannels = await visitor().call("getCoursesBannerList", { locationKey: ["pc-shop_home_screen"], channelIds: [...channelIds, channelIds[0]!] }, usContext);
    expect(withChannels.resources).toHaveLength(2);
    await expect(
      visitor().call("getCoursesBannerList", { locationKey: ["pc-shop_home_screen"], channelIds: [channelIds[0]!, 999_999] }, usContext),
    ).rejects.toMatchObject({ code: ErrorCode.NOT_FOUND_OR_ENDED });
  });

  it("refuses a key of another location, and too many keys or channels, naming the field", async () => {
    for (const locationKey of [["shop_home"], ["pc-shop_list_screen"], ["-shop_home_screen"], ["PC-shop_home_screen"], []]) {
      await expect(visitor().call("getCoursesBannerList", { locationKey }, usContext)).rejects.toMatchObject({
        code: ErrorCode.INVALID_INPUT,
        message: expect.stringContaining("locationKey"),
      });
    }
    await expect(
      visitor().call("getCoursesBannerList", { locationKey: Array.from({ length: 5 }, () => "pc-shop_home_screen") }, usContext),
    ).rejects.toMatchObject({ code: ErrorCode.INVALID_INPUT, message: expect.stringContaining("locationKey") });
    await expect(
      visitor().call("getCoursesBannerList", { locationKey: ["pc-shop_home_screen"], channelIds: Array.from({ length: 51 }, (_, index) => index + 1) }, usContext),
    ).rejects.toMatchObject({ code: ErrorCode.INVALID_INPUT, message: expect.stringContaining("channelIds") });
  });
});

describe("the shop list's ads", () => {
  it("are the site's shop_list resources, apart from the shop home's", async () => {
    const [shopList] = await visitor().call("queryResourceByLocation", [{ locationKey: "shop_list" }], usContext);
    expect(shopList!.resources.map((ad) => ad.url)).toEqual(["/courses/list?sort=startDate&from=us-shop_list-1"]);
  });
});
