import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { ChangeSummary } from "./ConfirmStep.js";
import { APPLICATION_PATHS } from "./reschedule-view.js";
import type { RescheduleOutcome } from "./use-reschedule-flow.js";

/** Step 4: the reschedule passed (it is in the application records), or why the rules refused it. */
export function ResultStep({ outcome, hub, busy, onStartAgain }: { outcome: RescheduleOutcome; hub: string; busy: boolean; onStartAgain(): void }) {
  const { t } = useTranslation();
  return (
    <div className="reschedule__result">
      {outcome.kind === "passed" ? (
        <div className="reschedule__passed" role="status">
          <p className="reschedule__outcome">{t("reschedule.result.passed", { number: outcome.application.from.lesson?.number })}</p>
          <ChangeSummary from={outcome.application.from} to={outcome.application.to} />
        </div>
      ) : (
        <div className="reschedule__refused" role="alert">
          <p className="reschedule__outcome">{t("reschedule.result.refused")}</p>
          <p>{outcome.message}</p>
        </div>
      )}
      <div className="reschedule__actions">
        {outcome.kind === "refused" && (
          <button type="button" className="button button--primary" onClick={onStartAgain} disabled={busy}>
            {t("reschedule.result.again")}
          </button>
        )}
        <Link className={`button ${outcome.kind === "passed" ? "button--primary" : "button--secondary"}`} to={APPLICATION_PATHS.records}>
          {t("reschedule.result.records")}
        </Link>
        <Link className="button button--secondary" to={hub}>
          {t("reschedule.back")}
        </Link>
      </div>
    </div>
  );
}
