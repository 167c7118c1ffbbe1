import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { SCREENS } from "../../../rules/screens.js";
import type { Student } from "../../../schemas/api/calls/accounts.js";
import { MY_COURSE_FILTERS } from "../../../schemas/api/calls/my-courses.js";
import type { ResponseOf } from "../../../schemas/api/contract.js";
import { studentDisplayName } from "../../lib/account/student-names.js";
import { useShell } from "../shell/use-shell.js";
import { MyCourseCard } from "./MyCourseCard.js";
import { myCoursesHref, type MyCoursesQuery } from "./my-courses-paths.js";

export interface MyCoursesScreenProps {
  query: MyCoursesQuery;
  courses: ResponseOf<"queryMyCourses">;
  /** The family's students, to switch between when there are several. */
  students: readonly Student[];
}

/** /my-courses/list (SPEC §2 Learning): a student's courses under the filters All, Current and Completed. */
export function MyCoursesScreen({ query, courses, students }: MyCoursesScreenProps) {
  const { t } = useTranslation();
  const { site } = useShell();
  return (
    <section className="my-courses" aria-labelledby="my-courses-title">
      <h1 id="my-courses-title">{t("myCourses.title")}</h1>
      {students.length > 1 && (
        <nav className="my-courses__students" aria-label={t("myCourses.students")}>
          {students.map((student) => {
            const current = student.uid === courses.studentId;
            return (
              <Link key={student.uid} to={myCoursesHref(query, { studentId: student.uid })} className={`my-courses__student${current ? " my-courses__student--current" : ""}`} aria-current={current ? "page" : undefined}>
                {studentDisplayName(student, site.features.easternNameOrderEnabled)}
              </Link>
            );
          })}
        </nav>
      )}
      <nav className="tabs__list my-courses__filters" aria-label={t("myCourses.filters.label")}>
        {MY_COURSE_FILTERS.map((filter) => {
          const current = filter === query.filter;
          return (
            <Link key={filter} to={myCoursesHref(query, { filter })} className={`tabs__tab${current ? " tabs__tab--active" : ""}`} aria-current={current ? "page" : undefined}>
              {t(`myCourses.filters.${filter}`)}
            </Link>
          );
        })}
      </nav>
      <nav className="my-courses__more" aria-label={t("myCourses.more.label")}>
        <Link to={SCREENS.calendarFeed}>{t("myCourses.more.calendar")}</Link>
        <Link to={SCREENS.classTransfer}>{t("myCourses.more.changes")}</Link>
        <Link to={SCREENS.applicationRecords}>{t("myCourses.more.records")}</Link>
      </nav>
      {courses.list.length === 0 ? (
        <div className="my-courses__empty">
          <p>{t(`myCourses.empty.${query.filter}`)}</p>
          <Link className="button button--primary" to={SCREENS.courseList}>
            {t("myCourses.browse")}
          </Link>
        </div>
      ) : (
        <ul className="my-courses__list">
          {courses.list.map((course, index) => (
            // A student may have had a place in a class before (refunded) and have one again.
            <li key={`${course.classId}-${index}`}>
              <MyCourseCard course={course} studentId={query.studentId} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
