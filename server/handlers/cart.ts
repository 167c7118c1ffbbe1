import { addCart, cancelCart, getCartAmount, queryCartList, selectCart, updateCartAmount } from "../commerce/cart.js";
import type { Handlers } from "../service/context.js";

export const cartHandlers: Handlers<"getCartAmount" | "addCart" | "queryCartList" | "updateCartAmount" | "selectCart" | "cancelCart"> = {
  getCartAmount: (data, ctx) => getCartAmount(ctx, data),
  addCart: (data, ctx) => addCart(ctx, data),
  queryCartList: (data, ctx) => queryCartList(ctx, data),
  updateCartAmount: (data, ctx) => updateCartAmount(ctx, data),
  selectCart: (data, ctx) => selectCart(ctx, data),
  cancelCart: (data, ctx) => cancelCart(ctx, data),
};
