import type { TFunction } from "i18next";
import type { Language, Site } from "../../schemas/site.js";
import { formatDateTime } from "../regional/dates.js";
import { timezoneLabel } from "../regional/timezone.js";
import { isInPerson, joinLink, lessonPlace, type ScheduledLesson } from "./calendar-events.js";

/** LESSON_REMINDER_MINUTES: how long before a live lesson its reminder goes, within these bounds (server/env.ts). */
export const REMINDER_LEAD_MINUTES = { default: 60, min: 5, max: 24 * 60 } as const;

/** How early a student comes to a lesson in person, as the reminder asks. */
export const ARRIVE_EARLY_MINUTES = 15;

/**
 * The lesson starts a reminder is due for at `now`: within the lead time, and not yet begun. A lesson already started
 * when the sweep first sees it gets none (a reminder after the start helps no one); one whose reminder could not go
 * stays due until it starts.
 */
export function reminderWindow(now: Date, leadMinutes: number): { after: Date; until: Date } {
  // Starts after `after` (excluded) and by `until` (included).
  return { after: now, until: new Date(now.getTime() + leadMinutes * 60_000) };
}

export interface ReminderMessage {
  subject: string;
  body: string;
}

/**
 * The reminder to the family before a lesson: whose, which and when (in the site's timezone, named), then where: the
 * room to join online, or the venue and to arrive early in person. `t` speaks the messages namespace in `language`.
 */
export function composeLessonReminder(t: TFunction, lesson: ScheduledLesson, site: Pick<Site, "locale" | "timezone" | "schoolName">, language: Language): ReminderMessage {
  const time = formatDateTime(lesson.startsAt, site, language);
  const values = { school: site.schoolName, student: lesson.studentName, course: lesson.courseTitle, number: lesson.number, time, timezone: timezoneLabel(site.timezone, language, lesson.startsAt) };
  const url = joinLink(lesson);
  const where = [t("calendar.reminder.where", { place: lessonPlace(lesson, t("calendar.online")) })];
  if (isInPerson(lesson)) where.push(t("calendar.reminder.arriveEarly", { minutes: ARRIVE_EARLY_MINUTES }));
  else if (url) where.push(t("calendar.join", { url }));
  return { subject: t("calendar.reminder.subject", values), body: [t("calendar.reminder.intro", values), "", ...where].join("\n") };
}
