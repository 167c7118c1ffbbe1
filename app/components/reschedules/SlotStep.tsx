import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import type { RescheduleTarget } from "../../../schemas/api/calls/reschedules.js";
import { RadioCards } from "../../../ui/RadioCards.js";
import { ClassPlaceLabel, LessonLabel } from "./ClassSlot.js";
import { StepActions } from "./StepActions.js";

interface Props {
  targets: readonly RescheduleTarget[];
  chosen: string | null;
  onChoose(classId: string): void;
  onBack(): void;
}

/** Step 2: the other classes' lessons of the same number, with their seats; none open says so (SPEC §8). */
export function SlotStep({ targets, chosen, onChoose, onBack }: Props) {
  const { t } = useTranslation();
  const [selected, setSelected] = useState(chosen);
  const [missing, setMissing] = useState(false);
  const open = targets.some((target) => target.block === null);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setMissing(selected === null);
    if (selected !== null) onChoose(selected);
  };
  return (
    <form className="reschedule__form" noValidate onSubmit={submit}>
      {!open && (
        <p className="reschedule__notice" role="alert">
          {t("reschedule.refused.noTarget")}
        </p>
      )}
      {targets.length > 0 && (
        <RadioCards<string>
          legend={t("reschedule.slot.legend")}
          name="toClassId"
          choices={targets.map((target) => ({
            value: target.classId,
            label: (
              <>
                <LessonLabel lesson={target.lesson} /> <ClassPlaceLabel place={target} />{" "}
                <span className="radio-card__hint">{t("reschedule.slot.seatsLeft", { seats: target.seatsLeft })}</span>
              </>
            ),
            hint: target.block && t(`reschedule.slot.blocks.${target.block}`),
            disabled: target.block !== null,
          }))}
          selected={selected}
          onSelect={(value) => {
            setSelected(value);
            setMissing(false);
          }}
          error={missing ? t("reschedule.slot.required") : null}
        />
      )}
      {open ? (
        <StepActions busy={false} next={t("reschedule.actions.next")} onBack={onBack} />
      ) : (
        <div className="reschedule__actions">
          <button type="button" className="button button--secondary" onClick={onBack}>
            {t("reschedule.actions.back")}
          </button>
        </div>
      )}
    </form>
  );
}
