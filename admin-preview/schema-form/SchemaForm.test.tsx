// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { useState } from "react";
import { I18nextProvider } from "react-i18next";
import { afterEach, describe, expect, it, vi } from "vitest";
import { i18nFor } from "../../i18n/i18n.server.js";
import type { ComponentSpec } from "../../component-registry/define.js";
import { headerSpec } from "../../component-registry/header/schema.js";
import { topBannerSpec } from "../../component-registry/top-banner/schema.js";
import type { Problem } from "./problems.js";
import { SchemaForm } from "./SchemaForm.js";
import type { ObjectSchema } from "./schema-node.js";

afterEach(cleanup);

/**
 * The form of a catalogue component's data (or of any schema) with its value kept in state, as the editor
 * keeps it; every change is also reported.
 */
function renderForm(form: ComponentSpec | ObjectSchema, initial: Record<string, unknown>, problems: Problem[] = []) {
  const [schema, componentName] = "schema" in form && "name" in form ? [form.schema, form.name] : [form as ObjectSchema, undefined];
  const changes = vi.fn();
  function Harness() {
    const [value, setValue] = useState(initial);
    return (
      <SchemaForm
        schema={schema}
        value={value}
        onChange={(next) => {
          changes(next);
          setValue(next);
        }}
        problems={problems}
        idPrefix="m3"
        componentName={componentName}
      />
    );
  }
  render(
    <I18nextProvider i18n={i18nFor("en")}>
      <Harness />
    </I18nextProvider>,
  );
  return { changes, last: () => changes.mock.calls.at(-1)?.[0] as Record<string, unknown> };
}

const banner = { headline: "Open day", image: "/images/open-day.png" };

describe("SchemaForm", () => {
  it("shows each property with the widget its schema calls for, required ones marked", () => {
    renderForm(topBannerSpec, banner);
    const headline = screen.getByLabelText("Headline") as HTMLInputElement;
    expect(headline.value).toBe("Open day");
    expect(headline.id).toBe("m3-headline");
    expect(headline.getAttribute("aria-required")).toBe("true");
    expect(screen.getByLabelText("Subheading").tagName).toBe("INPUT");
    expect(screen.getByLabelText("Subheading").getAttribute("aria-required")).toBeNull();
    const image = screen.getByLabelText("Image");
    expect(image.getAttribute("inputmode")).toBe("url");
    expect(document.getElementById(image.getAttribute("aria-describedby")!)?.textContent).toMatch(/https:\/\/ or \//);
    expect(screen.getByRole("checkbox", { name: "Button (optional)" })).toHaveProperty("checked", false);
    expect(screen.queryByLabelText("Button text")).toBeNull();
  });

  it("reports each change as the whole next value; an optional text emptied is removed", () => {
    const { last } = renderForm(topBannerSpec, { ...banner, subline: "Saturday" });
    fireEvent.change(screen.getByLabelText("Headline"), { target: { value: "Open day in London" } });
    expect(last()).toEqual({ headline: "Open day in London", image: "/images/open-day.png", subline: "Saturday" });
    fireEvent.change(screen.getByLabelText("Subheading"), { target: { value: "" } });
    expect(last()).toEqual({ headline: "Open day in London", image: "/images/open-day.png" });
    fireEvent.change(screen.getByLabelText("Headline"), { target: { value: "" } });
    expect(last()).toEqual({ headline: "", image: "/images/open-day.png" });
  });

  it("switches an optional object on with its required fields, and off again", () => {
    const { last } = renderForm(topBannerSpec, banner);
    fireEvent.click(screen.getByRole("checkbox", { name: "Button (optional)" }));
    expect(last()).toEqual({ ...banner, button: { label: "", link: { url: "" } } });
    const button = screen.getByRole("group", { name: "Button (optional)" });
    fireEvent.change(within(button).getByLabelText("Button text"), { target: { value: "Book" } });
    fireEvent.click(within(button).getByRole("checkbox", { name: "Open in a new window" }));
    expect(last()).toEqual({ ...banner, button: { label: "Book", link: { url: "", newWindow: true } } });
    fireEvent.click(screen.getByRole("checkbox", { name: "Button (optional)" }));
    expect(last()).toEqual(banner);
  });

  it("shows a problem at its field in the tool's words, described by the field", () => {
    renderForm(topBannerSpec, { ...banner, headline: "", image: "ftp://x" }, [
      { field: ["headline"], keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" },
      { field: ["image"], keyword: "format", params: { format: "link-url" }, message: 'must match format "link-url"' },
    ]);
    const headline = screen.getByLabelText("Headline");
    expect(headline.getAttribute("aria-invalid")).toBe("true");
    expect(document.getElementById(headline.getAttribute("aria-describedby")!)?.textContent).toBe("This field is required.");
    const image = screen.getByLabelText("Image");
    expect(image.getAttribute("aria-invalid")).toBe("true");
    expect(image.getAttribute("aria-describedby")).toBe("m3-image-hint m3-image-problems");
    expect(screen.getByText("Enter a link starting with https:// or /.")).toBeTruthy();
    expect(screen.getByLabelText("Subheading").getAttribute("aria-invalid")).toBeNull();
  });

  it("adds a list item from the schema's defaults, moves and removes items", () => {
    const links = [
      { name: "Courses", url: "/courses" },
      { name: "Teachers", url: "/teachers" },
    ];
    const { last } = renderForm(headerSpec, { navigationLinks: links });
    const list = screen.getByRole("group", { name: "Navigation links" });
    fireEvent.click(within(list).getByRole("button", { name: "Add item to Navigation links" }));
    expect(last()).toEqual({ navigationLinks: [...links, { name: "", url: "" }] });

    const second = screen.getByRole("group", { name: "Navigation links: item 2" });
    expect((within(second).getByLabelText("Name") as HTMLInputElement).value).toBe("Teachers");
    fireEvent.click(within(second).getByRole("button", { name: "Move up" }));
    expect(last()).toEqual({ navigationLinks: [links[1], links[0], { name: "", url: "" }] });
    expect((within(screen.getByRole("group", { name: "Navigation links: item 1" })).getByLabelText("Name") as HTMLInputElement).value).toBe("Teachers");

    fireEvent.click(within(screen.getByRole("group", { name: "Navigation links: item 3" })).getByRole("button", { name: "Remove" }));
    expect(last()).toEqual({ navigationLinks: [links[1], links[0]] });
    expect(within(screen.getByRole("group", { name: "Navigation links: item 1" })).getByRole("button", { name: "Move up" })).toHaveProperty("disabled", true);
  });

  it("offers an enum as options named in the tool's words, numbers as numbers", () => {
    const { last } = renderForm(headerSpec, { navigationLinks: [{ name: "Trial", url: "/trial", navigationType: 5 }] });
    const type = screen.getByLabelText("Link type") as HTMLSelectElement;
    expect([...type.options].map((option) => option.textContent)).toEqual(["(none)", "Main link", "Sub-link", "First-level link", "Conversion component"]);
    expect(type.selectedOptions[0]?.textContent).toBe("Conversion component");
    fireEvent.change(type, { target: { value: "1" } });
    expect(last()).toEqual({ navigationLinks: [{ name: "Trial", url: "/trial", navigationType: 2 }] });
    fireEvent.change(screen.getByLabelText("Lead form ID"), { target: { value: "12" } });
    expect(last()).toEqual({ navigationLinks: [{ name: "Trial", url: "/trial", navigationType: 2, leadComponentId: 12 }] });
  });

  it("names the fields of a schema the catalogue does not know by title or property name, its options by value", () => {
    const schema = {
      type: "object",
      properties: { imageAlt: { type: "string", title: "Alternative text" }, mobileImage: { type: "string" }, size: { enum: ["s", "m"] } },
    } as const;
    renderForm(schema, {});
    expect(screen.getByLabelText("Alternative text")).toBeTruthy();
    expect(screen.getByLabelText("Mobile image")).toBeTruthy();
    expect([...(screen.getByLabelText("Size") as HTMLSelectElement).options].map((option) => option.textContent)).toEqual(["(none)", "s", "m"]);
  });

  it("edits what it cannot show as JSON, keeping text that does not parse yet", () => {
    const schema = {
      type: "object",
      properties: { target: { oneOf: [{ type: "string" }, { type: "integer" }] } },
    } as const;
    const { changes, last } = renderForm(schema, { target: 4 });
    const target = screen.getByLabelText("Target") as HTMLTextAreaElement;
    expect(target.value).toBe("4");
    fireEvent.change(target, { target: { value: '"somewhere' } });
    expect(changes).not.toHaveBeenCalled();
    expect(target.value).toBe('"somewhere');
    expect(target.getAttribute("aria-invalid")).toBe("true");
    expect(screen.getByText(/This is not valid JSON yet/)).toBeTruthy();
    fireEvent.change(target, { target: { value: '"somewhere"' } });
    expect(last()).toEqual({ target: "somewhere" });
    expect(target.getAttribute("aria-invalid")).toBeNull();
  });

  it("shows as JSON a value its widget could not hold", () => {
    renderForm(topBannerSpec, { ...banner, headline: 42 });
    expect((screen.getByLabelText("Headline") as HTMLTextAreaElement).value).toBe("42");
  });
});
