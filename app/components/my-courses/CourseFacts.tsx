import { useTranslation } from "react-i18next";
import type { MyCourse } from "../../../schemas/api/calls/my-courses.js";

/** The card's badges: its state (SPEC §4 My Courses), and unpaid while an instalment is owed. */
export function CourseTags({ tags }: Pick<MyCourse, "tags">) {
  const { t } = useTranslation();
  return (
    <ul className="my-course-tags" aria-label={t("myCourses.tags.label")}>
      {tags.map((tag) => (
        <li key={tag} className={`my-course-tags__tag my-course-tags__tag--${tag}`}>
          {t(`myCourses.tags.${tag}`)}
        </li>
      ))}
    </ul>
  );
}

/** Where the class is taught: its venue, or the platform of its delivery mode. */
export function WhereTaught({ venue, deliveryMode }: Pick<MyCourse, "venue" | "deliveryMode">) {
  const { t } = useTranslation();
  if (!venue) return <>{t(`myCourses.platform.${deliveryMode}`)}</>;
  return (
    <>
      {t("myCourses.platform.OFFLINE")}: {venue.name}
      {venue.address && <span className="my-course__address">{venue.address}</span>}
    </>
  );
}

/** The class's teachers, then its tutors, by name. */
export function TeacherNames({ teachers }: Pick<MyCourse, "teachers">) {
  const { t } = useTranslation();
  return <>{teachers.map((teacher) => (teacher.identityType === "tutor" ? t("myCourses.tutor", { name: teacher.name }) : teacher.name)).join(", ")}</>;
}
