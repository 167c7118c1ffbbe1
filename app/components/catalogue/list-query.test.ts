import { describe, expect, it } from "vitest";
import { catalogueCalls } from "../../../schemas/api/calls/catalogue.js";
import {
  channelGroupOptions,
  clearedFilters,
  DEFAULT_LIST_QUERY,
  filterGroups,
  isNarrowed,
  listHref,
  listSearch,
  type ListQuery,
} from "./list-query.js";
import { listQueryFrom } from "./list-query.server.js";

const query = (change: Partial<ListQuery> = {}): ListQuery => ({ ...DEFAULT_LIST_QUERY, ...change });

describe("the list's query", () => {
  it("defaults to what searchCourses does without them", () => {
    const { pageSize: _size, includeEnded: _ended, ...defaults } = catalogueCalls.searchCourses.request.parse({});
    expect(DEFAULT_LIST_QUERY).toEqual(defaults);
  });

  it("reads every filter, the keyword, the sort and the page from the URL", () => {
    const params = new URLSearchParams(
      "gradeId=105&subjectId=1&termId=2&levelDegreeId=3&platformCombineType=2&channelId=4&channelGroupId=2&courseTypeId=5&keyword=%20AMC%208%20&sort=priceAsc&page=3",
    );
    expect(listQueryFrom(params)).toEqual({
      gradeId: 105,
      subjectId: 1,
      termId: 2,
      levelDegreeId: 3,
      platformCombineType: 2,
      channelId: 4,
      channelGroupId: 2,
      courseTypeId: 5,
      keyword: "AMC 8",
      sort: "priceAsc",
      page: 3,
    });
  });

  it.each([
    ["gradeId=abc", {}],
    ["gradeId=-1", {}],
    ["gradeId=1.5", {}],
    ["gradeId=1e2", {}],
    ["gradeId=", {}],
    ["gradeId=99999999999", {}],
    ["subjectId=3000000000", {}],
    ["sort=cheapest", {}],
    ["page=0", {}],
    ["page=10001", {}],
    ["page=2x", {}],
    [`keyword=${"x".repeat(51)}`, {}],
    ["keyword=a%00b", {}],
    ["gradeId=abc&subjectId=2&page=-4", { subjectId: 2 }],
    ["gradeId=3&gradeId=4", { gradeId: 3 }],
  ])("leaves a bad value at its default: %s", (search, kept) => {
    expect(listQueryFrom(new URLSearchParams(search))).toEqual(query(kept));
  });

  it("writes only what differs from the defaults, in one order, back on the first page", () => {
    const current = query({ subjectId: 1, gradeId: 105, page: 4, sort: "startDate" });
    expect(listSearch(current)).toBe("?gradeId=105&subjectId=1&sort=startDate");
    expect(listSearch(current, { termId: 2 })).toBe("?gradeId=105&subjectId=1&termId=2&sort=startDate");
    expect(listSearch(current, { gradeId: 0 })).toBe("?subjectId=1&sort=startDate");
    expect(listSearch(current, { page: 5 })).toBe("?gradeId=105&subjectId=1&sort=startDate&page=5");
    expect(listSearch(query())).toBe("");
    expect(listHref(query({ keyword: "分数 応用" }))).toBe("/courses/list?keyword=%E5%88%86%E6%95%B0+%E5%BF%9C%E7%94%A8");
  });

  it("keeps the tutoring brand's list at its own address", () => {
    expect(listHref(query({ gradeId: 105, page: 3 }), { page: 4 }, "bm")).toBe("/courses/list-bm?gradeId=105&page=4");
    expect(listHref(query(), {}, "bm")).toBe("/courses/list-bm");
  });

  it("reads back what it writes", () => {
    const current = query({ gradeId: 105, keyword: "fractions & decimals", sort: "priceDesc", page: 2 });
    expect(listQueryFrom(new URLSearchParams(listSearch(current, { page: 2 })))).toEqual(current);
  });

  it("is narrowed by a filter or a keyword, not by the sort or the page; clearing keeps the sort", () => {
    expect(isNarrowed(query({ sort: "priceAsc", page: 3 }))).toBe(false);
    expect(isNarrowed(query({ channelGroupId: 1 }))).toBe(true);
    expect(isNarrowed(query({ keyword: "AMC" }))).toBe(true);
    expect(clearedFilters(query({ gradeId: 105, keyword: "AMC", sort: "priceAsc", page: 3 }))).toEqual(query({ sort: "priceAsc" }));
  });
});

describe("filter options", () => {
  const selectors = {
    grades: [{ id: 0, name: "All" }, { id: 105, name: "Grade 5" }],
    subjects: [{ id: 0, name: "All" }, { id: 1, name: "Math" }],
    terms: [{ id: 0, name: "All" }],
    levelDegrees: [{ id: 0, name: "All" }, { id: 3, name: "Advanced" }],
    platforms: [{ id: 0, name: "All" }, { id: 1, name: "Live" }],
    channels: [{ id: 0, name: "All" }],
    courseTypes: [{ id: 0, name: "All" }, { id: 5, name: "Competition" }],
  };
  const groups = channelGroupOptions([
    { id: 1, name: "Weekly classes", groupId: 1, groupName: "Classes", courseCount: 4 },
    { id: 2, name: "Trial lessons", groupId: 1, groupName: "Classes", courseCount: 1 },
    { id: 3, name: "Holiday camps", groupId: 2, groupName: "Holidays and competitions", courseCount: 2 },
  ]);

  it("takes the channel groups from the channels, once each", () => {
    expect(groups).toEqual([
      { id: 1, name: "Classes" },
      { id: 2, name: "Holidays and competitions" },
    ]);
  });

  it("offers the filters that have options, without ALL (the page writes it), and a chosen one even without", () => {
    const offered = filterGroups(selectors, groups, query({ channelId: 4 }));
    expect(offered.map((group) => group.key)).toEqual(["gradeId", "subjectId", "levelDegreeId", "platformCombineType", "channelGroupId", "channelId", "courseTypeId"]);
    expect(offered[0]!.options).toEqual([{ id: 105, name: "Grade 5" }]);
    expect(offered.find((group) => group.key === "channelId")!.options).toEqual([]);
  });
});
