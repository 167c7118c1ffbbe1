// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { useState } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { bannerCarouselSpec } from "../../component-registry/banner-carousel/schema.js";
import type { ComponentSpec } from "../../component-registry/define.js";
import { topBannerSpec } from "../../component-registry/top-banner/schema.js";
import { mediaAsset } from "../../tests/helpers/media-assets.js";
import { renderAdmin } from "../../tests/helpers/render-admin.js";
import { pickedValues } from "./ImagePicker.js";
import { SchemaForm } from "./SchemaForm.js";

afterEach(cleanup);

const library = [mediaAsset(2, { fileName: "open-day.png", alt: "Pupils at the open day" }), mediaAsset(1, { fileName: "campus.jpg", alt: "The campus" })];

/** A module's form in the page editor, its data kept as the editor keeps it; /admin/media answers from `library`. */
function renderForm(spec: ComponentSpec, initial: Record<string, unknown>) {
  let current = initial;
  const searches: string[] = [];
  function Harness() {
    const [value, setValue] = useState(initial);
    return (
      <SchemaForm
        schema={spec.schema}
        value={value}
        onChange={(next) => {
          current = next;
          setValue(next);
        }}
        problems={[]}
        idPrefix="m1"
        componentName={spec.name}
      />
    );
  }
  renderAdmin(<Harness />, {
    path: "/admin/pages/7",
    pages: [
      {
        path: "media",
        loader: ({ request }) => {
          const search = new URL(request.url).searchParams.get("search") ?? "";
          searches.push(search);
          const list = library.filter((asset) => `${asset.fileName} ${asset.alt}`.toLowerCase().includes(search.toLowerCase()));
          return { list, total: list.length, search, page: 1, pageSize: 24 };
        },
      },
    ],
  });
  return { value: () => current, searches };
}

describe("pickedValues", () => {
  const asset = { address: "/media/abc-800.webp", alt: "Pupils" };

  it("sets the field and the alt text its schema names", () => {
    expect(pickedValues(topBannerSpec.schema.properties!.image as never, ["image"], asset)).toEqual({ image: asset.address, imageAlt: "Pupils" });
  });

  it("sets the field alone when its schema names no alt text", () => {
    expect(pickedValues(topBannerSpec.schema.properties!.mobileImage as never, ["mobileImage"], asset)).toEqual({ mobileImage: asset.address });
  });
});

describe("picking from the library in an image field", () => {
  it("lists the library, finds by words, and puts the address and the alt text into the module", async () => {
    const form = renderForm(topBannerSpec, { headline: "Open day", image: "/images/placeholder.svg" });
    fireEvent.click(screen.getByRole("button", { name: "Choose from the library for Image" }));
    const dialog = within(await screen.findByRole("dialog", { name: "Choose an image" }));
    expect(await dialog.findByRole("button", { name: "Choose Pupils at the open day" })).toBeTruthy();
    expect(dialog.getByRole("button", { name: "Choose The campus" })).toBeTruthy();

    fireEvent.change(dialog.getByLabelText("Search the library"), { target: { value: "campus" } });
    fireEvent.keyDown(dialog.getByLabelText("Search the library"), { key: "Enter" });
    await waitFor(() => expect(dialog.queryByRole("button", { name: "Choose Pupils at the open day" })).toBeNull());
    expect(form.searches).toEqual(["", "campus"]);

    fireEvent.click(dialog.getByRole("button", { name: "Choose The campus" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(form.value()).toEqual({ headline: "Open day", image: library[1]!.address, imageAlt: "The campus" });
    expect((screen.getByLabelText("Image") as HTMLInputElement).value).toBe(library[1]!.address);
    expect((screen.getByLabelText("Image description") as HTMLInputElement).value).toBe("The campus");
    expect(screen.getByText("The alt text was filled from the library.")).toBeTruthy();
  });

  it("keeps a typed address possible", () => {
    const form = renderForm(topBannerSpec, { headline: "Open day", image: "/images/placeholder.svg" });
    fireEvent.change(screen.getByLabelText("Image"), { target: { value: "https://cdn.example/banner.jpg" } });
    expect(form.value()).toEqual({ headline: "Open day", image: "https://cdn.example/banner.jpg" });
  });

  it("fills the alt text of the slide it was picked for, in a list of slides", async () => {
    const form = renderForm(bannerCarouselSpec, { slides: [{ image: "/images/a.png", alt: "A" }, { image: "/images/b.png", alt: "B" }] });
    const buttons = screen.getAllByRole("button", { name: "Choose from the library for Image" });
    expect(buttons).toHaveLength(2);
    fireEvent.click(buttons[1]!);
    const dialog = within(await screen.findByRole("dialog", { name: "Choose an image" }));
    fireEvent.click(await dialog.findByRole("button", { name: "Choose Pupils at the open day" }));
    await waitFor(() => expect(form.value()).toEqual({ slides: [{ image: "/images/a.png", alt: "A" }, { image: library[0]!.address, alt: "Pupils at the open day" }] }));
  });
});
