import { useTranslation } from "react-i18next";
import type { TimelineEvent } from "../../schemas/api/calls/service-desk.js";

export type Money = (amount: number) => string;

/** One event in the staff member's words. */
export function TimelineEventText({ event, money }: { event: TimelineEvent; money: Money }) {
  const { t } = useTranslation("admin");
  const key = `serviceDesk.events.${event.kind}`;
  switch (event.kind) {
    case "paymentStarted":
      return <>{t(key, { gateway: t(`serviceDesk.gateways.${event.gateway}`), amount: money(event.amount) })}</>;
    case "paymentResult":
      return <>{t(key, { gateway: t(`serviceDesk.gateways.${event.gateway}`), amount: money(event.amount), status: t(`serviceDesk.paymentStatus.${event.status}`) })}</>;
    case "couponUsed":
      return <>{t(key, { title: event.title })}</>;
    case "stagePaid":
      return <>{t(key, { stageNo: event.stageNo, amount: money(event.amount) })}</>;
    case "closed":
      return <>{t(key, { status: t(`serviceDesk.status.${event.status}`) })}</>;
    case "refundRequested":
      return <>{t(key, { amount: money(event.amount), reason: event.reasonText || t("serviceDesk.events.reasonNumber", { reasonId: event.reasonId }) })}</>;
    case "refundDecided":
      return <>{t(event.approved ? "serviceDesk.events.refundApproved" : "serviceDesk.events.refundRejected", { by: event.by ?? t("serviceDesk.events.nobody"), note: event.note || "—" })}</>;
    case "refunded":
      return <>{t(key, { amount: money(event.amount) })}</>;
    case "addressChanged":
      return <>{t(event.by ? "serviceDesk.events.addressChangedByStaff" : "serviceDesk.events.addressChangedByParent", { by: event.by, address: [event.address.address1, event.address.city, event.address.country].filter(Boolean).join(", ") })}</>;
    case "shipped":
      return <>{t(key, { packageNo: event.packageNo, carrier: event.carrier, trackingNumber: event.trackingNumber })}</>;
    case "delivered":
      return <>{t(key, { packageNo: event.packageNo })}</>;
    case "debitAttempted":
      return <>{t(key, { stageNo: event.stageNo, type: t(`serviceDesk.debitTypes.${event.type}`), result: t(`serviceDesk.debitResults.${event.result}`), description: event.description || "—" })}</>;
    case "autoPayClosureRequested":
      return <>{t(key, { reason: event.reason })}</>;
    case "autoPayClosureDecided":
      return <>{t(key, { status: t(`serviceDesk.closureStatus.${event.status}`), by: event.by ?? t("serviceDesk.events.nobody"), note: event.note || "—" })}</>;
    case "messageSent":
      return <>{t(key, { channel: t(`serviceDesk.channels.${event.channel}`), subject: event.subject, delivery: t(`serviceDesk.delivery.${event.delivery}`) })}</>;
    case "created":
    case "paid":
      return <>{t(key)}</>;
  }
}
