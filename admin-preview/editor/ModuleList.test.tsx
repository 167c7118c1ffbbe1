// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { useReducer } from "react";
import { I18nextProvider } from "react-i18next";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { i18nFor } from "../../i18n/i18n.server.js";
import type { SavedDocument } from "../../schemas/api/calls/admin.js";
import { editorReducer, initialEditorState } from "./document-state.js";
import { ModuleList } from "./ModuleList.js";

const richText = (id: number, html: string) => ({ id, type: 1, content: { componentName: "RichText", componentType: 1, componentData: { html } } });
const banner = (id: number, headline: string) => ({ id, type: 66, content: { componentName: "TopBanner", componentType: 66, componentData: { headline, image: "/a.png" } } });

const stored: SavedDocument = {
  title: "Open day",
  keywords: "",
  description: "",
  modules: [banner(100000001, "Open day in London"), richText(100000002, "<p>Meet our teachers</p>"), richText(100000003, "<p>Fees &amp; dates</p>")],
};

function Editor({ selectedKey = null, onSelect = () => {} }: { selectedKey?: string | null; onSelect?: (key: string) => void }) {
  const [state, dispatch] = useReducer(editorReducer, undefined, () => initialEditorState(1, stored, []));
  return <ModuleList modules={state.document.modules} problems={[]} dispatch={dispatch} previewUrlOf={() => undefined} selectedKey={selectedKey} onSelect={onSelect} />;
}

function renderList(props: Parameters<typeof Editor>[0] = {}) {
  const view = render(
    <I18nextProvider i18n={i18nFor("en")}>
      <Editor {...props} />
    </I18nextProvider>,
  );
  return {
    ...view,
    rerenderWith: (next: Parameters<typeof Editor>[0]) =>
      view.rerender(
        <I18nextProvider i18n={i18nFor("en")}>
          <Editor {...next} />
        </I18nextProvider>,
      ),
  };
}

const summaryLines = () => [...document.querySelectorAll(".module-editor__summary")];
/** Each module's summary line, in the list's order. */
const summaries = () => summaryLines().map((line) => line.textContent);
/** The module whose summary line this is. */
const groupOf = (summary: string) => summaryLines().find((line) => line.textContent === summary)!.closest("fieldset")!;
/** Each module's component, in the list's order. */
const components = () => [...document.querySelectorAll(".module-editor > legend")].map((legend) => legend.textContent);

afterEach(cleanup);

describe("ModuleList", () => {
  it("opens with the page's modules collapsed to their component and a line of their text, each expanding on its own", () => {
    renderList();
    expect(components()).toEqual(["Top banner", "Rich text", "Rich text"]);
    expect(summaries()).toEqual(["Open day in London", "Meet our teachers", "Fees & dates"]);
    const toggle = screen.getByRole("button", { name: "Meet our teachers" });
    expect(toggle.getAttribute("aria-expanded")).toBe("false");
    expect(screen.queryByRole("textbox", { name: "Text" })).toBeNull();

    fireEvent.click(toggle);
    expect(toggle.getAttribute("aria-expanded")).toBe("true");
    expect(within(groupOf("Meet our teachers")).getByRole("textbox", { name: "Module name" })).toBeTruthy();
    expect(screen.getAllByRole("textbox", { name: "Module name" })).toHaveLength(1);

    fireEvent.click(screen.getByRole("button", { name: "Expand all" }));
    expect(screen.getAllByRole("textbox", { name: "Module name" })).toHaveLength(3);
    fireEvent.click(screen.getByRole("button", { name: "Collapse all" }));
    expect(screen.queryAllByRole("textbox", { name: "Module name" })).toHaveLength(0);
  });

  it("keeps a collapsed module's fields in the page, hidden until found, and expands it when the browser finds them", () => {
    renderList();
    const body = document.getElementById(screen.getByRole("button", { name: "Open day in London" }).getAttribute("aria-controls")!)!;
    expect(body.getAttribute("hidden")).toBe("until-found");
    expect(within(body).getByLabelText("Headline")).toBeTruthy();
    act(() => void body.dispatchEvent(new Event("beforematch")));
    expect(body.hasAttribute("hidden")).toBe(false);
    expect(screen.getByRole("button", { name: "Open day in London" }).getAttribute("aria-expanded")).toBe("true");
  });

  it("moves a module a place with its buttons, the focus staying on a button that still works", () => {
    renderList();
    fireEvent.click(within(groupOf("Fees & dates")).getByRole("button", { name: "Move up" }));
    expect(summaries()).toEqual(["Open day in London", "Fees & dates", "Meet our teachers"]);
    const moveUp = within(groupOf("Fees & dates")).getByRole("button", { name: "Move up" });
    moveUp.focus();
    fireEvent.click(moveUp);
    expect(summaries()).toEqual(["Fees & dates", "Open day in London", "Meet our teachers"]);
    expect(moveUp).toHaveProperty("disabled", true);
    expect(document.activeElement).toBe(within(groupOf("Fees & dates")).getByRole("button", { name: "Move down" }));
    expect(within(groupOf("Fees & dates")).getByText(/^Module 1 of 3/)).toBeTruthy();
  });

  describe("dragged with the keyboard", () => {
    // happy-dom lays nothing out: each module is given a 100-pixel-high box by its place in the list.
    beforeEach(() => {
      vi.spyOn(HTMLElement.prototype, "getBoundingClientRect").mockImplementation(function (this: HTMLElement) {
        const item = this.closest(".module-list__item");
        const index = item ? [...item.parentElement!.children].indexOf(item) : 0;
        const top = index * 100;
        return { x: 0, y: top, top, left: 0, right: 600, bottom: top + 90, width: 600, height: 90, toJSON: () => ({}) } as DOMRect;
      });
    });
    afterEach(() => vi.restoreAllMocks());

    const press = async (element: Element, code: string) => {
      fireEvent.keyDown(element, { code, key: code === "Space" ? " " : code });
      // The keyboard sensor starts listening to keys a task after the drag starts.
      await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
    };

    it("picks a module up with Space, moves it with the arrows and drops it with Space, saying so in words of the editor's language", async () => {
      renderList();
      const handle = screen.getByRole("button", { name: "Move Top banner, module 1" });
      expect(handle.getAttribute("aria-roledescription")).toBe("movable module");
      expect(document.getElementById(handle.getAttribute("aria-describedby")!)?.textContent).toMatch(/^To move a module, press Space or Enter on its handle/);
      handle.focus();
      await press(handle, "Space");
      expect(screen.getByText("Picked up Top banner, module 1 of 3.")).toBeTruthy();
      await press(handle, "ArrowDown");
      await press(handle, "ArrowDown");
      expect(screen.getByText("Top banner would go to place 3 of 3.")).toBeTruthy();
      await press(handle, "Space");
      expect(summaries()).toEqual(["Meet our teachers", "Fees & dates", "Open day in London"]);
      expect(screen.getByText("Top banner dropped at place 3 of 3.")).toBeTruthy();
    });

    it("puts the module back where it was on Escape", async () => {
      renderList();
      const handle = screen.getByRole("button", { name: "Move Rich text, module 2" });
      handle.focus();
      await press(handle, "Space");
      await press(handle, "ArrowUp");
      await press(handle, "Escape");
      expect(summaries()).toEqual(["Open day in London", "Meet our teachers", "Fees & dates"]);
      expect(screen.getByText("Moving cancelled: Rich text stays module 2 of 3.")).toBeTruthy();
    });
  });

  it("adds a module at the place chosen from the palette, expanded and focused", () => {
    renderList();
    fireEvent.click(screen.getByRole("button", { name: "Add a module between modules 1 and 2" }));
    const palette = screen.getByRole("dialog", { name: "Add a module between modules 1 and 2" });
    const choice = within(palette).getByRole("button", { name: "Top banner" });
    expect(choice.getAttribute("aria-describedby") && document.getElementById(choice.getAttribute("aria-describedby")!)?.textContent).toBe(
      "A wide picture with a headline and a button, to open a page.",
    );
    fireEvent.click(choice);
    expect((palette as HTMLDialogElement).open).toBe(false);
    expect(summaries()).toEqual(["Open day in London", "Headline", "Meet our teachers", "Fees & dates"]);
    const added = groupOf("Headline");
    expect(within(added).getByText("Module 2 of 4 · new, gets its id when saved")).toBeTruthy();
    expect((within(added).getByLabelText("Headline") as HTMLInputElement).value).toBe("Headline");
    expect(document.activeElement).toBe(within(added).getByRole("button", { name: "Headline", expanded: true }));

    fireEvent.click(screen.getByRole("button", { name: "Add a module at the top" }));
    fireEvent.click(within(screen.getByRole("dialog", { name: "Add a module at the top" })).getByRole("button", { name: "FAQ" }));
    fireEvent.click(screen.getByRole("button", { name: "Add a module at the end" }));
    fireEvent.click(within(screen.getByRole("dialog", { name: "Add a module at the end" })).getByRole("button", { name: "Video" }));
    expect(components()).toEqual(["FAQ", "Top banner", "Top banner", "Rich text", "Rich text", "Video"]);
  });

  it("offers every page component but the site header, narrowed by typing its name or what it is for", () => {
    renderList();
    fireEvent.click(screen.getByRole("button", { name: "Add a module at the end" }));
    const palette = screen.getByRole("dialog", { name: "Add a module at the end" });
    const offered = () => [...palette.querySelectorAll(".component-palette__title")].map((button) => button.textContent);
    expect(offered()).toHaveLength(17);
    expect(offered()).not.toContain("Site header");
    expect(within(palette).getByRole("status").textContent).toBe("Components shown: 17");

    const filter = within(palette).getByRole("searchbox", { name: "Find a component" });
    fireEvent.change(filter, { target: { value: "ANSWER" } });
    expect(offered()).toEqual(["FAQ"]);
    fireEvent.change(filter, { target: { value: "list" } });
    expect(offered()).toEqual(["Rich text", "Teacher list", "Campus list", "Job listings", "Resource list", "Course list"]);
    fireEvent.change(filter, { target: { value: "header" } });
    expect(offered()).toEqual([]);
    expect(within(palette).getByRole("status").textContent).toBe("No component matches “header”.");

    fireEvent.click(within(palette).getByRole("button", { name: "Close" }));
    expect((palette as HTMLDialogElement).open).toBe(false);
    expect(summaries()).toHaveLength(3);
  });

  it("expands, scrolls to and marks the module selected elsewhere, and says which one the editor turns to here", () => {
    const scrolled = vi.fn();
    Element.prototype.scrollIntoView = scrolled;
    const onSelect = vi.fn();
    const { rerenderWith } = renderList({ onSelect });
    rerenderWith({ onSelect, selectedKey: "m100000002" });
    const selected = groupOf("Meet our teachers");
    expect(selected.closest("li")!.classList.contains("module-list__item--selected")).toBe(true);
    expect(within(selected).getByRole("button", { name: "Meet our teachers" }).getAttribute("aria-expanded")).toBe("true");
    expect(scrolled.mock.contexts).toEqual([selected]);

    fireEvent.click(screen.getByRole("button", { name: "Fees & dates" }));
    expect(onSelect).toHaveBeenCalledWith("m100000003");
    rerenderWith({ onSelect, selectedKey: "m100000003" });
    // Selected from here, the module is in view already and stays as the click left it.
    expect(scrolled).toHaveBeenCalledTimes(1);
    expect(screen.getByRole("button", { name: "Fees & dates" }).getAttribute("aria-expanded")).toBe("true");
  });
});
