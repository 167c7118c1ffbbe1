import type { TFunction } from "i18next";
import { PLATFORM_TYPES, type PlatformType } from "../../schemas/catalogue.js";

/**
 * A lesson a student sits (issue 17: the family's calendar feed and lesson reminders): one of the purchased lessons of
 * an active place, taught in the place's class or, rescheduled, in another class's lesson of the same number.
 */
export interface ScheduledLesson {
  /** The student, the place's class and the lesson's number: which lesson it is, whichever class teaches it. */
  uid: string;
  placeClassId: string;
  number: number;
  /** The class that teaches it (another than the place's when rescheduled). */
  classId: string;
  startsAt: Date;
  endsAt: Date;
  platformType: PlatformType;
  /** The online room of the class that teaches it; null in person, or while the school has not given one. */
  roomUrl: string | null;
  /** The teaching point of that class. */
  venue: { name: string; address: string } | null;
  /** The course's title and the lesson's topic, in the language of the family's site. */
  courseTitle: string;
  topic: string;
  /** The student's first name (the nickname when none): all a calendar or a reminder says of them. */
  studentName: string;
}

type LessonWhere = Pick<ScheduledLesson, "platformType" | "roomUrl" | "venue">;

export const isInPerson = (lesson: Pick<ScheduledLesson, "platformType">) => lesson.platformType === PLATFORM_TYPES.inPerson;

/** Where the lesson happens: the venue's name and address in person, else the word for online. */
export function lessonPlace(lesson: LessonWhere, online: string): string {
  if (!isInPerson(lesson) || !lesson.venue) return online;
  return [lesson.venue.name, lesson.venue.address].filter((part) => part !== "").join(", ");
}

/** The room a lesson taught online is joined at, when the school has given one. */
export const joinLink = (lesson: LessonWhere): string | null => (isInPerson(lesson) ? null : lesson.roomUrl);

/** One event of the feed, times in UTC. */
export interface CalendarEvent {
  /** The same for the lesson in every version of the feed, so calendar apps update it, even when a reschedule moves it. */
  uid: string;
  title: string;
  startsAt: Date;
  endsAt: Date;
  location: string;
  url: string | null;
  description: string;
}

/**
 * The feed's events: one per lesson, in start order, titled with the course and the student's first name, placed at the
 * venue or online with the room to join. `t` speaks the messages namespace in the site's language; `domain` (the site's
 * host) ends every UID, as RFC 5545 advises.
 */
export function calendarEvents(lessons: readonly ScheduledLesson[], t: TFunction, domain: string): CalendarEvent[] {
  return [...lessons]
    .sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime() || a.uid.localeCompare(b.uid) || a.number - b.number)
    .map((lesson) => {
      const url = joinLink(lesson);
      const about = lesson.topic === "" ? t("calendar.feed.lesson", { number: lesson.number }) : t("calendar.feed.lessonTopic", { number: lesson.number, topic: lesson.topic });
      return {
        uid: `lesson-${lesson.placeClassId}-${lesson.number}-${lesson.uid}@${domain}`,
        title: t("calendar.feed.title", { course: lesson.courseTitle, student: lesson.studentName }),
        startsAt: lesson.startsAt,
        endsAt: lesson.endsAt,
        location: lessonPlace(lesson, t("calendar.online")),
        url,
        description: url ? `${about}\n${t("calendar.join", { url })}` : about,
      };
    });
}
