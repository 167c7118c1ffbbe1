// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { PLACEHOLDER_IMAGE, SafeImage } from "./SafeImage.js";

describe("SafeImage", () => {
  afterEach(cleanup);

  it("shows the placeholder once the source fails to load", () => {
    render(<SafeImage src="/images/missing.png" alt="Teacher" />);
    const image = screen.getByRole("img", { name: "Teacher" });
    expect(image.getAttribute("src")).toBe("/images/missing.png");
    fireEvent.error(image);
    expect(image.getAttribute("src")).toBe(PLACEHOLDER_IMAGE);
  });

  it("shows the placeholder for an empty source", () => {
    render(<SafeImage src="" alt="Teacher" />);
    expect(screen.getByRole("img", { name: "Teacher" }).getAttribute("src")).toBe(PLACEHOLDER_IMAGE);
  });

  it("notices an image that broke before the page hydrated", async () => {
    const decode = vi.spyOn(HTMLImageElement.prototype, "decode").mockRejectedValue(new Error("EncodingError"));
    const complete = vi.spyOn(HTMLImageElement.prototype, "complete", "get").mockReturnValue(true);
    render(<SafeImage src="/images/broken.png" alt="Logo" />);
    const image = screen.getByRole("img", { name: "Logo" });
    await vi.waitFor(() => expect(image.getAttribute("src")).toBe(PLACEHOLDER_IMAGE));
    decode.mockRestore();
    complete.mockRestore();
  });
});
