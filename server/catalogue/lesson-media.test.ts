import { describe, expect, it } from "vitest";
import { catalogueFileSchema, catalogueTemplateSchema } from "../../schemas/catalogue-file.js";
import { siteOf } from "../../tests/helpers/test-sites.js";
import { materializeCatalogue } from "./materialize.js";

/** The media of a catalogue: online rooms, replays of lessons taught, and recorded lessons' videos. */

const content = { en: { title: "T", summary: "", syllabus: [] } };
const course = { id: "c", locale: "us", subjectId: 1, courseTypeId: 1, termId: 1, channelId: 1, gradeIds: [104], content };
const lesson = { startsAt: "2030-01-05T17:00:00Z", endsAt: "2030-01-05T18:00:00Z" };
const online = { id: "a", platformType: 1, deliveryMode: "ZOOM", teacherIds: [1], sale: { skuId: "a-sku", price: 100, store: 10 } };
const recorded = { id: "r", locale: "us", kind: "recorded", content, price: 100, store: 10 };
const video = { title: { en: "Fractions" }, videoUrl: "/assets/demo-videos/v1/lesson-1.m3u8", durationSeconds: 40 };

const issuesOf = (file: unknown) => {
  const parsed = catalogueFileSchema.safeParse(file);
  return parsed.success ? [] : parsed.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
};

describe("a catalogue file's media", () => {
  it("gives an online class its meeting room, a lesson its replay and a recorded course its lessons", () => {
    const file = catalogueFileSchema.parse({
      courses: [{ ...course, classes: [{ ...online, roomUrl: "https://zoom.us/j/81234567890", lessons: [{ ...lesson, replayUrl: "/assets/demo-videos/v1/class-replay.m3u8" }] }] }],
      products: [{ ...recorded, lessons: [video] }],
    });
    expect(file.courses[0]!.classes[0]!.roomUrl).toBe("https://zoom.us/j/81234567890");
    expect(file.products[0]!.lessons).toEqual([video]);
  });

  it("refuses a room for a class taught in person or not over https, lessons for what is no recorded course, and a video that is no link", () => {
    expect(issuesOf({ courses: [{ ...course, classes: [{ ...online, deliveryMode: "OFFLINE", roomUrl: "https://zoom.us/j/1", lessons: [lesson] }] }] })).toEqual([
      "courses.0.classes.0.roomUrl: a class taught in person has no online room",
    ]);
    expect(issuesOf({ courses: [{ ...course, classes: [{ ...online, roomUrl: "http://zoom.us/j/1", lessons: [lesson] }] }] })).toEqual([
      "courses.0.classes.0.roomUrl: a meeting link starts with https://",
    ]);
    expect(issuesOf({ products: [{ ...recorded, kind: "goods", lessons: [video] }] })).toEqual(["products.0.lessons: only a recorded course has lessons"]);
    expect(issuesOf({ products: [{ ...recorded, lessons: [{ ...video, videoUrl: "javascript:alert(1)" }] }] })).toHaveLength(1);
    expect(issuesOf({ products: [{ ...recorded, lessons: [{ ...video, title: {} }] }] })).toEqual(["products.0.lessons.0.title: a text needs at least one language"]);
  });
});

describe("materializeCatalogue", () => {
  it("gives the lessons over by the seed the class's demo replay, and none to those still to come or to classes without one", () => {
    const schedule = { firstLessonInDays: -14, at: "16:00", minutes: 60, count: 4 };
    const template = catalogueTemplateSchema.parse({
      courses: [
        {
          ...course,
          classes: [
            { ...online, roomUrl: "https://zoom.us/j/81234567890", replayUrl: "/assets/demo-videos/v1/class-replay.m3u8", schedule },
            { ...online, id: "b", deliveryMode: "OFFLINE", teachingPointId: 1, schedule, sale: { ...online.sale, skuId: "b-sku" } },
          ],
        },
      ],
      products: [],
    });
    const now = new Date("2026-11-26T12:00:00Z");
    const [withReplays, inPerson] = materializeCatalogue(template, [siteOf("us")], now).courses[0]!.classes;
    // Weekly from 14 days before: the lessons 14 and 7 days before are over, today's (16:00 in Los Angeles) and next week's are not.
    expect(withReplays!.lessons.map((taught) => "replayUrl" in taught && taught.replayUrl)).toEqual(["/assets/demo-videos/v1/class-replay.m3u8", "/assets/demo-videos/v1/class-replay.m3u8", false, false]);
    expect(withReplays!.roomUrl).toBe("https://zoom.us/j/81234567890");
    expect(inPerson!.lessons.some((taught) => "replayUrl" in taught)).toBe(false);
  });
});
