// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { COURSE_SORTS } from "../../../schemas/api/calls/catalogue.js";
import { renderAccount, type RenderAccountOptions } from "../../../tests/helpers/render-account.js";
import { fixtureSite } from "../../../tests/helpers/render-view.js";
import { courseCard } from "./catalogue-test-support.js";
import { CourseListScreen, type CourseListData } from "./CourseListScreen.js";
import { DEFAULT_LIST_QUERY } from "./list-query.js";
import { PathFamilyContext } from "./use-path-family.js";

afterEach(cleanup);

const selectors: CourseListData["selectors"] = {
  grades: [
    { id: 0, name: "All" },
    { id: 105, name: "Grade 5" },
    { id: 106, name: "Grade 6" },
  ],
  subjects: [
    { id: 0, name: "All" },
    { id: 1, name: "Math" },
    { id: 4, name: "Coding" },
  ],
  terms: [{ id: 0, name: "All" }],
  levelDegrees: [{ id: 0, name: "All" }],
  platforms: [
    { id: 0, name: "All" },
    // The service names formats by number; the screen translates them.
    { id: 1, name: "1" },
  ],
  channels: [{ id: 0, name: "All" }],
  courseTypes: [{ id: 0, name: "All" }],
};

const noProducts: CourseListData["products"] = { total: 0, list: [] };

function renderList(data: Partial<CourseListData> = {}, pages: RenderAccountOptions["pages"] = []) {
  const props: CourseListData = {
    query: { ...DEFAULT_LIST_QUERY, gradeId: 105, subjectId: 1, sort: "priceAsc", page: 2 },
    sorts: COURSE_SORTS,
    total: 30,
    list: [courseCard(), courseCard({ id: "us-amc8-prep-cupertino-sku", title: "AMC 8 Competition Prep (Cupertino)" })],
    products: noProducts,
    selectors,
    channelGroups: [
      { id: 1, name: "Classes" },
      { id: 2, name: "Holidays and competitions" },
    ],
    ...data,
  };
  return renderAccount(<CourseListScreen {...props} />, { path: "/courses/list", site: fixtureSite("us"), pages });
}

const filter = (name: string) => screen.getByRole("region", { name });
const hrefOf = (element: HTMLElement) => element.getAttribute("href");

describe("CourseListScreen", () => {
  it("offers each filter's options as links that keep the other filters and the sort, back on page 1", () => {
    renderList();
    const grade = filter("Grade");
    expect(within(grade).getAllByRole("link").map((link) => [link.textContent, hrefOf(link)])).toEqual([
      ["All", "/courses/list?subjectId=1&sort=priceAsc"],
      ["Grade 5", "/courses/list?gradeId=105&subjectId=1&sort=priceAsc"],
      ["Grade 6", "/courses/list?gradeId=106&subjectId=1&sort=priceAsc"],
    ]);
    expect(within(grade).getByRole("link", { name: "Grade 5" }).getAttribute("aria-current")).toBe("true");
    expect(within(grade).getByRole("link", { name: "Grade 6" }).getAttribute("aria-current")).toBeNull();
    expect(hrefOf(within(filter("Subject")).getByRole("link", { name: "Coding" }))).toBe("/courses/list?gradeId=105&subjectId=4&sort=priceAsc");
    expect(hrefOf(within(filter("Category")).getByRole("link", { name: "Holidays and competitions" }))).toBe(
      "/courses/list?gradeId=105&subjectId=1&channelGroupId=2&sort=priceAsc",
    );
    expect(hrefOf(within(filter("Format")).getByRole("link", { name: "Live online" }))).toBe(
      "/courses/list?gradeId=105&subjectId=1&platformCombineType=1&sort=priceAsc",
    );
  });

  it("leaves out filters with nothing to choose and offers to clear the chosen ones", () => {
    renderList();
    expect(screen.queryByRole("region", { name: "Term" })).toBeNull();
    expect(screen.queryByRole("region", { name: "Programme" })).toBeNull();
    expect(hrefOf(within(screen.getByRole("navigation", { name: "Filters" })).getByRole("link", { name: "Clear filters" }))).toBe(
      "/courses/list?sort=priceAsc",
    );
  });

  it("searches with a GET form that keeps the filters, with the sort beside it", () => {
    renderList({ query: { ...DEFAULT_LIST_QUERY, gradeId: 105, keyword: "AMC", sort: "startDate" } });
    const form = screen.getByRole("search") as HTMLFormElement;
    expect(form.getAttribute("method")).toBe("get");
    expect(form.getAttribute("action")).toBe("/courses/list");
    expect([...new FormData(form)]).toEqual([
      ["gradeId", "105"],
      ["keyword", "AMC"],
      ["sort", "startDate"],
    ]);
    const sort = screen.getByRole("combobox", { name: "Sort by" });
    expect(within(sort).getAllByRole("option").map((option) => option.textContent)).toEqual([
      "Recommended",
      "Start date",
      "Price: low to high",
      "Price: high to low",
    ]);
    expect(screen.getByRole("searchbox", { name: "Search classes" })).toBeTruthy();
  });

  it("says how many classes were found and shows them as cards", () => {
    renderList();
    expect(screen.getByRole("status").textContent).toBe("Classes found: 30");
    expect(screen.getAllByRole("article").map((card) => within(card).getByRole("heading", { level: 3 }).textContent)).toEqual([
      "AMC 8 Competition Prep",
      "AMC 8 Competition Prep (Cupertino)",
    ]);
  });

  it("links the other pages of the same list", () => {
    renderList();
    const paging = screen.getByRole("navigation", { name: "Pages" });
    expect(within(paging).getAllByRole("link").map((link) => [link.textContent, hrefOf(link)])).toEqual([
      ["Previous", "/courses/list?gradeId=105&subjectId=1&sort=priceAsc"],
      ["1", "/courses/list?gradeId=105&subjectId=1&sort=priceAsc"],
      ["2", "/courses/list?gradeId=105&subjectId=1&sort=priceAsc&page=2"],
      ["3", "/courses/list?gradeId=105&subjectId=1&sort=priceAsc&page=3"],
      ["Next", "/courses/list?gradeId=105&subjectId=1&sort=priceAsc&page=3"],
    ]);
    expect(within(paging).getByRole("link", { name: "Page 2" }).getAttribute("aria-current")).toBe("page");
  });

  it("builds a choice made while the previous one loads on that one, and marks it chosen", async () => {
    // The next list never arrives: the page stays on its way to it.
    const { router } = renderList({ query: { ...DEFAULT_LIST_QUERY }, channelGroups: [] }, [{ path: "courses/list", loader: () => new Promise<never>(() => {}), element: null }]);
    fireEvent.click(within(filter("Grade")).getByRole("link", { name: "Grade 6" }));
    await waitFor(() => expect(router.state.navigation.state).toBe("loading"));
    await waitFor(() => expect(within(filter("Grade")).getByRole("link", { name: "Grade 6" }).getAttribute("aria-current")).toBe("true"));
    expect(hrefOf(within(filter("Subject")).getByRole("link", { name: "Coding" }))).toBe("/courses/list?gradeId=106&subjectId=4");
    expect([...new FormData(screen.getByRole("search") as HTMLFormElement)]).toEqual([
      ["gradeId", "106"],
      ["keyword", ""],
      ["sort", "recommended"],
    ]);
  });

  it("has no paging for one page", () => {
    renderList({ total: 2, query: { ...DEFAULT_LIST_QUERY } });
    expect(screen.queryByRole("navigation", { name: "Pages" })).toBeNull();
  });

  it("says when nothing matches and offers to clear the filters", () => {
    renderList({ total: 0, list: [], query: { ...DEFAULT_LIST_QUERY, subjectId: 4, keyword: "robots" } });
    expect(screen.getByRole("status").textContent).toBe("Classes found: 0");
    expect(screen.getByText("No class matches your search.")).toBeTruthy();
    const results = screen.getByRole("region", { name: "Classes" });
    expect(hrefOf(within(results).getByRole("link", { name: "Clear filters" }))).toBe("/courses/list");
    expect(screen.queryByRole("article")).toBeNull();
  });

  it("shows the recorded courses, goods and bundles a keyword found above the classes, with how many there are", () => {
    const workbook = courseCard({ id: "us-amc8-workbook", kind: "goods", title: "AMC 8 Practice Workbook" });
    renderList({ query: { ...DEFAULT_LIST_QUERY, keyword: "amc" }, products: { total: 9, list: [workbook] } });
    const products = screen.getByRole("region", { name: "Recorded courses, materials and bundles" });
    expect(within(products).getByText("Showing 1 of 9")).toBeTruthy();
    expect(within(products).getByRole("heading", { name: "AMC 8 Practice Workbook" })).toBeTruthy();
    expect(within(screen.getByRole("region", { name: "Classes" })).queryByRole("heading", { name: "AMC 8 Practice Workbook" })).toBeNull();
    cleanup();
    renderList();
    expect(screen.queryByRole("region", { name: "Recorded courses, materials and bundles" })).toBeNull();
  });

  it("offers no clearing when nothing was chosen", () => {
    renderList({ total: 0, list: [], query: { ...DEFAULT_LIST_QUERY } });
    expect(screen.queryByRole("link", { name: "Clear filters" })).toBeNull();
  });

  it("speaks the site's language", () => {
    renderAccount(
      <CourseListScreen
        query={{ ...DEFAULT_LIST_QUERY, page: 1 }}
        sorts={COURSE_SORTS}
        total={1}
        list={[courseCard()]}
        products={noProducts}
        selectors={selectors}
        channelGroups={[]}
      />,
      { path: "/courses/list", site: fixtureSite("jp") },
    );
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("コースを探す");
    expect(screen.getByRole("status").textContent).toBe("該当コース：1件");
    expect(within(filter("学年")).getAllByRole("link")[0]!.textContent).toBe("すべて");
  });

  describe("in the tutoring brand's addresses (/courses/list-bm)", () => {
    function renderBrandList(data: Partial<CourseListData> = {}) {
      const props: CourseListData = {
        query: { ...DEFAULT_LIST_QUERY, gradeId: 105, page: 2 },
        sorts: COURSE_SORTS,
        total: 30,
        list: [courseCard({ id: "bmus-algebra-sku", title: "Algebra Foundations" })],
        products: noProducts,
        selectors,
        channelGroups: [{ id: 1, name: "Classes" }],
        ...data,
      };
      return renderAccount(
        <PathFamilyContext.Provider value="bm">
          <CourseListScreen {...props} />
        </PathFamilyContext.Provider>,
        { path: "/courses/list-bm", site: fixtureSite("bmus") },
      );
    }

    it("links filters, pages, cards and their enrol buttons within -bm, and searches there", () => {
      renderBrandList();
      const hrefs = screen.getAllByRole("link").map(hrefOf);
      expect(hrefs.length).toBeGreaterThan(5);
      for (const href of hrefs) expect(href).toMatch(/^\/courses\/(list-bm|detail-bm\/)/);
      expect(hrefOf(within(filter("Grade")).getByRole("link", { name: "Grade 6" }))).toBe("/courses/list-bm?gradeId=106");
      expect(hrefOf(within(screen.getByRole("navigation", { name: "Pages" })).getByRole("link", { name: "Page 3" }))).toBe("/courses/list-bm?gradeId=105&page=3");
      const card = within(screen.getByRole("article"));
      expect(hrefOf(card.getByRole("link", { name: "Algebra Foundations" }))).toBe("/courses/detail-bm/bmus-algebra-sku");
      expect(hrefOf(card.getByRole("link", { name: "Enrol" }))).toBe("/courses/detail-bm/bmus-algebra-sku");
      expect(screen.getByRole("search").getAttribute("action")).toBe("/courses/list-bm");
    });

    it("clears the filters to its own list when nothing matches", () => {
      renderBrandList({ total: 0, list: [] });
      const results = screen.getByRole("region", { name: "Classes" });
      expect(hrefOf(within(results).getByRole("link", { name: "Clear filters" }))).toBe("/courses/list-bm");
    });
  });
});
