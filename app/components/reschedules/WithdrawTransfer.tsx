import { useRevalidator } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { useSiteApi } from "../../../api/site-api-context.js";
import { ConfirmedAction } from "../ConfirmedAction.js";

/**
 * Withdraws a transfer waiting for its difference to be paid (SPEC §4 transfer application 'may be unbound'): its
 * order is cancelled, which cancels the application and gives the new class's seat back; the student keeps the place
 * they have (decision 0029).
 */
export function WithdrawTransfer({ orderId, title }: { orderId: string; title: string }) {
  const { t } = useTranslation();
  const { api, call } = useSiteApi();
  const revalidator = useRevalidator();
  return (
    <ConfirmedAction
      label={t("applications.withdraw.button")}
      labelFor={t("applications.withdraw.buttonFor", { title })}
      title={t("applications.withdraw.title")}
      body={t("applications.withdraw.body")}
      keepLabel={t("applications.withdraw.keep")}
      confirmLabel={t("applications.withdraw.confirm")}
      busyLabel={t("applications.withdraw.withdrawing")}
      failed={t("applications.withdraw.failed")}
      act={() => api.call("cancelOrder", { orderId }, call, { idempotencyKey: `withdraw-${orderId}` })}
      onDone={() => revalidator.revalidate()}
    />
  );
}
