import { useTranslation } from "react-i18next";
import { formatCardDate } from "../../../../rules/regional/dates.js";
import { formatWallClock, wallClockOf } from "../../../../rules/regional/wall-clock.js";
import { timezoneLabel } from "../../../../rules/regional/timezone.js";
import type { ResponseOf } from "../../../../schemas/api/contract.js";
import { useShell } from "../../shell/use-shell.js";

type Lesson = ResponseOf<"queryCourseDetail">["lessons"][number];

/** The class's lessons with their dates and times in the site's timezone (or the one the visitor chose). */
export function LessonSchedule({ lessons }: { lessons: readonly Lesson[] }) {
  const { t, i18n } = useTranslation();
  const { site, timezone } = useShell();
  const time = (instant: string) => {
    const clock = wallClockOf(instant, timezone);
    return clock ? formatWallClock(clock, "HH:mm") : "";
  };
  return (
    <section className="detail-section" aria-labelledby="course-schedule-title">
      <h2 id="course-schedule-title" className="detail-section__title">
        {t("courseDetail.schedule.title")}
      </h2>
      {lessons.length === 0 ? (
        <p>{t("courseDetail.schedule.none")}</p>
      ) : (
        <>
          {/* The zone's name comes from the runtime's CLDR data, which the server's and the browser's may word differently. */}
          <p className="detail-section__note" suppressHydrationWarning>
            {t("courseDetail.schedule.timezone", { timezone: timezoneLabel(timezone, i18n.language) })}
          </p>
          <ol className="detail-lessons">
            {lessons.map((lesson) => (
              <li key={lesson.number} className="detail-lessons__item">
                <span className="detail-lessons__number">{t("courseDetail.schedule.lesson", { number: lesson.number })}</span>
                <span className="detail-lessons__when">
                  <time dateTime={lesson.startsAt}>{formatCardDate(lesson.startsAt, site, { timezone })}</time>{" "}
                  {t("courseDetail.schedule.time", { start: time(lesson.startsAt), end: time(lesson.endsAt) })}
                </span>
                {lesson.topic && <span className="detail-lessons__topic">{lesson.topic}</span>}
                {lesson.teacherName && <span className="detail-lessons__teacher">{lesson.teacherName}</span>}
              </li>
            ))}
          </ol>
        </>
      )}
    </section>
  );
}

/** The course's syllabus, one item per line in lesson order. */
export function Syllabus({ items }: { items: readonly string[] }) {
  const { t } = useTranslation();
  if (items.length === 0) return null;
  return (
    <section className="detail-section" aria-labelledby="detail-syllabus-title">
      <h2 id="detail-syllabus-title" className="detail-section__title">
        {t("courseDetail.syllabus.title")}
      </h2>
      <ol className="detail-syllabus">
        {items.map((item, index) => (
          <li key={index}>{item}</li>
        ))}
      </ol>
    </section>
  );
}
