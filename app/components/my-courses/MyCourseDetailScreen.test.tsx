// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { ApiError, ErrorCode } from "../../../api/errors.js";
import type { MyCourseDetail } from "../../../schemas/api/calls/my-courses.js";
import { fakeApi, renderAccount } from "../../../tests/helpers/render-account.js";
import { MyCourseDetailScreen } from "./MyCourseDetailScreen.js";

afterEach(cleanup);

const HOUR = 3_600_000;
const lesson = (number: number, startsAt: string, overrides: Partial<MyCourseDetail["lessons"][number]> = {}): MyCourseDetail["lessons"][number] => ({
  number,
  startsAt,
  endsAt: new Date(Date.parse(startsAt) + HOUR).toISOString(),
  topic: `Topic ${number}`,
  teacherName: "Rachel Donovan",
  state: "upcoming",
  movedTo: null,
  replay: null,
  ...overrides,
});

const course = (overrides: Partial<MyCourseDetail> = {}): MyCourseDetail => ({
  classId: "us-grade4-problem-solving-los-altos",
  skuId: "us-grade4-problem-solving-los-altos-sku",
  studentId: "8ebd6ca2-c7b2-4bdd-86a1-b99dbb4a3e92",
  title: "Grade 4 Problem Solving",
  state: "inSession",
  tag: 202,
  unpaid: true,
  tags: ["inSession", "unpaid"],
  deliveryMode: "OFFLINE",
  platformType: 2,
  venue: { name: "Los Altos", address: "455 Linden Grove St, Los Altos, CA 94022", phone: "(650) 555-0187" },
  teachers: [
    { id: 1, name: "Rachel Donovan", avatar: "", identityType: "teacher" },
    { id: 9, name: "Sam Lee", avatar: "", identityType: "tutor" },
  ],
  progress: { done: 1, purchased: 2 },
  timezone: "America/Los_Angeles",
  lessons: [
    // 10:00 in Los Altos (11:00 once summer time begins on 8 March).
    lesson(1, "2026-03-07T18:00:00.000Z", { state: "finished", replay: { url: "https://media.example/1.m3u8", until: "2026-09-07T19:00:00.000Z" } }),
    lesson(2, "2026-03-14T18:00:00.000Z", {
      movedTo: { classId: "us-grade4-problem-solving-online", number: 2, startsAt: "2026-03-16T23:30:00.000Z", endsAt: "2026-03-17T00:30:00.000Z", title: "Grade 4 Problem Solving", deliveryMode: "ZOOM", venue: null },
    }),
  ],
  materials: [{ skuId: "us-amc8-workbook", title: "AMC 8 Workbook", required: false }],
  syllabus: ["Problem-solving habits", "Multi-digit multiplication"],
  entry: { lessonNumber: 2, state: "open", opensAt: "2026-03-14T17:50:00.000Z", startsAt: "2026-03-14T18:00:00.000Z", endsAt: "2026-03-14T19:00:00.000Z", opensInMs: 0, endsInMs: HOUR, moved: false },
  arriveEarlyMinutes: 15,
  ...overrides,
});

function renderScreen(detail: MyCourseDetail, answers: Parameters<typeof fakeApi>[0] = {}) {
  const api = fakeApi(answers);
  renderAccount(<MyCourseDetailScreen course={detail} teacherFeedback={<button type="button">Feedback to teachers</button>} />, { api: api.api, path: `/my-courses/detail/${detail.classId}` });
  return api;
}

describe("MyCourseDetailScreen", () => {
  it("shows the tags, teachers (with the feedback slot), venue, lessons in the class's timezone, a recording, a moved lesson, materials and syllabus", () => {
    renderScreen(course());
    expect(screen.getByRole("heading", { level: 1, name: "Grade 4 Problem Solving" })).toBeTruthy();
    expect(within(screen.getByRole("list", { name: "Status" })).getAllByRole("listitem").map((tag) => tag.textContent)).toEqual(["In session", "Unpaid"]);
    expect(screen.getByText("Rachel Donovan, Sam Lee (tutor)")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Feedback to teachers" })).toBeTruthy();
    expect(screen.getByText("Please arrive 15 minutes early.")).toBeTruthy();
    const lessons = within(screen.getByRole("region", { name: "Lessons" })).getAllByRole("listitem");
    expect(lessons[0]!.textContent).toContain("03/07/2026 10:00–11:00");
    expect(within(lessons[0]!).getByRole("link", { name: "Watch lesson 1 again" }).getAttribute("href")).toBe("https://media.example/1.m3u8");
    expect(lessons[0]!.textContent).toContain("Available until 09/07/2026");
    expect(lessons[1]!.textContent).toContain("Rescheduled to Grade 4 Problem Solving, lesson 2: 03/16/2026 16:30–17:30, Online on Zoom");
    expect(screen.getByText("AMC 8 Workbook")).toBeTruthy();
    expect(within(screen.getByRole("region", { name: "Syllabus" })).getAllByRole("listitem")).toHaveLength(2);
    expect(screen.getByRole("link", { name: "Prepare for class" }).getAttribute("href")).toBe(`/my-courses/prepare/us-grade4-problem-solving-los-altos?studentId=${course().studentId}`);
  });

  it("keeps the button closed with a countdown until the classroom opens", () => {
    renderScreen(course({ entry: { ...course().entry!, state: "notOpen", opensInMs: 2 * 86_400_000 + 3_723_000 } }));
    const entry = screen.getByRole("region", { name: "Enter class" });
    expect(within(entry).getByRole("timer").textContent).toBe("Opens in 2 d 01:02:03");
    expect(within(entry).getByText(/The classroom opens at 10:50 on 03\/14\/2026\./)).toBeTruthy();
    expect((within(entry).getByRole("button", { name: "Enter class" }) as HTMLButtonElement).disabled).toBe(true);
  });

  it("shows the venue of an in-person lesson once open, and the service's words when it refuses", async () => {
    const api = renderScreen(course(), {
      queryClassEntry: { kind: "inPerson", venue: course().venue!, arriveEarlyMinutes: 15, startsAt: "2026-03-14T18:00:00.000Z", endsAt: "2026-03-14T19:00:00.000Z" },
    });
    fireEvent.click(screen.getByRole("button", { name: "Enter class" }));
    expect((await screen.findByRole("status")).textContent).toBe(
      "This lesson is taught in person at Los Altos, 455 Linden Grove St, Los Altos, CA 94022. Please arrive 15 minutes early.",
    );
    expect(api.callsOf("queryClassEntry")).toEqual([{ classId: "us-grade4-problem-solving-los-altos", lessonNumber: 2, studentId: course().studentId }]);
    cleanup();

    renderScreen(course(), { queryClassEntry: new ApiError(ErrorCode.CLASS_NOT_OPEN_YET, "The classroom opens at 03/14/2026 09:50.") });
    fireEvent.click(screen.getByRole("button", { name: "Enter class" }));
    expect((await screen.findByRole("alert")).textContent).toBe("The classroom opens at 03/14/2026 09:50.");
  });
});
