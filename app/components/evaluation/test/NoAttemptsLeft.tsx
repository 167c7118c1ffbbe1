import { useTranslation } from "react-i18next";
import type { LevelTestView } from "../../../../schemas/api/calls/evaluations.js";
import { BOOKING_PATH, reportPath } from "./level-test-page.js";
import { useFocusOnShow } from "./use-focus-on-show.js";
import { useStudentName } from "./use-student-name.js";

/** The test taken as often as allowed (4171): the last report, if any, and a teacher's assessment instead. */
export function NoAttemptsLeft({ test, focusOnShow = false }: { test: LevelTestView; focusOnShow?: boolean }) {
  const { t } = useTranslation();
  const name = useStudentName(test.student);
  const text = useFocusOnShow<HTMLParagraphElement>(focusOnShow);
  return (
    <div className="level-test__panel">
      <p ref={text} tabIndex={-1}>
        {t("evaluation.test.noAttempts.text", { name })}
      </p>
      <div className="level-test__links">
        {test.lastReportId && (
          <a className="button button--primary level-test__link-button" href={reportPath(test.lastReportId)}>
            {t("evaluation.test.noAttempts.report")}
          </a>
        )}
        <a className="button level-test__link-button" href={BOOKING_PATH}>
          {t("evaluation.test.noAttempts.book")}
        </a>
      </div>
    </div>
  );
}
