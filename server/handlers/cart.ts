import { eq, sql } from "drizzle-orm";
import { familyMember } from "../accounts/accounts.js";
import { cartItems } from "../db/schema.js";
import type { Handlers } from "../service/context.js";

export const cartHandlers: Handlers<"getCartAmount"> = {
  async getCartAmount({ studentId }, ctx) {
    const { member } = await familyMember(ctx, studentId);
    const [row] = await ctx.db
      .select({ total: sql<number>`coalesce(sum(${cartItems.quantity}), 0)`.mapWith(Number) })
      .from(cartItems)
      .where(eq(cartItems.uid, member.uid));
    return { total: row?.total ?? 0 };
  },
};
