import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ErrorCode, isApiError } from "../../../api/errors.js";
import { useSiteApi } from "../../../api/site-api-context.js";
import { ActionNotice, type Notice } from "../../../ui/ActionNotice.js";
import { Dialog } from "../../../ui/Dialog.js";
import { DialogActions } from "../../../ui/DialogActions.js";
import { useLoginDialog } from "../../lib/account/login-dialog.js";
import { dialogCallFailure, failureMessage, isSessionLost } from "../account/bind/failure-message.js";
import { orderResultPath, type OrderResult, type PaymentStage } from "./payment-rules.js";
import { TimeLeft } from "./TimeLeft.js";

interface Props {
  order: OrderResult;
  payment: PaymentStage;
  /** SPEC §8: a payment was tried, so a charge may have been made that the order does not show yet. */
  chargeNotice: boolean;
  /** Asks the server for the order again. */
  refresh(): Promise<void>;
}

const STAGE_TEXT: Record<PaymentStage, string> = {
  unpaid: "payment.result.waiting.unpaid",
  confirming: "payment.result.waiting.confirming",
  authenticating: "payment.result.waiting.authenticating",
  failed: "payment.result.waiting.failed",
};

/**
 * An order waiting for payment (status 100): the time left to pay, where its payment stands, and the way on —
 * pay (again) at the gateway, or cancel the order (SPEC §8: payment failure offers repay or cancel).
 */
export function WaitingForPayment({ order, payment, chargeNotice, refresh }: Props) {
  const { t } = useTranslation();
  const { api, call } = useSiteApi();
  const [paying, setPaying] = useState(false);
  const [notice, setNotice] = useState<Notice>(null);
  const [cancelling, setCancelling] = useState(false);

  const pay = async () => {
    setPaying(true);
    setNotice(null);
    try {
      // One key per attempt: a repeat of this request (a retry in flight) gets this attempt's payment, while
      // the next click starts a new one.
      const { redirectUrl } = await api.call("payOrder", { orderId: order.orderId, returnUrl: orderResultPath(order.orderId) }, call, { idempotencyKey: crypto.randomUUID() });
      window.location.assign(redirectUrl);
    } catch (error) {
      setPaying(false);
      if (isSessionLost(error)) useLoginDialog.getState().openLogin();
      // Paid or closed meanwhile: the page shows what the order is now.
      if (isApiError(error, ErrorCode.ORDER_NOT_PAYABLE)) void refresh();
      setNotice({ kind: "failed", text: failureMessage(error, t("payment.result.waiting.payFailed")) });
    }
  };

  return (
    <div className="order-waiting">
      <p className="order-waiting__time">
        {t("payment.result.waiting.timeLeft")} <TimeLeft ms={order.remainPayMs} />
      </p>
      <p className={`order-waiting__payment order-waiting__payment--${payment}`} role="status">
        {t(STAGE_TEXT[payment])}
      </p>
      {chargeNotice && <p className="order-waiting__notice">{t("payment.result.waiting.chargeNotice")}</p>}
      <div className="order-waiting__actions">
        <button type="button" className="button button--primary" disabled={paying} aria-busy={paying} onClick={() => void pay()}>
          {paying ? t("payment.result.waiting.paying") : t(payment === "unpaid" ? "payment.result.waiting.pay" : "payment.result.waiting.repay")}
        </button>
        <button type="button" className="button" disabled={paying} onClick={() => setCancelling(true)}>
          {t("payment.result.waiting.cancel")}
        </button>
      </div>
      <ActionNotice notice={notice} />
      <CancelOrderDialog open={cancelling} orderId={order.orderId} onClose={() => setCancelling(false)} refresh={refresh} />
    </div>
  );
}

function CancelOrderDialog({ open, orderId, onClose, refresh }: { open: boolean; orderId: string; onClose(): void; refresh(): Promise<void> }) {
  const { t } = useTranslation();
  const { api, call } = useSiteApi();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const close = () => {
    setFailure(null);
    onClose();
  };

  const confirm = async () => {
    setBusy(true);
    setFailure(null);
    try {
      await api.call("cancelOrder", { orderId }, call, { idempotencyKey: crypto.randomUUID() });
      close();
      await refresh();
    } catch (error) {
      if (isApiError(error, ErrorCode.ORDER_NOT_PAYABLE)) void refresh();
      setFailure(dialogCallFailure(error, t("payment.result.waiting.cancelFailed"), close) ?? null);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open={open} title={t("payment.result.waiting.cancelTitle")} width={500} onClose={close}>
      <p>{t("payment.result.waiting.cancelText")}</p>
      <DialogActions
        cancelLabel={t("payment.result.waiting.keep")}
        onCancel={close}
        confirmLabel={t("payment.result.waiting.cancelConfirm")}
        onConfirm={() => void confirm()}
        confirmDisabled={busy}
        failure={failure}
      />
    </Dialog>
  );
}
