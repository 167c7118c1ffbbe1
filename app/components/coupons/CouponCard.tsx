import { Link } from "@remix-run/react";
import { useId, type MouseEvent } from "react";
import { useTranslation } from "react-i18next";
import { formatCardDate } from "../../../rules/regional/dates.js";
import { formatPrice } from "../../../rules/regional/prices.js";
import type { CouponView } from "../../../schemas/api/calls/coupons.js";
import { useShell } from "../shell/use-shell.js";
import { historyStatusKey, percentText, reasonTextKey, timeStatusKey } from "./coupon-text.js";

export interface CouponCardProps {
  coupon: CouponView;
  /** The level of the coupon's title in the page's outline (a list under its h1: 2). */
  headingLevel?: 1 | 2 | 3 | 4;
  /** Makes the title a link, e.g. to /my-coupons/detail/{id}. */
  detailHref?: string;
  /**
   * The coupon judged against a checkout (queryAvalibaleCoupons' effectCoupons): usable, with its `saving`
   * (minor units, shown as the server computed it), or not, with its `reason` (SPEC §3: 1, 2, 3, 4, 7, 8).
   * Left out on the coupon lists.
   */
  usable?: boolean;
  reason?: number | null;
  saving?: number;
  /** Whether the checkout has this coupon chosen. */
  selected?: boolean;
  /**
   * Makes the card a choice: a checkbox (named by the title, described by the saving or reason) that asks for
   * `selected` to become the opposite, as does a click anywhere on the card. One coupon per category is the
   * caller's rule. A coupon that is not usable cannot be chosen, only unchosen.
   */
  onSelect?: (couponId: string, selected: boolean) => void;
}

/** One coupon (SPEC §3 Coupon): its value and category, conditions, validity, time status or history stamp, and at checkout its saving or why it cannot be used. */
export function CouponCard({ coupon, headingLevel = 3, detailHref, usable, reason, saving, selected = false, onSelect }: CouponCardProps) {
  const { t } = useTranslation();
  const { site, timezone } = useShell();
  const titleId = useId();
  const judgedId = useId();
  const price = (amount: number) => formatPrice(amount, site.currency);
  const date = (instant: string) => formatCardDate(instant, site, { timezone });
  const Heading = `h${headingLevel}` as const;
  const tag = timeStatusKey(coupon.timeStatus);
  const stamp = historyStatusKey(coupon.historyStatus);
  const judged = usable === true && saving !== undefined ? t("coupons.card.saving", { amount: price(saving) }) : usable === false && reason != null ? t(reasonTextKey(reason)) : null;
  const selectable = onSelect !== undefined;
  const choosable = selectable && (usable !== false || selected);

  const conditions = [
    coupon.minimumSpend > 0 ? t("coupons.card.minimumSpend", { amount: price(coupon.minimumSpend) }) : t("coupons.card.noMinimum"),
    coupon.maxSaving !== null ? t("coupons.card.maxSaving", { amount: price(coupon.maxSaving) }) : null,
    coupon.combinable ? null : t("coupons.card.notCombinable"),
    coupon.products.length > 0 ? t("coupons.card.onlyFor", { products: coupon.products.map((product) => product.title).join(t("coupons.card.listSeparator")) }) : null,
  ].filter((text) => text !== null);

  // A click on the card's text chooses it too; the checkbox and links answer for themselves.
  const clickCard = (event: MouseEvent<HTMLElement>) => {
    if (!onSelect || !choosable || (event.target as Element).closest("a, input, button")) return;
    onSelect(coupon.id, !selected);
  };

  const classes = [
    "coupon-card",
    `coupon-card--${coupon.category}`,
    selectable ? "coupon-card--selectable" : null,
    selected ? "coupon-card--selected" : null,
    usable === false || stamp ? "coupon-card--unusable" : null,
  ].filter(Boolean);

  return (
    <article className={classes.join(" ")} aria-labelledby={titleId} onClick={selectable ? clickCard : undefined}>
      <div className="coupon-card__value">
        <p className="coupon-card__discount">
          {coupon.discount.kind === "amount"
            ? t("coupons.card.amountOff", { amount: price(coupon.discount.amount) })
            : t("coupons.card.percentOff", { percent: percentText(coupon.discount.basisPoints) })}
        </p>
        <p className="coupon-card__category">{t(`coupons.category.${coupon.category}`)}</p>
      </div>
      <div className="coupon-card__body">
        <div className="coupon-card__top">
          <Heading id={titleId} className="coupon-card__title">
            {detailHref ? <Link to={detailHref}>{coupon.title}</Link> : coupon.title}
          </Heading>
          {tag && <span className={`coupon-card__tag coupon-card__tag--${coupon.timeStatus}`}>{t(tag)}</span>}
          {stamp && <span className={`coupon-card__stamp coupon-card__stamp--${coupon.historyStatus}`}>{t(stamp)}</span>}
        </div>
        {coupon.terms && <p className="coupon-card__terms">{coupon.terms}</p>}
        <ul className="coupon-card__conditions">
          {conditions.map((text) => (
            <li key={text}>{text}</li>
          ))}
        </ul>
        <p className="coupon-card__validity">{t("coupons.card.validity", { start: date(coupon.startsAt), end: date(coupon.endsAt) })}</p>
        {judged && (
          <p id={judgedId} className={usable ? "coupon-card__saving" : "coupon-card__reason"}>
            {judged}
          </p>
        )}
      </div>
      {selectable && (
        <input
          type="checkbox"
          className="coupon-card__select"
          checked={selected}
          disabled={!choosable}
          aria-labelledby={titleId}
          aria-describedby={judged ? judgedId : undefined}
          onChange={(event) => onSelect?.(coupon.id, event.currentTarget.checked)}
        />
      )}
    </article>
  );
}
