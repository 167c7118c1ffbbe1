import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useSiteApi } from "../../../api/site-api-context.js";
import type { AssessmentBooking } from "../../../schemas/api/calls/assessments.js";
import { Dialog } from "../../../ui/Dialog.js";
import { DialogActions } from "../../../ui/DialogActions.js";
import { dialogCallFailure } from "../account/bind/failure-message.js";
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
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const name = words.studentName(booking.student);
  const when = words.when(booking);

  const close = () => {
    setAsking(false);
    setFailure(null);
  };

  const cancel = async () => {
    setBusy(true);
    setFailure(null);
    try {
      await api.call("cancelAssessment", { bookingId: booking.bookingId }, call, { idempotencyKey: `cancel-${booking.bookingId}` });
      setAsking(false);
      onCancelled();
    } catch (error) {
      setFailure(dialogCallFailure(error, t("placement.cancel.failed"), close) ?? null);
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <button type="button" className="button button--secondary" onClick={() => setAsking(true)} aria-label={t("placement.cancel.buttonFor", { name, when })}>
        {t("placement.cancel.button")}
      </button>
      {asking && (
        <Dialog open width={500} title={t("placement.cancel.title")} onClose={close}>
          <p>{t("placement.cancel.body", { name, when, where: words.where(booking.method, booking.place) })}</p>
          <DialogActions
            cancelLabel={t("placement.cancel.keep")}
            onCancel={close}
            confirmLabel={t(busy ? "placement.cancel.cancelling" : "placement.cancel.confirm")}
            onConfirm={() => void cancel()}
            confirmDisabled={busy}
            failure={failure}
          />
        </Dialog>
      )}
    </>
  );
}
