import { useTranslation } from "react-i18next";
import type { AssessmentBooking } from "../../../schemas/api/calls/assessments.js";
import { useBookingWords } from "./use-booking-words.js";

/** The booking made: when and where, that a confirmation was sent, and a way to book for another child. */
export function BookingDone({ booking, onStartAgain }: { booking: AssessmentBooking; onStartAgain(): void }) {
  const { t } = useTranslation();
  const words = useBookingWords();
  return (
    <div className="placement__done" role="status">
      <p className="placement__done-title">{t("placement.done.booked", { name: words.studentName(booking.student) })}</p>
      <dl className="placement-summary">
        <div>
          <dt>{t("placement.confirm.when")}</dt>
          <dd>{words.when(booking)}</dd>
        </div>
        <div>
          <dt>{t("placement.confirm.where")}</dt>
          <dd>{words.where(booking.method, booking.place)}</dd>
        </div>
      </dl>
      <p>{t("placement.done.sent")}</p>
      <div className="placement__actions">
        <button type="button" className="button button--secondary" onClick={onStartAgain}>
          {t("placement.done.another")}
        </button>
      </div>
    </div>
  );
}
