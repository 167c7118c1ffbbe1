// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import type { ReactNode } from "react";
import type { MediaImage } from "../schemas/api/calls/media.js";
import { pageMediaImage } from "../tests/helpers/media-image.js";
import { MediaImagesContext, MOBILE_IMAGE_MEDIA, srcSetOf } from "./media-images.js";
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

  describe("a media library image the page knows", () => {
    const hash = "c".repeat(64);
    const address = `/media/${hash}-1200.webp`;
    const image: MediaImage = {
      address,
      width: 1200,
      height: 800,
      placeholder: "data:image/webp;base64,UklGRg==",
      variants: [320, 1200].flatMap((width) =>
        (["webp", "avif"] as const).map((format) => ({ format, width, height: (width * 2) / 3, bytes: 10, file: `${hash}-${width}.${format}` })),
      ),
    };
    const onPage = (children: ReactNode) => <MediaImagesContext.Provider value={{ [address]: image }}>{children}</MediaImagesContext.Provider>;

    it("offers its WebP widths, reserves its space and shows the blurred placeholder until it loads", () => {
      render(onPage(<SafeImage src={address} alt="Classroom" />));
      const img = screen.getByRole("img", { name: "Classroom" });
      expect(img.getAttribute("srcset")).toBe(`/media/${hash}-320.webp 320w, /media/${hash}-1200.webp 1200w`);
      expect(img.getAttribute("sizes")).toBe("(max-width: 1200px) 100vw, 1200px");
      expect([img.getAttribute("width"), img.getAttribute("height")]).toEqual(["1200", "800"]);
      expect(img.getAttribute("loading")).toBe("lazy");
      expect(img.style.background).toContain(image.placeholder);
      fireEvent.load(img);
      expect(img.style.background).toBe("");
    });

    it("offers AVIF first in a picture of its own, when asked", () => {
      const { container } = render(onPage(<SafeImage src={address} alt="Classroom" width={600} picture />));
      const source = container.querySelector("picture > source")!;
      expect(source.getAttribute("type")).toBe("image/avif");
      expect(source.getAttribute("srcset")).toBe(`/media/${hash}-320.avif 320w, /media/${hash}-1200.avif 1200w`);
      expect(source.getAttribute("sizes")).toBe("(max-width: 600px) 100vw, 600px");
      expect(container.querySelector("picture > img")?.getAttribute("height")).toBe("400");
    });

    it("shows the default placeholder alone when it fails", () => {
      const { container } = render(onPage(<SafeImage src={address} alt="Classroom" picture />));
      fireEvent.error(screen.getByRole("img", { name: "Classroom" }));
      const img = screen.getByRole("img", { name: "Classroom" });
      expect(img.getAttribute("src")).toBe(PLACEHOLDER_IMAGE);
      expect(img.hasAttribute("srcset")).toBe(false);
      expect(container.querySelector("source")).toBeNull();
    });

    describe("with a phone's own image", () => {
      const phone = pageMediaImage("d".repeat(64), { width: 640, height: 800 });
      const alternates = [{ media: MOBILE_IMAGE_MEDIA, src: phone.address }];
      const sourcesIn = (container: HTMLElement) =>
        [...container.querySelectorAll("picture > source")].map((source) => `${source.getAttribute("media") ?? "any"} ${source.getAttribute("type")} ${source.getAttribute("srcset")}`);

      it("offers the phone image's AVIF and WebP, then the main image's AVIF, in one picture", () => {
        const { container } = render(
          <MediaImagesContext.Provider value={{ [address]: image, [phone.address]: phone }}>
            <SafeImage src={address} alt="Classroom" alternates={alternates} />
          </MediaImagesContext.Provider>,
        );
        expect(sourcesIn(container)).toEqual([
          `(max-width: 768px) image/avif ${srcSetOf(phone, "avif")}`,
          `(max-width: 768px) image/webp ${srcSetOf(phone, "webp")}`,
          `any image/avif /media/${hash}-320.avif 320w, /media/${hash}-1200.avif 1200w`,
        ]);
        const phoneSource = container.querySelector("picture > source")!;
        expect([phoneSource.getAttribute("width"), phoneSource.getAttribute("height"), phoneSource.getAttribute("sizes")]).toEqual(["640", "800", "(max-width: 640px) 100vw, 640px"]);
        expect(container.querySelector("picture > img")?.getAttribute("srcset")).toBe(`/media/${hash}-320.webp 320w, /media/${hash}-1200.webp 1200w`);
      });

      it("offers a phone image at another address as it is, and shows the placeholder alone once the image fails", () => {
        const { container } = render(onPage(<SafeImage src={address} alt="Classroom" alternates={[{ media: MOBILE_IMAGE_MEDIA, src: "/images/phone.jpg" }]} />));
        expect(sourcesIn(container)[0]).toBe("(max-width: 768px) null /images/phone.jpg");
        fireEvent.error(screen.getByRole("img", { name: "Classroom" }));
        expect(container.querySelector("source")).toBeNull();
        expect(screen.getByRole("img", { name: "Classroom" }).getAttribute("src")).toBe(PLACEHOLDER_IMAGE);
      });
    });

    it("is a plain image where the page does not know it (the live preview of an unsaved pick)", () => {
      const { container } = render(<SafeImage src={address} alt="Classroom" picture />);
      expect(container.querySelector("picture")).toBeNull();
      expect(screen.getByRole("img").hasAttribute("srcset")).toBe(false);
    });
  });
});
