import { z } from "zod";
import { defineCall } from "../define-call.js";
import { text } from "../fields.js";

/** The shopping cart (SPEC §7 cart calls); a student outside the signed-in family answers 4003. */
export const cartCalls = {
  getCartAmount: defineCall({
    path: "/cart/amount",
    summary: "How many items a family student has in the cart (the header's badge).",
    request: z.object({ studentId: text(64, { min: 1 }) }),
    response: z.object({ total: z.number().int().nonnegative() }),
    auth: "required",
  }),
};
