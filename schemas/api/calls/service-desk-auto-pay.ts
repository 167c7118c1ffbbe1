import { z } from "zod";
import { AUTO_PAY_CLOSURE_STATUSES } from "../../commerce.js";
import { localeSchema } from "../../site.js";
import { defineCall } from "../define-call.js";
import { id, text } from "../fields.js";
import { autoPayClosureSchema } from "./auto-pay.js";
import { orderIdField } from "./orders.js";

const SERVICE_ROLES = ["service"] as const;

/** A closure request as customer service decides it. */
export const deskAutoPayClosureSchema = autoPayClosureSchema.extend({
  orderId: z.string(),
  locale: localeSchema,
  /** The staff member who decided it; null while under review or when approved on its own. */
  decidedBy: z.string().nullable(),
});
export type DeskAutoPayClosure = z.infer<typeof deskAutoPayClosureSchema>;

/** At most this many requests a list answers, oldest first (the queue's head). */
export const DESK_CLOSURE_LIST_LIMIT = 100;

/** Customer service's decisions on parents' requests to close auto-pay (decision 0025); the customer-service role only. */
export const serviceDeskAutoPayCalls = {
  serviceListAutoPayClosures: defineCall({
    path: "/admin/service-desk/auto-pay-closures",
    summary: `Requests to close auto-pay, oldest first, at most ${DESK_CLOSURE_LIST_LIMIT}: those under review of every site, or every request of one order (customer service).`,
    request: z.object({ orderId: orderIdField.optional(), status: z.enum(AUTO_PAY_CLOSURE_STATUSES).optional() }),
    response: z.object({ list: z.array(deskAutoPayClosureSchema) }),
    auth: "staff",
    roles: SERVICE_ROLES,
  }),
  serviceDecideAutoPayClosure: defineCall({
    path: "/admin/service-desk/auto-pay-closure/decide",
    summary:
      "Approves a request (the order's auto-pay closes: later stages are paid by hand) or rejects it, with a note the parent sees; audited. 4135 when it is no longer under review, 4003 when there is none.",
    request: z.object({ closureId: id, approve: z.boolean(), note: text(500, { trim: true, multiline: true }).default("") }),
    response: deskAutoPayClosureSchema,
    auth: "staff",
    roles: SERVICE_ROLES,
  }),
};
