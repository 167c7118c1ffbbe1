import { Link } from "@remix-run/react";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { productPath } from "../../../rules/catalogue/product-paths.js";
import { formatPrice } from "../../../rules/regional/prices.js";
import type { CartLine } from "../../../schemas/api/calls/cart.js";
import { useShell } from "../shell/use-shell.js";
import { OPENED_FROM_CART } from "./cart-paths.js";
import { isSelectable, isTicked } from "./cart-rules.js";
import { QuantityStepper } from "./QuantityStepper.js";

interface Props {
  line: CartLine;
  /** A change of the cart is under way: nothing else may start. */
  busy: boolean;
  /** Why the last change of this line was refused. */
  failure: string | null;
  /** The confirm dialog's address for removing this line. */
  removeHref: string;
  onSelect(selected: boolean): void;
  onQuantity(quantity: number): void;
}

/**
 * One cart line: its tick box (none to tick while the line has a problem), the product's title linking to its
 * page, unit price and the line's total from the server, the quantity, the materials that come with it, why it
 * cannot be checked out now, and removal.
 */
export function CartLineItem({ line, busy, failure, removeHref, onSelect, onQuantity }: Props) {
  const { t } = useTranslation();
  const { site } = useShell();
  const titleId = useId();
  const price = (amount: number) => formatPrice(amount, site.currency);
  const { card } = line;
  return (
    <article className={`cart-line${line.problem ? " cart-line--problem" : ""}`} aria-labelledby={titleId}>
      <input
        type="checkbox"
        className="cart-line__tick"
        aria-label={t("cart.selectLine", { title: card.title })}
        checked={isTicked(line)}
        disabled={busy || !isSelectable(line)}
        onChange={(event) => onSelect(event.currentTarget.checked)}
      />
      <div className="cart-line__main">
        <h2 className="cart-line__title" id={titleId}>
          <Link to={productPath(card)}>{card.title}</Link>
        </h2>
        <p className="cart-line__kind">{t(`cart.kind.${card.kind}`)}</p>
        {line.problem && <p className="cart-line__problem">{t(`cart.problem.${line.problem}`)}</p>}
        {line.attachments.length > 0 && (
          <ul className="cart-line__materials" aria-label={t("cart.materials.title")}>
            {line.attachments.map((attachment) => (
              <li key={attachment.skuId}>
                <span>{attachment.title}</span>
                <span className="cart-line__material-kind">
                  {t(attachment.required ? "cart.materials.required" : attachment.selected ? "cart.materials.chosen" : "cart.materials.notChosen")}
                </span>
                <span>{price(attachment.price)}</span>
              </li>
            ))}
          </ul>
        )}
      </div>
      <dl className="cart-line__figures">
        <div>
          <dt>{t("cart.unitPrice")}</dt>
          <dd>{price(card.sellPrice)}</dd>
        </div>
        <div>
          <dt>{t("cart.lineTotal")}</dt>
          <dd className="cart-line__total">{price(line.lineTotal)}</dd>
        </div>
      </dl>
      <QuantityStepper line={line} title={card.title} disabled={busy} onChange={onQuantity} />
      <Link className="cart-line__remove" to={removeHref} state={OPENED_FROM_CART} aria-label={t("cart.removeOf", { title: card.title })}>
        {t("cart.remove")}
      </Link>
      {failure && (
        <p className="cart-line__failure" role="alert">
          {failure}
        </p>
      )}
    </article>
  );
}
