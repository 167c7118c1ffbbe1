import type { CourseCard } from "../../../schemas/api/calls/catalogue.js";

type Spec = NonNullable<CourseCard["spec"]>;
type Teacher = Spec["teacherList"][number];

/** Test support only: teachers of the us fixtures, as cards carry them. */
export function teachers(count: number, identityType: Teacher["identityType"] = "teacher"): Teacher[] {
  const names = ["Rachel Donovan", "Marcus Ellery", "Priya Raman", "Daniel Okafor", "Hannah Lee", "Tom Becker", "Sofia Alvarez", "Ken Ito"];
  return Array.from({ length: count }, (_, index) => ({
    id: index + 1,
    name: names[index % names.length]!,
    avatar: `/images/teachers/${index + 1}.svg`,
    identityType,
  }));
}

/**
 * A class card as searchCourses answers it: the AMC 8 class of the us fixtures, open and mostly free. Its first
 * lesson is on Saturday 11 January 2025 at 02:00 UTC (Friday evening in California) and the last ends six weeks
 * later at 03:30 UTC; changed where a test says so.
 */
export function courseCard(overrides: Partial<CourseCard> = {}, spec: Partial<Spec> = {}): CourseCard {
  return {
    id: "us-amc8-prep-online-sku",
    kind: "class",
    title: "AMC 8 Competition Prep",
    summary: "A twelve-week course for strong Grade 5–8 students.",
    tag: 12,
    store: 16,
    sellStore: 14,
    remainSellTime: 0,
    sellPrice: 54000,
    orgPrice: 60000,
    perSellPrice: 4500,
    showPriceIsInclude: true,
    inWish: false,
    alertSet: false,
    existStage: false,
    activityInfo: null,
    attachedItems: [],
    spec: {
      courseId: "us-amc8-prep",
      clazzId: "us-amc8-prep-online",
      courseType: "Competition",
      courseTypeId: 5,
      subjectId: 1,
      subjectFullName: "Math",
      gradeList: [
        { id: 107, name: "Grade 7" },
        { id: 108, name: "Grade 8" },
      ],
      termId: 1,
      term: "Long term",
      year: 2025,
      platformType: 1,
      deliveryMode: "ZOOM",
      levelDegreeId: 5,
      levelDegreeName: "Olympiad",
      levelDegreeStar: 4,
      startDate: "2025-01-11T02:00:00.000Z",
      endDate: "2025-02-22T03:30:00.000Z",
      lessonCount: 12,
      leftLesson: 12,
      firstLessonTime: "2025-01-11T02:00:00.000Z",
      courseClosed: false,
      teacherList: teachers(1),
      tutorList: [],
      venueName: "Online",
      venueAddress: "",
      venuePhone: "",
      isCompetition: true,
      curriculumPackageId: null,
      channelId: 4,
      ...spec,
    },
    ...overrides,
  };
}
