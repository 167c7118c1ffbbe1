import type { z } from "zod";
import { adminCalls } from "./calls/admin.js";
import { adminEditingCalls } from "./calls/admin-editing.js";
import { adminScheduleCalls } from "./calls/admin-schedules.js";
import { accountCalls } from "./calls/accounts.js";
import { addressCalls } from "./calls/addresses.js";
import { autoPayCalls } from "./calls/auto-pay.js";
import { calendarCalls } from "./calls/calendar.js";
import { cartCalls } from "./calls/cart.js";
import { catalogueCalls } from "./calls/catalogue.js";
import { chatCalls } from "./calls/chat.js";
import { classTransferCalls } from "./calls/class-transfers.js";
import { couponCalls } from "./calls/coupons.js";
import { contentCalls } from "./calls/content.js";
import { leadCalls } from "./calls/leads.js";
import { mediaCalls } from "./calls/media.js";
import { orderCalls } from "./calls/orders.js";
import { orderDetailCalls } from "./calls/order-detail.js";
import { pageCalls } from "./calls/pages.js";
import { paymentCalls } from "./calls/payments.js";
import { productCalls } from "./calls/products.js";
import { referenceCalls } from "./calls/reference.js";
import { refundCalls } from "./calls/refunds.js";
import { recordedCalls } from "./calls/recorded.js";
import { rescheduleCalls } from "./calls/reschedules.js";
import { shopCalls } from "./calls/shop.js";
import { serviceDeskCalls } from "./calls/service-desk.js";
import { serviceDeskAutoPayCalls } from "./calls/service-desk-auto-pay.js";
import { serviceDeskRefundCalls } from "./calls/service-desk-refunds.js";
import { serviceDeskDeliveryCalls } from "./calls/service-desk-delivery.js";
import { feedbackCalls, serviceDeskFeedbackCalls } from "./calls/feedback.js";
import { serviceDeskSubscriptionCalls, subscriptionCalls } from "./calls/subscriptions.js";
import { assessmentCalls, serviceDeskAssessmentCalls } from "./calls/assessments.js";
import { evaluationCalls } from "./calls/evaluations.js";
import { groupBuyCalls } from "./calls/group-buy.js";
import { examCalls } from "./calls/exams.js";
import { siteCalls } from "./calls/site.js";
import { systemCalls } from "./calls/system.js";
import { unpaidCalls } from "./calls/unpaid.js";
import { myCoursesCalls } from "./calls/my-courses.js";
import type { CallDefinition } from "./define-call.js";

/**
 * The one API contract: every call the storefront makes, keyed by its name (the operationId in
 * /api/openapi.json). Request and response types anywhere in the code are inferred from here.
 */
export const contract = {
  ...systemCalls,
  ...siteCalls,
  ...referenceCalls,
  ...leadCalls,
  ...pageCalls,
  ...contentCalls,
  ...accountCalls,
  ...addressCalls,
  ...chatCalls,
  ...catalogueCalls,
  ...shopCalls,
  ...productCalls,
  ...cartCalls,
  ...couponCalls,
  ...orderCalls,
  ...orderDetailCalls,
  ...paymentCalls,
  ...autoPayCalls,
  ...refundCalls,
  ...recordedCalls,
  ...rescheduleCalls,
  ...unpaidCalls,
  ...myCoursesCalls,
  ...classTransferCalls,
  ...calendarCalls,
  ...subscriptionCalls,
  ...assessmentCalls,
  ...evaluationCalls,
  ...groupBuyCalls,
  ...examCalls,
  ...adminCalls,
  ...adminEditingCalls,
  ...adminScheduleCalls,
  ...mediaCalls,
  ...serviceDeskCalls,
  ...serviceDeskAutoPayCalls,
  ...serviceDeskRefundCalls,
  ...serviceDeskDeliveryCalls,
  ...feedbackCalls,
  ...serviceDeskFeedbackCalls,
  ...serviceDeskAssessmentCalls,
  ...serviceDeskSubscriptionCalls,
} satisfies Record<string, CallDefinition>;

export type Contract = typeof contract;
export type CallName = keyof Contract;
/** What a caller passes (defaults may be omitted). */
export type RequestOf<N extends CallName> = z.input<Contract[N]["request"]>;
/** What a handler receives after parsing. */
export type ParsedRequestOf<N extends CallName> = z.output<Contract[N]["request"]>;
export type ResponseOf<N extends CallName> = z.output<Contract[N]["response"]>;

export const callNames = Object.keys(contract) as CallName[];

const callsByPath = new Map(callNames.map((name) => [contract[name].path as string, name]));

export function callNameForPath(path: string): CallName | undefined {
  return callsByPath.get(path);
}
