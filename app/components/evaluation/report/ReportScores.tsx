import { useId } from "react";
import { useTranslation } from "react-i18next";
import type { EvaluationReport } from "../../../../schemas/api/calls/evaluations.js";
import { ScoreMeter } from "./ScoreMeter.js";

/** A handed-in test's score, and the points it earned in each topic. */
export function ReportScores({ report }: { report: EvaluationReport }) {
  const { t } = useTranslation();
  const scoreId = useId();
  const topicsId = useId();
  return (
    <>
      <section className="report-score" aria-labelledby={scoreId}>
        <h2 id={scoreId}>{t("evaluation.report.score.heading")}</h2>
        <ScoreMeter score={report.score} maxScore={report.maxScore} labelledBy={scoreId} />
      </section>
      {report.topics.length > 0 && (
        <section className="report-topics" aria-labelledby={topicsId}>
          <h2 id={topicsId}>{t("evaluation.report.topics.heading")}</h2>
          <ul className="report-topics__list">
            {report.topics.map((topic, index) => (
              <TopicScore key={`${index}-${topic.name}`} topic={topic} />
            ))}
          </ul>
        </section>
      )}
    </>
  );
}

function TopicScore({ topic }: { topic: EvaluationReport["topics"][number] }) {
  const nameId = useId();
  return (
    <li className="report-topics__topic">
      <span className="report-topics__name" id={nameId}>
        {topic.name}
      </span>
      <ScoreMeter score={topic.score} maxScore={topic.maxScore} labelledBy={nameId} />
    </li>
  );
}
