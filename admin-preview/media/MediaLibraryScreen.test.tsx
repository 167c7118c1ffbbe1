// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { MediaUse } from "../../schemas/api/calls/media.js";
import { mediaAsset } from "../../tests/helpers/media-assets.js";
import { editor, publisher, renderAdmin } from "../../tests/helpers/render-admin.js";
import type { StaffMember } from "../../schemas/api/calls/admin.js";
import { MediaLibraryScreen } from "./MediaLibraryScreen.js";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const assets = [mediaAsset(2, { fileName: "open-day.png", alt: "Pupils at the open day" }), mediaAsset(1)];

function renderLibrary({ staff = publisher, answer, uses = [] }: { staff?: StaffMember; answer?: (form: FormData) => unknown; uses?: MediaUse[] } = {}) {
  return renderAdmin(<MediaLibraryScreen assets={assets} total={30} search="" page={1} pageSize={24} />, {
    path: "/admin/media",
    staff,
    answer,
    pages: [{ path: "media/:id/usage", loader: () => ({ list: uses }) }],
  });
}

/** XMLHttpRequest as the uploader uses it, answering each send with what `answer` says after reporting progress. */
function fakeUploads(answer: (url: string) => { status: number; body: unknown }) {
  const sent: { url: string; body: unknown }[] = [];
  class FakeRequest {
    status = 0;
    response: unknown = null;
    responseType = "";
    upload: { onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    private url = "";
    open(_method: string, url: string) {
      this.url = url;
    }
    send(body: unknown) {
      sent.push({ url: this.url, body });
      this.upload.onprogress?.({ lengthComputable: true, loaded: 5, total: 10 });
      const { status, body: response } = answer(this.url);
      setTimeout(() => {
        this.status = status;
        this.response = response;
        this.onload?.();
      }, 0);
    }
  }
  vi.stubGlobal("XMLHttpRequest", FakeRequest);
  return sent;
}

/** The cards of the grid, in order. */
const cards = () => within(within(screen.getByRole("region", { name: "Images" })).getAllByRole("list")[0]!).getAllByRole("listitem");

const png = (name = "classroom.png") => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], name, { type: "image/png" });

function choose(...files: File[]) {
  fireEvent.change(screen.getByLabelText("Choose images"), { target: { files } });
}

describe("the media library screen", () => {
  it("shows each image with its name, size, uploader and alt text, and pages through the rest", () => {
    renderLibrary();
    expect(cards()).toHaveLength(2);
    const first = within(cards()[0]!);
    expect(first.getByRole("heading", { name: "open-day.png" })).toBeTruthy();
    expect(first.getByRole("img", { name: "Pupils at the open day" }).getAttribute("src")).toBe(`/media/${assets[0]!.hash}-320.webp`);
    expect(first.getByText(/800 × 400 pixels, 244 kB/)).toBeTruthy();
    expect((first.getByLabelText("Alt text") as HTMLTextAreaElement).value).toBe("Pupils at the open day");
    expect(screen.getByText("Images found: 30")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Page 2" }).getAttribute("href")).toBe("/admin/media?page=2");
  });

  it("changes an image's alt text", async () => {
    const { submitted } = renderLibrary({ answer: () => ({ intent: "updateMediaAlt", ok: true, result: assets[0] }) });
    const card = within(cards()[0]!);
    fireEvent.change(card.getByLabelText("Alt text"), { target: { value: "Two pupils at the whiteboard" } });
    fireEvent.click(card.getByRole("button", { name: "Save alt text" }));
    await waitFor(() => expect(card.getByText("Alt text saved.")).toBeTruthy());
    expect(Object.fromEntries(submitted[0]!)).toEqual({ intent: "updateMediaAlt", id: "2", alt: "Two pupils at the whiteboard" });
  });

  it("names the pages that show an image instead of deleting it", async () => {
    const uses: MediaUse[] = [{ pageId: 7, locale: "uk", path: "/open-day", title: "Open day", versions: ["draft", "published"] }];
    const { submitted } = renderLibrary({ uses });
    const card = within(cards()[0]!);
    fireEvent.click(card.getByRole("button", { name: "Delete…" }));
    const alert = await card.findByRole("alert");
    expect(alert.textContent).toContain("open-day.png cannot be deleted: these pages show it.");
    expect(within(alert).getByRole("link", { name: "uk /open-day" }).getAttribute("href")).toBe("/admin/pages/7");
    expect(alert.textContent).toContain("Open day (draft, published)");
    expect(card.queryByRole("button", { name: "Yes, delete" })).toBeNull();
    fireEvent.click(card.getByRole("button", { name: "Cancel" }));
    expect(card.getByRole("button", { name: "Delete…" })).toBeTruthy();
    expect(submitted).toEqual([]);
  });

  it("deletes an image no page shows, after asking", async () => {
    const { submitted } = renderLibrary({ answer: () => ({ intent: "deleteMedia", ok: true, result: null }) });
    const card = within(cards()[1]!);
    fireEvent.click(card.getByRole("button", { name: "Delete…" }));
    const group = await card.findByRole("group", { name: "Delete photo-1.png? Its files go too, and this cannot be undone." });
    fireEvent.click(within(group).getByRole("button", { name: "Yes, delete" }));
    await waitFor(() => expect(submitted).toHaveLength(1));
    expect(Object.fromEntries(submitted[0]!)).toEqual({ intent: "deleteMedia", id: "1" });
  });

  it("leaves deleting to publishers", () => {
    renderLibrary({ staff: editor });
    expect(screen.queryByRole("button", { name: "Delete…" })).toBeNull();
    expect(screen.getByText("Publishers delete images.")).toBeTruthy();
  });
});

describe("uploading on the library screen", () => {
  it("sends each chosen image with its alt text, shows its progress and says when it is in", async () => {
    const sent = fakeUploads(() => ({ status: 201, body: { code: 0, msg: "success", data: { asset: mediaAsset(3), duplicate: false } } }));
    renderLibrary();
    choose(png());
    const upload = screen.getByRole("button", { name: "Upload" }) as HTMLButtonElement;
    expect(upload.disabled).toBe(true);
    fireEvent.change(screen.getByLabelText("Alt text for classroom.png"), { target: { value: "A bright classroom" } });
    fireEvent.click(upload);
    expect((await screen.findByLabelText("Uploading classroom.png")).getAttribute("value")).toBe("0.5");
    expect(await screen.findByText("classroom.png is in the library.")).toBeTruthy();
    expect(sent).toHaveLength(1);
    expect(sent[0]!.url).toBe("/media?fileName=classroom.png&alt=A+bright+classroom");
    expect(sent[0]!.body).toBeInstanceOf(File);
  });

  it("takes images dropped on it", () => {
    renderLibrary();
    const zone = screen.getByText("Drop images here", { exact: false }).closest(".media-drop")!;
    fireEvent.dragOver(zone, { dataTransfer: { files: [] } });
    expect(zone.className).toContain("media-drop--over");
    fireEvent.drop(zone, { dataTransfer: { files: [png("first.png"), png("second.png")] } });
    expect(zone.className).not.toContain("media-drop--over");
    expect(screen.getByLabelText("Alt text for first.png")).toBeTruthy();
    expect(screen.getByLabelText("Alt text for second.png")).toBeTruthy();
  });

  it("refuses an SVG at once, naming the types it takes, and sends nothing", () => {
    const sent = fakeUploads(() => ({ status: 500, body: null }));
    renderLibrary();
    choose(new File(["<svg/>"], "logo.svg", { type: "image/svg+xml" }));
    expect(screen.getByRole("alert").textContent).toBe(
      "logo.svg is not an accepted type: use PNG, JPEG, WebP, AVIF, GIF. SVG is refused because it can carry scripts.",
    );
    expect(screen.queryByLabelText("Alt text for logo.svg")).toBeNull();
    expect(sent).toEqual([]);
  });

  it("says why the library refused a file, each file apart", async () => {
    fakeUploads((url) =>
      url.includes("huge")
        ? { status: 422, body: { code: 4000, msg: "file: too large", reason: "pixels" } }
        : { status: 200, body: { code: 0, msg: "success", data: { asset: mediaAsset(4), duplicate: true } } },
    );
    renderLibrary();
    choose(png("huge.png"), png("again.png"));
    fireEvent.change(screen.getByLabelText("Alt text for huge.png"), { target: { value: "A poster" } });
    fireEvent.change(screen.getByLabelText("Alt text for again.png"), { target: { value: "Again" } });
    fireEvent.click(screen.getByRole("button", { name: "Upload all" }));
    expect(await screen.findByText("huge.png has too many pixels: at most 40 megapixels and 10,000 pixels a side.")).toBeTruthy();
    expect(await screen.findByText("again.png was in the library already: nothing was added.")).toBeTruthy();
  });

  it("lets a file whose connection dropped be sent again", async () => {
    let fail = true;
    fakeUploads(() => (fail ? { status: 0, body: null } : { status: 201, body: { code: 0, msg: "success", data: { asset: mediaAsset(5), duplicate: false } } }));
    renderLibrary();
    choose(png());
    fireEvent.change(screen.getByLabelText("Alt text for classroom.png"), { target: { value: "A classroom" } });
    fireEvent.click(screen.getByRole("button", { name: "Upload" }));
    expect(await screen.findByText("classroom.png could not be sent. Check the connection and try again.")).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole("button", { name: "Upload" }));
    expect(await screen.findByText("classroom.png is in the library.")).toBeTruthy();
  });
});
