import { useRouteLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { OrderDelivery } from "../../schemas/api/calls/service-desk-delivery.js";
import { AdminTime } from "../frame/AdminTime.js";
import { ORDER_SCREEN_ID } from "../route-ids.js";
import { ChangeAddressForm, MarkDeliveredButton, RecordParcelForm, shortAddress } from "./DeliveryForms.js";

/**
 * Customer service's part in an order's delivery, on its screen: the address (changed here after the parent's 24
 * hours too, until a parcel leaves), its changes, and the parcels, recorded and marked delivered here. Its data
 * is the order screen's (app/routes/admin.orders.$orderId.tsx), loaded again after each of its forms; a screen
 * shown elsewhere (a test of the timeline alone) has none, and the panel stays out.
 */
export function DeliveryPanel() {
  const { t } = useTranslation("admin");
  const delivery = useRouteLoaderData<{ delivery: OrderDelivery }>(ORDER_SCREEN_ID)?.delivery;
  if (!delivery) return null;
  return (
    <section aria-labelledby="order-shipping">
      <h2 id="order-shipping">{t("serviceDesk.shipping.title")}</h2>
      <DeliveryDesk delivery={delivery} />
    </section>
  );
}

/** The delivery as loaded: nothing to do for an order without goods. */
export function DeliveryDesk({ delivery }: { delivery: OrderDelivery }) {
  const { t } = useTranslation("admin");
  if (!delivery.address) return <p>{t("serviceDesk.shipping.noGoods")}</p>;
  return (
    <>
      <Parcels delivery={delivery} />
      {delivery.canShip ? <RecordParcelForm goodsLines={delivery.goodsLines} /> : <p>{t("serviceDesk.shipping.record.notPaid")}</p>}
      {delivery.addressRefusal ? (
        <p className="admin-note">{t(`serviceDesk.shipping.refusals.${delivery.addressRefusal}`)}</p>
      ) : (
        <ChangeAddressForm address={delivery.address} />
      )}
      <AddressChanges changes={delivery.addressChanges} />
    </>
  );
}

function Parcels({ delivery }: { delivery: OrderDelivery }) {
  const { t } = useTranslation("admin");
  if (delivery.parcels.length === 0) return <p>{t("serviceDesk.shipping.noParcels")}</p>;
  return (
    <table className="admin-table">
      <caption>{t("serviceDesk.shipping.parcels")}</caption>
      <thead>
        <tr>
          <th scope="col">{t("serviceDesk.shipping.package")}</th>
          <th scope="col">{t("serviceDesk.shipping.carrier")}</th>
          <th scope="col">{t("serviceDesk.shipping.tracking")}</th>
          <th scope="col">{t("serviceDesk.shipping.items")}</th>
          <th scope="col">{t("serviceDesk.shipping.sent")}</th>
          <th scope="col">{t("serviceDesk.shipping.status")}</th>
        </tr>
      </thead>
      <tbody>
        {delivery.parcels.map((parcel) => (
          <tr key={parcel.packageNo}>
            <th scope="row">{parcel.packageNo}</th>
            <td>{parcel.carrier}</td>
            <td>
              <code>{parcel.trackingNumber}</code>
            </td>
            <td>{parcel.items.map((item) => t("serviceDesk.shipping.item", { title: item.title, quantity: item.quantity })).join(", ")}</td>
            <td>
              <AdminTime value={parcel.shippedAt} />
            </td>
            <td>
              {parcel.deliveredAt ? (
                <>
                  {t("serviceDesk.shipping.statuses.delivered")} <AdminTime value={parcel.deliveredAt} />
                </>
              ) : (
                <>
                  {t("serviceDesk.shipping.statuses.in_transit")} <MarkDeliveredButton packageNo={parcel.packageNo} />
                </>
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function AddressChanges({ changes }: { changes: OrderDelivery["addressChanges"] }) {
  const { t } = useTranslation("admin");
  if (changes.length === 0) return <p>{t("serviceDesk.shipping.noChanges")}</p>;
  return (
    <table className="admin-table">
      <caption>{t("serviceDesk.shipping.changes")}</caption>
      <thead>
        <tr>
          <th scope="col">{t("serviceDesk.shipping.changedAt")}</th>
          <th scope="col">{t("serviceDesk.shipping.changedBy")}</th>
          <th scope="col">{t("serviceDesk.shipping.from")}</th>
          <th scope="col">{t("serviceDesk.shipping.to")}</th>
        </tr>
      </thead>
      <tbody>
        {changes.map((change) => (
          <tr key={change.changedAt}>
            <th scope="row">
              <AdminTime value={change.changedAt} />
            </th>
            <td>{change.staffEmail ?? t("serviceDesk.shipping.byParent")}</td>
            <td>{shortAddress(change.before)}</td>
            <td>{shortAddress(change.after)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
