import { useId } from "react";
import { useTranslation } from "react-i18next";
import type { AssessmentBooking } from "../../../schemas/api/calls/assessments.js";
import { CancelBooking } from "./CancelBooking.js";
import { useBookingWords } from "./use-booking-words.js";

/** Where a booking stands: to come (it may be cancelled), cancelled, or past. */
const stateOf = (booking: AssessmentBooking) => (booking.status === "cancelled" ? "cancelled" : booking.cancellable ? "booked" : "past");

/** One booking: the child, when and where, its state, and a way to cancel it while it is to come. */
export function BookingCard({ booking, onCancelled }: { booking: AssessmentBooking; onCancelled(): void }) {
  const { t } = useTranslation();
  const words = useBookingWords();
  const state = stateOf(booking);
  return (
    <article className={`placement-booking placement-booking--${state}`} aria-label={t("placement.bookings.itemLabel", { name: words.studentName(booking.student), when: words.when(booking) })}>
      <p className="placement-booking__student">
        {words.studentName(booking.student)} <span className="placement-booking__state">{t(`placement.bookings.states.${state}`)}</span>
      </p>
      <p>{words.when(booking)}</p>
      <p className="placement-booking__where">{words.where(booking.method, booking.place)}</p>
      {state === "booked" && <CancelBooking booking={booking} onCancelled={onCancelled} />}
    </article>
  );
}

/** The family's bookings, the latest time first (SPEC §2 /appointmentDiagnosis). */
export function BookingList({ bookings, onCancelled, headingLevel = 2 }: { bookings: readonly AssessmentBooking[]; onCancelled(): void; headingLevel?: 2 | 3 }) {
  const { t } = useTranslation();
  const headingId = useId();
  const Heading = headingLevel === 3 ? "h3" : "h2";
  if (bookings.length === 0) return null;
  return (
    <section className="placement-bookings" aria-labelledby={headingId}>
      <Heading id={headingId}>{t("placement.bookings.heading")}</Heading>
      <ul className="placement-bookings__list">
        {bookings.map((booking) => (
          <li key={booking.bookingId}>
            <BookingCard booking={booking} onCancelled={onCancelled} />
          </li>
        ))}
      </ul>
    </section>
  );
}
