import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { formatDateTime } from "../../../rules/regional/dates.js";
import type { ResponseOf } from "../../../schemas/api/contract.js";
import { useShell } from "../shell/use-shell.js";
import { DeliveryAddress } from "./DeliveryAddress.js";
import { OrderFactList } from "./OrderFactList.js";
import { orderDetailPath } from "./order-detail-rules.js";

/** /order/logistics/{orderId} (SPEC §3 Logistics): each parcel's package, carrier, tracking number, items, address and status. */
export function LogisticsScreen({ logistics }: { logistics: ResponseOf<"queryLogistics"> }) {
  const { t } = useTranslation();
  const { site, language, timezone } = useShell();
  const when = (instant: string) => formatDateTime(instant, site, language, { timezone });
  return (
    <section className="order-detail" aria-labelledby="logistics-title">
      <p className="order-detail__back">
        <Link to={orderDetailPath(logistics.orderId)}>{t("orderDetail.backToOrder", { number: logistics.orderId })}</Link>
      </p>
      <h1 id="logistics-title">{t("orderDetail.parcels.heading")}</h1>
      {logistics.parcels.length === 0 && <p>{t(logistics.address ? "orderDetail.parcels.none" : "orderDetail.address.none")}</p>}
      <ul className="order-detail__parcels">
        {logistics.parcels.map((parcel) => (
          <li key={parcel.packageNo}>
            <article className="order-detail__parcel" aria-labelledby={`parcel-${parcel.packageNo}`}>
              <h2 id={`parcel-${parcel.packageNo}`}>{t("orderDetail.parcels.package", { packageNo: parcel.packageNo })}</h2>
              <OrderFactList
                facts={[
                  [t("orderDetail.parcels.status"), t(`orderDetail.parcels.statuses.${parcel.status}`)],
                  [t("orderDetail.parcels.carrier"), parcel.carrier],
                  [t("orderDetail.parcels.tracking"), parcel.trackingNumber],
                  [t("orderDetail.parcels.shippedAt"), when(parcel.shippedAt)],
                  parcel.deliveredAt && [t("orderDetail.parcels.deliveredAt"), when(parcel.deliveredAt)],
                  [t("orderDetail.parcels.items"), parcel.items.map((item) => t("orderDetail.subOrders.attachedItem", { title: item.title, quantity: item.quantity })).join(", ")],
                ]}
              />
              {logistics.address && (
                <>
                  <h3>{t("orderDetail.address.title")}</h3>
                  <DeliveryAddress address={logistics.address} />
                </>
              )}
            </article>
          </li>
        ))}
      </ul>
    </section>
  );
}
