import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import type { RescheduleOptions } from "../../../schemas/api/calls/reschedules.js";
import { RadioCards } from "../../../ui/RadioCards.js";
import { LessonLabel } from "./ClassSlot.js";
import { StepActions } from "./StepActions.js";

interface Props {
  lessons: RescheduleOptions["lessons"];
  chosen: number | null;
  busy: boolean;
  onChoose(lessonNumber: number): void;
}

/** Step 1: the purchased lesson to move; the ones that cannot move now say why. */
export function LessonStep({ lessons, chosen, busy, onChoose }: Props) {
  const { t } = useTranslation();
  const [selected, setSelected] = useState(chosen);
  const [missing, setMissing] = useState(false);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setMissing(selected === null);
    if (selected !== null && !busy) onChoose(selected);
  };
  return (
    <form className="reschedule__form" noValidate aria-busy={busy || undefined} onSubmit={submit}>
      <RadioCards<number>
        legend={t("reschedule.lesson.legend")}
        name="lessonNumber"
        choices={lessons.map((lesson) => ({ value: lesson.number, label: <LessonLabel lesson={lesson} />, hint: lesson.block && t(`reschedule.lesson.blocks.${lesson.block}`), disabled: lesson.block !== null }))}
        selected={selected}
        onSelect={(value) => {
          setSelected(value);
          setMissing(false);
        }}
        error={missing ? t("reschedule.lesson.required") : null}
      />
      <StepActions busy={busy} next={t("reschedule.actions.next")} />
    </form>
  );
}
