import { useId, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { ASSESSMENT_NOTE_MAX } from "../../../schemas/api/calls/assessments.js";
import { Field } from "../../../ui/Field.js";
import { useShell } from "../shell/use-shell.js";
import { contactRequest } from "./booking-contact.js";
import { BookingCard } from "./BookingCard.js";
import { StepButtons } from "./StepButtons.js";
import type { BookingFlow } from "./use-booking-flow.js";
import { useBookingWords } from "./use-booking-words.js";

/**
 * Step 5: what is booked, an optional note for the teacher, and the confirmation. A refusal shows beside the button;
 * when the child already has a booking to come, that booking shows, to cancel it first.
 */
export function ConfirmStep({ flow }: { flow: BookingFlow }) {
  const { t } = useTranslation();
  const words = useBookingWords();
  const { site } = useShell();
  const failureId = useId();
  const [note, setNote] = useState(flow.note);
  const { student, method, place, startsAt, contact, times, alreadyBooked, busy, failure } = flow;
  if (!student || !method || !startsAt) return null;
  const slot = times?.slots.find((candidate) => candidate.startsAt === startsAt);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    flow.confirm(note);
  };
  const sent = contactRequest(contact, site.phoneAreaCodes);
  const reach = [sent.phone && `${sent.countryCallingCode ?? ""} ${sent.phone}`.trim(), sent.email].filter(Boolean).join(" · ");
  return (
    <form className="placement__form" noValidate onSubmit={submit} aria-busy={busy || undefined} aria-describedby={failure ? failureId : undefined}>
      <dl className="placement-summary">
        <div>
          <dt>{t("placement.confirm.child")}</dt>
          <dd>{words.studentName(student)}</dd>
        </div>
        <div>
          <dt>{t("placement.confirm.where")}</dt>
          <dd>{words.where(method, place)}</dd>
        </div>
        <div>
          <dt>{t("placement.confirm.when")}</dt>
          <dd>{slot ? words.when(slot, times!.timezone) : ""}</dd>
        </div>
        <div>
          <dt>{t("placement.confirm.contact")}</dt>
          <dd>
            {sent.name}
            {reach && ` · ${reach}`}
          </dd>
        </div>
      </dl>
      <p className="placement__hint">{t("placement.confirm.duration")}</p>
      <Field label={t("placement.confirm.note")} optional={t("placement.confirm.optional")} hint={t("placement.confirm.noteHint", { max: ASSESSMENT_NOTE_MAX })}>
        {(control) => <textarea {...control} name="note" className="form__input" rows={3} maxLength={ASSESSMENT_NOTE_MAX} value={note} onChange={(event) => setNote(event.target.value)} />}
      </Field>
      {failure && (
        <p className="account-form__failure" role="alert" id={failureId}>
          {failure}
        </p>
      )}
      {alreadyBooked && <BookingCard booking={alreadyBooked} onCancelled={flow.otherBookingCancelled} />}
      <StepButtons busy={busy} next={t(busy ? "placement.confirm.booking" : "placement.confirm.submit")} onBack={flow.back} />
    </form>
  );
}
