import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { useSiteApi } from "../../../api/site-api-context.js";
import type { AutoPayStatus } from "../../../schemas/api/calls/auto-pay.js";
import { studentDisplayName } from "../../lib/account/student-names.js";
import { failureMessage } from "../account/bind/failure-message.js";
import { useShell } from "../shell/use-shell.js";
import { cardParts, type AutoPayOrderView } from "./auto-pay-rules.js";
import { ClosurePanel } from "./ClosurePanel.js";
import { PayHistoryTable } from "./PayHistoryTable.js";
import { AutoPayRecordsTable } from "./AutoPayRecordsTable.js";
import { useMoment, useMoney } from "./use-formats.js";

/**
 * One auto-pay order: whether auto pay is on and authorised, the card, the next debit, what the parent must know
 * (SPEC §8 1014, 611, 612), authorising again or another card, closing auto pay, the debit records and payments.
 */
export function AutoPayOrderCard({ order }: { order: AutoPayOrderView }) {
  const { t } = useTranslation();
  const { site } = useShell();
  const titleId = useId();
  const moment = useMoment();
  const money = useMoney();
  const { status } = order;
  const card = cardParts(status.card);
  return (
    <article className="auto-pay-card" aria-labelledby={titleId}>
      <header>
        <h2 id={titleId}>{status.title}</h2>
        <p className="auto-pay-card__meta">
          {t("autoPay.manage.orderNumber", { number: status.orderId })} · {t("autoPay.manage.student", { name: studentDisplayName(status.student, site.features.easternNameOrderEnabled) })}
        </p>
      </header>
      <dl className="auto-pay-card__facts">
        <div>
          <dt>{t("autoPay.manage.state")}</dt>
          <dd>{t(status.open ? "autoPay.manage.open" : "autoPay.manage.closed")}</dd>
        </div>
        <div>
          <dt>{t("autoPay.manage.authorization")}</dt>
          <dd>{t(`autoPay.manage.authorizations.${status.authorization}`)}</dd>
        </div>
        <div>
          <dt>{t("autoPay.manage.card")}</dt>
          <dd>{card ? t("autoPay.manage.cardNumber", card) : t("autoPay.manage.cardUnknown")}</dd>
        </div>
        <div>
          <dt>{t("autoPay.manage.nextDebit")}</dt>
          <dd>
            {status.nextDebit
              ? t("autoPay.manage.nextDebitText", { stageNo: status.nextDebit.stageNo, amount: money(status.nextDebit.amount), from: moment(status.nextDebit.debitFrom), due: moment(status.nextDebit.dueAt) })
              : t("autoPay.manage.noNextDebit")}
          </dd>
        </div>
      </dl>
      {status.notice && (
        <p className="auto-pay-card__notice" role="status">
          {t(`autoPay.notice.${status.notice}`)}
        </p>
      )}
      {status.open && <CardAction status={status} />}
      <ClosurePanel status={status} />
      <AutoPayRecordsTable records={order.records} />
      <PayHistoryTable history={order.history} />
    </article>
  );
}

/** Authorising the card again (after 611) or another card: the payer goes to the gateway, and comes back to the notice. */
function CardAction({ status }: { status: AutoPayStatus }) {
  const { t } = useTranslation();
  const { api, call } = useSiteApi();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const again = status.authorization === "unauthorized";
  const start = async () => {
    setBusy(true);
    setFailure(null);
    try {
      const { redirectUrl } = await api.call(again ? "authorizeAutoPay" : "changePaymentCard", { orderId: status.orderId }, call);
      window.location.assign(redirectUrl);
    } catch (error) {
      setFailure(failureMessage(error, t("autoPay.manage.authorizeFailed")));
      setBusy(false);
    }
  };
  return (
    <div className="auto-pay-card__actions">
      <button type="button" className={again ? "button button--primary" : "button"} disabled={busy} aria-busy={busy} onClick={() => void start()}>
        {t(again ? "autoPay.manage.authorizeAgain" : "autoPay.manage.changeCard")}
      </button>
      <p className="account-form__status" role="status">
        {busy ? t("autoPay.manage.opening") : null}
      </p>
      {failure && (
        <p className="account-form__failure" role="alert">
          {failure}
        </p>
      )}
    </div>
  );
}
