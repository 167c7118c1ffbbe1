import { Link } from "@remix-run/react";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import type { ResponseOf } from "../../../../schemas/api/contract.js";
import { goodsState } from "./product-sale.js";
import { ProductSalePanel } from "./ProductSalePanel.js";
import { availableClassesPath } from "../../../../rules/catalogue/product-paths.js";

export interface GoodsDetailProps {
  detail: ResponseOf<"queryGoodsDetail">;
  /** When the page's data was answered (ms since epoch). */
  loadedAt: number;
}

/** /goods/detail/{skuId}: what the item is, its live stock, and the courses that use it. */
export function GoodsDetail({ detail, loadedAt }: GoodsDetailProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const usedInId = useId();
  const { card, materialFor } = detail;
  return (
    <article className="course-detail">
      <header className="course-detail__header">
        <p className="product-detail__kind">{t("products.goods.kind")}</p>
        <h1 id={titleId} className="course-detail__title">
          {card.title}
        </h1>
        {card.summary && <p className="course-detail__summary product-detail__description">{card.summary}</p>}
      </header>
      <ProductSalePanel card={card} loadedAt={loadedAt} stateOf={goodsState} titleId={titleId} />
      {materialFor.length > 0 && (
        <div className="course-detail__body">
          <section className="detail-section" aria-labelledby={usedInId}>
            <h2 id={usedInId} className="detail-section__title">
              {t("products.goods.usedIn")}
            </h2>
            <ul className="product-courses">
              {materialFor.map((course) => (
                <li key={course.id}>
                  <Link to={availableClassesPath(course.id)}>{course.title}</Link>
                </li>
              ))}
            </ul>
          </section>
        </div>
      )}
    </article>
  );
}
