import type { groupBuyCalls } from "../../schemas/api/calls/group-buy.js";
import { checkGroupBuy, groupBuyView } from "../commerce/group-buy/view.js";
import type { Handlers } from "../service/context.js";

export const groupBuyHandlers: Handlers<keyof typeof groupBuyCalls> = {
  queryGroupBuy: (request, ctx) => groupBuyView(ctx, request),
  checkGroupBuy: (request, ctx) => checkGroupBuy(ctx, request),
};
