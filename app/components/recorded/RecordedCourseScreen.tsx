import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { clockTime, watchedPercent } from "../../../rules/learning/recorded-courses.js";
import type { RecordedCourse, RecordedLesson } from "../../../schemas/api/calls/recorded.js";
import { ExpiredNote, RecordedAccess } from "./RecordedAccess.js";
import { recordedVideoPath } from "./recorded-paths.js";

/** The way into a lesson: watch it, carry on where the student stopped, or watch it again once seen to its end. */
function watchKey(percent: number): string {
  if (percent >= 100) return "recorded.lessons.watchAgain";
  return percent > 0 ? "recorded.lessons.continue" : "recorded.lessons.watch";
}

function LessonRow({ skuId, lesson, watchable }: { skuId: string; lesson: RecordedLesson; watchable: boolean }) {
  const { t } = useTranslation();
  const percent = watchedPercent(lesson.positionSeconds, lesson.durationSeconds);
  const titleId = `recorded-lesson-${lesson.number}`;
  return (
    <li className="recorded-lesson" aria-labelledby={titleId}>
      <div className="recorded-lesson__text">
        <h3 id={titleId} className="recorded-lesson__title">
          <span className="recorded-lesson__number">{t("recorded.lessons.number", { number: lesson.number })}</span> {lesson.title}
        </h3>
        <p className="recorded-lesson__facts">
          <span>
            {t("recorded.lessons.length")} <time dateTime={`PT${lesson.durationSeconds}S`}>{clockTime(lesson.durationSeconds)}</time>
          </span>
          <span>{percent === 0 ? t("recorded.lessons.notStarted") : percent >= 100 ? t("recorded.lessons.watched") : t("recorded.lessons.watchedPercent", { percent })}</span>
        </p>
        <div className="recorded-lesson__bar" aria-hidden="true">
          <span style={{ width: `${percent}%` }} />
        </div>
      </div>
      {watchable && (
        <Link className="button button--primary recorded-lesson__watch" to={recordedVideoPath(skuId, lesson.number)} aria-describedby={titleId}>
          {t(watchKey(percent))}
        </Link>
      )}
    </li>
  );
}

/**
 * /my-courses/recorded-courses/detail/{skuId} (SPEC §2, §4): the course's lessons with their lengths and how much of each
 * the student watched, a way into each while it can be watched, and how long that is (permanently valid, valid until, or
 * expired: then the way to the course's page).
 */
export function RecordedCourseScreen({ course }: { course: RecordedCourse }) {
  const { t } = useTranslation();
  const watchable = course.access.state !== "expired";
  const watched = course.lessons.filter((lesson) => watchedPercent(lesson.positionSeconds, lesson.durationSeconds) >= 100).length;
  return (
    <section className="recorded" aria-labelledby="recorded-title">
      <h1 id="recorded-title">{course.title}</h1>
      {course.summary && <p className="recorded__summary">{course.summary}</p>}
      <RecordedAccess access={course.access} />
      {!watchable && (
        <ExpiredNote skuId={course.skuId} />
      )}
      <section className="recorded__lessons" aria-labelledby="recorded-lessons">
        <h2 id="recorded-lessons">{t("recorded.lessons.heading")}</h2>
        {course.lessons.length === 0 ? (
          <p>{t("recorded.lessons.none")}</p>
        ) : (
          <>
            <p className="recorded__progress">{t("recorded.lessons.progress", { watched, total: course.lessons.length })}</p>
            <ol className="recorded__list">
              {course.lessons.map((lesson) => (
                <LessonRow key={lesson.number} skuId={course.skuId} lesson={lesson} watchable={watchable} />
              ))}
            </ol>
          </>
        )}
      </section>
    </section>
  );
}
