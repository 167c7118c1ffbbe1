import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { RESCHEDULE_REASON_MAX, type RescheduleOptions, type RescheduleTarget } from "../../../schemas/api/calls/reschedules.js";
import { Field } from "../../../ui/Field.js";
import { ClassSlot } from "./ClassSlot.js";
import { StepActions } from "./StepActions.js";

interface Props {
  options: RescheduleOptions;
  lesson: RescheduleOptions["lessons"][number];
  target: RescheduleTarget;
  busy: boolean;
  failure: string | undefined;
  onConfirm(reason: string): void;
  onBack(): void;
}

/** Step 3: what moves where, and the family's reason (SPEC §5: required for a class change). */
export function ConfirmStep({ options, lesson, target, busy, failure, onConfirm, onBack }: Props) {
  const { t } = useTranslation();
  const [reason, setReason] = useState("");
  const [missing, setMissing] = useState(false);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const given = reason.trim();
    setMissing(!given);
    if (given && !busy) onConfirm(given);
  };
  return (
    <form className="reschedule__form account-form" noValidate aria-busy={busy || undefined} onSubmit={submit}>
      <ChangeSummary from={{ ...options, lesson }} to={target} />
      <Field label={t("reschedule.confirm.reason")} hint={t("reschedule.confirm.reasonHint", { max: RESCHEDULE_REASON_MAX })} error={missing ? t("reschedule.confirm.reasonRequired") : null}>
        {(control) => <textarea {...control} name="reason" className="form__input reschedule__reason" rows={3} maxLength={RESCHEDULE_REASON_MAX} value={reason} onChange={(event) => setReason(event.target.value)} />}
      </Field>
      {failure && (
        <p className="account-form__failure" role="alert">
          {failure}
        </p>
      )}
      <StepActions busy={busy} next={t(busy ? "reschedule.confirm.submitting" : "reschedule.confirm.submit")} onBack={onBack} />
    </form>
  );
}

type Side = Parameters<typeof ClassSlot>[0]["side"];

/** From which lesson to which, as a list of two. */
export function ChangeSummary({ from, to }: { from: Side; to: Side }) {
  const { t } = useTranslation();
  return (
    <dl className="reschedule-summary">
      <div>
        <dt>{t("reschedule.confirm.from")}</dt>
        <dd>
          <ClassSlot side={from} />
        </dd>
      </div>
      <div>
        <dt>{t("reschedule.confirm.to")}</dt>
        <dd>
          <ClassSlot side={to} />
        </dd>
      </div>
    </dl>
  );
}
