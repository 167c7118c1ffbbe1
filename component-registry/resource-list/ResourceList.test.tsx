// @vitest-environment happy-dom
import { cleanup, render, screen, within } from "@testing-library/react";
import { I18nextProvider } from "react-i18next";
import { afterEach, describe, expect, it } from "vitest";
import { i18nFor } from "../../i18n/i18n.server.js";
import { validatorFor } from "../../schemas/json-schema.js";
import { renderView } from "../../tests/helpers/render-view.js";
import ResourceList, { FullResourceList } from "./ResourceList.js";
import { resourceListSpec, type ResourceListData } from "./schema.js";

afterEach(cleanup);

const example: ResourceListData = {
  title: "Free practice materials",
  previewCount: 3,
  items: [
    {
      title: "Fractions warm-up",
      description: "Ten short problems on adding and comparing fractions.",
      url: "/files/fractions-warm-up.pdf",
      kind: "worksheet",
      thumbnail: "https://cdn.mathwise.example/resources/fractions.png",
    },
    { title: "How to read a word problem", url: "https://blog.mathwise.example/word-problems", kind: "article" },
    { title: "Geometry in 5 minutes", url: "/videos/geometry-5-minutes", kind: "video" },
    { title: "Competition past paper 2023", url: "/files/past-paper-2023.pdf", kind: "pdf" },
    { title: "Times tables grid", url: "/files/times-tables.pdf", kind: "worksheet" },
  ],
};

describe("ResourceList", () => {
  it("renders from the defaults", () => {
    renderView(ResourceList, { data: resourceListSpec.defaults });
    expect(screen.getByRole("heading", { level: 2 })).toBeTruthy();
    const link = screen.getByRole("link", { name: "Worksheet" });
    expect(link.getAttribute("href")).toBe("/files/worksheet.pdf");
    expect(screen.getAllByRole("link")).toHaveLength(1); // no "see all"
  });

  it("renders a realistic example: the first previewCount items as cards", () => {
    const { container } = renderView(ResourceList, { data: example, moduleId: 77 });
    expect(screen.getByRole("heading", { level: 2, name: "Free practice materials" })).toBeTruthy();
    const cards = within(screen.getByRole("list")).getAllByRole("listitem");
    expect(cards).toHaveLength(3);
    expect(screen.getAllByRole("heading", { level: 3 }).map((heading) => heading.textContent)).toEqual([
      "Fractions warm-up",
      "How to read a word problem",
      "Geometry in 5 minutes",
    ]);
    expect(within(cards[0]!).getByRole("link").getAttribute("href")).toBe("/files/fractions-warm-up.pdf");
    expect(within(cards[0]!).getByText(/Ten short problems/)).toBeTruthy();
    // A thumbnail when there is one, else the kind label.
    expect(cards[0]!.querySelector("img")?.getAttribute("src")).toBe(
      "https://cdn.mathwise.example/resources/fractions.png",
    );
    expect(cards[1]!.querySelector("img")).toBeNull();
    expect(cards[1]!.querySelector(".resource-card__kind-badge")?.textContent).toMatch(/article/i);
    expect(container.querySelectorAll(".resource-card--video")).toHaveLength(1);
  });

  it("links to the full list when there are more items", () => {
    renderView(ResourceList, { data: example, moduleId: 77 });
    const seeAll = screen.getByRole("link", { name: /see ?all/i });
    expect(seeAll.getAttribute("href")).toBe("/resources/list/77");
  });

  it("shows six items by default", () => {
    renderView(ResourceList, {
      data: { items: [...example.items, ...example.items] },
      moduleId: 5,
    });
    expect(within(screen.getByRole("list")).getAllByRole("listitem")).toHaveLength(6);
    expect(screen.getByRole("link", { name: /see ?all/i }).getAttribute("href")).toBe("/resources/list/5");
  });

  it("has no see-all link when every item is shown", () => {
    renderView(ResourceList, { data: { ...example, previewCount: 5 } });
    expect(screen.queryByRole("link", { name: /see ?all/i })).toBeNull();
  });

  it("FullResourceList shows every item under the page heading", () => {
    render(
      <I18nextProvider i18n={i18nFor("en")}>
        <FullResourceList data={example} />
      </I18nextProvider>,
    );
    expect(screen.getByRole("heading", { level: 1, name: "Free practice materials" })).toBeTruthy();
    expect(within(screen.getByRole("list")).getAllByRole("listitem")).toHaveLength(5);
    expect(screen.queryByRole("link", { name: /see ?all/i })).toBeNull();
  });

  describe("schema", () => {
    const validate = validatorFor(resourceListSpec.schema);
    const item = example.items[0]!;

    it("accepts the defaults and the example", () => {
      expect(validate(resourceListSpec.defaults)).toBe(true);
      expect(validate(example)).toBe(true);
    });

    it.each([
      ["missing items", { title: "Resources" }],
      ["no items", { items: [] }],
      ["an item without a title", { items: [{ url: "/a.pdf", kind: "pdf" }] }],
      ["an unknown kind", { items: [{ ...item, kind: "podcast" }] }],
      ["a preview count of the wrong type", { previewCount: "6", items: [item] }],
      ["a javascript: URL", { items: [{ ...item, url: "javascript:alert(1)" }] }],
      ["a javascript: thumbnail", { items: [{ ...item, thumbnail: "javascript:alert(1)" }] }],
      ["an extra item property", { items: [{ ...item, author: "Ms. Lee" }] }],
      ["an extra property", { items: [item], layout: "grid" }],
    ])("rejects %s", (_label, data) => {
      expect(validate(data)).toBe(false);
    });
  });
});
