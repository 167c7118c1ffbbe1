// @vitest-environment happy-dom
import { cleanup, screen, waitFor, within } from "@testing-library/react";
import { Suspense } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { courseCard } from "../../app/components/catalogue/catalogue-test-support.js";
import { CourseRowViews } from "../../app/components/catalogue/shop-home/CourseRowViews.js";
import { shopHomeStylesheet } from "../../app/components/catalogue/shop-home/stylesheet.js";
import { catalogueStylesheet } from "../../app/components/catalogue/stylesheet.js";
import { validatorFor } from "../../schemas/json-schema.js";
import { fakeApi, renderAccount, type Answers } from "../../tests/helpers/render-account.js";
import { testEnvironment } from "../../tests/helpers/render-view.js";
import CourseList from "./CourseList.js";
import type { CourseListResolved } from "./resolve.js";
import { courseListSpec, type CourseListData } from "./schema.js";

afterEach(cleanup);

const example: CourseListData = { title: "Competition prep", channelId: 4, gradeId: 107, subjectId: 1, sort: "startDate", count: 2 };
const cards = [courseCard(), courseCard({ id: "us-amc8-prep-cupertino-sku", title: "AMC 8 Competition Prep (Cupertino)" })];

interface Options {
  data?: CourseListData;
  /** What the resolver fetched: two cards of seven unless told (null: nothing was resolved). */
  resolved?: CourseListResolved | null;
  title?: string;
  preview?: boolean;
  answers?: Answers;
  /** Whether the app gives the catalogue's row of cards (app/components/ModuleScope.tsx). */
  withRowView?: boolean;
}

function renderCourseList({ data = example, resolved = { cards, total: 7 }, title, preview = false, answers = {}, withRowView = true }: Options = {}) {
  const api = fakeApi(answers);
  // The row of cards loads lazily, inside the module's Suspense boundary (renderer/PageModules.tsx).
  const view = (
    <Suspense fallback={null}>
      <CourseList moduleId={5} data={data} resolved={resolved ?? (undefined as unknown as CourseListResolved)} title={title} environment={testEnvironment({ preview, editing: preview, path: "/summer" })} />
    </Suspense>
  );
  return { ...renderAccount(withRowView ? <CourseRowViews>{view}</CourseRowViews> : view, { api: api.api, path: "/summer" }), ...api };
}

const row = () => screen.getByRole("region");
/** The row, once its code is in. */
const shownRow = () => screen.findByRole("region");

describe("CourseList", () => {
  it("shows the catalogue's class cards under its title, with a link to the whole list", async () => {
    renderCourseList();
    await shownRow();
    expect(within(row()).getByRole("heading", { level: 2 }).textContent).toBe("Competition prep");
    const titles = within(row()).getAllByRole("heading", { level: 3 }).map((heading) => heading.textContent);
    expect(titles).toEqual(["AMC 8 Competition Prep", "AMC 8 Competition Prep (Cupertino)"]);
    expect(within(row()).getAllByRole("article")).toHaveLength(2);
    const all = within(row()).getByRole("link", { name: "See all (7)" });
    expect(all.getAttribute("href")).toBe("/courses/list?gradeId=107&subjectId=1&channelId=4&sort=startDate");
    expect(all.getAttribute("aria-describedby")).toBe(within(row()).getByRole("heading", { level: 2 }).id);
  });

  it("links the catalogue's stylesheets, which builder pages do not have", async () => {
    const { container } = renderCourseList();
    await shownRow();
    const hrefs = [...container.querySelectorAll('link[rel="stylesheet"]')].map((link) => link.getAttribute("href"));
    expect(hrefs).toEqual([catalogueStylesheet.href, shopHomeStylesheet.href]);
  });

  it("is titled by the module's title, else the module's name, else 'Classes'", async () => {
    renderCourseList({ data: { ...example, title: " " }, title: "Summer picks" });
    expect((await screen.findByRole("heading", { level: 2 })).textContent).toBe("Summer picks");
    cleanup();
    renderCourseList({ data: { ...example, title: undefined } });
    expect((await screen.findByRole("heading", { level: 2 })).textContent).toBe("Classes");
  });

  it("asks for the live seats of its cards and shows them", async () => {
    const { callsOf } = renderCourseList({
      answers: {
        queryCourseSellStatus: { list: [{ skuId: cards[0]!.id, store: 16, sellStore: 0, tag: 15, remainSellTime: 0, courseClosed: false }] },
      },
    });
    await waitFor(() => expect(screen.getAllByRole("article")[0]!.querySelector(".course-tag")?.textContent).toBe("Full"));
    expect(callsOf("queryCourseSellStatus")).toEqual([{ skuIds: cards.map((card) => card.id) }]);
    expect(screen.getAllByRole("article")[1]!.querySelector(".course-tag")?.textContent).toBe("New");
  });

  it("keeps the cards as they were when the live seats cannot be had", async () => {
    const { callsOf } = renderCourseList({ answers: { queryCourseSellStatus: new Error("offline") } });
    await shownRow();
    await waitFor(() => expect(callsOf("queryCourseSellStatus")).toHaveLength(1));
    expect(screen.getAllByRole("article")[0]!.querySelector(".course-tag")?.textContent).toBe("New");
  });

  it("shows visitors nothing when no class matches, and tells an editor previewing why", () => {
    const { container, callsOf } = renderCourseList({ resolved: { cards: [], total: 0 } });
    expect(container.querySelector("section, .module-notice")).toBeNull();
    expect(callsOf("queryCourseSellStatus")).toEqual([]);
    cleanup();
    renderCourseList({ resolved: { cards: [], total: 0 }, preview: true });
    expect(screen.getByRole("note").textContent).toContain("No class matches");
  });

  it("shows nothing when nothing was resolved or the app gives no row of cards", async () => {
    const { container } = renderCourseList({ resolved: null });
    expect(container.querySelector("section")).toBeNull();
    cleanup();
    const without = renderCourseList({ withRowView: false });
    await waitFor(() => expect(without.callsOf("queryCourseSellStatus")).toHaveLength(1));
    expect(without.container.querySelector("section")).toBeNull();
  });

  it("speaks the visitor's language", async () => {
    renderAccount(
      <CourseRowViews>
        <Suspense fallback={null}>
          <CourseList moduleId={5} data={{ ...example, title: undefined }} resolved={{ cards, total: 7 }} environment={testEnvironment({ language: "ja" })} />
        </Suspense>
      </CourseRowViews>,
      { language: "ja" },
    );
    expect((await screen.findByRole("heading", { level: 2 })).textContent).toBe("コース");
    expect(screen.getByRole("link", { name: "すべて見る（7件）" })).toBeTruthy();
  });
});

describe("CourseList schema", () => {
  const validate = validatorFor(courseListSpec.schema);

  it("accepts the defaults and the example", () => {
    expect(validate(courseListSpec.defaults)).toBe(true);
    expect(validate(example)).toBe(true);
    expect(validate({ ...example, count: 12, channelId: 2_147_483_647 })).toBe(true);
  });

  it.each([
    ["no count", { channelId: 0, gradeId: 0, subjectId: 0, sort: "recommended" }],
    ["no sort", { channelId: 0, gradeId: 0, subjectId: 0, count: 4 }],
    ["a count of 0", { ...example, count: 0 }],
    ["a count of 13", { ...example, count: 13 }],
    ["a count that is not whole", { ...example, count: 2.5 }],
    ["an unknown order", { ...example, sort: "popularity" }],
    ["a negative channel", { ...example, channelId: -1 }],
    ["a channel past 32 bits", { ...example, channelId: 2_147_483_648 }],
    ["a grade written as text", { ...example, gradeId: "107" }],
    ["a title of 121 characters", { ...example, title: "x".repeat(121) }],
    ["an extra property", { ...example, keyword: "amc" }],
  ])("refuses %s", (_label, data) => {
    expect(validate(data)).toBe(false);
  });
});
