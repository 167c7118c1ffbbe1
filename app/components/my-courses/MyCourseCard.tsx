import { Link } from "@remix-run/react";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import type { MyCourse } from "../../../schemas/api/calls/my-courses.js";
import { useShell } from "../shell/use-shell.js";
import { CourseTags, TeacherNames, WhereTaught } from "./CourseFacts.js";
import { myCourseDetailPath } from "./my-courses-paths.js";
import { useLessonTime } from "./use-lesson-time.js";

/** A place on My Courses: its class, tags, teachers, where it is taught, next lesson and progress, leading to its page. */
export function MyCourseCard({ course, studentId }: { course: MyCourse; studentId: string | null }) {
  const { t } = useTranslation();
  const { timezone } = useShell();
  const { when } = useLessonTime(timezone);
  const titleId = useId();
  return (
    <article className="my-course-card" aria-labelledby={titleId}>
      <header className="my-course-card__header">
        <h2 className="my-course-card__title" id={titleId}>
          <Link to={myCourseDetailPath(course.classId, studentId)}>{course.title}</Link>
        </h2>
        <CourseTags tags={course.tags} />
      </header>
      <dl className="my-course-facts">
        {course.teachers.length > 0 && (
          <div>
            <dt>{t("myCourses.facts.teachers")}</dt>
            <dd>
              <TeacherNames teachers={course.teachers} />
            </dd>
          </div>
        )}
        <div>
          <dt>{t("myCourses.facts.where")}</dt>
          <dd>
            <WhereTaught venue={course.venue} deliveryMode={course.deliveryMode} />
          </dd>
        </div>
        {course.nextLesson && (
          <div>
            <dt>{t("myCourses.facts.next")}</dt>
            <dd>{t("myCourses.facts.nextLesson", { number: course.nextLesson.number, when: when(course.nextLesson.startsAt, course.nextLesson.endsAt) })}</dd>
          </div>
        )}
        <div>
          <dt>{t("myCourses.facts.progress")}</dt>
          <dd>
            <progress className="my-course-card__progress" max={Math.max(course.progress.purchased, 1)} value={course.progress.done} aria-hidden="true" />{" "}
            {t("myCourses.facts.lessonsDone", course.progress)}
          </dd>
        </div>
      </dl>
    </article>
  );
}
