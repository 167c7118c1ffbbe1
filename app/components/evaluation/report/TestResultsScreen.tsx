import { Link } from "@remix-run/react";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import type { EvaluationReport } from "../../../../schemas/api/calls/evaluations.js";
import { levelCountFor, type LevelCounts } from "./level-scale.js";
import { LEVEL_TEST_PATH, reportPath } from "./report-paths.js";
import { useReportFormat } from "./use-report-format.js";

export interface TestResultsPageData {
  /** The family's reports, the latest first. */
  reports: EvaluationReport[];
  levelCounts: LevelCounts;
}

/** /test/test-results (SPEC §2 Tests): every report of the family, each leading to its page; none yet, the way to the level test. */
export function TestResultsScreen({ reports, levelCounts }: TestResultsPageData) {
  const { t } = useTranslation();
  return (
    <section className="evaluation-page" aria-labelledby="test-results-title">
      <h1 id="test-results-title">{t("evaluation.results.heading")}</h1>
      {reports.length === 0 ? (
        <div className="evaluation-empty">
          <p>{t("evaluation.results.empty")}</p>
          <Link className="button button--primary" to={LEVEL_TEST_PATH}>
            {t("evaluation.results.takeTest")}
          </Link>
        </div>
      ) : (
        <ul className="test-results">
          {reports.map((report) => (
            <li key={report.reportId}>
              <ResultCard report={report} levelCount={levelCountFor(levelCounts, report.subjectId, report.level.levelDegreeOrder)} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function ResultCard({ report, levelCount }: { report: EvaluationReport; levelCount: number | null }) {
  const { t } = useTranslation();
  const { studentName, takenOn, levelPlace } = useReportFormat();
  const titleId = useId();
  const dateId = useId();
  return (
    <article className="result-card" aria-labelledby={titleId}>
      <h2 className="result-card__title" id={titleId}>
        {/* Reports of one child and subject differ by their date, which the link is described by. */}
        <Link to={reportPath(report.reportId)} aria-describedby={dateId}>
          {t("evaluation.results.cardTitle", { name: studentName(report), subject: report.subjectName, grade: report.gradeName })}
        </Link>
      </h2>
      <p className="result-card__date" id={dateId}>
        {t(report.source === "code" ? "evaluation.results.redeemedOn" : "evaluation.results.takenOn", { date: takenOn(report) })}
      </p>
      <p className="result-card__level">
        {t("evaluation.results.level", { name: report.level.levelDegreeName, place: levelPlace(report.level.levelDegreeOrder, levelCount) })}
      </p>
      <p className="result-card__score">
        {report.source === "test" ? t("evaluation.results.score", { score: report.score, maxScore: report.maxScore }) : t("evaluation.results.fromCode")}
      </p>
    </article>
  );
}
