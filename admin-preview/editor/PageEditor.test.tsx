// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { I18nextProvider } from "react-i18next";
import { createMemoryRouter, Outlet, RouterProvider } from "react-router-dom";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ErrorCode } from "../../api/errors.js";
import { i18nFor } from "../../i18n/i18n.server.js";
import type { FieldProblem, SavedDocument } from "../../schemas/api/calls/admin.js";
import { pageSummary } from "../../tests/helpers/render-admin.js";
import { fixtureSite } from "../../tests/helpers/render-view.js";
import type { EditorActionData, EditorIntent } from "./editor-intents.js";
import { PageEditor, type PageEditorProps } from "./PageEditor.js";
import { RENEW_AFTER_MS } from "./use-live-preview-link.js";
import type { PageSchedulesData } from "./schedule-intents.js";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

beforeEach(() => {
  // The schedule panel reads its own route; it has nothing scheduled here.
  const noSchedules: PageSchedulesData = { timezone: "Europe/London", list: [], canSchedule: true };
  vi.stubGlobal("fetch", async () => new Response(JSON.stringify(noSchedules), { headers: { "Content-Type": "application/json" } }));
});

const page: PageEditorProps["page"] = { ...pageSummary(), hosts: ["uk.mathwise.example", "uk.localhost"], latestVersion: 1 };

const emptyPage: SavedDocument = { title: "Open day", keywords: "", description: "", modules: [] };

const headlineRequired: FieldProblem = {
  moduleIndex: 0,
  field: ["headline"],
  keyword: "minLength",
  params: { limit: 1 },
  message: "headline must NOT have fewer than 1 characters",
};

type Respond = (intent: EditorIntent) => EditorActionData;

/** Answers as the route's action does when nothing is wrong: no problems, saves numbered on, ids given. */
const answerWell: Respond = (intent) => {
  switch (intent.intent) {
    case "validate":
      return { intent: "validate", ok: true, result: { problems: [] } };
    case "save":
      return {
        intent: "save",
        ok: true,
        result: {
          version: intent.basedOnVersion + 1,
          document: {
            title: intent.document.title,
            keywords: intent.document.keywords ?? "",
            description: intent.document.description ?? "",
            modules: intent.document.modules.map((module, index) => ({ ...module, id: module.id ?? 100000001 + index })),
          },
          problems: [],
        },
      };
    case "publish":
      return { intent: "publish", ok: true, result: { publishedVersion: intent.version } };
    case "previewLink":
      return {
        intent: "previewLink",
        ok: true,
        result: { url: `http://${intent.host}:3000/open-day?viewModel=preview&previewSign=${intent.version}.1.abc`, expiresAt: "2026-11-23T09:00:00.000Z" },
      };
    case "keepEditing":
      return { intent: "keepEditing", ok: true, result: { others: [], savedSince: [] } };
    case "livePreview":
      return { intent: "livePreview", ok: true, result: "about:blank#renewed" };
  }
};

function renderEditor(props: Partial<PageEditorProps> = {}, respond: Respond = answerWell, address = "/admin/pages/7") {
  const intents: EditorIntent[] = [];
  // The root route's data gives times their site and timezone (AdminTime).
  const rootData = { site: fixtureSite("uk"), language: "en", timezone: "Europe/London" };
  const router = createMemoryRouter(
    [
      {
        id: "root",
        path: "/",
        loader: () => rootData,
        element: <Outlet />,
        children: [
          {
            path: "admin/pages/:pageId",
            action: async ({ request }) => {
              const intent = (await request.json()) as EditorIntent;
              intents.push(intent);
              return respond(intent);
            },
            element: (
              <PageEditor
                page={page}
                document={emptyPage}
                problems={[]}
                workingCopy={null}
                languages={["en"]}
                livePreviewUrl={null}
                previewHost="uk.localhost"
                siteOrigin="http://uk.localhost:3000"
                canPublish
                {...props}
              />
            ),
          },
        ],
      },
    ],
    { initialEntries: [address], hydrationData: { loaderData: { root: rootData } } },
  );
  render(
    <I18nextProvider i18n={i18nFor("en")}>
      <RouterProvider router={router} future={{ v7_startTransition: true }} />
    </I18nextProvider>,
  );
  const of = (name: EditorIntent["intent"]) => intents.filter((intent) => intent.intent === name);
  return { intents, of };
}

/** Adds a module at the end through the component palette. */
function addModule(title: string) {
  fireEvent.click(screen.getByRole("button", { name: /^Add a module (as the first one|at the end)$/ }));
  fireEvent.click(within(screen.getByRole("dialog")).getByRole("button", { name: title }));
}

describe("PageEditor", () => {
  it("shows the page's fields, the live preview of the working document and what can be added", () => {
    // The frame's own address would be http://uk.localhost:3000/open-day?viewModel=editor&previewSign=..., which the test does not load.
    renderEditor({ livePreviewUrl: "about:blank#live-preview" });
    expect(screen.getByRole("heading", { level: 1, name: "Page /open-day" })).toBeTruthy();
    expect((screen.getByLabelText("Title") as HTMLInputElement).value).toBe("Open day");
    expect(screen.getByText("No modules yet: add the first one below.")).toBeTruthy();
    expect(screen.getByTitle("Live preview of the page being edited").getAttribute("src")).toBe("about:blank#live-preview");
    fireEvent.click(screen.getByRole("button", { name: "Add a module as the first one" }));
    const components = within(screen.getByRole("dialog")).getAllByRole("button").map((button) => button.textContent ?? "");
    expect(components.some((name) => name.includes("Top banner"))).toBe(true);
    expect(components.some((name) => name.includes("Rich text"))).toBe(true);
    expect(components.some((name) => name.includes("Site header"))).toBe(false);
    expect(screen.getByText("All changes saved")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Save draft" })).toHaveProperty("disabled", true);
  });

  it("asks for a new live preview link before its sign expires and shows the page at the new one", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const { of } = renderEditor({ livePreviewUrl: "about:blank#first" });
      const frame = () => screen.getByTitle("Live preview of the page being edited").getAttribute("src");
      await act(() => vi.advanceTimersByTimeAsync(RENEW_AFTER_MS - 1_000));
      expect(of("livePreview")).toHaveLength(0);
      expect(frame()).toBe("about:blank#first");
      await act(() => vi.advanceTimersByTimeAsync(2_000));
      await waitFor(() => expect(frame()).toBe("about:blank#renewed"));
      expect(of("livePreview")).toHaveLength(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it("adds modules with their component's defaults, each a group named by its component", () => {
    renderEditor();
    addModule("Top banner");
    addModule("Rich text");
    const banner = screen.getByRole("group", { name: "Top banner" });
    expect((within(banner).getByLabelText("Headline") as HTMLInputElement).value).toBe("Headline");
    expect(within(banner).getByText("Module 1 of 2 · new, gets its id when saved")).toBeTruthy();
    // Read as JSON: the rich-text field is the HTML as text until TipTap has loaded, then the editor.
    const richText = within(screen.getByRole("group", { name: "Rich text" }));
    fireEvent.click(richText.getByRole("button", { name: "Edit as JSON" }));
    expect(JSON.parse((richText.getByLabelText("Module data as JSON") as HTMLTextAreaElement).value)).toEqual({ html: "<p></p>" });
    expect(screen.getByText("Unsaved changes")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Save draft" })).toHaveProperty("disabled", false);
  });

  it("has the service check the page after a pause and shows each problem at its field and in the summary", async () => {
    const { of } = renderEditor({}, (intent) =>
      intent.intent === "validate" && intent.document.modules[0]?.content.componentData.headline === ""
        ? { intent: "validate", ok: true, result: { problems: [headlineRequired] } }
        : answerWell(intent),
    );
    addModule("Top banner");
    const banner = screen.getByRole("group", { name: "Top banner" });
    const headline = within(banner).getByLabelText("Headline");
    fireEvent.change(headline, { target: { value: "" } });
    await waitFor(() => expect(headline.getAttribute("aria-invalid")).toBe("true"));
    expect(within(banner).getByText("This field is required.")).toBeTruthy();
    expect(screen.getByText("Problems to fix before publishing: 1")).toBeTruthy();
    const entry = screen.getByRole("link", { name: "1. Top banner › Headline: This field is required." });
    expect(entry.getAttribute("href")).toBe(`#${headline.id}`);
    expect(of("validate").at(-1)).toMatchObject({ document: { title: "Open day", modules: [{ type: 66, content: { componentName: "TopBanner", componentData: { headline: "" } } }] } });

    fireEvent.change(headline, { target: { value: "Open day in London" } });
    await waitFor(() => expect(headline.getAttribute("aria-invalid")).toBeNull());
    expect(screen.getByText("No problems found.")).toBeTruthy();
  });

  it("checks a stretch of typing once, after the pause", async () => {
    vi.useFakeTimers();
    try {
      const { of } = renderEditor();
      addModule("Rich text");
      const module = screen.getByRole("group", { name: "Rich text" });
      // The rich-text editor is loaded on demand; its "Edit HTML" shows the HTML to type into.
      await act(async () => void (await import("../schema-form/RichTextEditor.js")));
      fireEvent.click(within(module).getByRole("button", { name: "Edit HTML" }));
      const html = within(module).getByRole("textbox", { name: "Text" });
      for (const text of ["<p>M</p>", "<p>Me</p>", "<p>Meet</p>"]) {
        fireEvent.change(html, { target: { value: text } });
        act(() => void vi.advanceTimersByTime(300));
      }
      expect(of("validate")).toHaveLength(0);
      await act(async () => void (await vi.advanceTimersByTimeAsync(400)));
      expect(of("validate")).toHaveLength(1);
      expect(of("validate")[0]).toMatchObject({ document: { modules: [{ content: { componentData: { html: "<p>Meet</p>" } } }] } });
    } finally {
      vi.useRealTimers();
    }
  });

  it("finds an empty title at once, without asking the service, and holds the save", async () => {
    const { of } = renderEditor();
    const title = screen.getByLabelText("Title");
    fireEvent.change(title, { target: { value: " " } });
    expect(title.getAttribute("aria-invalid")).toBe("true");
    expect(screen.getByRole("button", { name: "Save draft" })).toHaveProperty("disabled", true);
    expect(screen.getByText("Fix the page fields marked as required or too long before saving.")).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(of("validate")).toHaveLength(0);
  });

  it("saves the draft on the version it was based on, then holds what was saved; a publisher publishes it", async () => {
    const { of } = renderEditor();
    addModule("Top banner");
    fireEvent.click(screen.getByRole("button", { name: "Save draft" }));
    await screen.findByText("Draft saved.");
    expect(of("save")).toEqual([
      {
        intent: "save",
        basedOnVersion: 1,
        document: { title: "Open day", keywords: "", description: "", modules: [{ type: 66, content: { componentName: "TopBanner", componentType: 66, componentData: { headline: "Headline", image: "/images/placeholder.svg" } } }] },
      },
    ]);
    expect(screen.getByText("All changes saved")).toBeTruthy();
    const savedModule = within(screen.getByRole("group", { name: "Top banner" }));
    expect(savedModule.getByText(/^Module 1 of 1 · id 100000001/)).toBeTruthy();
    expect(savedModule.getByRole("link", { name: "Preview this module" }).getAttribute("href")).toBe("/admin/pages/7/modules/100000001/preview?version=2");
    expect(screen.getByText(/· Version 2 ·/)).toBeTruthy();

    fireEvent.click(screen.getByRole("button", { name: "Publish" }));
    await screen.findByText("Published version 2.");
    expect(of("publish")).toEqual([{ intent: "publish", version: 2 }]);
  });

  it("holds publishing while anything is unsaved or wrong", async () => {
    renderEditor({ problems: [{ ...headlineRequired, moduleIndex: null, field: ["title"] }] });
    const publish = screen.getByRole("button", { name: "Publish" });
    expect(publish).toHaveProperty("disabled", true);
    expect(screen.getByText("Fix the problems before publishing.")).toBeTruthy();
    addModule("Rich text");
    expect(screen.getByText("Save the draft before publishing.")).toBeTruthy();
  });

  it("offers no publishing to an editor", () => {
    renderEditor({ canPublish: false });
    expect(screen.queryByRole("button", { name: "Publish" })).toBeNull();
    expect(screen.getByText("Only publishers can publish.")).toBeTruthy();
  });

  it("says so when someone saved meanwhile, offering to load the latest version with the work kept aside", async () => {
    renderEditor({}, (intent) =>
      intent.intent === "save" ? { intent: "save", ok: false, error: { code: ErrorCode.PAGE_CHANGED_MEANWHILE, message: "changed" } } : answerWell(intent),
    );
    addModule("Rich text");
    fireEvent.click(screen.getByRole("button", { name: "Save draft" }));
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toMatch(/Someone saved a newer version of this page/);
    expect(within(alert).getByRole("button", { name: "Load the latest version (your changes are kept aside)" })).toBeTruthy();
    expect(screen.getByText("Unsaved changes")).toBeTruthy();
  });

  it("shows the service's reason when a version cannot be published", async () => {
    renderEditor({}, (intent) =>
      intent.intent === "publish"
        ? { intent: "publish", ok: false, error: { code: ErrorCode.PAGE_NOT_PUBLISHABLE, message: "module 100000003 (TopBanner): headline is required" } }
        : answerWell(intent),
    );
    fireEvent.click(screen.getByRole("button", { name: "Publish" }));
    expect((await screen.findByRole("alert")).textContent).toBe("This version cannot be published yet: module 100000003 (TopBanner): headline is required");
  });

  it("makes a preview link with the expiry picked, to copy or open", async () => {
    const writeText = vi.fn(async () => {});
    Object.defineProperty(navigator, "clipboard", { value: { writeText }, configurable: true });
    const { of } = renderEditor();
    fireEvent.click(screen.getByRole("button", { name: "Preview link" }));
    const panel = screen.getByRole("dialog", { name: "Share a preview" });
    expect((within(panel).getByLabelText("Link works for") as HTMLSelectElement).value).toBe("24");
    fireEvent.change(within(panel).getByLabelText("Link works for"), { target: { value: "168" } });
    fireEvent.click(within(panel).getByRole("button", { name: "Create link" }));
    const link = (await within(panel).findByLabelText("Preview link")) as HTMLInputElement;
    expect(of("previewLink")).toEqual([{ intent: "previewLink", version: 1, expiresInHours: 168, host: "uk.localhost" }]);
    expect(link.value).toBe("http://uk.localhost:3000/open-day?viewModel=preview&previewSign=1.1.abc");
    expect(within(panel).getByRole("link", { name: "Open" }).getAttribute("href")).toBe(link.value);
    fireEvent.click(within(panel).getByRole("button", { name: "Copy link" }));
    await within(panel).findByText("Copied.");
    expect(writeText).toHaveBeenCalledWith(link.value);
  });

  it("moves modules and removes one only once asked twice", () => {
    renderEditor();
    addModule("Top banner");
    addModule("Rich text");
    const modules = () => screen.getAllByRole("group").filter((group) => group.classList.contains("module-editor")).map((group) => group.querySelector("legend")?.textContent);
    fireEvent.click(within(screen.getByRole("group", { name: "Rich text" })).getByRole("button", { name: "Move up" }));
    expect(modules()).toEqual(["Rich text", "Top banner"]);
    const banner = screen.getByRole("group", { name: "Top banner" });
    fireEvent.click(within(banner).getByRole("button", { name: "Remove module" }));
    fireEvent.click(within(banner).getByRole("button", { name: "Keep it" }));
    expect(modules()).toEqual(["Rich text", "Top banner"]);
    fireEvent.click(within(banner).getByRole("button", { name: "Remove module" }));
    fireEvent.click(within(banner).getByRole("button", { name: "Yes, remove it" }));
    expect(modules()).toEqual(["Rich text"]);
  });

  it("edits a module's data as JSON, keeping text that does not parse and the way back closed until it does", async () => {
    renderEditor();
    addModule("Rich text");
    const module = screen.getByRole("group", { name: "Rich text" });
    const toggle = within(module).getByRole("button", { name: "Edit as JSON" });
    fireEvent.click(toggle);
    expect(toggle.getAttribute("aria-pressed")).toBe("true");
    const json = within(module).getByLabelText("Module data as JSON") as HTMLTextAreaElement;
    expect(JSON.parse(json.value)).toEqual({ html: "<p></p>" });
    fireEvent.change(json, { target: { value: '{ "html": "<p>Hi</p>" ' } });
    expect(json.value).toBe('{ "html": "<p>Hi</p>" ');
    expect(toggle).toHaveProperty("disabled", true);
    fireEvent.change(json, { target: { value: '{ "html": "<p>Hi</p>" }' } });
    fireEvent.click(toggle);
    fireEvent.click(await within(module).findByRole("button", { name: "Edit HTML" }));
    expect((within(module).getByRole("textbox", { name: "Text" }) as HTMLTextAreaElement).value).toBe("<p>Hi</p>");
  });

  it("says which version a rollback restored", () => {
    renderEditor({ page: { ...page, latestVersion: 4, draftVersion: 4 } }, answerWell, "/admin/pages/7?restoredFrom=2");
    expect(screen.getByText("Version 2 was restored as the new draft, version 4.")).toBeTruthy();
  });

  it("undoes and redoes changes to the whole document, by its buttons and by keyboard", () => {
    renderEditor();
    const title = screen.getByLabelText("Title") as HTMLInputElement;
    const undo = screen.getByRole("button", { name: "Undo" });
    expect(undo).toHaveProperty("disabled", true);
    fireEvent.change(title, { target: { value: "Open day in spring" } });
    addModule("Rich text");
    fireEvent.click(undo);
    expect(screen.queryByRole("group", { name: "Rich text" })).toBeNull();
    fireEvent.keyDown(window, { key: "z", ctrlKey: true });
    expect(title.value).toBe("Open day");
    fireEvent.click(screen.getByRole("button", { name: "Redo" }));
    expect(title.value).toBe("Open day in spring");
    fireEvent.keyDown(window, { key: "Z", ctrlKey: true, shiftKey: true });
    expect(screen.getByRole("group", { name: "Rich text" })).toBeTruthy();
  });

  const keptDocument = { title: "Open day, kept", keywords: "", description: "", modules: [] };

  it("puts the editor's kept work back when it started from the latest version, and can throw it away", () => {
    renderEditor({ workingCopy: { basedOnVersion: 1, document: keptDocument, updatedAt: "2026-11-26T10:00:00.000Z" } });
    expect((screen.getByLabelText("Title") as HTMLInputElement).value).toBe("Open day, kept");
    expect(screen.getByText(/Your unsaved work is back/)).toBeTruthy();
    expect(screen.getByText("Unsaved changes")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Discard my work" }));
    expect((screen.getByLabelText("Title") as HTMLInputElement).value).toBe("Open day");
    expect(screen.getByText("All changes saved")).toBeTruthy();
  });

  it("offers kept work made on an older version, beside the latest one", () => {
    renderEditor({ page: { ...page, latestVersion: 2 }, workingCopy: { basedOnVersion: 1, document: keptDocument, updatedAt: "2026-11-26T10:00:00.000Z" } });
    expect(screen.getByText(/You have unsaved work made on version 1; version 2 has been saved since/)).toBeTruthy();
    expect((screen.getByLabelText("Title") as HTMLInputElement).value).toBe("Open day");
    fireEvent.click(screen.getByRole("button", { name: "Restore my work" }));
    expect((screen.getByLabelText("Title") as HTMLInputElement).value).toBe("Open day, kept");
    expect(screen.queryByRole("button", { name: "Restore my work" })).toBeNull();
  });

  it("keeps unsaved work every few seconds, and says who else is editing and what they saved", async () => {
    vi.useFakeTimers();
    try {
      const { of } = renderEditor({}, (intent) =>
        intent.intent === "keepEditing"
          ? {
              intent: "keepEditing",
              ok: true,
              result: {
                others: [{ name: "Priya Publisher", email: "priya@mathwise.example" }],
                savedSince: [{ version: 2, author: "priya@mathwise.example", createdAt: "2026-11-26T10:00:00.000Z", changes: ["title changed"], origin: null }],
              },
            }
          : answerWell(intent),
      );
      await act(async () => void (await vi.advanceTimersByTimeAsync(10)));
      expect(of("keepEditing")).toEqual([{ intent: "keepEditing", basedOnVersion: 1 }]);
      expect(screen.getByText("Also editing this page now: Priya Publisher (priya@mathwise.example)")).toBeTruthy();
      expect(screen.getByRole("alert").textContent).toContain("Version 2 was saved by priya@mathwise.example while you worked: title changed.");

      fireEvent.change(screen.getByLabelText("Title"), { target: { value: "Open day in spring" } });
      await act(async () => void (await vi.advanceTimersByTimeAsync(5_000)));
      expect(of("keepEditing").at(-1)).toMatchObject({ basedOnVersion: 1, workingCopy: { document: { title: "Open day in spring" } } });
      await act(async () => void (await vi.advanceTimersByTimeAsync(5_000)));
      // Unchanged since: the heartbeat carries no document.
      expect(of("keepEditing").at(-1)).toEqual({ intent: "keepEditing", basedOnVersion: 1 });
    } finally {
      vi.useRealTimers();
    }
  });
});
