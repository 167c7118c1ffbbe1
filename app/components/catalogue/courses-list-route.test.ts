import type { LoaderFunctionArgs } from "@remix-run/node";
import { describe, expect, it, vi } from "vitest";
import { fakeApi } from "../../../tests/helpers/render-account.js";
import { fixtureSite } from "../../../tests/helpers/render-view.js";
import { courseCard } from "./catalogue-test-support.js";

/** The fake API and the site of the request being loaded. */
const current = vi.hoisted(() => ({ api: null as unknown, site: null as unknown }));

vi.mock("../../lib/api.server.js", () => ({ requestApi: () => current.api, siteForRequest: async () => current.site }));

const { loader, meta } = await import("../../routes/courses.list.js");
const brandList = await import("../../routes/courses.list-bm.js");

const selectors = { grades: [{ id: 0, name: "All" }], subjects: [], terms: [], levelDegrees: [], platforms: [], channels: [], courseTypes: [] };

/** The loader's answer for a URL, with the fake API it called. */
async function load(search: string, total = 30, cookie = "", locale = "uk") {
  const api = fakeApi({
    searchCourses: { total, page: 1, pageSize: 12, list: [courseCard()] },
    queryCourseSelectors: selectors,
    getChannel: { channels: [{ id: 1, name: "Weekly classes", groupId: 1, groupName: "Classes", courseCount: 3 }] },
    searchProducts: { total: 1, page: 1, pageSize: 8, list: [courseCard({ id: "uk-maths-workbook", kind: "goods" })] },
  });
  current.api = api.api;
  current.site = fixtureSite(locale);
  const request = new Request(`https://uk.example.test/courses/list${search}`, { headers: { cookie } });
  const answer = (await loader({ request, context: {}, params: {} } as unknown as LoaderFunctionArgs)) as unknown as {
    data: Awaited<ReturnType<typeof loader>>["data"];
    init: { headers: Record<string, string> };
  };
  return { ...answer, api };
}

describe("/courses/list loader", () => {
  it("asks for the cards, the filter options and the channels with the URL's filters", async () => {
    const { data, api } = await load("?gradeId=105&subjectId=1&keyword=fractions&sort=priceAsc&page=2");
    const filters = { gradeId: 105, subjectId: 1, termId: 0, levelDegreeId: 0, platformCombineType: 0, channelId: 0, channelGroupId: 0, courseTypeId: 0, keyword: "fractions" };
    expect(api.callsOf("searchCourses")).toEqual([{ ...filters, sort: "priceAsc", page: 2, pageSize: 12 }]);
    expect(api.callsOf("queryCourseSelectors")).toEqual([filters]);
    expect(api.callsOf("getChannel")).toEqual([{ hideGroup: true }]);
    expect(data.channelGroups).toEqual([{ id: 1, name: "Classes" }]);
    expect(data.total).toBe(30);
  });

  it("asks for the recorded courses, goods and bundles of a keyword on the first page only", async () => {
    const first = await load("?keyword=fractions");
    expect(first.api.callsOf("searchProducts")).toEqual([{ keyword: "fractions", pageSize: 8 }]);
    expect(first.data.products).toEqual({ total: 1, list: [expect.objectContaining({ id: "uk-maths-workbook" })] });
    const second = await load("?keyword=fractions&page=2");
    expect(second.api.callsOf("searchProducts")).toEqual([]);
    expect(second.data.products).toEqual({ total: 0, list: [] });
    expect((await load("")).api.callsOf("searchProducts")).toEqual([]);
  });

  it("gives the shop list's ads the list's channel (decision 0022)", async () => {
    expect((await load("?channelId=3")).data.adChannelIds).toEqual([3]);
    expect((await load("")).data.adChannelIds).toEqual([]);
  });

  it("ignores values the catalogue would refuse instead of failing", async () => {
    const { data, api } = await load("?gradeId=grade5&subjectId=-2&sort=cheap&page=0&keyword=" + "x".repeat(80));
    expect(api.callsOf("searchCourses")).toEqual([
      { gradeId: 0, subjectId: 0, termId: 0, levelDegreeId: 0, platformCombineType: 0, channelId: 0, channelGroupId: 0, courseTypeId: 0, keyword: "", sort: "recommended", page: 1, pageSize: 12 },
    ]);
    expect(data.canonicalPath).toBe("/courses/list");
  });

  it("sends a page past the last one to the last", async () => {
    const answer = await load("?subjectId=1&page=9", 30).catch((thrown: unknown) => thrown);
    expect(answer).toBeInstanceOf(Response);
    expect((answer as Response).status).toBe(302);
    expect((answer as Response).headers.get("Location")).toBe("/courses/list?subjectId=1&page=3");
  });

  it("titles the page in the site's language and points every page of a list to its first", async () => {
    const school = fixtureSite("hk").schoolName;
    const { data } = await load("?subjectId=1&page=2", 30, "", "hk");
    expect(data.title).toBe(`課程 | ${school}`);
    expect(data.description).toBe(`按年級、科目、學期、程度及上課形式瀏覽${school}的課程，查看日期、價格及餘額。`);
    expect(data.canonicalPath).toBe("/courses/list?subjectId=1");
    const tags = meta({ data, matches: [{ id: "root", data: { origin: "https://hk.example.test" } }] } as never);
    expect(tags).toEqual([
      { title: data.title },
      { name: "description", content: data.description },
      { tagName: "link", rel: "canonical", href: "https://hk.example.test/courses/list?subjectId=1" },
    ]);
  });

  it("is never kept by a shared cache: its seats are live", async () => {
    expect((await load("")).init.headers["Cache-Control"]).toBe("no-cache");
    expect((await load("", 30, "_official_token=t-1")).init.headers["Cache-Control"]).toBe("private, no-store");
  });
});

describe("/courses/list-bm loader", () => {
  async function loadBrand(search: string, total = 30) {
    current.api = fakeApi({
      searchCourses: { total, page: 1, pageSize: 12, list: [courseCard()] },
      queryCourseSelectors: selectors,
      getChannel: { channels: [] },
    }).api;
    current.site = fixtureSite("bmus");
    const request = new Request(`https://us.brightminds.example/courses/list-bm${search}`);
    return brandList.loader({ request, context: {}, params: {} } as unknown as LoaderFunctionArgs);
  }

  it("points every page of a list to its first, at the -bm address", async () => {
    const answer = (await loadBrand("?gradeId=105&page=2")) as unknown as { data: { family: string; canonicalPath: string } };
    expect(answer.data.family).toBe("bm");
    expect(answer.data.canonicalPath).toBe("/courses/list-bm?gradeId=105");
    const tags = brandList.meta({ data: answer.data, matches: [{ id: "root", data: { origin: "https://us.brightminds.example" } }] } as never);
    expect(tags).toContainEqual({ tagName: "link", rel: "canonical", href: "https://us.brightminds.example/courses/list-bm?gradeId=105" });
  });

  it("sends a page past the last one to the last, staying at -bm", async () => {
    const answer = await loadBrand("?page=9", 13).catch((thrown: unknown) => thrown);
    expect((answer as Response).headers.get("Location")).toBe("/courses/list-bm?page=2");
  });
});
