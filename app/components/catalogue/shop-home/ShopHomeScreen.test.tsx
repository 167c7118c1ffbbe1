// @vitest-environment happy-dom
import { cleanup, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import type { AdResource } from "../../../../component-registry/ad-slot/ads.js";
import { ApiError, ErrorCode } from "../../../../api/errors.js";
import { fakeApi, renderAccount, type Answers } from "../../../../tests/helpers/render-account.js";
import { fixtureSite } from "../../../../tests/helpers/render-view.js";
import { courseCard } from "../catalogue-test-support.js";
import { CourseRowViews } from "./CourseRowViews.js";
import { ShopHomeScreen, type ShopHomeData } from "./ShopHomeScreen.js";
import { ShopListAds } from "./ShopListAds.js";

afterEach(cleanup);

const ad = (resId: number): AdResource => ({ resId, url: `/courses/list?channelId=3&ad=${resId}`, target: false, src: `/images/ads/holiday-camp.en.svg` });

const rows: ShopHomeData["rows"] = [
  {
    channel: { id: 1, name: "Weekly classes" },
    total: 9,
    cards: [courseCard({ id: "us-grade4-problem-solving-online-sku", title: "Grade 4 Problem Solving" }), courseCard({ id: "us-k2-number-sense-irvine-sku", title: "K–2 Number Sense" })],
  },
  { channel: { id: 4, name: "Competition prep" }, total: 1, cards: [courseCard()] },
];

function renderShopHome(data: Partial<ShopHomeData> = {}, answers: Answers = {}) {
  const props: ShopHomeData = { banners: [ad(1), ad(2)], rows, modules: [], preview: false, ...data };
  const api = fakeApi(answers);
  // The root's ModuleScope gives builder modules the card row; here, as there.
  const screenWithRow = (
    <CourseRowViews>
      <ShopHomeScreen {...props} />
    </CourseRowViews>
  );
  return { ...renderAccount(screenWithRow, { api: api.api, path: "/courses", site: fixtureSite("us") }), ...api };
}

const channelNav = () => screen.getByRole("navigation", { name: "Browse by channel" });
const rowOf = (name: string) => screen.getByRole("region", { name });

describe("ShopHomeScreen", () => {
  it("titles the page and shows the shop home's ads in the ad slot, the first one first", () => {
    renderShopHome();
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Courses");
    const ads = screen.getByRole("complementary", { name: "Advertisement" });
    expect(within(ads).getByRole("link").getAttribute("href")).toBe("/courses/list?channelId=3&ad=1");
    expect(within(ads).getByRole("button", { name: "Pause the ads" })).toBeTruthy();
  });

  it("shows no ad slot when the shop home has no ads", () => {
    renderShopHome({ banners: [] });
    expect(screen.queryByRole("complementary")).toBeNull();
  });

  it("links every channel with classes to the list of that channel, after all classes", () => {
    renderShopHome();
    expect(within(channelNav()).getAllByRole("link").map((link) => [link.textContent, link.getAttribute("href")])).toEqual([
      ["All classes", "/courses/list"],
      ["Weekly classes", "/courses/list?channelId=1"],
      ["Competition prep", "/courses/list?channelId=4"],
    ]);
  });

  it("shows a row of class cards per channel with a link to all of its classes", () => {
    renderShopHome();
    const weekly = rowOf("Weekly classes");
    expect(within(weekly).getAllByRole("heading", { level: 3 }).map((heading) => heading.textContent)).toEqual(["Grade 4 Problem Solving", "K–2 Number Sense"]);
    expect(within(weekly).getAllByRole("article")).toHaveLength(2);
    expect(within(weekly).getByRole("link", { name: "See all (9)" }).getAttribute("href")).toBe("/courses/list?channelId=1");
    const competition = rowOf("Competition prep");
    expect(within(competition).getByRole("link", { name: "AMC 8 Competition Prep" }).getAttribute("href")).toBe("/courses/detail/us-amc8-prep-online-sku");
    expect(within(competition).getByRole("link", { name: "See all (1)" }).getAttribute("href")).toBe("/courses/list?channelId=4");
  });

  it("says so when no channel has a class open, and still offers the whole list", () => {
    renderShopHome({ rows: [] });
    expect(screen.getByText("No class is open for enrolment at the moment.")).toBeTruthy();
    expect(within(channelNav()).getByRole("link", { name: "All classes" }).getAttribute("href")).toBe("/courses/list");
    expect(screen.queryByRole("article")).toBeNull();
  });

  it("shows the builder page's course list below with the catalogue's cards", async () => {
    renderShopHome({
      rows: [],
      modules: [
        {
          id: 31,
          type: 80,
          componentName: "CourseList",
          componentType: 80,
          componentData: { title: "Summer picks", channelId: 3, gradeId: 0, subjectId: 0, sort: "startDate", count: 4 },
          resolved: { cards: [courseCard({ title: "Summer Math Camp" })], total: 5 },
        },
      ],
    });
    const picks = await screen.findByRole("region", { name: "Summer picks" });
    expect(within(picks).getByRole("link", { name: "Summer Math Camp" })).toBeTruthy();
    expect(within(picks).getByRole("link", { name: "See all (5)" }).getAttribute("href")).toBe("/courses/list?channelId=3&sort=startDate");
  });

  it("speaks the site's language", () => {
    renderAccount(<ShopHomeScreen banners={[]} rows={rows} modules={[]} preview={false} />, { path: "/courses", site: fixtureSite("jp") });
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("コース");
    expect(screen.getByRole("navigation", { name: "カテゴリから探す" })).toBeTruthy();
    expect(screen.getAllByRole("link", { name: /^すべて見る/ }).map((link) => link.textContent)).toEqual(["すべて見る（9件）", "すべて見る（1件）"]);
  });
});

describe("ShopListAds", () => {
  it("asks for the shop list's ads of the list's channels and shows them in a slot of the list's height", async () => {
    const api = fakeApi({ queryResourceByLocation: [{ locationKey: "shop_list", resources: [ad(7)] }] });
    const { container } = renderAccount(<ShopListAds channelIds={[3]} />, { api: api.api, path: "/courses/list" });
    const link = await screen.findByRole("link");
    expect(link.getAttribute("href")).toBe("/courses/list?channelId=3&ad=7");
    expect(api.callsOf("queryResourceByLocation")).toEqual([[{ locationKey: "shop_list", channelIds: [3] }]]);
    expect((container.querySelector(".ad-slot") as HTMLElement).style.height).toBe("120px");
  });

  it("shows nothing when there are none or the call is refused", async () => {
    const api = fakeApi({ queryResourceByLocation: new ApiError(ErrorCode.SYSTEM_ERROR) });
    const { container } = renderAccount(<ShopListAds channelIds={[]} />, { api: api.api, path: "/courses/list" });
    await waitFor(() => expect(api.callsOf("queryResourceByLocation")).toHaveLength(1));
    expect(container.querySelector(".ad-slot")).toBeNull();
  });
});
