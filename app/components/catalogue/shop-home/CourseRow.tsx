import { Link } from "@remix-run/react";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import type { CourseRowProps } from "../../../../component-registry/course-list/course-row-view.js";
import { CourseGrid } from "../CourseGrid.js";

/** A titled row of class cards with a link to the whole list: a channel on the shop home, or a builder course list. */
export function CourseRow({ title, seeAllHref, total, cards }: CourseRowProps) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <section className="course-row" aria-labelledby={headingId}>
      <div className="course-row__header">
        <h2 className="course-row__title" id={headingId}>
          {title}
        </h2>
        <Link className="course-row__all" to={seeAllHref} aria-describedby={headingId}>
          {t("shopHome.seeAll", { total })}
        </Link>
      </div>
      <CourseGrid cards={cards} className="course-row__cards" />
    </section>
  );
}
