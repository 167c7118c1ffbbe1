import { and, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ErrorCode } from "../../api/errors.js";
import { resources } from "../../server/db/schema.js";
import { signInAsStaff, type SignedInStaff } from "../helpers/staff.js";
import { inProcessClient, startTestService, ukContext, usContext, type TestService } from "../helpers/test-service.js";

let running: TestService;
let shown: { first: number; second: number };
let publisher: SignedInStaff;

/** Channels of fixtures/channels.json: holiday camps, competition prep, recorded courses, weekly classes. */
const CAMPS = 3;
const COMPETITIONS = 4;
const RECORDED = 5;
const WEEKLY = 1;

beforeAll(async () => {
  running = await startTestService();
  publisher = await signInAsStaff(running, "publisher", ukContext);
  // The shop's ads of this file only, whatever the fixtures seed.
  await running.store.db.delete(resources).where(inArray(resources.locationKey, ["shop_home", "shop_list"]));
  const ad = (locale: "us" | "uk", locationKey: "shop_home" | "shop_list", sort: number, { active = true, channelIds = [] as number[], name = String(sort) } = {}) => ({
    locale,
    locationKey,
    url: `/courses/list?sort=startDate&from=${locale}-${locationKey}-${name}`,
    newWindow: sort === 2,
    src: `/images/ads/holiday-camp.en.svg`,
    sort,
    active,
    channelIds,
  });
  const rows = await running.store.db
    .insert(resources)
    .values([
      ad("us", "shop_home", 2),
      ad("us", "shop_home", 1),
      ad("us", "shop_home", 3, { active: false }),
      ad("us", "shop_list", 1),
      ad("uk", "shop_home", 1),
      // For some channels only: between and after the ads for every channel, to keep the order.
      ad("us", "shop_home", 1, { channelIds: [CAMPS], name: "camps" }),
      ad("us", "shop_home", 4, { channelIds: [COMPETITIONS, RECORDED], name: "contests" }),
      ad("us", "shop_home", 5, { channelIds: [CAMPS], active: false, name: "old-camps" }),
      ad("us", "shop_list", 2, { channelIds: [CAMPS], name: "camps" }),
      ad("uk", "shop_home", 2, { channelIds: [CAMPS], name: "camps" }),
      ad("uk", "shop_list", 1, { channelIds: [COMPETITIONS], name: "contests" }),
    ])
    .returning({ id: resources.id });
  shown = { second: rows[0]!.id, first: rows[1]!.id };
});
afterAll(async () => {
  await running?.close();
});

const visitor = () => inProcessClient(running);
const bannerUrls = async (channelIds: number[], context = usContext) =>
  (await visitor().call("getCoursesBannerList", { locationKey: ["pc-shop_home_screen"], channelIds }, context)).resources.map((ad) => ad.url);
const home = (locale: string, name: string) => `/courses/list?sort=startDate&from=${locale}-shop_home-${name}`;

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

  it("adds the ads for one of the asked channels to those for every channel, in order; an ad for channels shows with none else", async () => {
    expect(await bannerUrls([CAMPS])).toEqual([home("us", "1"), home("us", "camps"), home("us", "2")]);
    expect(await bannerUrls([RECORDED])).toEqual([home("us", "1"), home("us", "2"), home("us", "contests")]);
    expect(await bannerUrls([WEEKLY, COMPETITIONS, CAMPS])).toEqual([home("us", "1"), home("us", "camps"), home("us", "2"), home("us", "contests")]);
    expect(await bannerUrls([WEEKLY])).toEqual([home("us", "1"), home("us", "2")]);
    expect(await bannerUrls([])).toEqual([home("us", "1"), home("us", "2")]);
  });

  it("never shows another site's ad for the asked channel", async () => {
    expect(await bannerUrls([CAMPS], ukContext)).toEqual([home("uk", "1"), home("uk", "camps")]);
    expect(await bannerUrls([CAMPS])).not.toContain(home("uk", "camps"));
    expect(await bannerUrls([COMPETITIONS], ukContext)).toEqual([home("uk", "1")]);
  });

  it("accepts the shop's channels and answers 4003 for a channel there is none of", async () => {
    const { channels } = await visitor().call("getChannel", { hideGroup: true }, usContext);
    const channelIds = channels.map((channel) => channel.id);
    const withChannels = await visitor().call("getCoursesBannerList", { locationKey: ["pc-shop_home_screen"], channelIds: [...channelIds, channelIds[0]!] }, usContext);
    expect(withChannels.resources).toHaveLength(4);
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
  const listUrls = async (channelIds: number[] | undefined, context = usContext) =>
    (await visitor().call("queryResourceByLocation", [{ locationKey: "shop_list", channelIds }], context))[0]!.resources.map((ad) => ad.url);

  it("are the site's shop_list resources, apart from the shop home's", async () => {
    const [shopList] = await visitor().call("queryResourceByLocation", [{ locationKey: "shop_list" }], usContext);
    expect(shopList!.resources.map((ad) => ad.url)).toEqual(["/courses/list?sort=startDate&from=us-shop_list-1"]);
  });

  it("follow the list's channels like the shop home's, site by site", async () => {
    expect(await listUrls([CAMPS])).toEqual(["/courses/list?sort=startDate&from=us-shop_list-1", "/courses/list?sort=startDate&from=us-shop_list-camps"]);
    expect(await listUrls([COMPETITIONS])).toEqual(["/courses/list?sort=startDate&from=us-shop_list-1"]);
    expect(await listUrls([COMPETITIONS], ukContext)).toEqual(["/courses/list?sort=startDate&from=uk-shop_list-contests"]);
    expect(await listUrls([CAMPS], ukContext)).toEqual([]);
  });

  it("answer 4003 for a channel there is none of, and refuse too many channels naming the field", async () => {
    await expect(listUrls([CAMPS, 999_999])).rejects.toMatchObject({ code: ErrorCode.NOT_FOUND_OR_ENDED });
    await expect(listUrls(Array.from({ length: 51 }, (_, index) => index + 1))).rejects.toMatchObject({
      code: ErrorCode.INVALID_INPUT,
      message: expect.stringContaining("channelIds"),
    });
  });
});

describe("an ad's channels in the editors' tool", () => {
  const ukShopAds = () =>
    running.store.db
      .select()
      .from(resources)
      .where(and(eq(resources.locale, "uk"), eq(resources.locationKey, "shop_home")));
  const newAd = { locale: "uk", locationKey: "shop_home", url: "/courses/list?channelId=4", src: "/images/ads/competition-prep.en.svg" } as const;

  it("lists the shop's channels to choose from, in the shop's order and the editor's language", async () => {
    const { channels } = await publisher.api.call("adminListResources", { locale: "uk" }, publisher.call);
    expect(channels.map((channel) => channel.id)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(channels.find((channel) => channel.id === COMPETITIONS)!.name).toBe("Competition prep");
  });

  it("saves the channels an ad is for, once each, and the ad shows with those channels only", async () => {
    const { id } = await publisher.api.call("adminSaveResource", { ...newAd, channelIds: [COMPETITIONS, CAMPS, COMPETITIONS] }, publisher.call);
    const { list } = await publisher.api.call("adminListResources", { locale: "uk" }, publisher.call);
    expect(list.find((row) => row.id === id)!.channelIds).toEqual([CAMPS, COMPETITIONS]);
    expect(await bannerUrls([COMPETITIONS], ukContext)).toContain(newAd.url);
    expect(await bannerUrls([WEEKLY], ukContext)).not.toContain(newAd.url);
    // Back to every channel.
    await publisher.api.call("adminSaveResource", { ...newAd, id, channelIds: [] }, publisher.call);
    expect(await bannerUrls([WEEKLY], ukContext)).toContain(newAd.url);
    await publisher.api.call("adminDeleteResource", { id }, publisher.call);
  });

  it("refuses a channel there is none of, naming the field, and writes nothing", async () => {
    const before = await ukShopAds();
    await expect(publisher.api.call("adminSaveResource", { ...newAd, channelIds: [CAMPS, 999_999] }, publisher.call)).rejects.toMatchObject({
      code: ErrorCode.INVALID_INPUT,
      message: expect.stringMatching(/^channelIds: .*999999/),
    });
    const camps = before.find((row) => row.url === home("uk", "camps"))!;
    await expect(
      publisher.api.call("adminSaveResource", { ...newAd, id: camps.id, url: "/changed", channelIds: [999_999] }, publisher.call),
    ).rejects.toMatchObject({ code: ErrorCode.INVALID_INPUT, message: expect.stringContaining("channelIds") });
    expect(await ukShopAds()).toEqual(before);
  });

  it("refuses channels for an ad outside the shop, naming the field", async () => {
    const homeAd = { ...newAd, locationKey: "home" as const, channelIds: [CAMPS] };
    await expect(publisher.api.call("adminSaveResource", homeAd, publisher.call)).rejects.toMatchObject({
      code: ErrorCode.INVALID_INPUT,
      message: expect.stringContaining("channelIds"),
    });
    const homeAds = await running.store.db.select().from(resources).where(and(eq(resources.locale, "uk"), eq(resources.url, newAd.url)));
    expect(homeAds).toEqual([]);
  });
});
