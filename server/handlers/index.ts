import type { Handlers } from "../service/context.js";
import { accountHandlers } from "./accounts.js";
import { addressHandlers } from "./addresses.js";
import { autoPayHandlers } from "./auto-pay.js";
import { calendarHandlers } from "./calendar.js";
import { adminHandlers } from "./admin.js";
import { adminEditingHandlers } from "./admin-editing.js";
import { adminScheduleHandlers } from "./admin-schedules.js";
import { cartHandlers } from "./cart.js";
import { catalogueHandlers } from "./catalogue.js";
import { chatHandlers } from "./chat.js";
import { classTransferHandlers } from "./class-transfers.js";
import { couponHandlers } from "./coupons.js";
import { contentHandlers } from "./content.js";
import { leadHandlers } from "./leads.js";
import { mediaHandlers } from "./media.js";
import { orderHandlers } from "./orders.js";
import { orderDetailHandlers } from "./order-detail.js";
import { pageHandlers } from "./pages.js";
import { paymentHandlers } from "./payments.js";
import { productHandlers } from "./products.js";
import { referenceHandlers } from "./reference.js";
import { refundHandlers } from "./refunds.js";
import { recordedHandlers } from "./recorded.js";
import { rescheduleHandlers } from "./reschedules.js";
import { serviceDeskHandlers } from "./service-desk.js";
import { serviceDeskAutoPayHandlers } from "./service-desk-auto-pay.js";
import { serviceDeskRefundHandlers } from "./service-desk-refunds.js";
import { serviceDeskDeliveryHandlers } from "./service-desk-delivery.js";
import { feedbackHandlers } from "./feedback.js";
import { subscriptionHandlers } from "./subscriptions.js";
import { assessmentHandlers } from "./assessments.js";
import { evaluationHandlers } from "./evaluations.js";
import { groupBuyHandlers } from "./group-buy.js";
import { examHandlers } from "./exams.js";
import { shopHandlers } from "./shop.js";
import { siteHandlers } from "./site.js";
import { systemHandlers } from "./system.js";
import { unpaidHandlers } from "./unpaid.js";
import { myCoursesHandlers } from "./my-courses.js";

/** Every call of the contract has exactly one handler; the type refuses a missing one. */
export const handlers: Handlers = {
  ...systemHandlers,
  ...siteHandlers,
  ...referenceHandlers,
  ...leadHandlers,
  ...pageHandlers,
  ...contentHandlers,
  ...accountHandlers,
  ...addressHandlers,
  ...chatHandlers,
  ...catalogueHandlers,
  ...shopHandlers,
  ...productHandlers,
  ...cartHandlers,
  ...couponHandlers,
  ...orderHandlers,
  ...orderDetailHandlers,
  ...paymentHandlers,
  ...autoPayHandlers,
  ...refundHandlers,
  ...recordedHandlers,
  ...rescheduleHandlers,
  ...unpaidHandlers,
  ...myCoursesHandlers,
  ...classTransferHandlers,
  ...calendarHandlers,
  ...subscriptionHandlers,
  ...assessmentHandlers,
  ...evaluationHandlers,
  ...groupBuyHandlers,
  ...examHandlers,
  ...adminHandlers,
  ...adminEditingHandlers,
  ...adminScheduleHandlers,
  ...mediaHandlers,
  ...serviceDeskHandlers,
  ...serviceDeskAutoPayHandlers,
  ...serviceDeskRefundHandlers,
  ...serviceDeskDeliveryHandlers,
  ...feedbackHandlers,
};
