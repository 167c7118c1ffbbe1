// @vitest-environment happy-dom
import { cleanup, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { validatorFor } from "../../schemas/json-schema.js";
import { renderView } from "../../tests/helpers/render-view.js";
import { videoSpec, type VideoData } from "./schema.js";
import Video from "./Video.js";

afterEach(cleanup);

const example: VideoData = {
  title: "A day in our online maths class",
  src: "https://cdn.mathwise.example/videos/online-class.mp4",
  poster: "https://cdn.mathwise.example/videos/online-class.jpg",
  captions: "/files/online-class.en.vtt",
};

describe("Video view", () => {
  it("renders the defaults: a player that only loads metadata, without poster or captions", () => {
    const { container } = renderView(Video, { data: videoSpec.defaults });
    const video = container.querySelector("video")!;
    expect(video.getAttribute("src")).toBe("/files/intro.mp4");
    expect(video.hasAttribute("controls")).toBe(true);
    expect(video.getAttribute("preload")).toBe("metadata");
    expect(video.hasAttribute("poster")).toBe(false);
    expect(container.querySelector("track")).toBeNull();
    expect(container.querySelector("figcaption")).toBeNull();
  });

  it("renders the example with poster, captions and title", () => {
    const { container } = renderView(Video, { data: example });
    const video = container.querySelector("video")!;
    expect(video.getAttribute("poster")).toBe(example.poster);
    const track = container.querySelector("track")!;
    expect(track.getAttribute("kind")).toBe("captions");
    expect(track.getAttribute("src")).toBe(example.captions);
    expect(track.getAttribute("srclang")).toBe("en");
    expect(track.getAttribute("label")).toBe("Captions");
    expect(container.querySelector("figcaption")?.textContent).toBe(example.title);
  });

  it("reserves a 16:9 full-width box so the page does not shift", () => {
    const { container } = renderView(Video, { data: example });
    const video = container.querySelector("video")!;
    expect(video.style.width).toBe("100%");
    expect(video.style.aspectRatio.replace(/\s/g, "")).toBe("16/9");
  });

  it("offers a download where video cannot play, in the visitor's language", () => {
    renderView(Video, { data: example, environment: { language: "fr" } });
    expect(screen.getByText(/Votre navigateur ne peut pas lire cette vidéo/)).toBeTruthy();
    expect(screen.getByRole("link", { name: "Télécharger la vidéo" }).getAttribute("href")).toBe(example.src);
  });
});

describe("Video schema", () => {
  const validate = validatorFor(videoSpec.schema);

  it("accepts the defaults and the example", () => {
    expect(validate(videoSpec.defaults)).toBe(true);
    expect(validate(example)).toBe(true);
  });

  it.each([
    ["a missing src", { title: "Intro" }],
    ["a src of the wrong type", { src: 3 }],
    ["a javascript: src", { src: "javascript:alert(1)" }],
    ["a javascript: captions file", { src: "/files/a.mp4", captions: "javascript:alert(1)" }],
    ["an extra property", { src: "/files/a.mp4", autoplay: true }],
  ])("refuses %s", (_, value) => {
    expect(validate(value)).toBe(false);
  });
});
