// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { adminSite, pageSummary, renderAdmin } from "../../tests/helpers/render-admin.js";
import type { PageCopy } from "../../schemas/api/calls/admin.js";
import { PagesScreen, type AdminPageSummary } from "./PagesScreen.js";

afterEach(cleanup);

const uk = adminSite("uk", "Mathwise Academy United Kingdom", 2);
const us = adminSite("us", "Mathwise Academy United States");
const sg = adminSite("sg", "Mathwise Academy Singapore");

const templates = { list: [{ id: 221, title: "Frequently asked questions | Mathwise", path: "/faq", moduleCount: 4 }], languages: ["en" as const] };

function renderPages(pages: AdminPageSummary[], answer?: (form: FormData) => unknown, path = "/admin/sites/uk") {
  return renderAdmin(<PagesScreen pages={pages} otherSites={[us, sg]} templates={templates} />, {
    path,
    siteLayout: { site: uk, sites: [uk, us, sg] },
    answer,
    pages: [{ path: "pages/:pageId", element: <p>Editor</p> }],
  });
}

describe("a new page", () => {
  it("starts with the path an address led to, saying there is no page there yet", () => {
    renderPages([], undefined, "/admin/sites/uk?newPath=%2Fopen-day");
    expect((screen.getByLabelText("Path") as HTMLInputElement).value).toBe("/open-day");
    expect(screen.getByRole("status").textContent).toBe("There is no page at /open-day yet: create it here.");
  });
});

describe("the page list", () => {
  it("shows each page's path (opening its editor), title, status, versions and last change", () => {
    renderPages([
      pageSummary({ id: 7, path: "/open-day", title: "Open day" }),
      pageSummary({ id: 8, path: "/fees", title: "Fees", draftVersion: 5, publishedVersion: 3 }),
      pageSummary({ id: 9, path: "/faq", title: "FAQ", draftVersion: 2, publishedVersion: 2 }),
    ]);
    const rows = within(screen.getByRole("table")).getAllByRole("row").slice(1);
    expect(rows).toHaveLength(3);
    expect(within(rows[0]!).getByRole("link", { name: "/open-day" }).getAttribute("href")).toBe("/admin/pages/7");
    expect(within(rows[0]!).getByText("Draft only")).toBeTruthy();
    expect(within(rows[0]!).getByText("Draft v1")).toBeTruthy();
    expect(within(rows[0]!).getByText("pia@mathwise.example")).toBeTruthy();
    expect(within(rows[0]!).getByText("09:30 04/03/2025")).toBeTruthy();
    expect(within(rows[1]!).getByText("Published with newer draft")).toBeTruthy();
    expect(within(rows[1]!).getByText("Live v3")).toBeTruthy();
    expect(within(rows[2]!).getByText("Published")).toBeTruthy();
  });

  it("says when the site has no pages", () => {
    renderPages([]);
    expect(screen.getByText("This site has no pages yet.")).toBeTruthy();
    expect(screen.queryByRole("table")).toBeNull();
  });
});

describe("a new page", () => {
  it("sends path and title and follows the action to the editor", async () => {
    const { submitted } = renderPages([], () => new Response(null, { status: 302, headers: { Location: "/admin/pages/12" } }));
    fireEvent.change(screen.getByLabelText("Path"), { target: { value: "/open-day" } });
    fireEvent.change(screen.getByLabelText("Title"), { target: { value: "Open day" } });
    fireEvent.click(screen.getByRole("button", { name: "Create page" }));
    await screen.findByText("Editor");
    expect(Object.fromEntries(submitted[0]!)).toEqual({ intent: "createPage", path: "/open-day", title: "Open day", templateId: "", templateLanguage: "en" });
  });

  it("starts from a template, in the one language of the site", async () => {
    const { submitted } = renderPages([], () => new Response(null, { status: 302, headers: { Location: "/admin/pages/12" } }));
    fireEvent.change(screen.getByLabelText("Path"), { target: { value: "/help" } });
    fireEvent.change(screen.getByLabelText("Title"), { target: { value: "Help" } });
    const startFrom = screen.getByLabelText("Start from") as HTMLSelectElement;
    expect([...startFrom.options].map((option) => option.textContent)).toEqual(["An empty page", "Frequently asked questions | Mathwise (/faq)"]);
    fireEvent.change(startFrom, { target: { value: "221" } });
    fireEvent.click(screen.getByRole("button", { name: "Create page" }));
    await screen.findByText("Editor");
    expect(Object.fromEntries(submitted[0]!)).toMatchObject({ templateId: "221", templateLanguage: "en" });
  });

  it("shows a refused path and a missing title at their fields", async () => {
    renderPages([], () => ({ intent: "createPage", ok: false, invalidFields: ["path", "title"] }));
    fireEvent.click(screen.getByRole("button", { name: "Create page" }));
    await waitFor(() => expect(screen.getByLabelText("Path").getAttribute("aria-invalid")).toBe("true"));
    expect(screen.getByLabelText("Path").getAttribute("aria-describedby")).toContain(
      screen.getByText("Enter a path that starts with / and has no spaces, ? or #.").id,
    );
    expect(screen.getByLabelText("Title").getAttribute("aria-invalid")).toBe("true");
    expect(screen.getByText("Enter a title of up to 200 characters.")).toBeTruthy();
  });

  it("says at the path field that the path is taken", async () => {
    renderPages([], () => ({ intent: "createPage", ok: false, error: { code: 4111, message: "A page already exists at this path." } }));
    fireEvent.click(screen.getByRole("button", { name: "Create page" }));
    await waitFor(() => expect(screen.getByLabelText("Path").getAttribute("aria-invalid")).toBe("true"));
    expect(screen.getByText("This site already has a page at this path.")).toBeTruthy();
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("shows any other refusal as an alert by the form", async () => {
    renderPages([], () => ({ intent: "createPage", ok: false, error: { code: 5000, message: "system error" } }));
    fireEvent.click(screen.getByRole("button", { name: "Create page" }));
    expect((await screen.findByRole("alert")).textContent).toBe("system error");
  });
});

describe("copying a page to other sites", () => {
  const jp = adminSite("jp", "Mathwise Academy Japan", 0, ["ja", "en"]);
  const copyOutcome = (list: PageCopy[]) => () => ({ intent: "copyPage", ok: true, result: { list } });
  const copied = (overrides: Partial<PageCopy>): PageCopy => ({ locale: "sg", pageId: 31, version: 1, fromLanguage: "en", language: "en", translated: 0, untranslated: 0, ...overrides });

  function renderCopy(answer?: (form: FormData) => unknown) {
    const rendered = renderAdmin(<PagesScreen pages={[pageSummary({ id: 7 })]} otherSites={[us, sg, jp]} templates={templates} />, {
      path: "/admin/sites/uk",
      siteLayout: { site: uk, sites: [uk, us, sg, jp] },
      answer,
      pages: [{ path: "pages/:pageId", element: <p>Editor</p> }],
    });
    fireEvent.click(screen.getByText("Copy to other sites"));
    return { ...rendered, choices: screen.getByRole("group", { name: "Copy /open-day as a draft to" }), language: screen.getByLabelText("Language of the copies") as HTMLSelectElement };
  }
  const offered = (select: HTMLSelectElement) => [...select.options].slice(1).map((option) => option.textContent);

  it("offers every other site and the languages they share, and links to the drafts it made", async () => {
    const { submitted, choices, language } = renderCopy(copyOutcome([copied({})]));
    expect(within(choices).getAllByRole("checkbox").map((box) => box.getAttribute("value"))).toEqual(["us", "sg", "jp"]);
    fireEvent.click(within(choices).getByLabelText("Mathwise Academy Singapore (sg)"));
    expect(offered(language)).toEqual(["English"]);
    expect(language.value).toBe("en");
    fireEvent.click(screen.getByRole("button", { name: "Copy as drafts" }));
    const created = await screen.findByRole("link", { name: "Mathwise Academy Singapore (sg): /open-day" });
    expect(created.getAttribute("href")).toBe("/admin/pages/31");
    expect(screen.getByText("Draft version 1 in English, the language of the original: its texts are copied as they are.")).toBeTruthy();
    expect(submitted[0]!.get("intent")).toBe("copyPage");
    expect(submitted[0]!.get("pageId")).toBe("7");
    expect(submitted[0]!.getAll("locales")).toEqual(["sg"]);
    expect(submitted[0]!.get("language")).toBe("en");
  });

  it("narrows the languages to those every chosen site has, and says so", () => {
    const { choices, language } = renderCopy();
    const hint = () => screen.getByText(/Texts the demo content has|Only the languages/);
    expect(offered(language)).toEqual(["English", "日本語"]);
    fireEvent.click(within(choices).getByLabelText("Mathwise Academy Japan (jp)"));
    expect(offered(language)).toEqual(["English", "日本語"]);
    fireEvent.change(language, { target: { value: "ja" } });
    expect(hint().textContent).toBe("Texts the demo content has are put in this language; the others stay as they are written.");
    fireEvent.click(within(choices).getByLabelText("Mathwise Academy United States (us)"));
    expect(offered(language)).toEqual(["English"]);
    expect(language.value).toBe("en");
    expect(hint().textContent).toBe("Only the languages every chosen site has are offered.");
  });

  it("says per site what the demo content translated and what is left to translate", async () => {
    const { choices, language } = renderCopy(copyOutcome([copied({ locale: "jp", pageId: 32, version: 4, language: "ja", translated: 12, untranslated: 3 })]));
    fireEvent.click(within(choices).getByLabelText("Mathwise Academy Japan (jp)"));
    fireEvent.change(language, { target: { value: "ja" } });
    fireEvent.click(screen.getByRole("button", { name: "Copy as drafts" }));
    const created = await screen.findByRole("link", { name: "Mathwise Academy Japan (jp): /open-day" });
    expect(created.getAttribute("href")).toBe("/admin/pages/32");
    expect(screen.getByText("Draft version 4 in 日本語. Texts translated from the demo content: 12.")).toBeTruthy();
    expect(screen.getByText("Texts still in English: 3. Translate them before publishing.")).toBeTruthy();
  });

  it("asks for a site and a language when none was chosen", async () => {
    renderCopy(() => ({ intent: "copyPage", ok: false, invalidFields: ["locales", "language"] }));
    fireEvent.click(screen.getByRole("button", { name: "Copy as drafts" }));
    expect(await screen.findByText("Choose at least one site.")).toBeTruthy();
    expect(screen.getByText("Choose the language of the copies.")).toBeTruthy();
    expect(screen.getByLabelText("Language of the copies").getAttribute("aria-invalid")).toBe("true");
  });

  it("shows the service's refusal", async () => {
    renderCopy(() => ({ intent: "copyPage", ok: false, error: { code: 4111, message: "A page already exists at this path." } }));
    fireEvent.click(screen.getByRole("button", { name: "Copy as drafts" }));
    expect((await screen.findByRole("alert")).textContent).toBe("This site already has a page at this path.");
  });
});
