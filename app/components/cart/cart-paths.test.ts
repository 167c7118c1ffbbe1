import { describe, expect, it } from "vitest";
import { CART_DIALOGS, cartDialogPath, cartPath, sameCartPage } from "./cart-paths.js";

describe("the cart's addresses", () => {
  it("names another family student in the query, the signed-in one not at all", () => {
    expect(cartPath(null)).toBe("/shopping-cart");
    expect(cartPath("s-2")).toBe("/shopping-cart?studentId=s-2");
  });

  it("puts the dialogs under the cart, with the lines as written", () => {
    expect(cartDialogPath(CART_DIALOGS.confirmDelete, null, [1, 2])).toBe("/shopping-cart/ConfirmDelDialog?ids=1,2");
    expect(cartDialogPath(CART_DIALOGS.confirmDelete, "s 2", [3])).toBe("/shopping-cart/ConfirmDelDialog?studentId=s+2&ids=3");
    expect(cartDialogPath(CART_DIALOGS.offerDetails, null)).toBe("/shopping-cart/OfferDetails");
  });

  it("knows a move between the same student's cart and its dialogs", () => {
    const url = (path: string) => new URL(path, "https://us.example.test");
    expect(sameCartPage(url("/shopping-cart"), url("/shopping-cart/ConfirmDelDialog?ids=1"))).toBe(true);
    expect(sameCartPage(url("/shopping-cart/OfferDetails?studentId=s-2"), url("/shopping-cart?studentId=s-2"))).toBe(true);
    expect(sameCartPage(url("/shopping-cart?studentId=s-2"), url("/shopping-cart"))).toBe(false);
    expect(sameCartPage(url("/shopping-cart"), url("/order/list"))).toBe(false);
    expect(sameCartPage(url("/shopping-carts"), url("/shopping-cart"))).toBe(false);
  });
});
