import { Link } from "@remix-run/react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { MyCourseDetail } from "../../../schemas/api/calls/my-courses.js";
import { CourseTags, TeacherNames, WhereTaught } from "./CourseFacts.js";
import { EnterClass } from "./EnterClass.js";
import { LessonList } from "./LessonList.js";
import { myCoursePreparePath, myCoursesHref } from "./my-courses-paths.js";

interface Props {
  course: MyCourseDetail;
  /** The 'Feedback to teachers' button (app/components/feedback/), shown with the teachers once that screen exists. */
  teacherFeedback?: ReactNode;
}

/**
 * /my-courses/detail/{classId} (SPEC §2 Learning): the class's tags, the enter-class button, its teachers, where it is
 * taught, progress, what to prepare, its lessons with recordings, materials and syllabus.
 */
export function MyCourseDetailScreen({ course, teacherFeedback }: Props) {
  const { t } = useTranslation();
  return (
    <article className="my-course" aria-labelledby="my-course-title">
      <Link className="my-course__back" to={myCoursesHref({ filter: "all", studentId: course.studentId })}>
        {t("myCourses.detail.back")}
      </Link>
      <header className="my-course__header">
        <h1 id="my-course-title">{course.title}</h1>
        <CourseTags tags={course.tags} />
      </header>
      {course.entry && <EnterClass key={course.entry.lessonNumber} course={course} entry={course.entry} />}
      <dl className="my-course-facts">
        <div>
          <dt>{t("myCourses.facts.teachers")}</dt>
          <dd>
            <TeacherNames teachers={course.teachers} />
            {teacherFeedback}
          </dd>
        </div>
        <div>
          <dt>{t("myCourses.facts.where")}</dt>
          <dd>
            <WhereTaught venue={course.venue} deliveryMode={course.deliveryMode} />
            {course.arriveEarlyMinutes !== null && <span className="my-course__note">{t("myCourses.detail.arriveEarly", { minutes: course.arriveEarlyMinutes })}</span>}
          </dd>
        </div>
        <div>
          <dt>{t("myCourses.facts.progress")}</dt>
          <dd>{t("myCourses.facts.lessonsDone", course.progress)}</dd>
        </div>
      </dl>
      <p>
        <Link className="button button--secondary" to={myCoursePreparePath(course.classId, course.studentId)}>
          {t("myCourses.detail.prepare")}
        </Link>
      </p>
      <LessonList lessons={course.lessons} timezone={course.timezone} />
      {course.materials.length > 0 && (
        <section className="my-course__section" aria-labelledby="my-course-materials-title">
          <h2 id="my-course-materials-title">{t("myCourses.detail.materials")}</h2>
          <ul className="my-course__materials">
            {course.materials.map((material) => (
              <li key={material.skuId}>
                {material.title} <span className="my-course__note">{t(material.required ? "myCourses.detail.required" : "myCourses.detail.optional")}</span>
              </li>
            ))}
          </ul>
        </section>
      )}
      {course.syllabus.length > 0 && (
        <section className="my-course__section" aria-labelledby="my-course-syllabus-title">
          <h2 id="my-course-syllabus-title">{t("myCourses.detail.syllabus")}</h2>
          <ol className="my-course__syllabus">
            {course.syllabus.map((item, index) => (
              <li key={index}>{item}</li>
            ))}
          </ol>
        </section>
      )}
    </article>
  );
}
