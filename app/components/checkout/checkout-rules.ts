import { ErrorCode, isApiError } from "../../../api/errors.js";
import { STAGE_STATUS } from "../../../rules/commerce/stages.js";
import type { Address } from "../../../schemas/api/calls/addresses.js";
import type { CouponCategory } from "../../../schemas/commerce.js";

/** The text key of an instalment stage's status (SPEC §4: 1-7 and 10); null for a status the spec does not name. */
export function stageStatusKey(status: number): string | null {
  const name = (Object.keys(STAGE_STATUS) as (keyof typeof STAGE_STATUS)[]).find((key) => STAGE_STATUS[key] === status);
  return name ? `checkout.stage.status.${name}` : null;
}

/** A coupon as the choice needs it. */
export interface CouponChoice {
  id: string;
  category: CouponCategory;
}

/**
 * The coupons chosen after the parent clicks `picked` (SPEC §5: one per category, categories combine): a chosen
 * coupon is let go; another takes the place of the one of its category. Ids come back sorted, so one choice is
 * always asked for (and its order placed) with the same request.
 */
export function toggleCoupon(chosenIds: readonly string[], picked: CouponChoice, categoryOf: (id: string) => CouponCategory | undefined): string[] {
  const kept = chosenIds.filter((id) => id !== picked.id && categoryOf(id) !== picked.category);
  return couponIdsInOrder(chosenIds.includes(picked.id) ? kept : [...kept, picked.id]);
}

/** Coupon ids without repeats, sorted: the one way a choice is written in a request. */
export function couponIdsInOrder(ids: readonly string[]): string[] {
  return [...new Set(ids)].sort();
}

/** What keeps the order from being placed, in the order the page names them. */
export type PlaceOrderBlocker = "student" | "figures" | "registration" | "address" | "unavailable";

export interface OrderReadiness {
  /** A student who may buy the products is chosen. */
  studentChosen: boolean;
  /** The figures shown answer the choices as they stand (none asked for or still arriving: false). */
  figuresCurrent: boolean;
  /** What the server said of the choices, once it has. */
  registrationComplete: boolean | null;
  needsAddress: boolean | null;
  addressChosen: boolean;
  /** The server found nothing that keeps the products from being ordered now (the figures' problem). */
  orderable: boolean;
}

/** SPEC §5: a chosen student, figures that match the choices, complete registration, an address when something ships. */
export function placeOrderBlockers(state: OrderReadiness): PlaceOrderBlocker[] {
  const blockers: PlaceOrderBlocker[] = [];
  if (!state.studentChosen) blockers.push("student");
  if (!state.figuresCurrent) blockers.push("figures");
  if (state.registrationComplete === false) blockers.push("registration");
  if (state.needsAddress === true && !state.addressChosen) blockers.push("address");
  if (!state.orderable) blockers.push("unavailable");
  return blockers;
}

/** What the page offers beside a failure to fix it ("group": the way back to the group buy's page). */
export type FailureFix = "address" | "registration" | "orders" | "coupons" | "group";

/** A failure as the page says it: the server's text when given, else its own (a key); and what fixes it. */
export interface CheckoutFailure {
  key: string;
  text?: string;
  fix?: FailureFix;
}

/** Codes the page says in its own words (api/errors.ts 4120-4130 and the group buy's 6000-6007, SPEC §4 and §8), with what fixes them. */
const KNOWN_FAILURES: Partial<Record<number, { key: string; fix?: FailureFix }>> = {
  [ErrorCode.OUT_OF_STOCK]: { key: "checkout.errors.outOfStock" },
  [ErrorCode.COUPON_INVALID]: { key: "checkout.errors.couponInvalid", fix: "coupons" },
  [ErrorCode.ADDRESS_REQUIRED]: { key: "checkout.errors.addressRequired", fix: "address" },
  [ErrorCode.REGISTRATION_INCOMPLETE]: { key: "checkout.errors.registrationIncomplete", fix: "registration" },
  [ErrorCode.UNPAID_ORDER_EXISTS]: { key: "checkout.errors.unpaidOrderExists", fix: "orders" },
  [ErrorCode.ORDER_NOT_PAYABLE]: { key: "checkout.errors.notPayable", fix: "orders" },
  [ErrorCode.PAYMENT_LINK_EMPTY]: { key: "checkout.errors.paymentLinkEmpty" },
  [ErrorCode.OPERATION_TOO_FREQUENT]: { key: "checkout.errors.tooFrequent" },
  [ErrorCode.NETWORK_ERROR]: { key: "checkout.errors.network" },
  [ErrorCode.GROUP_EVENT_ENDED]: { key: "checkout.errors.groupEventEnded", fix: "group" },
  [ErrorCode.GROUP_CANNOT_LAUNCH]: { key: "checkout.errors.groupCannotLaunch", fix: "group" },
  [ErrorCode.GROUP_LAUNCH_FAILED]: { key: "checkout.errors.groupLaunchFailed", fix: "group" },
  [ErrorCode.GROUP_FULL]: { key: "checkout.errors.groupFull", fix: "group" },
  [ErrorCode.GROUP_CLOSED]: { key: "checkout.errors.groupClosed", fix: "group" },
  [ErrorCode.GROUP_NOT_AVAILABLE]: { key: "checkout.errors.groupNotAvailable", fix: "group" },
  [ErrorCode.GROUP_NEW_USERS_ONLY]: { key: "checkout.errors.groupNewUsersOnly", fix: "group" },
  [ErrorCode.GROUP_ALREADY_PARTICIPATED]: { key: "checkout.errors.groupAlreadyParticipated", fix: "group" },
};

/**
 * How a failed call of the checkout is shown (SPEC §8): known codes in the page's words, with their fix (add an
 * address, complete the registration, see the orders, choose coupons again, go back to the group); any other code the server's message
 * (e.g. 4123's reason), else a general text. Null for code 9: the shell says the session has expired.
 */
export function checkoutFailure(error: unknown): CheckoutFailure | null {
  if (isApiError(error, ErrorCode.SESSION_INVALID)) return null;
  const code = isApiError(error) ? error.code : ErrorCode.SYSTEM_ERROR;
  const known = KNOWN_FAILURES[code];
  if (known) return known;
  const fallback = code === ErrorCode.CANNOT_CREATE_ORDER ? "checkout.errors.cannotCreate" : "checkout.errors.failed";
  return isApiError(error) && error.message ? { text: error.message, key: fallback } : { key: fallback };
}

/** The addresses goods can be sent to: the delivery ones (SPEC §3 Address: billing or delivery use). */
export function deliveryAddresses<A extends Pick<Address, "use">>(addresses: readonly A[]): A[] {
  return addresses.filter((address) => address.use === "delivery");
}

/** The address goods go to: the one chosen while it is still there, else the default, else the first; none for an empty book. */
export function shippingAddressId(addresses: readonly Pick<Address, "id" | "isDefault">[], chosenId: number | undefined): number | undefined {
  const chosen = addresses.find((address) => address.id === chosenId);
  return (chosen ?? addresses.find((address) => address.isDefault) ?? addresses[0])?.id;
}

/**
 * Whether the order buys a subscription plan (decision 0031): renewed each period with the card kept at purchase,
 * so never paid by instalments (the server refuses them for it too).
 */
export const buysSubscription = (lines: readonly { kind: string }[] | null | undefined): boolean => (lines ?? []).some((line) => line.kind === "subscription");
