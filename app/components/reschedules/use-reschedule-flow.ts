import { useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { isApiError } from "../../../api/errors.js";
import { useSiteApi } from "../../../api/site-api-context.js";
import type { ChangeApplication, RescheduleOptions } from "../../../schemas/api/calls/reschedules.js";
import type { RequestOf } from "../../../schemas/api/contract.js";
import { failureMessage } from "../account/bind/failure-message.js";
import { REFUSAL_TEXTS } from "./reschedule-view.js";

/** SPEC §2: a reschedule has four steps. */
export const RESCHEDULE_STEPS = ["lesson", "slot", "confirm", "result"] as const;
export type RescheduleStep = (typeof RESCHEDULE_STEPS)[number];

export type RescheduleOutcome = { kind: "passed"; application: ChangeApplication } | { kind: "refused"; message: string };

type PlaceRequest = Pick<RequestOf<"queryRescheduleOptions">, "classId" | "studentId">;

/**
 * The four steps of a reschedule: the lesson (the other classes' lessons of its number are asked for on choosing it),
 * the new slot, the reason and confirmation, the result. The request is sent once however often it is confirmed (an
 * idempotency key per choice); a refusal of the rules is the result, a failure to reach the service stays on the step.
 */
export function useRescheduleFlow(request: PlaceRequest, loaded: RescheduleOptions) {
  const { t } = useTranslation();
  const { api, call } = useSiteApi();
  const [options, setOptions] = useState(loaded);
  const [step, setStep] = useState<RescheduleStep>("lesson");
  const [lessonNumber, setLessonNumber] = useState<number | null>(null);
  const [toClassId, setToClassId] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<RescheduleOutcome | null>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string>();
  const idempotencyKey = useRef<string>(undefined);

  const work = async (task: () => Promise<void>, fallback: string) => {
    setBusy(true);
    setFailure(undefined);
    try {
      await task();
    } catch (error) {
      setFailure(failureMessage(error, t(fallback)));
    } finally {
      setBusy(false);
    }
  };

  const chooseLesson = (number: number) =>
    work(async () => {
      setOptions(await api.call("queryRescheduleOptions", { ...request, lessonNumber: number }, call));
      if (number !== lessonNumber) setToClassId(null);
      setLessonNumber(number);
      setStep("slot");
    }, "reschedule.loadFailed");

  const chooseTarget = (classId: string) => {
    if (classId !== toClassId) idempotencyKey.current = undefined;
    setToClassId(classId);
    setFailure(undefined);
    setStep("confirm");
  };

  const confirm = (reason: string) =>
    work(async () => {
      if (lessonNumber === null || toClassId === null) return;
      idempotencyKey.current ??= crypto.randomUUID();
      try {
        const application = await api.call("applyLessonReschedule", { ...request, lessonNumber, toClassId, reason }, call, { idempotencyKey: idempotencyKey.current });
        setOutcome({ kind: "passed", application });
        // The place has used one reschedule more, as the service counted it.
        setOptions((shown) => ({ ...shown, reschedules: { ...shown.reschedules, used: shown.reschedules.used + 1, left: Math.max(shown.reschedules.left - 1, 0) } }));
      } catch (error) {
        const text = isApiError(error) ? REFUSAL_TEXTS[error.code] : undefined;
        if (!text) throw error;
        setOutcome({ kind: "refused", message: t(text) });
      }
      setStep("result");
    }, "reschedule.confirm.failed");

  /** Back to the first step with the lessons as they are now. */
  const startAgain = () =>
    work(async () => {
      setOptions(await api.call("queryRescheduleOptions", request, call));
      setLessonNumber(null);
      setToClassId(null);
      setOutcome(null);
      idempotencyKey.current = undefined;
      setStep("lesson");
    }, "reschedule.loadFailed");

  const back = () => {
    setFailure(undefined);
    setStep(step === "confirm" ? "slot" : "lesson");
  };

  const target = options.targets.find((candidate) => candidate.classId === toClassId) ?? null;
  const lesson = options.lessons.find((candidate) => candidate.number === lessonNumber) ?? null;
  return { options, step, lesson, target, outcome, busy, failure, chooseLesson, chooseTarget, confirm, startAgain, back };
}
