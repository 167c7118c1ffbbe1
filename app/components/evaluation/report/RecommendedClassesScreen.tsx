import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { courseListPath } from "../../../../rules/catalogue/product-paths.js";
import type { CourseCard } from "../../../../schemas/api/calls/catalogue.js";
import { CourseGrid } from "../../catalogue/CourseGrid.js";
import { LevelCard } from "./LevelCard.js";
import { ReportFacts } from "./ReportFacts.js";
import { reportPath } from "./report-paths.js";
import type { ReportPageData } from "./ReportScreen.js";

export interface RecommendedPageData extends ReportPageData {
  /** The classes of the site the report recommends, soonest first. */
  classes: CourseCard[];
}

/**
 * /test/recommended-courses, /test/exam-recommended-classes/{sessionId} and /test/recommended-classes/{redeem} (SPEC §2
 * Tests): the level a report found, and the classes it recommends as the catalogue's cards.
 */
export function RecommendedClassesScreen({ report, levelCount, classes }: RecommendedPageData) {
  const { t } = useTranslation();
  return (
    <section className="evaluation-page evaluation-page--wide" aria-labelledby="recommended-classes-title">
      <h1 id="recommended-classes-title">{t("evaluation.recommended.heading")}</h1>
      <div className="evaluation-page__summary">
        <ReportFacts report={report} />
        <LevelCard level={report.level} levelCount={levelCount} />
        <p>
          <Link to={reportPath(report.reportId)}>{t("evaluation.recommended.seeReport")}</Link>
        </p>
      </div>
      <section className="evaluation-page__classes" aria-labelledby="recommended-classes-list">
        <h2 id="recommended-classes-list">{t("evaluation.recommended.classesHeading")}</h2>
        {classes.length === 0 ? (
          <div className="evaluation-empty">
            <p>{t("evaluation.recommended.empty")}</p>
            <Link className="button button--primary" to={courseListPath("plain")}>
              {t("evaluation.recommended.browseAll")}
            </Link>
          </div>
        ) : (
          <CourseGrid cards={classes} />
        )}
      </section>
    </section>
  );
}
