// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import type { Editor } from "@tiptap/react";
import { useState } from "react";
import { renderToString } from "react-dom/server";
import { I18nextProvider } from "react-i18next";
import { afterEach, describe, expect, it, vi } from "vitest";
import { i18nFor } from "../../i18n/i18n.server.js";
import { richTextSpec } from "../../component-registry/rich-text/schema.js";
import type { Problem } from "./problems.js";
import { SchemaForm } from "./SchemaForm.js";

afterEach(cleanup);

type RichText = { html?: string };

/** The rich-text component's form with its value kept in state, as the editor keeps it; "Restore" changes it from outside. */
function formFor(initial: RichText, problems: Problem[] = [], onChange: (next: RichText) => void = () => {}) {
  function Harness() {
    const [value, setValue] = useState<RichText>(initial);
    return (
      <>
        <SchemaForm
          schema={richTextSpec.schema}
          value={value}
          onChange={(next) => {
            onChange(next);
            setValue(next);
          }}
          problems={problems}
          idPrefix="m3"
          componentName={richTextSpec.name}
        />
        <button type="button" onClick={() => setValue({ html: "<p>Restored text</p>" })}>
          Restore
        </button>
      </>
    );
  }
  return (
    <I18nextProvider i18n={i18nFor("en")}>
      <Harness />
    </I18nextProvider>
  );
}

function renderForm(initial: RichText, problems: Problem[] = []) {
  const changes = vi.fn<(next: RichText) => void>();
  render(formFor(initial, problems, changes));
  return { changes, last: () => changes.mock.calls.at(-1)?.[0] };
}

/** The editable area once TipTap has loaded, and its editor (TipTap puts it on the element). */
async function editable() {
  const element = await waitFor(() => {
    const found = screen.getByRole("textbox", { name: "Text" });
    expect(found.getAttribute("contenteditable")).toBe("true");
    return found;
  });
  return { element, editor: (element as HTMLElement & { editor: Editor }).editor };
}

const button = (name: string) => screen.getByRole("button", { name });

describe("the rich-text field", () => {
  it("is the HTML as text on the server, so the first render in the browser matches it", () => {
    const html = renderToString(formFor({ html: "<p>Open day</p>" }));
    expect(html).toContain('<label id="m3-html-label" for="m3-html">Text</label>');
    expect(html).toMatch(/<textarea[^>]* id="m3-html"[^>]*>&lt;p&gt;Open day&lt;\/p&gt;<\/textarea>/);
    expect(html).not.toContain("contenteditable");
  });

  it("loads an editor named by its label, with a toolbar whose buttons say what they do", async () => {
    renderForm({ html: "<h2>Open day</h2><p>On <strong>Saturday</strong></p>" });
    const { element } = await editable();
    expect(element.id).toBe("m3-html");
    expect(element.getAttribute("aria-multiline")).toBe("true");
    expect(element.getAttribute("aria-required")).toBe("true");
    expect(element.getAttribute("aria-describedby")).toBe("m3-html-hint");
    expect(element.querySelector("h2")?.textContent).toBe("Open day");
    const toolbar = screen.getByRole("toolbar", { name: "Formatting of Text" });
    expect(within(toolbar).getAllByRole("button").map((each) => each.textContent)).toEqual([
      "Bold",
      "Italic",
      "Heading 2",
      "Heading 3",
      "Bulleted list",
      "Numbered list",
      "Link",
      "Undo",
      "Redo",
      "Edit HTML",
    ]);
    expect(button("Bold").getAttribute("aria-pressed")).toBe("false");
    expect(button("Edit HTML").getAttribute("aria-pressed")).toBe("false");
    expect(button("Undo")).toHaveProperty("disabled", true);
  });

  it("reports what is written as HTML, formats the selection, and reports an emptied editor as no text", async () => {
    const { last } = renderForm({ html: "<p></p>" });
    const { editor } = await editable();
    act(() => void editor.commands.insertContent("Meet our teachers"));
    expect(last()).toEqual({ html: "<p>Meet our teachers</p>" });

    act(() => void editor.commands.selectAll());
    fireEvent.click(button("Bold"));
    expect(last()).toEqual({ html: "<p><strong>Meet our teachers</strong></p>" });
    expect(button("Bold").getAttribute("aria-pressed")).toBe("true");
    fireEvent.click(button("Heading 2"));
    expect(last()).toEqual({ html: "<h2><strong>Meet our teachers</strong></h2>" });
    expect(button("Heading 2").getAttribute("aria-pressed")).toBe("true");

    fireEvent.click(button("Undo"));
    expect(last()).toEqual({ html: "<p><strong>Meet our teachers</strong></p>" });
    act(() => void editor.commands.clearContent(true));
    expect(last()).toEqual({ html: "" });
  });

  it("keeps the cursor through its own changes, and loads a value changed elsewhere", async () => {
    renderForm({ html: "<p>Open day</p>" });
    const { element, editor } = await editable();
    act(() => void editor.chain().setTextSelection(6).insertContent("big ").run());
    expect(element.textContent).toBe("Open big day");
    expect(editor.state.selection.from).toBe(10);

    fireEvent.click(button("Restore"));
    expect(element.textContent).toBe("Restored text");
  });

  it("marks a problem on the editable area like on any field", async () => {
    renderForm({ html: "" }, [{ field: ["html"], keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" }]);
    const { element } = await editable();
    expect(element.getAttribute("aria-invalid")).toBe("true");
    expect(element.getAttribute("aria-describedby")).toBe("m3-html-hint m3-html-problems");
    expect(document.getElementById("m3-html-problems")?.textContent).toBe("This field is required.");
  });

  it("shows the HTML source in “Edit HTML”, and reads it again on the way back", async () => {
    const { last } = renderForm({ html: "<p>Open day</p>" });
    await editable();
    fireEvent.click(button("Edit HTML"));
    expect(button("Edit HTML").getAttribute("aria-pressed")).toBe("true");
    expect(button("Bold")).toHaveProperty("disabled", true);
    const source = screen.getByRole("textbox", { name: "Text" }) as HTMLTextAreaElement;
    expect(source.tagName).toBe("TEXTAREA");
    expect(source.value).toBe("<p>Open day</p>");
    fireEvent.change(source, { target: { value: "<p>Open <em>day</em></p><ul><li>Maths</li></ul>" } });
    expect(last()).toEqual({ html: "<p>Open <em>day</em></p><ul><li>Maths</li></ul>" });

    fireEvent.click(button("Edit HTML"));
    const { element } = await editable();
    expect(element.querySelector("em")?.textContent).toBe("day");
    expect(element.querySelector("li")?.textContent).toBe("Maths");
  });

  it("opens HTML the editor would cut short as HTML, with a note", async () => {
    renderForm({ html: "<table><tr><td>9:00</td><td>Welcome</td></tr></table>" });
    await screen.findByRole("toolbar", { name: "Formatting of Text" });
    const source = screen.getByRole("textbox", { name: "Text" });
    expect(source.tagName).toBe("TEXTAREA");
    expect(button("Edit HTML").getAttribute("aria-pressed")).toBe("true");
    expect(source.getAttribute("aria-describedby")).toBe("m3-html-hint m3-html-kept");
    expect(document.getElementById("m3-html-kept")?.textContent).toMatch(/cannot show, such as a table/);
  });

  it("links the selection to an address by the URL fields' rule, and unlinks it", async () => {
    const { last } = renderForm({ html: "<p>Our courses</p>" });
    const { editor } = await editable();
    act(() => void editor.commands.setTextSelection({ from: 5, to: 12 }));
    fireEvent.click(button("Link"));
    const address = screen.getByLabelText("Link address") as HTMLInputElement;
    expect(document.activeElement).toBe(address);

    fireEvent.change(address, { target: { value: "javascript:alert(1)" } });
    fireEvent.click(button("Apply link"));
    expect(address.getAttribute("aria-invalid")).toBe("true");
    expect(address.getAttribute("aria-describedby")).toBe("m3-html-link-hint m3-html-link-problem");
    expect(screen.getByText("Enter a link starting with https:// or /.")).toBeTruthy();
    expect(last()).toBeUndefined();

    fireEvent.change(address, { target: { value: " /courses " } });
    fireEvent.keyDown(address, { key: "Enter" });
    expect(last()).toEqual({ html: '<p>Our <a href="/courses">courses</a></p>' });
    expect(screen.queryByLabelText("Link address")).toBeNull();
    expect(button("Link").getAttribute("aria-pressed")).toBe("true");

    fireEvent.click(button("Link"));
    expect((screen.getByLabelText("Link address") as HTMLInputElement).value).toBe("/courses");
    fireEvent.click(button("Remove link"));
    expect(last()).toEqual({ html: "<p>Our courses</p>" });
  });
});
