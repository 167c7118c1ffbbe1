import { Link } from "@remix-run/react";
import { Fragment } from "react";
import { useTranslation } from "react-i18next";
import type { OrderTimeline } from "../../schemas/api/calls/service-desk.js";
import { formatPrice } from "../../rules/regional/prices.js";
import { AdminTime } from "../frame/AdminTime.js";
import { AutoPayClosureDecision } from "./AutoPayClosureDecision.js";
import { DeliveryPanel } from "./DeliveryPanel.js";
import { orderSearchPath } from "./order-search.js";
import { ParentContact, studentName } from "./people.js";
import { RefundDecision } from "./RefundDecision.js";
import { ResendReceipt } from "./ResendReceipt.js";
import { TimelineEventText, type Money } from "./TimelineEventText.js";

/** An order as customer service reads it: who and what, then what happened to it, its payments, lines and totals. */
export function OrderTimelineScreen({ timeline }: { timeline: OrderTimeline }) {
  const { t } = useTranslation("admin");
  const { order, student, parent } = timeline;
  const money: Money = (amount) => formatPrice(amount, order.currency);
  const parentQuery = parent?.email ?? parent?.phone;
  return (
    <>
      <p className="admin-breadcrumb">
        <Link to="/admin/orders">{t("serviceDesk.order.back")}</Link>
      </p>
      <h1>{t("serviceDesk.order.title", { orderId: order.orderId })}</h1>
      <dl className="admin-facts">
        <dt>{t("serviceDesk.columns.site")}</dt>
        <dd>{order.locale}</dd>
        <dt>{t("serviceDesk.columns.status")}</dt>
        <dd>{t(`serviceDesk.status.${order.status}`)}</dd>
        <dt>{t("serviceDesk.columns.created")}</dt>
        <dd>
          <AdminTime value={order.createdAt} />
        </dd>
        <dt>{t("serviceDesk.order.paymentMethod")}</dt>
        <dd>{t(`serviceDesk.order.paymentMethods.${order.paymentMethod}`)}</dd>
        <dt>{t("serviceDesk.columns.student")}</dt>
        <dd>
          {studentName(student)} · <Link to={orderSearchPath({ query: student.uid, locale: undefined })}>{t("serviceDesk.order.studentOrders")}</Link>
        </dd>
        <dt>{t("serviceDesk.columns.parent")}</dt>
        <dd>
          <ParentContact parent={parent} />
          {parentQuery && (
            <>
              {" · "}
              <Link to={orderSearchPath({ query: parentQuery, locale: undefined })}>{t("serviceDesk.order.parentOrders")}</Link>
            </>
          )}
        </dd>
      </dl>
      <ResendReceipt paid={order.paidAt !== null} />
      <RefundDecision timeline={timeline} />

      <section aria-labelledby="order-timeline">
        <h2 id="order-timeline">{t("serviceDesk.order.timeline")}</h2>
        <ol className="admin-timeline">
          {timeline.events.map((event, index) => (
            <li key={index}>
              <AdminTime value={event.at} /> <TimelineEventText event={event} money={money} />
            </li>
          ))}
        </ol>
      </section>

      <section aria-labelledby="order-payments">
        <h2 id="order-payments">{t("serviceDesk.order.payments")}</h2>
        {timeline.payments.length === 0 ? (
          <p>{t("serviceDesk.order.noPayments")}</p>
        ) : (
          <table className="admin-table">
            <thead>
              <tr>
                <th scope="col">{t("serviceDesk.order.payment")}</th>
                <th scope="col">{t("serviceDesk.order.gateway")}</th>
                <th scope="col">{t("serviceDesk.order.amount")}</th>
                <th scope="col">{t("serviceDesk.columns.status")}</th>
                <th scope="col">{t("serviceDesk.order.started")}</th>
                <th scope="col">{t("serviceDesk.order.changed")}</th>
              </tr>
            </thead>
            <tbody>
              {timeline.payments.map((payment) => (
                <tr key={payment.paymentId}>
                  <th scope="row">
                    <code>{payment.gatewayRef ?? payment.paymentId}</code>
                  </th>
                  <td>{t(`serviceDesk.gateways.${payment.gateway}`)}</td>
                  <td>{money(payment.amount)}</td>
                  <td>{t(`serviceDesk.paymentStatus.${payment.status}`)}</td>
                  <td>
                    <AdminTime value={payment.createdAt} />
                  </td>
                  <td>
                    <AdminTime value={payment.updatedAt} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>

      <OrderContents timeline={timeline} money={money} />
      <AutoPayClosureDecision />
      <DeliveryPanel />
    </>
  );
}

/** What was bought: lines, coupons, instalment stages, totals and where it goes. */
function OrderContents({ timeline, money }: { timeline: OrderTimeline; money: Money }) {
  const { t } = useTranslation("admin");
  const { order, lines, coupons, stages } = timeline;
  return (
    <>
      <section aria-labelledby="order-lines">
        <h2 id="order-lines">{t("serviceDesk.order.lines")}</h2>
        <table className="admin-table">
          <thead>
            <tr>
              <th scope="col">{t("serviceDesk.order.item")}</th>
              <th scope="col">{t("serviceDesk.order.quantity")}</th>
              <th scope="col">{t("serviceDesk.order.unitPrice")}</th>
              <th scope="col">{t("serviceDesk.order.couponSaving")}</th>
              <th scope="col">{t("serviceDesk.order.groupDiscount")}</th>
            </tr>
          </thead>
          <tbody>
            {lines.map((line) => (
              <tr key={line.lineNo}>
                <th scope="row">
                  {line.title} <code>{line.skuId}</code>
                </th>
                <td>{line.quantity}</td>
                <td>{money(line.unitPrice)}</td>
                <td>{money(line.couponSaving)}</td>
                <td>{money(line.groupDiscount)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>

      <section aria-labelledby="order-totals">
        <h2 id="order-totals">{t("serviceDesk.order.totals")}</h2>
        <dl className="admin-facts">
          <dt>{t("serviceDesk.order.subtotal")}</dt>
          <dd>{money(order.subtotal)}</dd>
          <dt>{t("serviceDesk.order.couponSaving")}</dt>
          <dd>{money(order.couponSaving)}</dd>
          <dt>{t("serviceDesk.order.groupDiscount")}</dt>
          <dd>{money(order.groupDiscount)}</dd>
          {order.fees.map((fee) => (
            <Fragment key={fee.option}>
              <dt>{t(`serviceDesk.order.delivery.${fee.option}`)}</dt>
              <dd>{money(fee.amount)}</dd>
            </Fragment>
          ))}
          <dt>{t(order.taxIncluded ? "serviceDesk.order.taxIncluded" : "serviceDesk.order.tax")}</dt>
          <dd>{money(order.tax)}</dd>
          <dt>{t("serviceDesk.order.total")}</dt>
          <dd>{money(order.total)}</dd>
          <dt>{t("serviceDesk.order.dueNow")}</dt>
          <dd>{money(order.dueNow)}</dd>
        </dl>
      </section>

      <section aria-labelledby="order-coupons">
        <h2 id="order-coupons">{t("serviceDesk.order.coupons")}</h2>
        {coupons.length === 0 ? (
          <p>{t("serviceDesk.order.noCoupons")}</p>
        ) : (
          <ul>
            {coupons.map((coupon) => (
              <li key={coupon.campaignId}>
                {coupon.title} <code>{coupon.campaignId}</code>
              </li>
            ))}
          </ul>
        )}
      </section>

      {stages.length > 0 && (
        <section aria-labelledby="order-stages">
          <h2 id="order-stages">{t("serviceDesk.order.stages")}</h2>
          <table className="admin-table">
            <thead>
              <tr>
                <th scope="col">{t("serviceDesk.order.stage")}</th>
                <th scope="col">{t("serviceDesk.order.lessons")}</th>
                <th scope="col">{t("serviceDesk.order.amount")}</th>
                <th scope="col">{t("serviceDesk.order.couponSaving")}</th>
                <th scope="col">{t("serviceDesk.order.due")}</th>
                <th scope="col">{t("serviceDesk.columns.status")}</th>
                <th scope="col">{t("serviceDesk.order.paidAt")}</th>
              </tr>
            </thead>
            <tbody>
              {stages.map((stage) => (
                <tr key={`${stage.lineNo}-${stage.stageNo}`}>
                  <th scope="row">{stage.stageNo}</th>
                  <td>{stage.lessonCount}</td>
                  <td>{money(stage.amount)}</td>
                  <td>{money(stage.couponDiscount)}</td>
                  <td>
                    <AdminTime value={stage.dueAt} />
                  </td>
                  <td>{t(`serviceDesk.stageStatus.${stage.status}`, { defaultValue: String(stage.status) })}</td>
                  <td>{stage.paidAt ? <AdminTime value={stage.paidAt} /> : "—"}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      )}

      <section aria-labelledby="order-address">
        <h2 id="order-address">{t("serviceDesk.order.address")}</h2>
        {order.address ? (
          <address>
            {[order.address.name, `${order.address.countryCallingCode} ${order.address.phone}`, order.address.address1, order.address.address2, [order.address.postcode, order.address.city, order.address.state].filter(Boolean).join(" "), order.address.country]
              .filter((part) => part.trim())
              .map((part, index) => (
                <span key={index}>
                  {index > 0 && <br />}
                  {part}
                </span>
              ))}
          </address>
        ) : (
          <p>{t("serviceDesk.order.noAddress")}</p>
        )}
      </section>
    </>
  );
}
