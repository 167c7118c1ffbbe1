import { useTranslation } from "react-i18next";
import { useSiteApi } from "../../../api/site-api-context.js";
import type { AssessmentBooking } from "../../../schemas/api/calls/assessments.js";
import { ConfirmedAction } from "../ConfirmedAction.js";
import { useBookingWords } from "./use-booking-words.js";

interface Props {
  booking: AssessmentBooking;
  onCancelled(): void;
}

/** Cancels a booking still to come, once the parent has confirmed it in a dialog; its time is free again. */
export function CancelBooking({ booking, onCancelled }: Props) {
  const { t } = useTranslation();
  const { api, call } = useSiteApi();
  const words = useBookingWords();
  const name = words.studentName(booking.student);
  const when = words.when(booking);
  return (
    <ConfirmedAction
      label={t("placement.cancel.button")}
      labelFor={t("placement.cancel.buttonFor", { name, when })}
      title={t("placement.cancel.title")}
      body={t("placement.cancel.body", { name, when, where: words.where(booking.method, booking.place) })}
      keepLabel={t("placement.cancel.keep")}
      confirmLabel={t("placement.cancel.confirm")}
      busyLabel={t("placement.cancel.cancelling")}
      failed={t("placement.cancel.failed")}
      act={() => api.call("cancelAssessment", { bookingId: booking.bookingId }, call, { idempotencyKey: `cancel-${booking.bookingId}` })}
      onDone={onCancelled}
    />
  );
}
