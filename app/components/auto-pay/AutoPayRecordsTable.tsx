import { useTranslation } from "react-i18next";
import type { AutoPayRecord } from "../../../schemas/api/calls/auto-pay.js";
import { HeadedTable } from "./HeadedTable.js";
import { useMoment, useMoney } from "./use-formats.js";

/** SPEC §3 Auto-pay record: each attempt to debit a stage, newest first (action time, type, result, description). */
export function AutoPayRecordsTable({ records }: { records: AutoPayRecord[] }) {
  const { t } = useTranslation();
  const moment = useMoment();
  const money = useMoney();
  return (
    <HeadedTable
      heading={t("autoPay.records.heading")}
      empty={t("autoPay.records.empty")}
      rows={records}
      rowKey={(record) => record.attemptId}
      columns={[
        { label: t("autoPay.records.time"), cell: (record) => moment(record.attemptedAt) },
        { label: t("autoPay.records.type"), cell: (record) => t(`autoPay.records.types.${record.type}`) },
        { label: t("autoPay.records.stage"), cell: (record) => record.stageNo },
        { label: t("autoPay.records.amount"), cell: (record) => (record.amount === null ? "—" : money(record.amount)) },
        { label: t("autoPay.records.result"), cell: (record) => t(`autoPay.records.results.${record.result}`) },
        // The gateway's own words when it refused the card; ours otherwise.
        { label: t("autoPay.records.description"), cell: (record) => record.description || t(`autoPay.records.descriptions.${record.result}`, { stageNo: record.stageNo }) },
      ]}
    />
  );
}
