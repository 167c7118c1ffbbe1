// @vitest-environment happy-dom
import { cleanup, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { renderAccount } from "../../../../tests/helpers/render-account.js";
import { fixtureSite } from "../../../../tests/helpers/render-view.js";
import { courseCard } from "../catalogue-test-support.js";
import { PathFamilyContext } from "../use-path-family.js";
import { FirstClassScreen, type FirstClassProps } from "./FirstClassScreen.js";
import { type PathFamily } from "../../../../rules/catalogue/product-paths.js";

afterEach(cleanup);

const trial = courseCard({ id: "us-math-trial-live-sku", title: "Math Trial Lesson (Grades 2–6)", sellPrice: 1900, orgPrice: null }, { courseTypeId: 6, courseType: "Trial lesson" });

function renderFirstClass(props: Partial<FirstClassProps> = {}, family: PathFamily = "plain", locale = "us") {
  return renderAccount(
    <PathFamilyContext.Provider value={family}>
      <FirstClassScreen list={[trial]} moreHref={null} {...props} />
    </PathFamilyContext.Provider>,
    { path: "/courses/detail/FirstClass", site: fixtureSite(locale) },
  );
}

describe("FirstClassScreen", () => {
  it("says what a trial class is and shows the trial classes as cards", () => {
    renderFirstClass();
    expect(screen.getByRole("heading", { level: 1, name: "Try a first class" })).toBeTruthy();
    expect(screen.getByText(/A trial class is a single lesson/)).toBeTruthy();
    const card = within(screen.getByRole("article"));
    expect(card.getByRole("link", { name: "Math Trial Lesson (Grades 2–6)" }).getAttribute("href")).toBe("/courses/detail/us-math-trial-live-sku");
    expect(screen.queryByRole("link", { name: "See all trial classes" })).toBeNull();
  });

  it("links the whole list when it shows only the first trial classes", () => {
    renderFirstClass({ moreHref: "/courses/list?courseTypeId=6" });
    expect(screen.getByRole("link", { name: "See all trial classes" }).getAttribute("href")).toBe("/courses/list?courseTypeId=6");
  });

  it("says when there is none and offers the other classes", () => {
    renderFirstClass({ list: [] });
    expect(screen.getByText("No trial class is open for booking right now. Have a look at our other classes.")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Browse classes" }).getAttribute("href")).toBe("/courses/list");
    expect(screen.queryByRole("article")).toBeNull();
  });

  it("keeps the tutoring brand's links within -bm", () => {
    renderFirstClass({}, "bm", "bmus");
    for (const link of within(screen.getByRole("article")).getAllByRole("link")) expect(link.getAttribute("href")).toMatch(/^\/courses\/detail-bm\//);
    cleanup();
    renderFirstClass({ list: [] }, "bm", "bmsg");
    expect(screen.getByRole("link", { name: "Browse classes" }).getAttribute("href")).toBe("/courses/list-bm");
  });

  it("speaks the site's language", () => {
    renderFirstClass({ list: [] }, "plain", "hk");
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("先上一節試堂");
  });
});
