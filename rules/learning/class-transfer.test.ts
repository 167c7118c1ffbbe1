import { describe, expect, it } from "vitest";
import { lessonsTakenOver, lessonsValue, MAX_TRANSFERS_PER_CLASS, placeLessons, quoteTransfer, transferDifference, transfersLeft, type Lesson, type TransferFacts } from "./class-transfer.js";

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const start = Date.UTC(2026, 11, 1, 16);

/** `count` weekly lessons of an hour, the first `firstInDays` days after `start`. */
function weekly(count: number, firstInDays: number, hour = 0): Lesson[] {
  return Array.from({ length: count }, (_, index) => {
    const startsAt = new Date(start + (firstInDays + 7 * index) * DAY + hour * HOUR);
    return { number: index + 1, startsAt, endsAt: new Date(startsAt.getTime() + HOUR) };
  });
}
const numbers = (lessons: readonly Lesson[]) => lessons.map((lesson) => lesson.number);

describe("transfers left (SPEC §9: 2 per class, the count carried to the class joined)", () => {
  it("counts down from 2 and never below 0", () => {
    expect(MAX_TRANSFERS_PER_CLASS).toBe(2);
    expect([0, 1, 2, 3].map(transfersLeft)).toEqual([2, 1, 0, 0]);
  });
});

describe("lessonsValue", () => {
  it("splits the price over every lesson, earlier lessons taking the spare units, so all lessons are worth the price", () => {
    const lessons = weekly(3, 0);
    const priced = { price: 100, lessons };
    expect(lessonsValue(priced, lessons.slice(0, 1))).toBe(34);
    expect(lessonsValue(priced, lessons.slice(1))).toBe(66);
    expect(lessonsValue(priced, lessons)).toBe(100);
    expect(lessonsValue(priced, [])).toBe(0);
    expect(lessonsValue({ price: 0, lessons }, lessons)).toBe(0);
  });
});

describe("the lessons a transfer moves", () => {
  const from = weekly(12, 0);
  const place = { firstLesson: 1, lessonCount: 12 };

  it("takes over, in the class joined, the purchased lessons left that it has not started", () => {
    const now = new Date(start + 15 * DAY);
    // Behind by a week: its lesson 3 has not started, but the student had it already.
    const behind = weekly(12, 7);
    expect(numbers(lessonsTakenOver(from, place, behind, now).left)).toEqual([4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(numbers(lessonsTakenOver(from, place, behind, now).taken)).toEqual([4, 5, 6, 7, 8, 9, 10, 11, 12]);
    // Ahead by two weeks: its lessons 4 and 5 have started, so they are not taken.
    const ahead = weekly(12, -14);
    expect(numbers(lessonsTakenOver(from, place, ahead, now).taken)).toEqual([6, 7, 8, 9, 10, 11, 12]);
  });

  it("keeps to the lessons purchased by a student who joined mid-way", () => {
    const now = new Date(start - DAY);
    expect(numbers(lessonsTakenOver(from, { firstLesson: 5, lessonCount: 8 }, weekly(12, 2), now).taken)).toEqual([5, 6, 7, 8, 9, 10, 11, 12]);
  });

  it("opens the new place on the run taken, or after the last lesson when none is", () => {
    expect(placeLessons(weekly(12, 0).slice(3), weekly(12, 0))).toEqual({ firstLesson: 4, lessonCount: 9 });
    expect(placeLessons([], weekly(12, 0))).toEqual({ firstLesson: 13, lessonCount: 0 });
  });
});

describe("transferDifference: value(class joined, lessons taken) − value(class left, lessons left)", () => {
  const from = { price: 42_000, lessons: weekly(12, 0) };
  const to = { price: 46_000, lessons: weekly(12, 2) };

  it("is the difference of the prices when every lesson moves", () => {
    const moved = lessonsTakenOver(from.lessons, { firstLesson: 1, lessonCount: 12 }, to.lessons, new Date(start - DAY));
    expect(transferDifference(from, to, moved)).toBe(4_000);
    expect(transferDifference(to, from, { left: moved.taken, taken: moved.left })).toBe(-4_000);
  });

  it("is 0 between classes of one price with the same lessons left", () => {
    expect(transferDifference(from, { ...from, lessons: weekly(12, 3) }, { left: from.lessons.slice(4), taken: from.lessons.slice(4) })).toBe(0);
  });

  it("prices the lessons left mid-way per lesson, the spare units on the earliest lessons", () => {
    // 42,000 / 12 = 3,500 a lesson; 46,000 / 12 = 3,833 with 4 spare units on lessons 1 to 4.
    expect(transferDifference(from, to, { left: from.lessons.slice(7), taken: to.lessons.slice(7) })).toBe(5 * 3_833 - 5 * 3_500);
    expect(transferDifference(from, to, { left: from.lessons.slice(3), taken: to.lessons.slice(3) })).toBe(3_834 + 8 * 3_833 - 9 * 3_500);
  });

  it("is below 0 when the class joined gives fewer lessons, down to all of what is left when it gives none", () => {
    expect(transferDifference(from, from, { left: from.lessons.slice(6), taken: from.lessons.slice(8) })).toBe(-7_000);
    expect(transferDifference(from, to, { left: from.lessons.slice(10), taken: [] })).toBe(-7_000);
  });
});

describe("quoteTransfer", () => {
  const from = weekly(12, 0);
  const to = weekly(12, 2);
  const facts = (now: number, changes: Partial<TransferFacts<Lesson>> = {}): TransferFacts<Lesson> => ({
    now: new Date(now),
    place: { firstLesson: 1, lessonCount: 12, transfersUsed: 0 },
    from: { price: 42_000, lessons: from },
    to: { price: 46_000, lessons: to, seatsLeft: 2 },
    busy: [],
    pending: false,
    alreadyInClass: false,
    ...changes,
  });
  const refusal = (now: number, changes?: Partial<TransferFacts<Lesson>>) => quoteTransfer(facts(now, changes)).refusal;
  const calm = start - DAY;

  it("allows a transfer with transfers, lessons and a seat left, away from any session", () => {
    expect(quoteTransfer(facts(calm))).toMatchObject({ refusal: null, difference: 4_000, conflict: null });
  });

  it("refuses a third transfer of the class", () => {
    expect(refusal(calm, { place: { firstLesson: 1, lessonCount: 12, transfersUsed: 1 } })).toBeNull();
    expect(refusal(calm, { place: { firstLesson: 1, lessonCount: 12, transfersUsed: 2 } })).toBe("transfersUsedUp");
  });

  it("refuses from 30 minutes before a session of either class to 30 minutes after it, in session while it is on (1587, 1853)", () => {
    const edge = start - 30 * 60_000;
    expect(refusal(edge - 1)).toBeNull();
    expect(refusal(edge)).toBe("nearSession");
    expect(refusal(start)).toBe("inSession");
    expect(refusal(start + HOUR + 30 * 60_000 - 1)).toBe("nearSession");
    // The class joined's first lesson, two days on.
    expect(refusal(start + 2 * DAY - 60_000)).toBe("nearSession");
    expect(refusal(start + 2 * DAY + 60_000)).toBe("inSession");
  });

  it("refuses once every purchased lesson has started (1586), and where none of them is left to take", () => {
    const afterAll = start + 11 * 7 * DAY + 3 * DAY;
    expect(refusal(afterAll)).toBe("allLessonsStarted");
    // Lesson 12 left in the class left; the class joined taught its lesson 12 already.
    expect(refusal(start + 11 * 7 * DAY - DAY, { to: { price: 46_000, lessons: weekly(12, -2), seatsLeft: 2 } })).toBe("noLessonsLeft");
  });

  it("refuses a transfer waiting for payment, a class the student is in, a full class and a clash with another class", () => {
    expect(refusal(calm, { pending: true })).toBe("transferPending");
    expect(refusal(calm, { alreadyInClass: true })).toBe("alreadyInClass");
    expect(refusal(calm, { to: { price: 46_000, lessons: to, seatsLeft: 0 } })).toBe("full");
    const piano = { number: 1, startsAt: new Date(to[3]!.startsAt.getTime() + 30 * 60_000), endsAt: new Date(to[3]!.endsAt.getTime() + 30 * 60_000) };
    const quote = quoteTransfer(facts(calm, { busy: [piano] }));
    expect(quote.refusal).toBe("timeConflict");
    expect(quote.conflict).toEqual({ busy: piano, lesson: to[3] });
  });

  it("gives the first reason that applies", () => {
    expect(refusal(start, { place: { firstLesson: 1, lessonCount: 12, transfersUsed: 2 }, pending: true })).toBe("transfersUsedUp");
    expect(refusal(start, { pending: true })).toBe("transferPending");
    expect(refusal(start, { to: { price: 46_000, lessons: to, seatsLeft: 0 } })).toBe("inSession");
  });
});
