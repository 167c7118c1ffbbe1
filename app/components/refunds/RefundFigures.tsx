import { useTranslation } from "react-i18next";
import type { RefundFigures as Figures } from "../../../schemas/api/calls/refunds.js";
import { paymentAmountText } from "../payment/payment-rules.js";
import { useShell } from "../shell/use-shell.js";

/** What comes back of the order and why, line by line, as the server computed it (decision 0024). */
export function RefundFigures({ figures }: { figures: Figures }) {
  const { t } = useTranslation();
  const { site, language } = useShell();
  const price = (amount: number) => paymentAmountText(amount, figures.currency, site.currency, language);
  return (
    <section className="refund-figures" aria-labelledby="refund-figures-title">
      <h2 id="refund-figures-title">{t("refunds.figures.title")}</h2>
      <ul className="refund-figures__lines">
        {figures.lines.map((line) => (
          <li key={line.lineNo} className={line.attachedToLine === null ? "refund-figures__line" : "refund-figures__line refund-figures__line--attached"}>
            <span className="refund-figures__item">{line.title}</span>
            <span className="refund-figures__why">
              {t(`refunds.why.${line.why}`)}
              {line.lessons && ` ${t("refunds.figures.lessons", line.lessons)}`}
            </span>
            <span className="refund-figures__amount">{t("refunds.figures.ofPaid", { refund: price(line.refund), paid: price(line.paid) })}</span>
          </li>
        ))}
      </ul>
      <dl className="refund-figures__totals">
        {figures.fees.paid > 0 && <Row label={t("refunds.figures.delivery")} value={price(figures.fees.refund)} />}
        {figures.tax.refund > 0 && <Row label={t("refunds.figures.tax")} value={price(figures.tax.refund)} />}
        <Row label={t("refunds.figures.total")} value={price(figures.amount)} strong />
        {figures.lessonCount > 0 && <Row label={t("refunds.figures.lessonCount")} value={String(figures.lessonCount)} />}
      </dl>
      {figures.capped && <p className="refund-figures__note">{t("refunds.figures.capped")}</p>}
    </section>
  );
}

function Row({ label, value, strong = false }: { label: string; value: string; strong?: boolean }) {
  return (
    <div className={strong ? "refund-figures__row refund-figures__row--total" : "refund-figures__row"}>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}
