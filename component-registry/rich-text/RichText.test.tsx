// @vitest-environment happy-dom
import { cleanup, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { validatorFor } from "../../schemas/json-schema.js";
import { renderView } from "../../tests/helpers/render-view.js";
import RichText from "./RichText.js";
import { richTextSpec, type RichTextData } from "./schema.js";

afterEach(cleanup);

const example: RichTextData = {
  html: '<h2>Why our classes work</h2><p>Small groups, <strong>expert teachers</strong> and <a href="/level-test">a free level test</a>.</p>',
};

describe("RichText view", () => {
  it("renders the defaults", () => {
    const { container } = renderView(RichText, { data: richTextSpec.defaults });
    expect(container.querySelector(".rich-text")?.innerHTML).toBe("<p></p>");
  });

  it("inserts the (already sanitized) HTML as markup", () => {
    renderView(RichText, { data: example });
    expect(screen.getByRole("heading", { level: 2, name: "Why our classes work" })).toBeTruthy();
    expect(screen.getByText("expert teachers").tagName).toBe("STRONG");
    expect(screen.getByRole("link", { name: "a free level test" }).getAttribute("href")).toBe("/level-test");
  });
});

describe("RichText schema", () => {
  const validate = validatorFor(richTextSpec.schema);

  it("accepts the defaults and the example", () => {
    expect(validate(richTextSpec.defaults)).toBe(true);
    expect(validate(example)).toBe(true);
  });

  it.each([
    ["a missing html", {}],
    ["empty html", { html: "" }],
    ["html of the wrong type", { html: 42 }],
    ["html over 100 000 characters", { html: "x".repeat(100_001) }],
    ["an extra property", { html: "<p>Hi</p>", script: "alert(1)" }],
  ])("refuses %s", (_, value) => {
    expect(validate(value)).toBe(false);
  });
});
