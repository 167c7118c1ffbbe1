import { Link } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import type { RequestOf } from "../../../schemas/api/contract.js";
import type { RescheduleOptions } from "../../../schemas/api/calls/reschedules.js";
import { ClassPlaceLabel, useStudentName } from "./ClassSlot.js";
import { ConfirmStep } from "./ConfirmStep.js";
import { LessonStep } from "./LessonStep.js";
import { RescheduleSteps } from "./RescheduleSteps.js";
import { ResultStep } from "./ResultStep.js";
import { SlotStep } from "./SlotStep.js";
import { useRescheduleFlow } from "./use-reschedule-flow.js";

interface Props {
  request: Pick<RequestOf<"queryRescheduleOptions">, "classId" | "studentId">;
  options: RescheduleOptions;
  /** The page the parent came from and goes back to: the applications hub or the class transfer screen. */
  hub: string;
}

/**
 * /application-transfer/lesson-reschedule/{id} and /my-class-transfer/lesson-reschedule/{id} (SPEC §2: four steps):
 * the lesson, the new slot, the reason and confirmation, the result. A place none of whose lessons can move says why.
 */
export function RescheduleScreen({ request, options: loaded, hub }: Props) {
  const { t } = useTranslation();
  const flow = useRescheduleFlow(request, loaded);
  const { options, step } = flow;
  const stepHeading = useRef<HTMLHeadingElement>(null);
  const firstStep = useRef(true);
  // A new step takes the focus to its heading, so a screen reader reads on from there.
  useEffect(() => {
    if (firstStep.current) firstStep.current = false;
    else stepHeading.current?.focus();
  }, [step]);

  const blocked = step === "lesson" ? options.block : null;
  return (
    <section className="reschedule" aria-labelledby="reschedule-title">
      <p className="reschedule__back">
        <Link to={hub}>{t("reschedule.back")}</Link>
      </p>
      <h1 id="reschedule-title">{t("reschedule.title")}</h1>
      <PlaceSummary options={options} />
      {blocked ? (
        <p className="reschedule__notice" role="status">
          {t(`reschedule.refused.${blocked}`)}
        </p>
      ) : (
        <>
          <RescheduleSteps current={step} />
          <h2 className="reschedule__step-title" ref={stepHeading} tabIndex={-1}>
            {t(`reschedule.${step}.title`)}
          </h2>
          {step === "lesson" && <LessonStep lessons={options.lessons} chosen={flow.lesson?.number ?? null} busy={flow.busy} onChoose={(number) => void flow.chooseLesson(number)} />}
          {step === "slot" && <SlotStep targets={options.targets} chosen={flow.target?.classId ?? null} onChoose={flow.chooseTarget} onBack={flow.back} />}
          {step === "confirm" && flow.lesson && flow.target && (
            <ConfirmStep options={options} lesson={flow.lesson} target={flow.target} busy={flow.busy} failure={flow.failure} onConfirm={(reason) => void flow.confirm(reason)} onBack={flow.back} />
          )}
          {step === "result" && flow.outcome && <ResultStep outcome={flow.outcome} hub={hub} busy={flow.busy} onStartAgain={() => void flow.startAgain()} />}
          {step !== "confirm" && flow.failure && (
            <p className="account-form__failure" role="alert">
              {flow.failure}
            </p>
          )}
        </>
      )}
    </section>
  );
}

/** The class, the student and the reschedules left (SPEC §9 limits). */
function PlaceSummary({ options }: { options: RescheduleOptions }) {
  const { t } = useTranslation();
  const studentName = useStudentName();
  return (
    <div className="reschedule__place">
      <p className="reschedule__course">{options.title}</p>
      <p>{t("reschedule.place.student", { name: studentName(options.student) })}</p>
      <p>
        <ClassPlaceLabel place={options} />
      </p>
      <p className="reschedule__left">{t("reschedule.place.left", { left: options.reschedules.left, limit: options.reschedules.limit })}</p>
    </div>
  );
}
