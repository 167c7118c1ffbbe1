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
    case "created":
    case "paid":
      return <>{t(key)}</>;
  }
}
