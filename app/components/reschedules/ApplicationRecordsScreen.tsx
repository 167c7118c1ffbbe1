import { Link } from "@remix-run/react";
import { useId, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { formatDateTime } from "../../../rules/regional/dates.js";
import type { ChangeApplication } from "../../../schemas/api/calls/reschedules.js";
import type { ResponseOf } from "../../../schemas/api/contract.js";
import { lastPageOf } from "../../../ui/page-items.js";
import { Paging } from "../../../ui/Paging.js";
import { useShell } from "../shell/use-shell.js";
import { ClassSlot, useStudentName } from "./ClassSlot.js";
import { WithdrawTransfer } from "./WithdrawTransfer.js";
import { APPLICATION_PATHS, RECORD_TABS, RECORDS_PAGE_SIZE, recordsHref, type RecordsQuery } from "./reschedule-view.js";

/**
 * /application-transfer/application-records (SPEC §3 transfer application: time, content, audit result, description):
 * the family's transfers and reschedules, newest first, under audit-result tabs and paged.
 */
export function ApplicationRecordsScreen({ query, records }: { query: RecordsQuery; records: ResponseOf<"queryTransferApplications"> }) {
  const { t } = useTranslation();
  return (
    <section className="application-records" aria-labelledby="application-records-title">
      <p className="reschedule__back">
        <Link to={APPLICATION_PATHS.hub}>{t("applications.records.back")}</Link>
      </p>
      <h1 id="application-records-title">{t("applications.records.title")}</h1>
      <nav className="tabs__list application-records__tabs" aria-label={t("applications.records.tabs")}>
        {RECORD_TABS.map((status) => {
          const current = status === query.status;
          return (
            <Link key={status ?? "all"} to={recordsHref(query, { status })} className={`tabs__tab${current ? " tabs__tab--active" : ""}`} aria-current={current ? "page" : undefined}>
              {t(status ? `applications.status.${status}` : "applications.records.all")}
            </Link>
          );
        })}
      </nav>
      {records.list.length === 0 ? (
        <p className="application-records__empty">{t(query.status ? "applications.records.emptyFiltered" : "applications.records.empty")}</p>
      ) : (
        <ul className="application-records__list">
          {records.list.map((record) => (
            <li key={record.id}>
              <ApplicationCard record={record} />
            </li>
          ))}
        </ul>
      )}
      <Paging page={query.page} lastPage={lastPageOf(records.total, RECORDS_PAGE_SIZE)} hrefOf={(page) => recordsHref(query, { page })} />
    </section>
  );
}

function ApplicationCard({ record }: { record: ChangeApplication }) {
  const { t } = useTranslation();
  const { site, language, timezone } = useShell();
  const studentName = useStudentName();
  const titleId = useId();
  const fact = (label: string, value: ReactNode) => (
    <div className="application-card__fact">
      <dt>{t(`applications.records.${label}`)}</dt>
      <dd>{value}</dd>
    </div>
  );
  return (
    <article className="application-card" aria-labelledby={titleId}>
      <h2 id={titleId}>
        {t(`applications.kind.${record.kind}`)} · {record.title}
      </h2>
      <dl className="application-card__facts">
        {fact("time", formatDateTime(record.createdAt, site, language, { timezone }))}
        {fact("student", studentName(record.student))}
        {fact("from", <ClassSlot side={record.from} />)}
        {fact("to", <ClassSlot side={record.to} />)}
        {fact("result", <span className={`application-card__status application-card__status--${record.status}`}>{t(`applications.status.${record.status}`)}</span>)}
        {record.reason && fact("reason", record.reason)}
        {record.note && fact("note", record.note)}
      </dl>
      {record.orderId && (
        <div className="application-card__actions">
          <Link className="button button--primary" to={`/order/detail/${encodeURIComponent(record.orderId)}`}>
            {t("applications.records.payDifference")}
          </Link>
          <WithdrawTransfer orderId={record.orderId} title={record.title} />
        </div>
      )}
    </article>
  );
}
