import type { LoaderFunctionArgs } from "@remix-run/node";
import { describe, expect, it, vi } from "vitest";
import { ApiError, ErrorCode } from "../../../../api/errors.js";
import { fakeApi, type Answers } from "../../../../tests/helpers/render-account.js";
import { fixtureSite } from "../../../../tests/helpers/render-view.js";
import { courseCard } from "../catalogue-test-support.js";

/** The fake API and the site of the request being loaded. */
const current = vi.hoisted(() => ({ api: null as unknown, site: null as unknown }));

vi.mock("../../../lib/api.server.js", () => ({
  requestApi: () => current.api,
  siteForRequest: async () => current.site,
  requestHost: (request: Request) => new URL(request.url).hostname,
}));

const { loader, meta } = await import("../../../routes/courses._index.js");

const channels = [
  { id: 1, name: "Weekly classes", groupId: 1, groupName: "Classes", courseCount: 5 },
  { id: 2, name: "Trial lessons", groupId: 1, groupName: "Classes", courseCount: 0 },
  { id: 4, name: "Competition prep", groupId: 2, groupName: "Holidays and competitions", courseCount: 2 },
  { id: 5, name: "Recorded courses", groupId: 3, groupName: "Self-study and materials", courseCount: 3 },
];
const banner = { resId: 3, url: "/courses/list?channelId=3", target: false, src: "/images/ads/holiday-camp.en.svg" };
const noPage = new ApiError(ErrorCode.NOT_FOUND_OR_ENDED);
const coursesPage = {
  page: {
    id: 207,
    version: 3,
    title: "Courses | Mathwise",
    keywords: "math courses",
    description: "Five math levels.",
    modules: [
      { id: 11, type: 1, componentName: "RichText", componentType: 1, componentData: { html: "<p>Levels</p>" } },
      { id: 12, type: 80, componentName: "CourseList", componentType: 80, componentData: { channelId: 4, gradeId: 0, subjectId: 0, sort: "recommended", count: 2 } },
      { id: 13, type: 1, componentName: "RichText", componentType: 1, componentData: {}, problem: "html is required" },
    ],
  },
};

/** Each channel's cards: the weekly channel has classes, the recorded one none (searchCourses finds classes only). */
function searchAnswer(request: unknown) {
  const { channelId } = request as { channelId: number };
  if (channelId === 5) return { total: 0, page: 1, pageSize: 4, list: [] };
  return { total: channelId === 1 ? 9 : 2, page: 1, pageSize: 4, list: [courseCard({ id: `us-channel-${channelId}-sku` })] };
}

async function load({ search = "", cookie = "", answers = {} }: { search?: string; cookie?: string; answers?: Answers } = {}) {
  const api = fakeApi({ getChannel: { channels }, getCoursesBannerList: { resources: [banner] }, searchCourses: searchAnswer, queryPageData: noPage, ...answers });
  current.api = api.api;
  current.site = fixtureSite("us");
  const request = new Request(`https://us.example.test/courses${search}`, { headers: { cookie } });
  const answer = (await loader({ request, context: {}, params: {} } as unknown as LoaderFunctionArgs)) as unknown as {
    data: Awaited<ReturnType<typeof loader>>["data"];
    init: { headers: Record<string, string> };
  };
  return { ...answer, api };
}

describe("/courses loader", () => {
  it("asks for the shop's channels, the first four classes of each channel with courses, and the ads of the channels it shows", async () => {
    const { data, api } = await load();
    expect(api.callsOf("getChannel")).toEqual([{ hideGroup: true }]);
    // The recorded channel has no classes to show: an ad for it alone would be out of place.
    expect(api.callsOf("getCoursesBannerList")).toEqual([{ locationKey: ["pc-shop_home_screen"], channelIds: [1, 4] }]);
    expect(api.callsOf("searchCourses")).toEqual([1, 4, 5].map((channelId) => ({ channelId, pageSize: 4 })));
    expect(data.banners).toEqual([banner]);
    expect(data.rows.map((row) => [row.channel, row.total, row.cards.map((card) => card.id)])).toEqual([
      [{ id: 1, name: "Weekly classes" }, 9, ["us-channel-1-sku"]],
      [{ id: 4, name: "Competition prep" }, 2, ["us-channel-4-sku"]],
    ]);
  });

  it("shows the shop without ads when the ads are refused (SPEC §8), and sends a lost answer to /error", async () => {
    const { data } = await load({ answers: { getCoursesBannerList: new ApiError(ErrorCode.SYSTEM_ERROR) } });
    expect(data.banners).toEqual([]);
    expect(data.rows).toHaveLength(2);
    const lost = await load({ answers: { getCoursesBannerList: new ApiError(ErrorCode.NETWORK_ERROR) } }).catch((thrown: unknown) => thrown);
    expect((lost as Response).status).toBe(302);
    expect((lost as Response).headers.get("Location")).toBe("/error?status=503");
  });

  it("titles the page in the site's language when there is no builder page at /courses", async () => {
    const { data, api } = await load();
    expect(api.callsOf("queryPageData")).toEqual([{ host: "us.example.test", path: "/courses" }]);
    expect(data.modules).toEqual([]);
    expect(data.title).toBe(`Courses | ${fixtureSite("us").schoolName}`);
    const tags = meta({ data, matches: [{ id: "root", data: { origin: "https://us.example.test" } }] } as never);
    expect(tags).toEqual([
      { title: data.title },
      { name: "description", content: data.description },
      { tagName: "link", rel: "canonical", href: "https://us.example.test/courses" },
    ]);
  });

  it("adds the builder page's modules, resolved, without the broken ones, and takes its title", async () => {
    const { data } = await load({ answers: { queryPageData: coursesPage } });
    expect(data.modules.map((module) => module.id)).toEqual([11, 12]);
    expect(data.modules[1]!.resolved).toEqual({ cards: [courseCard({ id: "us-channel-4-sku" })], total: 2 });
    expect(data).toMatchObject({ title: "Courses | Mathwise", description: "Five math levels.", keywords: "math courses", preview: false });
  });

  it("shows the draft a valid preview sign names as visitors will see it (the broken module left out), never cached nor indexed", async () => {
    const { data, init, api } = await load({ search: "?viewModel=preview&previewSign=signed", answers: { queryPagePreviewData: coursesPage } });
    expect(api.callsOf("queryPagePreviewData")).toEqual([{ host: "us.example.test", path: "/courses", previewSign: "signed" }]);
    expect(data.modules.map((module) => module.id)).toEqual([11, 12]);
    expect(data).toMatchObject({ preview: true, version: 3 });
    expect(init.headers).toEqual({ "Cache-Control": "no-store", "X-Robots-Tag": "noindex" });
    expect(meta({ data, matches: [] } as never)).toContainEqual({ name: "robots", content: "noindex" });
  });

  it("shows the editors' tool's frame every module, the broken one too", async () => {
    const frame = "?viewModel=editor&previewSign=signed&editorOrigin=http%3A%2F%2Fus.example.test";
    const { data, api } = await load({ search: frame, answers: { queryPagePreviewData: coursesPage } });
    expect(api.callsOf("queryPagePreviewData")).toEqual([{ host: "us.example.test", path: "/courses", previewSign: "signed", editorOrigin: "http://us.example.test" }]);
    expect(data.modules.map((module) => module.id)).toEqual([11, 12, 13]);
  });

  it("is never kept by a shared cache: its seats are live", async () => {
    expect((await load()).init.headers["Cache-Control"]).toBe("no-cache");
    expect((await load({ cookie: "_official_token=t-1" })).init.headers["Cache-Control"]).toBe("private, no-store");
  });
});
