import { useTranslation } from "react-i18next";
import { formatCardDate } from "../../../rules/regional/dates.js";
import { formatPrice } from "../../../rules/regional/prices.js";
import type { UnpaidClass } from "../../../schemas/api/calls/unpaid.js";
import { useShell } from "../shell/use-shell.js";
import { STAGE_STATE_KEYS } from "./unpaid-rules.js";

/** Owed instalments: number, lessons and when they begin, amount (with the coupon share they keep), due date and how each is paid. */
export function OwedStagesTable({ stages, caption }: { stages: UnpaidClass["stages"]; caption: string }) {
  const { t } = useTranslation();
  const { site, timezone } = useShell();
  const price = (amount: number) => formatPrice(amount, site.currency);
  const date = (instant: string) => <time dateTime={instant}>{formatCardDate(instant, site, { timezone })}</time>;
  return (
    <table className="checkout-stages unpaid-stages">
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{t("unpaid.stage.number")}</th>
          <th scope="col">{t("unpaid.stage.lessons")}</th>
          <th scope="col">{t("unpaid.stage.begins")}</th>
          <th scope="col">{t("unpaid.stage.amount")}</th>
          <th scope="col">{t("unpaid.stage.due")}</th>
          <th scope="col">{t("unpaid.stage.payment")}</th>
        </tr>
      </thead>
      <tbody>
        {stages.map((stage) => (
          <tr key={stage.stageNo} className={`unpaid-stages__row unpaid-stages__row--${stage.state}`}>
            <th scope="row">{stage.stageNo}</th>
            <td>{stage.lessonCount}</td>
            <td>{stage.lessonsStartAt ? date(stage.lessonsStartAt) : "—"}</td>
            <td>
              {price(stage.amount - stage.couponDiscount)}
              {stage.couponDiscount > 0 && <span className="unpaid-stages__coupon"> {t("unpaid.stage.couponShare", { amount: price(stage.couponDiscount) })}</span>}
            </td>
            <td>{date(stage.dueAt)}</td>
            <td>{t(STAGE_STATE_KEYS[stage.state])}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
