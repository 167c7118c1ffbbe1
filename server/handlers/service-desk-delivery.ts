import type { serviceDeskDeliveryCalls } from "../../schemas/api/calls/service-desk-delivery.js";
import { orderDelivery, serviceChangeAddress } from "../order-detail/delivery-desk.js";
import { markDelivered, recordShipment } from "../order-detail/parcels.js";
import type { Handlers } from "../service/context.js";
import { admin } from "./admin.js";

export const serviceDeskDeliveryHandlers: Handlers<keyof typeof serviceDeskDeliveryCalls> = {
  serviceOrderDelivery: ({ orderId }, ctx) => orderDelivery(ctx.db, ctx.sites, orderId, ctx.language()),
  serviceChangeOrderAddress: ({ orderId, ...fields }, ctx) => serviceChangeAddress(ctx.db, admin(ctx).staff, orderId, fields, ctx.now),
  serviceRecordShipment: (request, ctx) => recordShipment(ctx.db, admin(ctx).staff, request, ctx.now),
  serviceMarkDelivered: (request, ctx) => markDelivered(ctx.db, admin(ctx).staff, request, ctx.now),
};
