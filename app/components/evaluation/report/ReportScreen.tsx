import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { EvaluationReport } from "../../../../schemas/api/calls/evaluations.js";
import { LevelCard } from "./LevelCard.js";
import { ReportFacts } from "./ReportFacts.js";
import { ReportScores } from "./ReportScores.js";
import { recommendedPath, TEST_RESULTS_PATH } from "./report-paths.js";

export interface ReportPageData {
  report: EvaluationReport;
  /** The number of levels of the report's subject; null when unknown. */
  levelCount: number | null;
}

/**
 * /report/contentPage (SPEC §2): a child's evaluation report. A test handed in shows its score and points by topic; a
 * level that came from a redeemed evaluation code has no score to show.
 */
export function ReportScreen({ report, levelCount }: ReportPageData) {
  const { t } = useTranslation();
  return (
    <section className="evaluation-page" aria-labelledby="evaluation-report-title">
      <h1 id="evaluation-report-title">{t("evaluation.report.heading")}</h1>
      <ReportFacts report={report} />
      <LevelCard level={report.level} levelCount={levelCount} />
      {report.source === "test" ? <ReportScores report={report} /> : <p className="evaluation-page__note">{t("evaluation.report.fromCode")}</p>}
      <div className="evaluation-page__actions">
        <Link className="button button--primary" to={recommendedPath(report)}>
          {t("evaluation.report.seeRecommended")}
        </Link>
        <Link className="button button--secondary" to={TEST_RESULTS_PATH}>
          {t("evaluation.report.allResults")}
        </Link>
      </div>
    </section>
  );
}
