import type { serviceDeskAutoPayCalls } from "../../schemas/api/calls/service-desk-auto-pay.js";
import { decideClosure, listClosures } from "../auto-pay/closures.js";
import type { Handlers } from "../service/context.js";
import { admin } from "./admin.js";

export const serviceDeskAutoPayHandlers: Handlers<keyof typeof serviceDeskAutoPayCalls> = {
  serviceListAutoPayClosures: (request, ctx) => listClosures(ctx.db, request),
  serviceDecideAutoPayClosure: (request, ctx) => decideClosure(ctx.db, admin(ctx).staff, request, ctx.now),
};
