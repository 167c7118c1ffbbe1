import { useTranslation } from "react-i18next";
import { RESCHEDULE_STEPS, type RescheduleStep } from "./use-reschedule-flow.js";

/** Where the parent is among the four steps (SPEC §2), the current one marked for assistive technology. */
export function RescheduleSteps({ current }: { current: RescheduleStep }) {
  const { t } = useTranslation();
  const index = RESCHEDULE_STEPS.indexOf(current);
  return (
    <ol className="reschedule-steps" aria-label={t("reschedule.steps.label")}>
      {RESCHEDULE_STEPS.map((step, position) => (
        <li
          key={step}
          className={`reschedule-steps__step${position < index ? " reschedule-steps__step--done" : ""}${position === index ? " reschedule-steps__step--current" : ""}`}
          aria-current={position === index ? "step" : undefined}
        >
          <span className="reschedule-steps__number" aria-hidden="true">
            {position + 1}
          </span>
          {t(`reschedule.steps.${step}`)}
        </li>
      ))}
    </ol>
  );
}
