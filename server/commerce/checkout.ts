import { and, eq, sql } from "drizzle-orm";
import { ApiError, ErrorCode } from "../../api/errors.js";
import { checkChosenCoupons, type PricedLine } from "../../rules/commerce/coupons.js";
import { computeOrderTotals, type OrderTotals } from "../../rules/commerce/order-totals.js";
import { amountDueNow, instalmentsOffered, planStages, type PlannedStage } from "../../rules/commerce/stages.js";
import { periodPrice } from "../../rules/learning/subscriptions.js";
import { DEFAULT_SUBSCRIPTION_PERIOD, type SubscriptionPeriodType } from "../../schemas/learning.js";
import type { CourseContentByLanguage, SkuKind } from "../../schemas/catalogue.js";
import { ORDER_CREATE_WAYS, type DeliveryOption, type OrderAddress, type OrderFee } from "../../schemas/commerce.js";
import type { AccountRow } from "../accounts/accounts.js";
import { preparedQuery } from "../db/prepared.js";
import * as t from "../db/schema.js";
import type { GroupBuyActivity } from "./group-buy/activities.js";
import type { HandlerContext } from "../service/context.js";
import { ownLines } from "./cart.js";
import { chosenCoupons, couponTerms, type HeldCoupon } from "./coupons.js";
import { chosenAttachments, couponCategoryOf, loadSellableProducts, purchaseProblem, soldByTheItem, type SellableProduct } from "./products.js";

/** One product asked for at checkout; `cartId` when it comes from the cart. */
export interface CheckoutItem {
  skuId: string;
  quantity: number;
  attachmentSkuIds?: readonly string[] | null;
  cartId?: number;
}

export interface CheckoutRequest {
  items: readonly CheckoutItem[];
  couponIds: readonly string[];
  paymentMethod: 0 | 1;
  addressId?: number;
  delivery?: DeliveryOption;
  createWay?: number;
  activityId?: number;
  /** The group-buy activity of a create way 4 checkout, as the handler found it on the site. */
  groupBuy?: GroupBuyActivity;
  /** The period a subscription plan is bought for. */
  periodType?: SubscriptionPeriodType;
}

export interface CheckoutLine {
  lineNo: number;
  skuId: string;
  kind: SkuKind;
  attachedToLine: number | null;
  quantity: number;
  unitPrice: number;
  couponSaving: number;
  groupDiscount: number;
  content: CourseContentByLanguage;
}

export interface Checkout {
  /** The products bought, by SKU id, as loaded for this checkout. */
  products: Map<string, SellableProduct>;
  lines: CheckoutLine[];
  totals: OrderTotals<OrderFee>;
  /** The instalment stages of the one class of an instalment checkout, with their coupon share; else none. */
  stages: (PlannedStage & { couponDiscount: number })[];
  dueNow: number;
  coupons: HeldCoupon[];
  address: OrderAddress | null;
  needsAddress: boolean;
  instalmentsOffered: boolean;
  /** Why it cannot be ordered now (the first line's problem), or null. */
  problem: { code: number; message?: string } | null;
}

/** How createOrder refuses a product it cannot sell now. */
function refusalFor(ctx: Pick<HandlerContext, "say">, problem: ReturnType<typeof purchaseProblem>): Checkout["problem"] {
  if (problem === "ended") return { code: ErrorCode.CANNOT_CREATE_ORDER, message: ctx.say("classEnded") };
  if (problem === "notOnSale") return { code: ErrorCode.CANNOT_CREATE_ORDER, message: ctx.say("notOpenYet") };
  if (problem === "soldOut") return { code: ErrorCode.OUT_OF_STOCK };
  return null;
}

/**
 * What one product costs at checkout: the activity's price when ordered through its activity; a group buy's class is
 * shown at its list price less a group-buy discount down to the group price (SPEC §3 Order, decision 0036).
 */
function unitPriceOf(ctx: Pick<HandlerContext, "say">, product: SellableProduct, request: CheckoutRequest): { unitPrice: number; groupDiscount: number } {
  const { activity, price } = product.sku;
  const way = request.createWay ?? ORDER_CREATE_WAYS.normal;
  const notApplicable = () => new ApiError(ErrorCode.CANNOT_CREATE_ORDER, ctx.say("offerNotApplicable"));
  if (way === ORDER_CREATE_WAYS.groupBuy) {
    if (request.groupBuy?.skuId !== product.sku.id) throw notApplicable();
    return { unitPrice: price, groupDiscount: price - Math.min(price, request.groupBuy.price) };
  }
  if (way !== ORDER_CREATE_WAYS.activity) return { unitPrice: price, groupDiscount: 0 };
  if (!activity || activity.activityId !== request.activityId) throw notApplicable();
  return { unitPrice: Math.min(price, activity.sellPrice), groupDiscount: 0 };
}

/**
 * The order a checkout would make, every figure computed here once, in integer minor units (rules/commerce):
 * lines with their attachments, the prorated price of a class already under way, coupons checked together
 * (one per category, SPEC §5), delivery fee and tax, instalment stages. Writes nothing.
 */
export async function buildCheckout(ctx: HandlerContext, family: { id: string }, member: AccountRow, request: CheckoutRequest): Promise<Checkout> {
  if (request.items.length === 0) throw new ApiError(ErrorCode.INVALID_INPUT, "data.source: nothing to check out");
  const site = ctx.site();
  const products = await loadSellableProducts(ctx, request.items.flatMap((item) => [item.skuId, ...(item.attachmentSkuIds ?? [])]));

  const lines: CheckoutLine[] = [];
  const plans = new Map<number, PlannedStage[]>();
  let problem: Checkout["problem"] = null;
  for (const item of request.items) {
    const product = products.get(item.skuId)!;
    const quantity = soldByTheItem(product.sku.kind) ? item.quantity : 1;
    const found = purchaseProblem(product, quantity, ctx.now);
    problem ??= refusalFor(ctx, found);
    if (product.sku.kind === "subscription" && request.items.length > 1) throw new ApiError(ErrorCode.INVALID_INPUT, "data.source: a subscription plan is bought on its own");
    const price = unitPriceOf(ctx, product, request);
    const lineNo = lines.length + 1;
    let unitPrice = product.sku.kind === "subscription" ? periodPrice(price.unitPrice, request.periodType ?? DEFAULT_SUBSCRIPTION_PERIOD) : price.unitPrice;
    if (product.lessonStarts.length > 0) {
      const stages = planStages({ price: unitPrice, lessonStarts: product.lessonStarts, lessonsPerStage: site.commerce.lessonsPerStage, dueDaysBefore: site.commerce.stageDueDaysBefore, now: ctx.now });
      plans.set(lineNo, stages);
      // Lessons that have started are not charged (a mid-course sign-up, SPEC §4 stage status 5).
      unitPrice = stages.reduce((sum, stage) => sum + stage.amount, 0);
    }
    lines.push({ lineNo, skuId: item.skuId, kind: product.sku.kind, attachedToLine: null, quantity, unitPrice, couponSaving: 0, groupDiscount: Math.min(price.groupDiscount, unitPrice) * quantity, content: product.content });
    for (const attachment of chosenAttachments(product, item.attachmentSkuIds)) {
      lines.push({ lineNo: lines.length + 1, skuId: attachment.sku.id, kind: attachment.sku.kind, attachedToLine: lineNo, quantity, unitPrice: attachment.sku.price, couponSaving: 0, groupDiscount: 0, content: attachment.sku.content ?? {} });
      const attachmentProblem = purchaseProblem({ sku: attachment.sku, classEndsAt: null }, quantity, ctx.now);
      problem ??= refusalFor(ctx, attachmentProblem);
    }
  }

  const coupons = await chosenCoupons(ctx, family.id, request.couponIds);
  const checked = checkChosenCoupons(coupons.map(couponTerms), pricedForCoupons(lines), ctx.now);
  if (!checked.ok) throw new ApiError(ErrorCode.COUPON_INVALID, checked.reason === "samecategory" ? ctx.say("oneCouponPerKind") : undefined);
  checked.shares.forEach((share, index) => (lines[index]!.couponSaving = share));

  const needsAddress = lines.some((line) => line.kind === "goods");
  const address = needsAddress && request.addressId !== undefined ? await deliveryAddress(ctx, member.uid, request.addressId, request.delivery ?? site.commerce.delivery[0]!.id) : null;
  const option = site.commerce.delivery.find((candidate) => candidate.id === (request.delivery ?? site.commerce.delivery[0]!.id));
  if (!option) throw new ApiError(ErrorCode.INVALID_INPUT, "data.delivery: not a delivery option of this site");
  const fees: OrderFee[] = needsAddress && option.fee > 0 ? [{ kind: "delivery", option: option.id, amount: option.fee }] : [];
  const totals = computeOrderTotals({ lines, fees, tax: site.commerce.tax });

  const classLines = [...plans.keys()];
  const instalmentLine = classLines.length === 1 && lines.filter((line) => line.attachedToLine === null).length === 1 ? classLines[0]! : null;
  const offered = instalmentLine !== null && instalmentsOffered(plans.get(instalmentLine)!);
  if (request.paymentMethod === 1 && !offered) throw new ApiError(ErrorCode.CANNOT_CREATE_ORDER, ctx.say("instalmentsForOneClass"));

  if (request.paymentMethod === 0 || instalmentLine === null) return { products, lines, totals, stages: [], dueNow: totals.total, coupons, address, needsAddress, instalmentsOffered: offered, problem };
  // Instalments: the class's coupon saving comes off the earliest stages; later stages (and their tax, when added on top) are paid later.
  let saving = lines[instalmentLine - 1]!.couponSaving;
  const stages = plans.get(instalmentLine)!.map((stage) => {
    const couponDiscount = Math.min(saving, stage.amount);
    saving -= couponDiscount;
    return { ...stage, couponDiscount };
  });
  const laterNet = amountDueNow(stages.map((stage) => ({ ...stage, amount: stage.amount - stage.couponDiscount })), 1).later;
  const tax = site.commerce.tax;
  const laterTax = tax && !tax.included ? Math.round((laterNet * tax.rateBasisPoints) / 10_000) : 0;
  return { products, lines, totals, stages, dueNow: Math.max(0, totals.total - laterNet - laterTax), coupons, address, needsAddress, instalmentsOffered: offered, problem };
}

const studentAddress = preparedQuery((db) =>
  db
    .select()
    .from(t.addresses)
    .where(and(eq(t.addresses.id, sql.placeholder("addressId")), eq(t.addresses.uid, sql.placeholder("uid"))))
    .prepare("student_address"),
);

async function deliveryAddress(ctx: HandlerContext, uid: string, addressId: number, delivery: DeliveryOption): Promise<OrderAddress> {
  const [row] = await studentAddress(ctx.db).execute({ addressId, uid });
  if (!row) throw new ApiError(ErrorCode.NOT_FOUND_OR_ENDED, "No matching record found.");
  const { name, countryCallingCode, phone, postcode, address1, address2, city, state, suburb, country } = row;
  return { name, countryCallingCode, phone, postcode, address1, address2, city, state, suburb, country, delivery };
}

/** Checkout lines as the coupon rules weigh them: what each costs before coupons. */
export function pricedForCoupons(lines: readonly CheckoutLine[]): PricedLine[] {
  return lines.map((line) => ({ skuId: line.skuId, category: couponCategoryOf(line.kind), amount: line.unitPrice * line.quantity - line.groupDiscount }));
}

/** The cart lines with these ids of the student, as checkout items; any other id answers 4003. */
export async function cartCheckoutItems(ctx: HandlerContext, uid: string, cartIds: readonly number[]): Promise<CheckoutItem[]> {
  const rows = await ownLines(ctx, uid, cartIds);
  return rows.map((row) => ({ skuId: row.skuId, quantity: row.quantity, attachmentSkuIds: row.attachmentSkuIds, cartId: row.id }));
}

/** SPEC §3 User: information is complete when nickname, first and last name and grade are all set. */
export const registrationComplete = (member: AccountRow) => Boolean(member.nickName && member.firstName && member.lastName && member.gradeId !== null);
