import type { CartLine } from "../../../schemas/api/calls/cart.js";
import { idFromText } from "../../../schemas/api/fields.js";
import type { Cart } from "./cart-view.js";

/** Most lines one cart call takes (selectCart, cancelCart). */
const MOST_LINES_PER_CALL = 100;

/** A line can be ticked for checkout only while nothing stands in its way (sold out, ended, not on sale yet). */
export function isSelectable(line: Pick<CartLine, "problem">): boolean {
  return line.problem === null;
}

/** Ticked as the page shows it: a line with a problem never looks ticked, whatever was stored for it. */
export function isTicked(line: Pick<CartLine, "problem" | "selected">): boolean {
  return line.selected && isSelectable(line);
}

export interface SelectAll {
  /** Every line that can be ticked is ticked (and there is one). */
  checked: boolean;
  /** No line can be ticked. */
  disabled: boolean;
  /** What pressing it asks selectCart for: the lines to change and their new state; null when there are none. */
  change: { cartIds: number[]; selected: boolean } | null;
}

/** The select-all box: ticks every selectable line, or unticks them all when they already are. */
export function selectAll(lines: readonly CartLine[]): SelectAll {
  const selectable = lines.filter(isSelectable);
  const checked = selectable.length > 0 && selectable.every((line) => line.selected);
  const cartIds = selectable.filter((line) => line.selected === checked).map((line) => line.id);
  return { checked, disabled: selectable.length === 0, change: cartIds.length > 0 ? { cartIds, selected: !checked } : null };
}

/** The lines ticked for checkout, by id. */
export function tickedIds(lines: readonly CartLine[]): number[] {
  return lines.filter(isTicked).map((line) => line.id);
}

/** Checkout checks out the lines the server counts as selected (ticked and without a problem). */
export function checkoutEnabled(cart: Pick<Cart, "selectedCount">): boolean {
  return cart.selectedCount > 0;
}

/**
 * The quantity one press of the stepper asks for, or null when that way is closed (SPEC §5: within the line's
 * bounds). A line holding more than may be bought now steps down straight to the most allowed.
 */
export function quantityStep(line: Pick<CartLine, "quantity" | "minQuantity" | "maxQuantity">, direction: "down" | "up"): number | null {
  const { quantity, minQuantity, maxQuantity } = line;
  const wanted = direction === "up" ? quantity + 1 : Math.min(quantity - 1, maxQuantity);
  return wanted >= minQuantity && wanted <= maxQuantity ? wanted : null;
}

/** What the ticked lines would buy, as the coupon calls take it: each product, how many, and the optional materials chosen. */
export function tickedProducts(lines: readonly CartLine[]) {
  return lines.filter(isTicked).map((line) => ({
    skuId: line.card.id,
    quantity: line.quantity,
    attachmentSkuIds: line.attachments.filter((attachment) => attachment.selected && !attachment.required).map((attachment) => attachment.skuId),
  }));
}

/**
 * The cart lines a dialog's query names ("ids=3,7"): distinct ids, at most a call's worth; null when the
 * text is missing or anything in it is not an id (the page does not exist then).
 */
export function cartIdsParam(value: string | null): number[] | null {
  if (!value) return null;
  const parts = value.split(",");
  if (parts.length > MOST_LINES_PER_CALL) return null;
  const ids = parts.map((part) => idFromText(part.trim()));
  if (ids.some((id) => id === undefined)) return null;
  return [...new Set(ids as number[])];
}
