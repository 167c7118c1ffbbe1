import { goodsButton, recordedCourseButton, type GoodsButton, type RecordedCourseButton, type SaleInput } from "../../../../rules/catalogue/shop-buttons.js";

/** What is known of a product's sale at a moment: the time until it opens (the hk offset already in it) and what is left. */
export interface ProductSaleNow {
  remainSellTimeMs: number;
  seatsLeft: number;
}

/** A product page's state, said in words beside its add-to-cart button. */
export type ProductState = GoodsButton | RecordedCourseButton;

/**
 * Whether the product may go in the cart in this state: while it is on sale, and (as a class's add-to-cart is,
 * SPEC §4) before its sale opens; not when sold out or already owned.
 */
export function canAddToCart(state: ProductState): boolean {
  return state === "buyNow" || state === "comingSoon" || state === "purchase";
}

/**
 * The shop-button rules' input for a sale as it stands: the remaining time as a start that far ahead of a clock
 * at 0 (the rules add no offset of their own then), and what is left as the whole store.
 */
function saleInput({ remainSellTimeMs, seatsLeft }: ProductSaleNow): SaleInput {
  return { saleStartsAt: remainSellTimeMs, now: 0, store: seatsLeft, taken: 0 };
}

/** The goods state of SPEC §4: coming soon, buy now or sold out. */
export function goodsState(sale: ProductSaleNow): GoodsButton {
  return goodsButton(saleInput(sale));
}

/**
 * The recorded-course state of SPEC §4. Owning one comes with orders, which this build does not have yet: no
 * learner owns a recorded course, so it is coming soon, sold out or buy now.
 */
export function recordedCourseState(sale: ProductSaleNow): RecordedCourseButton {
  return recordedCourseButton({ ...saleInput(sale), owned: false, validUntil: null }).state;
}
