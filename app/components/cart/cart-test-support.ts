// Test support only: cart lines and carts as queryCartList answers them.
import type { CartLine } from "../../../schemas/api/calls/cart.js";
import { courseCard } from "../catalogue/catalogue-test-support.js";
import type { Cart } from "./cart-view.js";

/** The us fixtures' AMC 8 class in the cart: one seat, ticked, nothing in its way, unless told otherwise. */
export function cartLine(overrides: Partial<CartLine> = {}): CartLine {
  return {
    id: 1,
    cartType: 1,
    card: courseCard(),
    quantity: 1,
    minQuantity: 1,
    maxQuantity: 1,
    selected: true,
    lineTotal: 54000,
    attachments: [],
    problem: null,
    ...overrides,
  };
}

/** The us fixtures' AMC 8 workbook in the cart: goods bought by the item, up to what is in stock. */
export function goodsLine(overrides: Partial<CartLine> = {}): CartLine {
  return cartLine({
    id: 2,
    card: courseCard({ id: "us-amc8-workbook", kind: "goods", title: "AMC 8 Practice Workbook", sellPrice: 3500, orgPrice: null, perSellPrice: null, spec: null }),
    quantity: 2,
    maxQuantity: 5,
    lineTotal: 7000,
    ...overrides,
  });
}

/** A cart of these lines; its selected count and total are given as the server would count them. */
export function cartOf(list: CartLine[], selected: { count: number; total: number }): Cart {
  return { list, selectedCount: selected.count, selectedTotal: selected.total };
}
