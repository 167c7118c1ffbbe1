// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { I18nextProvider } from "react-i18next";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { ApiClient } from "../../api/client.js";
import { i18nFor } from "../../i18n/i18n.server.js";
import { SiteApiContext } from "../../api/site-api-context.js";
import { validatorFor } from "../../schemas/json-schema.js";
import { renderView, testEnvironment } from "../../tests/helpers/render-view.js";
import Header from "./Header.js";
import { headerSpec, type HeaderData } from "./schema.js";

afterEach(cleanup);

const example: HeaderData = {
  navigationLinks: [
    {
      name: "Courses",
      url: "/courses",
      navigationType: 1,
      uploadActiveIcon: "https://cdn.mathwise.example/icons/courses-active.svg",
      children: [
        { name: "Long-term classes", url: "/courses/list" },
        { name: "Short-term courses", url: "/short-term-course" },
        { name: "Math Club", url: "https://club.mathwise.example/", newWindow: true },
      ],
    },
    { name: "Teachers", url: "/teachers", uploadActiveIcon: "https://cdn.mathwise.example/icons/teachers-active.svg" },
    { name: "Pricing", url: "/home", onlyID: "pricing", navigationType: 1 },
    { name: "About us", url: "/aboutus", navigationType: 3 },
    { name: "Careers", url: "/careers/job-listings", navigationType: 3 },
    { name: "Blog", url: "https://blog.mathwise.example/", navigationType: 2, newWindow: true },
    { name: "FAQ", url: "/faq", navigationType: 2 },
    {
      name: "Free trial lesson",
      url: "/home",
      navigationType: 5,
      conversionType: "lead",
      conversionComponentType: 69,
      leadComponentId: 42,
    },
    {
      name: "Book an assessment",
      url: "/1-to-1-assessment",
      navigationType: 5,
      conversionType: "link",
      conversionComponentType: 35,
      newWindow: true,
    },
  ],
};

const names = (list: HTMLElement) =>
  [...list.children].map((item) => item.querySelector("a")!.textContent);

describe("Header", () => {
  it("renders from the defaults: an empty navigation", () => {
    renderView(Header, { data: headerSpec.defaults });
    expect(screen.getByRole("navigation")).toBeTruthy();
    expect(screen.queryByRole("link")).toBeNull();
  });

  it("renders a realistic example in rows by navigation type", () => {
    const { container } = renderView(Header, { data: example, environment: { path: "/" } });
    const nav = screen.getByRole("navigation");
    expect(names(nav.querySelector(".site-header__first-level")!)).toEqual(["About us", "Careers"]);
    expect(names(nav.querySelector(".site-header__main")!)).toEqual(["Courses", "Teachers", "Pricing"]);
    expect(names(nav.querySelector(".site-header__sub")!)).toEqual(["Blog", "FAQ"]);
    expect(names(nav.querySelector(".site-header__conversions")!)).toEqual(["Free trial lesson", "Book an assessment"]);
    expect(container.querySelectorAll("[aria-current]")).toHaveLength(0);
  });

  it("links an onlyID entry to the element on the current page", () => {
    renderView(Header, { data: example });
    expect(screen.getByRole("link", { name: "Pricing" }).getAttribute("href")).toBe("#pricing");
  });

  it("opens new-window links with noopener", () => {
    renderView(Header, { data: example });
    const blog = screen.getByRole("link", { name: "Blog" });
    expect(blog.getAttribute("target")).toBe("_blank");
    expect(blog.getAttribute("rel")).toContain("noopener");
    expect(screen.getByRole("link", { name: "FAQ" }).hasAttribute("target")).toBe(false);
  });

  it("renders conversion components as buttons to the lead form or their link", () => {
    renderView(Header, { data: example });
    const lead = screen.getByRole("link", { name: "Free trial lesson" });
    expect(lead.getAttribute("href")).toBe("#lead-form-42");
    expect(lead.className).toContain("button");
    expect(lead.hasAttribute("target")).toBe(false);
    const assessment = screen.getByRole("link", { name: "Book an assessment" });
    expect(assessment.getAttribute("href")).toBe("/1-to-1-assessment");
    expect(assessment.getAttribute("target")).toBe("_blank");
  });

  it("slides the lead form down under the header when the page has none, and closes it again", async () => {
    const api = { call: vi.fn() } as unknown as ApiClient;
    render(
      <I18nextProvider i18n={i18nFor("en")}>
        <SiteApiContext.Provider value={{ api, call: { header: { schoolCode: "415", timezone: "UTC" }, countryCode: "US", channelCode: "web-us" } }}>
          <Header moduleId={1} data={example} resolved={undefined} environment={testEnvironment()} />
        </SiteApiContext.Provider>
      </I18nextProvider>,
    );
    const lead = screen.getByRole("link", { name: "Free trial lesson" });
    const panel = document.getElementById(lead.getAttribute("aria-controls")!)!;
    expect(panel.hidden).toBe(true);
    fireEvent.click(lead);
    expect(lead.getAttribute("aria-expanded")).toBe("true");
    expect(await within(panel).findByRole("heading", { name: "Free trial lesson" })).toBeTruthy();
    expect(within(panel).getByRole("button", { name: "Send" })).toBeTruthy();
    fireEvent.click(lead);
    expect(panel.hidden).toBe(true);
  });

  it("leaves the lead button to scroll to the page's own lead form", () => {
    const onPage = document.createElement("div");
    onPage.id = "lead-form-42";
    document.body.append(onPage);
    try {
      renderView(Header, { data: example });
      const lead = screen.getByRole("link", { name: "Free trial lesson" });
      fireEvent.click(lead);
      expect(lead.getAttribute("aria-expanded")).toBe("false");
    } finally {
      onPage.remove();
    }
  });

  it("opens and closes a main link's submenu with its disclosure button", () => {
    renderView(Header, { data: example });
    const courses = screen.getByRole("link", { name: "Courses" }).closest("li")!;
    const toggle = within(courses).getByRole("button");
    const submenu = courses.querySelector("ul")!;
    expect(toggle.getAttribute("aria-expanded")).toBe("false");
    expect(toggle.getAttribute("aria-controls")).toBe(submenu.id);
    expect(submenu.hidden).toBe(true);

    fireEvent.click(toggle);
    expect(toggle.getAttribute("aria-expanded")).toBe("true");
    expect(submenu.hidden).toBe(false);
    const children = within(submenu).getAllByRole("link");
    expect(children.map((child) => [child.textContent, child.getAttribute("href")])).toEqual([
      ["Long-term classes", "/courses/list"],
      ["Short-term courses", "/short-term-course"],
      ["Math Club", "https://club.mathwise.example/"],
    ]);
    expect(children[2]!.getAttribute("target")).toBe("_blank");

    fireEvent.keyDown(children[0]!, { key: "Escape" });
    expect(toggle.getAttribute("aria-expanded")).toBe("false");
    expect(document.activeElement).toBe(toggle);
  });

  it("closes the submenu when focus leaves it", () => {
    renderView(Header, { data: example });
    const toggle = within(screen.getByRole("link", { name: "Courses" }).closest("li")!).getByRole("button");
    fireEvent.click(toggle);
    fireEvent.blur(toggle, { relatedTarget: screen.getByRole("link", { name: "Teachers" }) });
    expect(toggle.getAttribute("aria-expanded")).toBe("false");
  });

  it("has no submenu button for links without children", () => {
    renderView(Header, { data: example });
    expect(screen.getAllByRole("button")).toHaveLength(1);
  });

  it("marks the current page's link and shows its active icon", () => {
    renderView(Header, { data: example, environment: { path: "/teachers" } });
    const teachers = screen.getByRole("link", { name: "Teachers" });
    expect(teachers.getAttribute("aria-current")).toBe("page");
    expect(teachers.querySelector("img")?.getAttribute("src")).toBe(
      "https://cdn.mathwise.example/icons/teachers-active.svg",
    );
    const courses = screen.getByRole("link", { name: "Courses" });
    expect(courses.hasAttribute("aria-current")).toBe(false);
    expect(courses.querySelector("img")).toBeNull();
  });

  it("marks a current submenu link", () => {
    renderView(Header, { data: example, environment: { path: "/courses/list" } });
    expect(screen.getByRole("link", { name: "Long-term classes", hidden: true }).getAttribute("aria-current")).toBe(
      "page",
    );
  });

  describe("schema", () => {
    const validate = validatorFor(headerSpec.schema);

    it("accepts the defaults and the example", () => {
      expect(validate(headerSpec.defaults)).toBe(true);
      expect(validate(example)).toBe(true);
    });

    it.each([
      ["missing navigation links", {}],
      ["a link without a name", { navigationLinks: [{ url: "/faq" }] }],
      ["an unknown navigation type", { navigationLinks: [{ name: "FAQ", url: "/faq", navigationType: 4 }] }],
      ["a navigation type of the wrong type", { navigationLinks: [{ name: "FAQ", url: "/faq", navigationType: "2" }] }],
      ["an unknown conversion type", { navigationLinks: [{ name: "Go", url: "/", conversionType: "popup" }] }],
      ["a javascript: URL", { navigationLinks: [{ name: "FAQ", url: "javascript:alert(1)" }] }],
      [
        "a javascript: child URL",
        { navigationLinks: [{ name: "Courses", url: "/courses", children: [{ name: "x", url: "javascript:void(0)" }] }] },
      ],
      ["an extra link property", { navigationLinks: [{ name: "FAQ", url: "/faq", color: "red" }] }],
      ["an extra property", { navigationLinks: [], sticky: true }],
    ])("rejects %s", (_label, data) => {
      expect(validate(data)).toBe(false);
    });
  });
});
