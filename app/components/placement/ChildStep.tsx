import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import type { Student } from "../../../schemas/api/calls/accounts.js";
import { shownStudentName } from "../account/family/family-data.js";
import { useShell } from "../shell/use-shell.js";
import { RadioCards } from "../../../ui/RadioCards.js";
import { StepButtons } from "./StepButtons.js";

interface Props {
  students: readonly Student[];
  chosen: string | null;
  onChoose(uid: string): void;
}

/** Step 1: which of the family's children is assessed. */
export function ChildStep({ students, chosen, onChoose }: Props) {
  const { t } = useTranslation();
  const { site } = useShell();
  const [selected, setSelected] = useState(chosen);
  const [missing, setMissing] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setMissing(selected === null);
    if (selected !== null) onChoose(selected);
  };
  return (
    <form className="placement__form" noValidate onSubmit={submit}>
      <RadioCards
        legend={t("placement.child.legend")}
        name="studentId"
        choices={students.map((student) => ({
          value: student.uid,
          label: shownStudentName(t, student, site.features.easternNameOrderEnabled),
          hint: student.gradeName || undefined,
        }))}
        selected={selected}
        onSelect={(uid) => {
          setSelected(uid);
          setMissing(false);
        }}
        error={missing ? t("placement.child.required") : null}
      />
      <StepButtons busy={false} next={t("placement.actions.next")} />
    </form>
  );
}
