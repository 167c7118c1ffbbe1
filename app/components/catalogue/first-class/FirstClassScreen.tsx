import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { CourseCard as Card } from "../../../../schemas/api/calls/catalogue.js";
import { CourseGrid } from "../CourseGrid.js";
import { usePathFamily } from "../use-path-family.js";
import { courseListPath } from "../../../../rules/catalogue/product-paths.js";

export interface FirstClassProps {
  list: Card[];
  /** The course list of every trial class, when this page shows only the first of them. */
  moreHref: string | null;
}

/** /courses/detail/FirstClass: what a trial class is, and the site's trial classes to choose from. */
export function FirstClassScreen({ list, moreHref }: FirstClassProps) {
  const { t } = useTranslation();
  const family = usePathFamily();
  return (
    <section className="course-classes" aria-labelledby="first-class-title">
      <h1 id="first-class-title" className="course-classes__title">
        {t("coursePromote.firstClass.heading")}
      </h1>
      <p>{t("coursePromote.firstClass.intro")}</p>
      {list.length === 0 ? (
        <div className="catalogue-empty">
          <p>{t("coursePromote.firstClass.empty")}</p>
          <Link className="button button--primary" to={courseListPath(family)}>
            {t("coursePromote.firstClass.browse")}
          </Link>
        </div>
      ) : (
        <>
          <h2 className="visually-hidden">{t("coursePromote.firstClass.listLabel")}</h2>
          <CourseGrid cards={list} />
          {moreHref && (
            <p>
              <Link to={moreHref}>{t("coursePromote.firstClass.more")}</Link>
            </p>
          )}
        </>
      )}
    </section>
  );
}
