import { z } from "zod";

/** Coupon categories (SPEC §3 Coupon): one coupon of each per order (§5). */
export const COUPON_CATEGORIES = ["tuition", "materials"] as const;
export const couponCategorySchema = z.enum(COUPON_CATEGORIES);

/** Cart-type codes (SPEC §3): 1 normal, 2 unpaid, 3 new group buy, 4 join group buy. */
export const CART_TYPES = { normal: 1, unpaid: 2, newGroupBuy: 3, joinGroupBuy: 4 } as const;
export type CartType = (typeof CART_TYPES)[keyof typeof CART_TYPES];
export const cartTypeSchema = z.union(Object.values(CART_TYPES).map((value) => z.literal(value)));

/** Order status codes (SPEC §4). */
export const ORDER_STATUS = {
  toBePaid: 100,
  paid: 200,
  cancelled: 300,
  expired: 301,
  chargeback: 302,
  refunded: 400,
  refundInProgress: 500,
} as const;
export type OrderStatus = (typeof ORDER_STATUS)[keyof typeof ORDER_STATUS];
export const orderStatusSchema = z.union(Object.values(ORDER_STATUS).map((value) => z.literal(value)));

/** Order create ways (SPEC §4): 1 normal, 2 from the unpaid list, 3 an activity, 4 a group buy. */
export const ORDER_CREATE_WAYS = { normal: 1, unpaidList: 2, activity: 3, groupBuy: 4 } as const;

/** Payment methods (SPEC §3 Order): 0 one-time, 1 instalments; debit methods: 1 auto pay, 0 bill pay. */
export const PAYMENT_METHODS = { oneTime: 0, instalments: 1 } as const;
export const paymentMethodSchema = z.union([z.literal(0), z.literal(1)]);
export const DEBIT_METHODS = { billPay: 0, autoPay: 1 } as const;
export const debitMethodSchema = z.union([z.literal(0), z.literal(1)]);

export const DELIVERY_OPTIONS = ["standard", "express"] as const;
export const deliveryOptionSchema = z.enum(DELIVERY_OPTIONS);
export type DeliveryOption = z.infer<typeof deliveryOptionSchema>;

const minorUnits = z.number().int().min(0).max(100_000_000);

/**
 * How a site sells (SPEC §9): its tax (GST on sg and uk, shown included or excluded), how goods are shipped
 * (sg: standard 3-5 working days, express 1-2 for 10 more), how long an unpaid order holds its seats, and how
 * a class is cut into instalment stages.
 */
export const siteCommerceSchema = z.object({
  tax: z.object({ rateBasisPoints: z.number().int().min(1).max(5000), included: z.boolean() }).nullable(),
  delivery: z
    .array(
      z.object({
        id: deliveryOptionSchema,
        fee: minorUnits,
        minWorkingDays: z.number().int().min(0).max(60),
        maxWorkingDays: z.number().int().min(0).max(60),
      }),
    )
    .min(1),
  paymentWindowMinutes: z.number().int().min(1).max(1440),
  lessonsPerStage: z.number().int().min(1).max(100),
  stageDueDaysBefore: z.number().int().min(0).max(60),
});
export type SiteCommerce = z.infer<typeof siteCommerceSchema>;
export type CouponCategory = z.infer<typeof couponCategorySchema>;

/** A fee item of an order (SPEC §3 Order fee items): shipping, for now. */
export const orderFeeSchema = z.object({ kind: z.literal("delivery"), option: deliveryOptionSchema, amount: minorUnits });
export type OrderFee = z.infer<typeof orderFeeSchema>;

/** Where an order came from, as createOrder was told (SPEC §4 order create ways). */
export const orderOriginSchema = z.object({
  fromPage: z.string().max(64).optional(),
  activityId: z.number().int().positive().optional(),
  activityType: z.number().int().min(0).max(99).optional(),
  groupId: z.string().max(64).optional(),
  /** The attribution event type: '31' followed by the activity type for a group buy. */
  eventType: z.string().max(8).optional(),
  /**
   * An order made from the unpaid list pays later stages of an earlier instalment order by hand: which order, class
   * line and stages (paying it marks them paid there). It buys no seat: the seat is the student's already.
   */
  paysStages: z.object({ orderId: z.string(), lineNo: z.number().int(), stageNos: z.array(z.number().int()).min(1) }).optional(),
  /**
   * An order paying a class transfer's price difference (decision 0029): it holds the seat of the class joined, and
   * paying it moves the student's place there instead of making one.
   */
  transfer: z.object({ applicationId: z.string() }).optional(),
  /** An order buying a subscription plan for a period (decision 0031): paying it starts the subscription. */
  subscription: z.object({ periodType: z.number().int() }).optional(),
  /**
   * An order paying a subscription's bill, by hand or deducted automatically (`auto`): paying it marks the bill paid
   * and extends the subscription. It holds nothing.
   */
  subscriptionBill: z.object({ subscriptionId: z.string(), billNo: z.number().int(), auto: z.boolean() }).optional(),
});
export type OrderOrigin = z.infer<typeof orderOriginSchema>;
export type StagesPaidByHand = NonNullable<OrderOrigin["paysStages"]>;

/** The delivery address kept with an order, as it was when ordered. */
export const orderAddressSchema = z.object({
  name: z.string(),
  countryCallingCode: z.string(),
  phone: z.string(),
  postcode: z.string(),
  address1: z.string(),
  address2: z.string(),
  city: z.string(),
  state: z.string(),
  suburb: z.string(),
  country: z.string(),
  delivery: deliveryOptionSchema,
});
export type OrderAddress = z.infer<typeof orderAddressSchema>;

export const PAYMENT_GATEWAYS = ["test", "stripe"] as const;
export type PaymentGatewayName = (typeof PAYMENT_GATEWAYS)[number];
/** pending: waiting for the payer; requires_action: extra authentication asked; the rest are final. */
export const PAYMENT_STATUSES = ["pending", "requires_action", "succeeded", "failed", "cancelled"] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** What a payment pays: the order at checkout, a later instalment stage (paid by hand or debited by auto-pay), or a subscription bill deducted. */
export const PAYMENT_PURPOSES = ["checkout", "stage", "subscription"] as const;
export type PaymentPurpose = (typeof PAYMENT_PURPOSES)[number];

/**
 * A refund request (SPEC §4 Refund): waiting for customer service's approval; refunding while the gateway returns
 * the money; refunded (order 400) or rejected (the order is paid again).
 */
export const REFUND_STATUSES = ["waiting", "refunding", "refunded", "rejected"] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];

/** A parcel of an order's goods, once it left the warehouse. */
export const SHIPMENT_STATUSES = ["in_transit", "delivered"] as const;
export type ShipmentStatus = (typeof SHIPMENT_STATUSES)[number];

/** An order's auto-pay authorisation (SPEC §4): authorised or not (a card the gateway refused). */
export const AUTO_PAY_AUTHORIZATIONS = ["authorized", "unauthorized"] as const;
export type AutoPayAuthorization = (typeof AUTO_PAY_AUTHORIZATIONS)[number];

/** A request to close auto-pay (SPEC §4): under review, then approved, rejected or auto-approved after a stated time. */
export const AUTO_PAY_CLOSURE_STATUSES = ["under_review", "approved", "rejected", "auto_approved"] as const;
export type AutoPayClosureStatus = (typeof AUTO_PAY_CLOSURE_STATUSES)[number];

/** An attempt to debit an instalment stage (SPEC §3 Auto-pay record: action time, type, result, description). */
export const DEBIT_TYPES = ["auto", "manual"] as const;
export type DebitType = (typeof DEBIT_TYPES)[number];
export const DEBIT_RESULTS = ["in_process", "succeeded", "failed", "unsupported"] as const;
export type DebitResult = (typeof DEBIT_RESULTS)[number];

/** What an order mail tells: the receipt (with its lines), a refund's decision, an instalment debit's result, a subscription bill due or not deducted (on its purchase order). */
export const ORDER_MAIL_KINDS = ["receipt", "refund_decided", "debit_result", "subscription_bill"] as const;
export type OrderMailKind = (typeof ORDER_MAIL_KINDS)[number];
