import { useTranslation } from "react-i18next";
import { Steps } from "../../../ui/Steps.js";
import { RESCHEDULE_STEPS, type RescheduleStep } from "./use-reschedule-flow.js";

/** Where the parent is among the four steps of a reschedule (SPEC §2). */
export function RescheduleSteps({ current }: { current: RescheduleStep }) {
  const { t } = useTranslation();
  return (
    <Steps
      label={t("reschedule.steps.label")}
      names={RESCHEDULE_STEPS.map((step) => t(`reschedule.steps.${step}`))}
      current={RESCHEDULE_STEPS.indexOf(current)}
      position={(step, total) => t("classTransfer.steps.position", { step, total })}
    />
  );
}
