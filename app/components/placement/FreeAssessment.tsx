import { Link } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import type { Student } from "../../../schemas/api/calls/accounts.js";
import type { AssessmentBooking } from "../../../schemas/api/calls/assessments.js";
import { Steps } from "../../../ui/Steps.js";
import { BookingDone } from "./BookingDone.js";
import { BookingList } from "./BookingCard.js";
import { BOOKING_STEPS, type AssessmentOptions } from "./booking-rules.js";
import { ChildStep } from "./ChildStep.js";
import { ConfirmStep } from "./ConfirmStep.js";
import { ContactStep } from "./ContactStep.js";
import { MethodStep } from "./MethodStep.js";
import { TimeStep } from "./TimeStep.js";
import { useBookingFlow } from "./use-booking-flow.js";
import { useMyBookings } from "./use-my-bookings.js";

export interface FreeAssessmentProps {
  options: AssessmentOptions;
  students: readonly Student[];
  bookings: AssessmentBooking[];
  /** The triage desk's {id}: its learning centre is chosen at the start when it is one of the site's. */
  preselectedCenterId?: number | null;
  /** Leaving without booking: a path of this site (the page's cancelUrl) or an action (closing the dialog). */
  cancel?: { href: string } | { onClick(): void } | null;
  onBooked?: (booking: AssessmentBooking) => void;
  /** The level of the step titles and the bookings' heading: 3 under a dialog's or page's own h2. */
  headingLevel?: 2 | 3;
}

/**
 * The free assessment's booking (SPEC §2 triage desk, /appointmentDiagnosis, the diagnosis appointment dialog): five
 * numbered steps, child, method, contact, time and confirmation, then what was booked; under them the family's
 * bookings, each to cancel while it is to come.
 */
export function FreeAssessment({ options, students, bookings: loaded, preselectedCenterId, cancel, onBooked, headingLevel = 2 }: FreeAssessmentProps) {
  const { t } = useTranslation();
  const bookings = useMyBookings(loaded);
  const flow = useBookingFlow({ options, students, preselectedCenterId, bookings, onBooked });
  const { step } = flow;
  const stepTitle = useRef<HTMLHeadingElement>(null);
  const firstStep = useRef(true);
  // A new step takes the focus to its title, so a screen reader reads on from there.
  useEffect(() => {
    if (firstStep.current) firstStep.current = false;
    else stepTitle.current?.focus();
  }, [step]);
  const StepTitle = headingLevel === 3 ? "h3" : "h2";
  const reloadBookings = () => void bookings.reload().catch(() => undefined);

  return (
    <div className="placement">
      <p className="placement__intro">{t("placement.intro", { minutes: options.minutes })}</p>
      <Steps
        label={t("placement.steps.label")}
        names={BOOKING_STEPS.map((name) => t(`placement.steps.${name}`))}
        current={step === "done" ? BOOKING_STEPS.length : BOOKING_STEPS.indexOf(step)}
        position={(number, total) => t("placement.steps.position", { step: number, total })}
      />
      <StepTitle className="placement__step-title" ref={stepTitle} tabIndex={-1}>
        {t(`placement.${step}.title`)}
      </StepTitle>
      {step === "child" && <ChildStep students={students} chosen={flow.student?.uid ?? null} onChoose={flow.chooseChild} />}
      {step === "method" && <MethodStep options={options} method={flow.method} centerId={flow.centerId} onChoose={flow.chooseMethod} onBack={flow.back} />}
      {step === "contact" && <ContactStep contact={flow.contact} onSubmit={flow.submitContact} onBack={flow.back} />}
      {step === "time" && (
        <TimeStep
          times={flow.times}
          busy={flow.busy}
          chosen={flow.startsAt}
          justTaken={flow.justTaken}
          onlinePath={options.onlinePath}
          onChoose={flow.chooseTime}
          onRetry={flow.reloadTimes}
          onBack={flow.back}
        />
      )}
      {step === "confirm" && <ConfirmStep flow={flow} />}
      {step === "done" && flow.booked && <BookingDone booking={flow.booked} onStartAgain={flow.startAgain} />}
      {step !== "confirm" && flow.failure && (
        <p className="account-form__failure" role="alert">
          {flow.failure}
        </p>
      )}
      {cancel && step !== "done" && (
        <p className="placement__leave">
          {"href" in cancel ? (
            <Link to={cancel.href}>{t("placement.actions.cancel")}</Link>
          ) : (
            <button type="button" className="placement__leave-button" onClick={cancel.onClick}>
              {t("placement.actions.cancel")}
            </button>
          )}
        </p>
      )}
      <BookingList bookings={bookings.list} onCancelled={reloadBookings} headingLevel={headingLevel} />
    </div>
  );
}
