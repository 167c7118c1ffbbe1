import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { EvaluationReport } from "../../../../schemas/api/calls/evaluations.js";
import { useReportFormat } from "./use-report-format.js";

/** Whose report it is, of which subject and grade, and when the level was found. */
export function ReportFacts({ report }: { report: EvaluationReport }) {
  const { t } = useTranslation();
  const { studentName, takenOn } = useReportFormat();
  const fact = (label: string, value: ReactNode) => (
    <div className="report-facts__row">
      <dt>{t(`evaluation.report.facts.${label}`)}</dt>
      <dd>{value}</dd>
    </div>
  );
  return (
    <dl className="report-facts">
      {fact("student", studentName(report))}
      {fact("subject", report.subjectName)}
      {fact("grade", report.gradeName)}
      {fact(report.source === "code" ? "redeemedOn" : "takenOn", <time dateTime={report.takenAt}>{takenOn(report)}</time>)}
    </dl>
  );
}
