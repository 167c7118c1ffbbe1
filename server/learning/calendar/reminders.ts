import { eq } from "drizzle-orm";
import { siteI18n } from "../../../i18n/i18n.server.js";
import { MESSAGES_NAMESPACE } from "../../../i18n/messages-resources.js";
import { composeLessonReminder, reminderWindow } from "../../../rules/learning/lesson-reminders.js";
import type { Database } from "../../db/connection.js";
import * as t from "../../db/schema.js";
import { log } from "../../log.js";
import type { Messenger } from "../../messaging/messenger.js";
import { parentRecipient } from "../../order-mail/send.js";
import { repeatEvery, type StopRepeating } from "../../service/repeat.js";
import type { SiteDirectory } from "../../service/sites.js";
import { inLanguage, lessonsToRemind } from "./scheduled-lessons.js";

/** How many reminders one sweep takes on; the rest wait for the next. */
const BATCH = 50;

type DueLesson = Awaited<ReturnType<typeof lessonsToRemind>>[number];

/**
 * Sends the reminders due at `now` (issue 17): one per student and lesson starting within `leadMinutes`, to the family's
 * parent in the language of the family's site. Each goes in its own transaction that first records it in
 * lesson_reminders: a second sweep, here or in another process, finds it recorded (or waits on the first one's insert
 * and then finds it), so it goes once; a delivery that fails rolls the record back and the next sweep tries again
 * while the lesson has not started. Answers how many were sent.
 */
export async function sendDueLessonReminders(db: Database, messenger: Messenger, sites: SiteDirectory, leadMinutes: number, now: Date): Promise<number> {
  const due = await lessonsToRemind(db, reminderWindow(now, leadMinutes), BATCH);
  let sent = 0;
  for (const lesson of due) {
    try {
      if (await sendReminder(db, messenger, sites, lesson, now)) sent += 1;
    } catch (error) {
      log.error("lesson reminder not sent", { student: lesson.uid, class: lesson.classId, lesson: lesson.number, error: error instanceof Error ? error.message : String(error) });
    }
  }
  return sent;
}

async function sendReminder(db: Database, messenger: Messenger, sites: SiteDirectory, lesson: DueLesson, now: Date): Promise<boolean> {
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Database;
    const [owed] = await tx
      .insert(t.lessonReminders)
      .values({ uid: lesson.uid, classId: lesson.classId, lessonNumber: lesson.number, sentAt: now })
      .onConflictDoNothing()
      .returning({ uid: t.lessonReminders.uid });
    if (!owed) return false;
    const [family] = await tx.select({ schoolCode: t.families.schoolCode }).from(t.families).where(eq(t.families.id, lesson.familyId));
    const site = family && sites.forSchoolCode(family.schoolCode);
    const recipient = site && (await parentRecipient(tx, lesson.familyId));
    if (!site || !recipient) {
      log.warn("lesson reminder has no one to go to", { family: lesson.familyId, class: lesson.classId, lesson: lesson.number });
      return false;
    }
    const language = site.defaultLanguage;
    const say = await siteI18n(site).getFixedT(language, MESSAGES_NAMESPACE);
    await messenger.within(tx).send({ ...recipient, ...composeLessonReminder(say, inLanguage(lesson, language), site, language) });
    return true;
  });
}

/** How often reminders are looked for: well within any lead time. */
export const LESSON_REMINDER_SWEEP_MS = 60_000;

/** Sends due lesson reminders every LESSON_REMINDER_SWEEP_MS until stopped. */
export function sweepLessonReminders(db: Database, messenger: Messenger, sites: SiteDirectory, leadMinutes: number, onError: (error: unknown) => void): StopRepeating {
  return repeatEvery(LESSON_REMINDER_SWEEP_MS, () => sendDueLessonReminders(db, messenger, sites, leadMinutes, new Date()), onError);
}
