import { useTranslation } from "react-i18next";
import { formatDefaultDate } from "../../../../rules/regional/dates.js";
import type { EvaluationReport } from "../../../../schemas/api/calls/evaluations.js";
import { studentDisplayName } from "../../../lib/account/student-names.js";
import { useShell } from "../../shell/use-shell.js";

/** How the evaluation's pages word a report's child, date and level, in the site's name order, date format and timezone. */
export function useReportFormat() {
  const { t } = useTranslation();
  const { site, language, timezone } = useShell();
  return {
    studentName: (report: Pick<EvaluationReport, "student">) => studentDisplayName(report.student, site.features.easternNameOrderEnabled),
    takenOn: (report: Pick<EvaluationReport, "takenAt">) => formatDefaultDate(report.takenAt, site, language, { timezone }),
    /** "Level 3 of 5", or "Level 3" when the number of levels is unknown. */
    levelPlace: (order: number, count: number | null) =>
      count === null ? t("evaluation.report.level.order", { order }) : t("evaluation.report.level.orderOf", { order, count }),
  };
}
