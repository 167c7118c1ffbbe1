import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { COURSE_TAG } from "../../../../rules/catalogue/availability.js";
import type { CourseCard } from "../../../../schemas/api/calls/catalogue.js";
import { ActionNotice } from "../../../../ui/ActionNotice.js";
import { countdownClock } from "../card-view.js";
import { cardSellStatus } from "../detail/live-sale.js";
import { AttachedMaterials, PriceBlock } from "../detail/PriceBlock.js";
import { useLiveSale } from "../detail/use-live-sale.js";
import { useWish } from "../use-wish.js";
import { WishButton } from "../WishButton.js";
import { useUser } from "../../../lib/account/use-user.js";
import { AddToCartButton } from "../../cart/AddToCartButton.js";
import { canAddToCart, type ProductSaleNow, type ProductState } from "./product-sale.js";

/** The time until the sale opens, ticking each second. */
function OpensIn({ remainingMs }: { remainingMs: number }) {
  const { t } = useTranslation();
  const { days, clock } = countdownClock(remainingMs);
  return (
    <p className="detail-enrol__countdown">
      {t("products.opensIn")}{" "}
      <span role="timer" className="detail-enrol__timer">
        {days > 0 ? t("catalogue.countdown.withDays", { days, clock }) : clock}
      </span>
    </p>
  );
}

interface Props {
  card: CourseCard;
  /** When the page's data was answered (ms since epoch). */
  loadedAt: number;
  /** The SPEC §4 state of the product for its sale as it stands. */
  stateOf(sale: ProductSaleNow): ProductState;
  /** The id of the page's title, which names what the wish heart is for. */
  titleId: string;
  /** What else the offer says, e.g. how long a recorded course can be watched. */
  children?: ReactNode;
}

/**
 * The price and availability part of a product page: price, the live state (stock and sale are polled, the page
 * itself may come from a cache), the countdown to a later sale, add-to-cart for the signed-in student, the wish
 * heart and the materials.
 */
export function ProductSalePanel({ card, loadedAt, stateOf, titleId, children }: Props) {
  const { t } = useTranslation();
  const user = useUser();
  const sale = useLiveSale({ skuId: card.id, initial: cardSellStatus(card), loadedAt, fromUnpaidList: false });
  const state = stateOf(sale);
  const wish = useWish(card.id, card.inWish);
  return (
    <aside className="detail-enrol" aria-label={t("products.panel")}>
      <PriceBlock card={card} />
      {children}
      <div className="product-sale__state">
        <p className={`product-state product-state--${state}`}>{t(`products.state.${state}`)}</p>
        <WishButton wish={wish} titleId={titleId} />
      </div>
      {state === "comingSoon" && <OpensIn remainingMs={sale.remainSellTimeMs} />}
      {state === "buyNow" && sale.tag === COURSE_TAG.stockLeft && (
        <p className="detail-enrol__seats">{t("catalogue.tag.stockLeft", { seats: sale.seatsLeft })}</p>
      )}
      <AddToCartButton
        skuId={card.id}
        studentId={user?.uid ?? null}
        disabled={!canAddToCart(state)}
        loginTrigger={card.kind === "goods" ? "BUY_BOOK" : "REGISTRATION_COURSE"}
        primary
      />
      <ActionNotice notice={wish.failure ? { kind: "failed", text: wish.failure } : null} />
      <AttachedMaterials items={card.attachedItems} />
    </aside>
  );
}
