import { and, asc, eq, inArray } from "drizzle-orm";
import type { Language } from "../../../schemas/site.js";
import type { Database } from "../../db/connection.js";
import * as t from "../../db/schema.js";
import type { Place } from "../places.js";


/**
 * A purchased lesson of a place, at the times and with the recording of where it is taught now: its own class's
 * lesson, or the lesson of another class a reschedule (passed) moved it into.
 */
export interface PlaceLesson {
  number: number;
  /** Its own class's schedule. */
  scheduled: { startsAt: Date; endsAt: Date };
  startsAt: Date;
  endsAt: Date;
  replayUrl: string | null;
  topic: (typeof t.lessons.$inferSelect)["topic"];
  teacherName: string;
  movedTo: { classId: string; number: number } | null;
}

/** The purchased lessons of each place (by place id), in lesson order. */
export async function placeLessons(db: Database, places: readonly Place[]): Promise<Map<string, PlaceLesson[]>> {
  if (places.length === 0) return new Map();
  const moves = await db
    .select({ enrolmentId: t.changeApplications.enrolmentId, fromLesson: t.changeApplications.fromLesson, toClassId: t.changeApplications.toClassId, toLesson: t.changeApplications.toLesson })
    .from(t.changeApplications)
    .where(
      and(
        inArray(t.changeApplications.enrolmentId, places.map((place) => place.id)),
        eq(t.changeApplications.kind, "reschedule"),
        eq(t.changeApplications.status, "passed"),
      ),
    );
  const classIds = [...new Set([...places.map((place) => place.classId), ...moves.map((move) => move.toClassId)])];
  const rows = await db
    .select({ lesson: t.lessons, teacherName: t.teachers.name })
    .from(t.lessons)
    .leftJoin(t.teachers, eq(t.teachers.id, t.lessons.teacherId))
    .where(inArray(t.lessons.classId, classIds))
    .orderBy(asc(t.lessons.classId), asc(t.lessons.number));
  const lessonAt = new Map(rows.map(({ lesson, teacherName }) => [`${lesson.classId}/${lesson.number}`, { ...lesson, teacherName }]));

  return new Map(
    places.map((place) => {
      const last = place.firstLesson + place.lessonCount - 1;
      const purchased = rows.filter(({ lesson }) => lesson.classId === place.classId && lesson.number >= place.firstLesson && lesson.number <= last);
      const lessons = purchased.map(({ lesson, teacherName }): PlaceLesson => {
        const move = moves.find((candidate) => candidate.enrolmentId === place.id && candidate.fromLesson === lesson.number);
        const target = move?.toLesson != null ? lessonAt.get(`${move.toClassId}/${move.toLesson}`) : undefined;
        const taught = target ?? { ...lesson, teacherName };
        return {
          number: lesson.number,
          scheduled: { startsAt: lesson.startsAt, endsAt: lesson.endsAt },
          startsAt: taught.startsAt,
          endsAt: taught.endsAt,
          replayUrl: taught.replayUrl,
          topic: lesson.topic,
          teacherName: taught.teacherName ?? "",
          movedTo: target ? { classId: target.classId, number: target.number } : null,
        };
      });
      return [place.id, lessons];
    }),
  );
}

/** A lesson's topic in the request's language, else the site's, else none. */
export function topicIn(topic: PlaceLesson["topic"], language: Language, fallback: Language): string {
  return topic[language] ?? topic[fallback] ?? "";
}

/** A lesson's number and times as the calls answer them. */
export const lessonTimes = (lesson: { number: number; startsAt: Date; endsAt: Date }) => ({ number: lesson.number, startsAt: lesson.startsAt.toISOString(), endsAt: lesson.endsAt.toISOString() });
