import type { orderDetailCalls } from "../../schemas/api/calls/order-detail.js";
import { signedInFamilyId } from "../accounts/accounts.js";
import { familyOrder } from "../commerce/orders.js";
import { parentChangeAddress } from "../order-detail/address-change.js";
import { orderDetail, subOrderDetail } from "../order-detail/order-detail.js";
import { orderFacts } from "../order-detail/order-facts.js";
import { parcelsOf } from "../order-detail/parcels.js";
import type { HandlerContext, Handlers } from "../service/context.js";
import { orderHandlers } from "./orders.js";

/** The family's order (4003 for another's) with its figures as the result page answers them and what followed. */
async function familyOrderDetail(ctx: HandlerContext, orderId: string) {
  const order = await familyOrder(ctx.db, signedInFamilyId(ctx), orderId);
  const [figures, facts] = await Promise.all([orderHandlers.queryOrderResult({ orderId }, ctx), orderFacts(ctx.db, order)]);
  return { detail: orderDetail(order, figures, facts, ctx.now), facts };
}

export const orderDetailHandlers: Handlers<keyof typeof orderDetailCalls> = {
  queryOrderDetail: async ({ orderId }, ctx) => (await familyOrderDetail(ctx, orderId)).detail,

  async querySubOrderDetail({ subOrderId }, ctx) {
    const [orderId, lineNo] = subOrderId.split("-") as [string, string];
    const { detail, facts } = await familyOrderDetail(ctx, orderId);
    return subOrderDetail(detail, facts, Number(lineNo));
  },

  updateOrderAddress: (request, ctx) => parentChangeAddress(ctx.db, signedInFamilyId(ctx), request, ctx.now),

  async queryLogistics({ orderId }, ctx) {
    const order = await familyOrder(ctx.db, signedInFamilyId(ctx), orderId);
    const parcels = await parcelsOf(ctx.db, order.id, { language: ctx.language(), fallback: ctx.site().defaultLanguage });
    return { orderId: order.id, address: order.address, parcels };
  },
};
