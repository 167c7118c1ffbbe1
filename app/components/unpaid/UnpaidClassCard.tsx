import { Link } from "@remix-run/react";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { formatPrice } from "../../../rules/regional/prices.js";
import type { Student } from "../../../schemas/api/calls/accounts.js";
import type { UnpaidClass } from "../../../schemas/api/calls/unpaid.js";
import { CompleteStudentInfoDialog } from "../account/family/CompleteStudentInfoDialog.js";
import { orderResultPath } from "../payment/payment-rules.js";
import { useShell } from "../shell/use-shell.js";
import { OwedStagesTable } from "./OwedStagesTable.js";
import { payNowBlockedBy, unpaidClassTransferPath } from "./unpaid-rules.js";
import { usePayNow } from "./use-pay-now.js";

/**
 * A class with instalments still owed: its order, whether auto-pay debits them, each stage with its amount, due
 * date and how it is paid, and 'Pay now' for the stages due (or the next one) with what it charges; while a debit
 * (1014) or an order made by hand is in process, that instead; and a way to change to another class of the course.
 */
export function UnpaidClassCard({ owed, student }: { owed: UnpaidClass; student: Student }) {
  const { t } = useTranslation();
  const { site } = useShell();
  const titleId = useId();
  const payNow = usePayNow(owed.skuId, student.uid);
  const blockedBy = payNowBlockedBy(owed);
  return (
    <article className="unpaid-class" aria-labelledby={titleId}>
      <header className="unpaid-class__header">
        <h3 className="unpaid-class__title" id={titleId}>
          {owed.title}
        </h3>
        <p className="unpaid-class__order">{t("unpaid.class.order", { number: owed.orderId })}</p>
      </header>
      {owed.autoPay && <p className="unpaid-class__auto-pay">{t("unpaid.class.autoPay")}</p>}
      <OwedStagesTable stages={owed.stages} caption={t("unpaid.class.stages")} />
      <footer className="unpaid-class__footer">
        {owed.payNow && (
          <>
            <p className="unpaid-class__due">{t("unpaid.class.dueNow", { amount: formatPrice(owed.payNow.total, site.currency) })}</p>
            <button
              type="button"
              className="button button--primary"
              disabled={payNow.busy}
              aria-label={t("unpaid.class.payNowOf", { title: owed.title })}
              onClick={() => void payNow.start()}
            >
              {t("unpaid.class.payNow")}
            </button>
          </>
        )}
        {blockedBy === "debiting" && (
          <p className="unpaid-class__note" role="status">
            {t("unpaid.class.debiting")}
          </p>
        )}
        {blockedBy === "paying" && owed.pendingOrderId && (
          <p className="unpaid-class__note">
            {t("unpaid.class.paying")} <Link to={orderResultPath(owed.pendingOrderId)}>{t("unpaid.class.continuePaying")}</Link>
          </p>
        )}
        <Link className="unpaid-class__change" to={unpaidClassTransferPath(owed.skuId, student.uid)} aria-label={t("unpaid.class.changeClassOf", { title: owed.title })}>
          {t("unpaid.class.changeClass")}
        </Link>
        {payNow.failure && (
          <p className="unpaid-class__failure" role="alert">
            {payNow.failure}
          </p>
        )}
      </footer>
      <CompleteStudentInfoDialog open={payNow.completingInfo} student={student} onClose={payNow.closeInfo} onSaved={payNow.infoCompleted} />
    </article>
  );
}
