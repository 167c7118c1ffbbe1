import { useTranslation } from "react-i18next";
import type { PayHistoryItem } from "../../../schemas/api/calls/auto-pay.js";
import { HeadedTable } from "./HeadedTable.js";
import { useMoment, useMoney } from "./use-formats.js";

/** Every payment of the order, oldest first: at checkout and of later stages, with what was given back. */
export function PayHistoryTable({ history }: { history: PayHistoryItem[] }) {
  const { t } = useTranslation();
  const moment = useMoment();
  const money = useMoney();
  return (
    <HeadedTable
      heading={t("autoPay.history.heading")}
      empty={t("autoPay.history.empty")}
      rows={history}
      rowKey={(payment) => payment.paymentId}
      columns={[
        { label: t("autoPay.history.time"), cell: (payment) => moment(payment.createdAt) },
        { label: t("autoPay.history.what"), cell: (payment) => (payment.purpose === "checkout" ? t("autoPay.history.checkout") : t("autoPay.history.stage", { stageNo: payment.stageNo })) },
        {
          label: t("autoPay.history.amount"),
          cell: (payment) => `${money(payment.amount)}${payment.refunded > 0 ? ` (${t("autoPay.history.refunded", { amount: money(payment.refunded) })})` : ""}`,
        },
        { label: t("autoPay.history.status"), cell: (payment) => t(`autoPay.history.statuses.${payment.status}`) },
      ]}
    />
  );
}
