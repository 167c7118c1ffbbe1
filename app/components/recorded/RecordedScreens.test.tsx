// @vitest-environment happy-dom
import { cleanup, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { i18nFor } from "../../../i18n/i18n.server.js";
import type { RecordedCourse } from "../../../schemas/api/calls/recorded.js";
import { renderAccount } from "../../../tests/helpers/render-account.js";
import { mediaChromeTexts } from "./media-chrome-texts.js";
import { RecordedCourseScreen } from "./RecordedCourseScreen.js";
import type { RecordedPlayerProps } from "./RecordedPlayer.js";
import { RecordedVideoScreen } from "./RecordedVideoScreen.js";

// The player (media-chrome, hls.js) is the browser test's; here it shows what the page gives it.
vi.mock("./RecordedPlayer.js", () => ({
  default: ({ lesson, label, texts }: RecordedPlayerProps) => (
    <p data-testid="player">
      {label} | {lesson.videoUrl} from {lesson.positionSeconds} | {texts["seek forward {seekOffset} seconds"]}
    </p>
  ),
}));

afterEach(() => cleanup());

const SKU = "us-fractions-video";
const lesson = (number: number, positionSeconds: number, durationSeconds = 40) => ({
  number,
  title: `Lesson title ${number}`,
  durationSeconds,
  positionSeconds,
  videoUrl: `/assets/demo-videos/v1/lesson-${number}.m3u8`,
});

const course = (extra: Partial<RecordedCourse> = {}): RecordedCourse => ({
  skuId: SKU,
  title: "Fractions Mastery Video Course",
  summary: "Ten short video lessons.",
  studentId: "7b0f6c3e-2d53-4a8e-9a53-0f0f2b1d4e11",
  paidAt: "2026-11-01T17:00:00.000Z",
  access: { state: "permanent" },
  lessons: [lesson(1, 40), lesson(2, 18), lesson(3, 0, 65)],
  ...extra,
});

const expired = (value: RecordedCourse) => ({
  ...value,
  access: { state: "expired" as const, endedAt: "2026-11-20T17:00:00.000Z" },
  lessons: value.lessons.map((item) => ({ ...item, videoUrl: null })),
});

describe("the recorded course's lessons", () => {
  it("list each lesson with its length and how much was watched, and the way into it", () => {
    renderAccount(<RecordedCourseScreen course={course()} />);
    expect(screen.getByRole("heading", { level: 1, name: "Fractions Mastery Video Course" })).toBeTruthy();
    expect(screen.getByText("Permanently valid")).toBeTruthy();
    expect(screen.getByText("Lessons watched: 1 of 3")).toBeTruthy();
    const rows = screen.getAllByRole("listitem");
    expect(rows.map((row) => within(row).getByRole("heading").textContent)).toEqual(["Lesson 1 Lesson title 1", "Lesson 2 Lesson title 2", "Lesson 3 Lesson title 3"]);
    expect(rows.map((row) => row.querySelector("time")!.textContent)).toEqual(["0:40", "0:40", "1:05"]);
    expect(within(rows[0]!).getByText("Watched")).toBeTruthy();
    expect(within(rows[1]!).getByText("45% watched")).toBeTruthy();
    expect(within(rows[2]!).getByText("Not started")).toBeTruthy();
    const links = rows.map((row) => within(row).getByRole("link"));
    expect(links.map((link) => [link.textContent, link.getAttribute("href")])).toEqual([
      ["Watch again", `/my-courses/recorded-courses/video/${SKU}?lesson=1`],
      ["Continue", `/my-courses/recorded-courses/video/${SKU}?lesson=2`],
      ["Watch", `/my-courses/recorded-courses/video/${SKU}?lesson=3`],
    ]);
  });

  it("tell until when a course can be watched, in the visitor's timezone", () => {
    renderAccount(<RecordedCourseScreen course={course({ access: { state: "valid", until: "2027-05-01T01:30:00.000Z" } })} />);
    // The us site's timezone: Los Angeles, the evening before.
    expect(screen.getByText("Valid until 30-04-2027 18:30")).toBeTruthy();
  });

  it("say an expired course can no longer be watched, with the way to its page and no way into a lesson", () => {
    renderAccount(<RecordedCourseScreen course={expired(course())} />);
    expect(screen.getByText("Expired")).toBeTruthy();
    expect(screen.getByText("This course has expired: its videos can no longer be watched.")).toBeTruthy();
    expect(screen.getAllByRole("link").map((link) => link.getAttribute("href"))).toEqual([`/courses/recorded-detail/${SKU}`]);
  });

  it("say so when the course has no lessons yet", () => {
    renderAccount(<RecordedCourseScreen course={course({ lessons: [] })} />);
    expect(screen.getByText("This course has no lessons yet.")).toBeTruthy();
  });
});

describe("the lesson's video page", () => {
  it("gives the player the lesson, where the student stopped and its words, with the lessons before and after a step away", async () => {
    renderAccount(<RecordedVideoScreen course={course()} lessonNumber={2} />, { path: `/my-courses/recorded-courses/video/${SKU}?lesson=2` });
    expect(screen.getByRole("heading", { level: 2, name: "Lesson 2: Lesson title 2" })).toBeTruthy();
    expect((await screen.findByTestId("player")).textContent).toBe("Lesson 2: Lesson title 2 | /assets/demo-videos/v1/lesson-2.m3u8 from 18 | seek forward {seekOffset} seconds");
    const steps = screen.getByRole("navigation", { name: "Other lessons" });
    expect(within(steps).getAllByRole("link").map((link) => [link.textContent, link.getAttribute("href")])).toEqual([
      ["Previous: lesson 1", `/my-courses/recorded-courses/video/${SKU}?lesson=1`],
      ["Next: lesson 3", `/my-courses/recorded-courses/video/${SKU}?lesson=3`],
    ]);
    expect(screen.getByRole("link", { name: "Back to the lessons" }).getAttribute("href")).toBe(`/my-courses/recorded-courses/detail/${SKU}`);
  });

  it("shows no player for an expired course", () => {
    renderAccount(<RecordedVideoScreen course={expired(course())} lessonNumber={1} />);
    expect(screen.getByText("This course has expired: its videos can no longer be watched.")).toBeTruthy();
    expect(screen.queryByTestId("player")).toBeNull();
    expect(screen.queryByRole("status")).toBeNull();
  });
});

describe("mediaChromeTexts", () => {
  it("words the player in the page's language, leaving media-chrome its placeholders", () => {
    const french = mediaChromeTexts(i18nFor("fr").t);
    expect(french["seek back {seekOffset} seconds"]).toBe("reculer de {seekOffset} secondes");
    expect(french["{currentTime} of {totalTime}"]).toBe("{currentTime} sur {totalTime}");
    expect(mediaChromeTexts(i18nFor("ja").t).Play).toBe("再生");
  });
});
