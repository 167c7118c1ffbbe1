import { useTranslation } from "react-i18next";
import type { ResponseOf } from "../../../../schemas/api/contract.js";
import { CourseGrid } from "../CourseGrid.js";

export interface AvailableClassesProps {
  classes: ResponseOf<"queryAvailableClasses">;
}

/** /courses/available-classes/{courseId}: the course's classes that are not over, soonest first, as catalogue cards. */
export function AvailableClasses({ classes: { title, list } }: AvailableClassesProps) {
  const { t } = useTranslation();
  return (
    <section className="course-classes" aria-labelledby="course-classes-title">
      <h1 id="course-classes-title" className="course-classes__title">
        {t("courseDetail.availableClasses.title", { title })}
      </h1>
      <p>{t(list.length ? "courseDetail.availableClasses.intro" : "courseDetail.availableClasses.none")}</p>
      {list.length > 0 && (
        <CourseGrid cards={list} headingLevel={2} />
      )}
    </section>
  );
}
