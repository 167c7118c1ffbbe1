import { Form, Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { Locale } from "../../schemas/site.js";
import { AdminTime } from "../frame/AdminTime.js";
import { ParentContact, studentName } from "../service-desk/people.js";
import { SiteField } from "../service-desk/SiteField.js";
import type { ServiceCancellation } from "../../schemas/api/calls/subscriptions.js";
import { CANCELLATION_LIST_PATH } from "./cancellation-list.js";

/** The way from the desk's search to the subscription cancellations parents asked for. */
export function CancellationListLink() {
  const { t } = useTranslation("admin");
  return (
    <p>
      <Link to={CANCELLATION_LIST_PATH}>{t("cancellations.link")}</Link>
    </p>
  );
}

/**
 * Subscription cancellations parents asked for, the newest first (SPEC §4: cancellation is done via the learning
 * centre; decision 0031): the plan, the student, whom to contact, the reason and note, and until when practice is open.
 */
export function CancellationListScreen({ locale, list, more }: { locale: Locale | undefined; list: ServiceCancellation[]; more: boolean }) {
  const { t } = useTranslation("admin");
  return (
    <>
      <p className="admin-breadcrumb">
        <Link to="/admin/orders">{t("serviceDesk.order.back")}</Link>
      </p>
      <h1>{t("cancellations.title")}</h1>
      <Form method="get" className="admin-form admin-form--inline">
        <SiteField label={t("cancellations.site")} allLabel={t("cancellations.allSites")} locale={locale} />
        <button type="submit" className="admin-button admin-button--primary">
          {t("cancellations.show")}
        </button>
      </Form>
      {list.length === 0 ? <p role="status">{t("cancellations.none")}</p> : list.map((request) => <CancellationItem key={request.subscriptionId} request={request} />)}
      {more && <p className="admin-note">{t("cancellations.more", { shown: list.length })}</p>}
    </>
  );
}

function CancellationItem({ request }: { request: ServiceCancellation }) {
  const { t } = useTranslation("admin");
  const headingId = `cancellation-${request.subscriptionId}`;
  return (
    <article className="admin-panel" aria-labelledby={headingId}>
      <h2 id={headingId}>
        {request.title} · {request.locale}
      </h2>
      <dl className="admin-facts">
        <dt>{t("cancellations.requestedAt")}</dt>
        <dd>
          <AdminTime value={request.requestedAt} />
        </dd>
        <dt>{t("cancellations.student")}</dt>
        <dd>{studentName(request.student)}</dd>
        <dt>{t("cancellations.parent")}</dt>
        <dd>
          <ParentContact parent={request.parent} />
        </dd>
        <dt>{t("cancellations.reason")}</dt>
        <dd>{request.reason.text}</dd>
        {request.note && (
          <>
            <dt>{t("cancellations.note")}</dt>
            <dd className="desk-text">{request.note}</dd>
          </>
        )}
        <dt>{request.endedAt ? t("cancellations.ended") : t("cancellations.openUntil")}</dt>
        <dd>
          <AdminTime value={request.endedAt ?? request.paidUntil} />
        </dd>
      </dl>
    </article>
  );
}
