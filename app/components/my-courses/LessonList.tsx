import { useTranslation } from "react-i18next";
import { timezoneLabel } from "../../../rules/regional/timezone.js";
import type { MyCourseDetail } from "../../../schemas/api/calls/my-courses.js";
import { useLessonTime } from "./use-lesson-time.js";

/** The purchased lessons in order: when, their state, topic and teacher, where a rescheduled one is now, and its recording. */
export function LessonList({ lessons, timezone }: Pick<MyCourseDetail, "lessons" | "timezone">) {
  const { t, i18n } = useTranslation();
  const { day, when } = useLessonTime(timezone);
  return (
    <section className="my-course__section" aria-labelledby="my-course-lessons-title">
      <h2 id="my-course-lessons-title">{t("myCourses.detail.lessons")}</h2>
      {/* The zone's name comes from the runtime's CLDR data, which the server's and the browser's may word differently. */}
      <p className="my-course__note" suppressHydrationWarning>
        {t("myCourses.detail.timezone", { timezone: timezoneLabel(timezone, i18n.language) })}
      </p>
      <ol className="my-lessons">
        {lessons.map((lesson) => (
          <li key={lesson.number} className={`my-lessons__lesson my-lessons__lesson--${lesson.state}`}>
            <div className="my-lessons__head">
              <span className="my-lessons__number">{t("myCourses.detail.lesson", { number: lesson.number })}</span>
              <time dateTime={lesson.startsAt}>{when(lesson.startsAt, lesson.endsAt)}</time>
              <span className="my-lessons__state">{t(`myCourses.lessonState.${lesson.state}`)}</span>
            </div>
            {lesson.topic && <p className="my-lessons__topic">{lesson.topic}</p>}
            {lesson.teacherName && <p className="my-lessons__teacher">{lesson.teacherName}</p>}
            {lesson.movedTo && (
              <p className="my-lessons__moved">
                {t("myCourses.detail.movedTo", {
                  title: lesson.movedTo.title,
                  number: lesson.movedTo.number,
                  when: when(lesson.movedTo.startsAt, lesson.movedTo.endsAt),
                  where: lesson.movedTo.venue ? lesson.movedTo.venue.name : t(`myCourses.platform.${lesson.movedTo.deliveryMode}`),
                })}
              </p>
            )}
            {lesson.replay && (
              <p className="my-lessons__replay">
                <a href={lesson.replay.url} target="_blank" rel="noopener noreferrer">
                  {t("myCourses.detail.replay", { number: lesson.number })}
                </a>{" "}
                <span className="my-course__note">{t("myCourses.detail.replayUntil", { date: day(lesson.replay.until) })}</span>
              </p>
            )}
          </li>
        ))}
      </ol>
    </section>
  );
}
