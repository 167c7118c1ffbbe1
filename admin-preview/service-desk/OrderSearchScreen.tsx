import { Form, Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { ResponseOf } from "../../schemas/api/contract.js";
import type { Locale } from "../../schemas/site.js";
import { formatPrice } from "../../rules/regional/prices.js";
import type { OrderQueryProblem } from "../../rules/service-desk/order-query.js";
import { Field } from "../../ui/Field.js";
import { AdminTime } from "../frame/AdminTime.js";
import { ParentContact, studentName } from "./people.js";
import { SiteField } from "./SiteField.js";
import { RefundQueueLink } from "./RefundQueueScreen.js";
import { FeedbackQueueLink } from "../feedback/FeedbackQueueScreen.js";
import { AssessmentListLink } from "../assessments/AssessmentListScreen.js";
import { CancellationListLink } from "../subscriptions/CancellationListScreen.js";

type Found = ResponseOf<"serviceFindOrders">;

interface Props {
  query: string;
  locale: Locale | undefined;
  problem: OrderQueryProblem | null;
  /** Null before a search, or when the query meant nothing. */
  found: Found | null;
}

/** Customer service's search: an order by number, a parent's contact or a student, on every site or one. */
export function OrderSearchScreen({ query, locale, problem, found }: Props) {
  const { t } = useTranslation("admin");
  return (
    <>
      <h1>{t("serviceDesk.search.title")}</h1>
      <RefundQueueLink />
      <FeedbackQueueLink />
      <AssessmentListLink />
      <CancellationListLink />
      <Form method="get" className="admin-form admin-form--inline" role="search">
        <Field look="tool" label={t("serviceDesk.search.query")} hint={t("serviceDesk.search.hint")} error={problem ? t(`serviceDesk.search.problems.${problem}`) : null}>
          {(control) => <input {...control} type="search" name="q" defaultValue={query} maxLength={100} />}
        </Field>
        <SiteField label={t("serviceDesk.search.site")} allLabel={t("serviceDesk.search.allSites")} locale={locale} />
        <button type="submit" className="admin-button admin-button--primary">
          {t("serviceDesk.search.submit")}
        </button>
      </Form>
      {found && <FoundOrders found={found} />}
    </>
  );
}

function FoundOrders({ found }: { found: Found }) {
  const { t } = useTranslation("admin");
  const kinds = found.searchedBy.map((kind) => t(`serviceDesk.search.kinds.${kind}`)).join(", ");
  return (
    <section aria-labelledby="found-orders">
      <h2 id="found-orders">{t("serviceDesk.search.results")}</h2>
      <p className="admin-muted">{t("serviceDesk.search.searchedBy", { kinds })}</p>
      {found.list.length === 0 ? (
        <p role="status">{t("serviceDesk.search.none")}</p>
      ) : (
        <table className="admin-table">
          <thead>
            <tr>
              <th scope="col">{t("serviceDesk.columns.order")}</th>
              <th scope="col">{t("serviceDesk.columns.site")}</th>
              <th scope="col">{t("serviceDesk.columns.created")}</th>
              <th scope="col">{t("serviceDesk.columns.status")}</th>
              <th scope="col">{t("serviceDesk.columns.total")}</th>
              <th scope="col">{t("serviceDesk.columns.student")}</th>
              <th scope="col">{t("serviceDesk.columns.parent")}</th>
            </tr>
          </thead>
          <tbody>
            {found.list.map((order) => (
              <tr key={order.orderId}>
                <th scope="row">
                  <Link to={`/admin/orders/${order.orderId}`}>{order.orderId}</Link>
                </th>
                <td>{order.locale}</td>
                <td>
                  <AdminTime value={order.createdAt} />
                </td>
                <td>{t(`serviceDesk.status.${order.status}`)}</td>
                <td>{formatPrice(order.total, order.currency)}</td>
                <td>{studentName(order.student)}</td>
                <td>
                  <ParentContact parent={order.parent} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {found.more && <p className="admin-note">{t("serviceDesk.search.more", { count: found.list.length })}</p>}
    </section>
  );
}
