// @vitest-environment happy-dom
import { cleanup, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { validatorFor } from "../../schemas/json-schema.js";
import { renderView } from "../../tests/helpers/render-view.js";
import ConversionButton from "./ConversionButton.js";
import { conversionButtonSpec, type ConversionButtonData } from "./schema.js";

afterEach(cleanup);

const example: ConversionButtonData = {
  label: "Start your free assessment",
  url: "https://us.mathwise.example/assessment",
  newWindow: true,
  variant: "secondary",
  align: "left",
};

describe("ConversionButton view", () => {
  it("renders the defaults as a centred primary link", () => {
    const { container } = renderView(ConversionButton, { data: conversionButtonSpec.defaults });
    const link = screen.getByRole("link", { name: "Book a free trial" });
    expect(link.getAttribute("href")).toBe("/level-test");
    expect(link.className).toContain("button--primary");
    expect(link.getAttribute("target")).toBeNull();
    expect((container.querySelector(".conversion-button") as HTMLElement).style.textAlign).toBe("center");
  });

  it("renders the example with its variant and alignment", () => {
    const { container } = renderView(ConversionButton, { data: example });
    const link = screen.getByRole("link", { name: example.label });
    expect(link.getAttribute("href")).toBe(example.url);
    expect(link.className).toContain("button--secondary");
    expect((container.querySelector(".conversion-button") as HTMLElement).style.textAlign).toBe("left");
  });

  it("opens a new window with rel noopener when newWindow", () => {
    renderView(ConversionButton, { data: example });
    const link = screen.getByRole("link", { name: example.label });
    expect(link.getAttribute("target")).toBe("_blank");
    expect(link.getAttribute("rel")?.split(" ")).toEqual(expect.arrayContaining(["noopener", "noreferrer"]));
  });
});

describe("ConversionButton schema", () => {
  const validate = validatorFor(conversionButtonSpec.schema);

  it("accepts the defaults and the example", () => {
    expect(validate(conversionButtonSpec.defaults)).toBe(true);
    expect(validate(example)).toBe(true);
  });

  it.each([
    ["a missing label", { url: "/level-test" }],
    ["a missing url", { label: "Go" }],
    ["a label of the wrong type", { label: ["Go"], url: "/" }],
    ["a javascript: url", { label: "Go", url: "javascript:alert(document.cookie)" }],
    ["a data: url", { label: "Go", url: "data:text/html,<script>alert(1)</script>" }],
    ["an unknown variant", { ...example, variant: "danger" }],
    ["an extra property", { ...example, color: "red" }],
  ])("refuses %s", (_, value) => {
    expect(validate(value)).toBe(false);
  });
});
