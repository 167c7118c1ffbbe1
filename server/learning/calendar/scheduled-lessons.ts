import { and, asc, eq, gt, gte, lt, lte, notExists, sql, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { ScheduledLesson } from "../../../rules/learning/calendar-events.js";
import type { Language } from "../../../schemas/site.js";
import { contentIn } from "../../catalogue/cards.js";
import type { Database } from "../../db/connection.js";
import * as t from "../../db/schema.js";

/** The place's own lesson of a number, and the passed reschedule that moved it, if any. */
const own = alias(t.lessons, "own_lesson");
const moved = alias(t.changeApplications, "moved");

/** A scheduled lesson with the family it belongs to and the texts of every language, before one is picked. */
const lessonColumns = {
  familyId: t.enrolments.familyId,
  uid: t.enrolments.uid,
  placeClassId: t.enrolments.classId,
  number: own.number,
  classId: t.lessons.classId,
  startsAt: t.lessons.startsAt,
  endsAt: t.lessons.endsAt,
  topic: t.lessons.topic,
  platformType: t.classes.platformType,
  roomUrl: t.classes.roomUrl,
  venueName: t.teachingPoints.name,
  venueAddress: t.teachingPoints.address,
  content: t.courses.content,
  firstName: t.accounts.firstName,
  nickName: t.accounts.nickName,
};

/**
 * The lessons the students of active places sit (decision 0028: the purchased lessons, from `firstLesson`), each where
 * it is taught now: a passed reschedule moves it to the other class's lesson of the same number. A refunded or
 * transferred place has none. `where` narrows them (a family; starts in a window).
 */
function scheduledLessonRows(db: Database, where: SQL | undefined) {
  return db
    .select(lessonColumns)
    .from(t.enrolments)
    .innerJoin(
      own,
      and(eq(own.classId, t.enrolments.classId), gte(own.number, t.enrolments.firstLesson), lt(own.number, sql`${t.enrolments.firstLesson} + ${t.enrolments.lessonCount}`)),
    )
    .leftJoin(moved, and(eq(moved.enrolmentId, t.enrolments.id), eq(moved.kind, "reschedule"), eq(moved.status, "passed"), eq(moved.fromLesson, own.number)))
    .innerJoin(t.lessons, and(eq(t.lessons.classId, sql`coalesce(${moved.toClassId}, ${own.classId})`), eq(t.lessons.number, sql`coalesce(${moved.toLesson}, ${own.number})`)))
    .innerJoin(t.classes, eq(t.classes.id, t.lessons.classId))
    .innerJoin(t.courses, eq(t.courses.id, t.classes.courseId))
    .leftJoin(t.teachingPoints, eq(t.teachingPoints.id, t.classes.teachingPointId))
    .innerJoin(t.accounts, eq(t.accounts.uid, t.enrolments.uid))
    .where(and(eq(t.enrolments.status, "active"), where))
    .orderBy(asc(t.lessons.startsAt), asc(t.enrolments.uid), asc(own.number));
}

type LessonRow = Awaited<ReturnType<typeof scheduledLessonRows>>[number];

/** A row in the language of the family's site (the course's first language when it has not that one). */
export function inLanguage(row: LessonRow, language: Language): ScheduledLesson & { familyId: string } {
  const { content, topic, venueName, venueAddress, firstName, nickName, ...lesson } = row;
  return {
    ...lesson,
    venue: venueName === null ? null : { name: venueName, address: venueAddress ?? "" },
    courseTitle: contentIn(content, language, language).title,
    topic: topic[language] ?? "",
    studentName: firstName || nickName,
  };
}

/** Every lesson of the family's students' active places. */
export const familyLessons = (db: Database, familyId: string) => scheduledLessonRows(db, eq(t.enrolments.familyId, familyId));

/** The lessons starting in the window whose reminder has not gone to the family, earliest first, at most `limit`. */
export function lessonsToRemind(db: Database, window: { after: Date; until: Date }, limit: number) {
  const reminded = db
    .select({ one: sql`1` })
    .from(t.lessonReminders)
    .where(and(eq(t.lessonReminders.uid, t.enrolments.uid), eq(t.lessonReminders.classId, t.lessons.classId), eq(t.lessonReminders.lessonNumber, t.lessons.number)));
  return scheduledLessonRows(db, and(gt(t.lessons.startsAt, window.after), lte(t.lessons.startsAt, window.until), notExists(reminded))).limit(limit);
}
