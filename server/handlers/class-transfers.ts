import type { classTransferCalls } from "../../schemas/api/calls/class-transfers.js";
import type { Handlers } from "../service/context.js";
import { applyClassTransfer } from "../learning/transfers/apply-transfer.js";
import { timeConflict, transferClasses, transferDifference, transferOptions } from "../learning/transfers/transfer-queries.js";

export const classTransferHandlers: Handlers<keyof typeof classTransferCalls> = {
  queryTransferClasses: (request, ctx) => transferClasses(ctx, request),
  queryTransferOptions: (request, ctx) => transferOptions(ctx, request),
  queryTimeConflict: (request, ctx) => timeConflict(ctx, request),
  queryTransferDifference: (request, ctx) => transferDifference(ctx, request),
  applyClassTransfer: (request, ctx) => applyClassTransfer(ctx, request),
};
