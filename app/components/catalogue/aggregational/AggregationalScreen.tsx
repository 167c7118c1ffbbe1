import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { ResponseOf } from "../../../../schemas/api/contract.js";
import { courseListPath } from "../../../../rules/catalogue/product-paths.js";
import { CourseGrid } from "../CourseGrid.js";

export interface AggregationalScreenProps {
  page: ResponseOf<"queryAggregationalDetail">;
}

/** /courses/aggregational-detail/{pageId}: a collection's title and introduction, then each group of products as cards. */
export function AggregationalScreen({ page: { title, summary, groups } }: AggregationalScreenProps) {
  const { t } = useTranslation();
  return (
    <div className="course-classes aggregational">
      <h1 id="aggregational-title" className="course-classes__title">
        {title}
      </h1>
      {summary && <p className="aggregational__summary">{summary}</p>}
      {groups.length === 0 ? (
        <div className="catalogue-empty">
          <p>{t("aggregational.empty")}</p>
          <Link className="button button--primary" to={courseListPath("plain")}>
            {t("aggregational.browse")}
          </Link>
        </div>
      ) : (
        groups.map((group, index) => (
          <section key={index} className="aggregational__group" aria-labelledby={`aggregational-group-${index}`}>
            <h2 id={`aggregational-group-${index}`} className="aggregational__group-title">
              {group.title}
            </h2>
            <CourseGrid cards={group.list} />
          </section>
        ))
      )}
    </div>
  );
}
