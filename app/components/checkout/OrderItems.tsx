import { useTranslation } from "react-i18next";
import { formatPrice } from "../../../rules/regional/prices.js";
import type { CourseCard } from "../../../schemas/api/calls/catalogue.js";
import type { ResponseOf } from "../../../schemas/api/contract.js";
import { useShell } from "../shell/use-shell.js";
import { CheckoutSection } from "./CheckoutSection.js";

type Line = ResponseOf<"queryCheckout">["lines"][number];

interface Props {
  /** The order's lines as the server priced them; null before the first answer. */
  lines: readonly Line[] | null;
  /** The product's optional materials, which the parent may add or leave out (none for the cart). */
  optionalMaterials: CourseCard["attachedItems"];
  chosenMaterials: readonly string[];
  onToggleMaterial(skuId: string): void;
}

/** What is bought: each product with the materials that come with it, at the server's prices; then the optional materials to tick. */
export function OrderItems({ lines, optionalMaterials, chosenMaterials, onToggleMaterial }: Props) {
  const { t } = useTranslation();
  const { site } = useShell();
  const price = (amount: number) => formatPrice(amount, site.currency);
  const products = (lines ?? []).filter((line) => line.attachedToLine === null);
  const lineText = (line: Line) => (
    <>
      <span className="checkout-line__title">{line.title}</span>
      <span className="checkout-line__quantity">{t("checkout.items.quantity", { count: line.quantity })}</span>
      <span className="checkout-line__price">{t("checkout.items.unitPrice", { price: price(line.unitPrice) })}</span>
    </>
  );
  return (
    <CheckoutSection name="items">
      {lines && (
        <ul className="checkout-lines">
          {products.map((line) => {
            const attached = lines.filter((candidate) => candidate.attachedToLine === line.lineNo);
            return (
              <li key={line.lineNo} className="checkout-line">
                {lineText(line)}
                {attached.length > 0 && (
                  <ul className="checkout-lines checkout-lines--attached" aria-label={t("checkout.items.materialsOf", { title: line.title })}>
                    {attached.map((material) => (
                      <li key={material.lineNo} className="checkout-line checkout-line--attached">
                        {lineText(material)}
                      </li>
                    ))}
                  </ul>
                )}
              </li>
            );
          })}
        </ul>
      )}
      {optionalMaterials.length > 0 && (
        <fieldset className="checkout-choices">
          <legend className="checkout-choices__legend">{t("checkout.items.optionalMaterials")}</legend>
          {optionalMaterials.map((item) => (
            <label key={item.skuId} className="checkout-choice">
              <input type="checkbox" checked={chosenMaterials.includes(item.skuId)} onChange={() => onToggleMaterial(item.skuId)} />
              <span className="checkout-choice__label">{item.title}</span>
              <span className="checkout-choice__note">{price(item.price)}</span>
            </label>
          ))}
        </fieldset>
      )}
    </CheckoutSection>
  );
}
