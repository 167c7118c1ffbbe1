import { z } from "zod";
import { CART_TYPES, cartTypeSchema } from "../../commerce.js";
import { defineCall } from "../define-call.js";
import { count, id, text } from "../fields.js";
import { courseCardSchema, skuIdField } from "./catalogue.js";

const studentId = text(64, { min: 1 });

/** addCart statuses (SPEC §4 add-to-cart result): 0 added, 1 and 2 open the sign-up check dialog, the rest say statusDesc. */
export const ADD_CART_STATUS = { added: 0, entranceDiagnostic: 1, cannotSignUp: 2, outOfStock: 11, quantityLimit: 12, alreadyInCart: 13 } as const;

/** Most items of one good a cart line may hold, whatever the stock. */
export const CART_QUANTITY_MAX = 99;

export const cartAttachmentSchema = z.object({ skuId: z.string(), title: z.string(), price: count, required: z.boolean(), selected: z.boolean() });

export const cartLineSchema = z.object({
  id,
  cartType: cartTypeSchema,
  card: courseCardSchema,
  quantity: count,
  /** The bounds updateCartAmount accepts now (SPEC §5): 1 to 1 for a seat, up to the stock for goods. */
  minQuantity: count,
  maxQuantity: count,
  selected: z.boolean(),
  /** Unit price × quantity plus the selected attachments, before coupons (minor units). */
  lineTotal: count,
  attachments: z.array(cartAttachmentSchema),
  /** Why the line cannot be checked out now; null when it can. */
  problem: z.enum(["soldOut", "ended", "notOnSale"]).nullable(),
});
export type CartLine = z.infer<typeof cartLineSchema>;

/** The shopping cart (SPEC §7 cart calls). Every call answers 4003 for a student or line outside the signed-in family. */
export const cartCalls = {
  getCartAmount: defineCall({
    path: "/cart/amount",
    summary: "How many items a family student has in the cart (the header's badge).",
    request: z.object({ studentId }),
    response: z.object({ total: z.number().int().nonnegative() }),
    auth: "required",
  }),
  addCart: defineCall({
    path: "/cart/add",
    summary:
      "Puts a product of the site in a family student's cart. A class or package runs the sign-up check first (status 1 or 2 then, nothing added); 11 out of stock, 12 quantity limit, 13 a seat already in the cart.",
    request: z.object({
      studentId,
      skuId: skuIdField,
      quantity: z.int32().min(1).max(CART_QUANTITY_MAX).default(1),
      // Group buys (cart types 3 and 4) are bought from the group's page at once, never through the cart (decision 0036).
      cartType: cartTypeSchema.default(1).refine((type) => type === CART_TYPES.normal || type === CART_TYPES.unpaid, "a group buy is bought from its group's page, not the cart"),
    }),
    response: z.object({ status: z.number().int(), statusDesc: z.string(), extra: z.object({ total: count }) }),
    auth: "required",
  }),
  queryCartList: defineCall({
    path: "/cart/list",
    summary: "A family student's cart, newest first, with live availability, bounds and the selected lines' total.",
    request: z.object({ studentId }),
    response: z.object({ list: z.array(cartLineSchema), selectedCount: count, selectedTotal: count }),
    auth: "required",
  }),
  updateCartAmount: defineCall({
    path: "/cart/update-amount",
    summary: "Sets a cart line's quantity within its bounds; above the stock: 'This product is currently out of stock.'",
    request: z.object({ studentId, cartId: id, quantity: z.int32().min(1).max(CART_QUANTITY_MAX) }),
    response: z.object({ quantity: count, total: count }),
    auth: "required",
  }),
  selectCart: defineCall({
    path: "/cart/select",
    summary: "Ticks or unticks cart lines for checkout.",
    request: z.object({ studentId, cartIds: z.array(id).min(1).max(100), selected: z.boolean() }),
    response: z.null(),
    auth: "required",
  }),
  cancelCart: defineCall({
    path: "/cart/cancel",
    summary: "Removes cart lines; answers the new badge count.",
    request: z.object({ studentId, cartIds: z.array(id).min(1).max(100) }),
    response: z.object({ total: count }),
    auth: "required",
  }),
};
