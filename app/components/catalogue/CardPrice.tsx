import { useTranslation } from "react-i18next";
import { formatPrice, taxLabel } from "../../../rules/regional/prices.js";
import type { CourseCard } from "../../../schemas/api/calls/catalogue.js";
import type { Site } from "../../../schemas/site.js";
import { struckPrice } from "./card-view.js";

interface Props {
  card: Pick<CourseCard, "sellPrice" | "orgPrice" | "perSellPrice" | "showPriceIsInclude">;
  site: Pick<Site, "currency" | "features">;
}

/** The price paid, the original one struck through, the tax note where the site shows tax (SPEC §9) and the price of a lesson. */
export function CardPrice({ card, site }: Props) {
  const { t } = useTranslation();
  const tax = taxLabel(site, card.showPriceIsInclude);
  const was = struckPrice(card);
  return (
    <div className="course-price">
      <p className="course-price__line">
        <span className="course-price__now">{formatPrice(card.sellPrice, site.currency)}</span>
        {was !== null && (
          <del className="course-price__was">
            <span className="visually-hidden">{t("catalogue.price.was")} </span>
            {formatPrice(was, site.currency)}
          </del>
        )}
        {tax && (
          <span className="course-price__tax">
            {t(tax.included ? "catalogue.price.taxIncluded" : "catalogue.price.taxExcluded", { label: tax.label })}
          </span>
        )}
      </p>
      {card.perSellPrice !== null && (
        <p className="course-price__per-lesson">{t("catalogue.price.perLesson", { price: formatPrice(card.perSellPrice, site.currency) })}</p>
      )}
    </div>
  );
}
