import { useTranslation } from "react-i18next";
import { formatPrice, taxLabel } from "../../../../rules/regional/prices.js";
import type { CourseCard } from "../../../../schemas/api/calls/catalogue.js";
import { useShell } from "../../shell/use-shell.js";
import { struckPrice } from "../card-view.js";

/** The class's price in the site's currency, the former price struck through, per lesson, and the tax note where the site shows tax. */
export function PriceBlock({ card }: { card: Pick<CourseCard, "sellPrice" | "orgPrice" | "perSellPrice" | "showPriceIsInclude"> }) {
  const { t } = useTranslation();
  const { site, language } = useShell();
  const price = (amount: number) => formatPrice(amount, site.currency);
  const tax = taxLabel(site, card.showPriceIsInclude, language);
  const struck = struckPrice(card);
  const was = struck === null ? null : price(struck);
  return (
    <div className="detail-price">
      <p className="detail-price__line">
        <span className="visually-hidden">{t("courseDetail.price.label")}: </span>
        <strong className="detail-price__now">{price(card.sellPrice)}</strong>
        {was && (
          <>
            <span className="visually-hidden">{t("courseDetail.price.was", { price: was })}</span>
            <s className="detail-price__was" aria-hidden="true">
              {was}
            </s>
          </>
        )}
      </p>
      {card.perSellPrice !== null && <p className="detail-price__note">{t("catalogue.price.perLesson", { price: price(card.perSellPrice) })}</p>}
      {tax && (
        <p className="detail-price__note">{t(tax.included ? "catalogue.price.taxIncluded" : "catalogue.price.taxExcluded", { label: tax.label })}</p>
      )}
    </div>
  );
}

/** The materials that come with the class: required or optional, each with its price. */
export function AttachedMaterials({ items }: { items: CourseCard["attachedItems"] }) {
  const { t } = useTranslation();
  const { site } = useShell();
  if (items.length === 0) return null;
  return (
    <section className="detail-materials" aria-labelledby="detail-materials-title">
      <h2 id="detail-materials-title" className="detail-materials__title">
        {t("courseDetail.materials.title")}
      </h2>
      <ul>
        {items.map((item) => (
          <li key={item.skuId} className="detail-materials__item">
            <span>{item.title}</span>
            <span className="detail-materials__kind">{t(item.required ? "courseDetail.materials.required" : "courseDetail.materials.optional")}</span>
            <span className="detail-materials__price">{formatPrice(item.price, site.currency)}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
