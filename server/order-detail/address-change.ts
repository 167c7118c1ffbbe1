import { and, eq } from "drizzle-orm";
import { ApiError, ErrorCode } from "../../api/errors.js";
import { addressChangeRefusal, serviceAddressChangeRefusal } from "../../rules/commerce/address-window.js";
import type { AddressChangeRefusal } from "../../schemas/api/calls/order-detail.js";
import type { OrderAddress } from "../../schemas/commerce.js";
import type { Database } from "../db/connection.js";
import * as t from "../db/schema.js";
import { hasShipments } from "./order-facts.js";

type OrderRow = typeof t.orders.$inferSelect;
/** An address without the delivery option: the option (and its fee) was chosen and paid at checkout and stays. */
export type AddressFields = Omit<OrderAddress, "delivery">;

const ADDRESS_KEYS = ["name", "countryCallingCode", "phone", "postcode", "address1", "address2", "city", "state", "suburb", "country"] as const satisfies readonly (keyof AddressFields)[];

/** The address fields of an address-book row or an order's address. */
export const addressFieldsOf = (row: AddressFields): AddressFields => Object.fromEntries(ADDRESS_KEYS.map((key) => [key, row[key]])) as AddressFields;

const sameAddress = (a: AddressFields, b: AddressFields) => ADDRESS_KEYS.every((key) => a[key] === b[key]);

const REFUSAL_ERRORS: Record<AddressChangeRefusal, () => ApiError> = {
  noGoods: () => new ApiError(ErrorCode.INVALID_INPUT, "orderId: this order has no goods to deliver"),
  notPaid: () => new ApiError(ErrorCode.INVALID_INPUT, "orderId: only a paid order's delivery address can be changed"),
  inTransit: () => new ApiError(ErrorCode.ADDRESS_IN_TRANSIT),
  windowOver: () => new ApiError(ErrorCode.ADDRESS_WINDOW_OVER),
};

/**
 * An order read for a change in the caller's transaction: its row is locked until the commit, so a parcel recorded
 * or another change made meanwhile waits, and what was checked still holds when the change is written.
 * With `familyId`, another family's order answers 4003 as none does.
 */
export async function orderForChange(tx: Database, orderId: string, familyId?: string): Promise<OrderRow> {
  const [order] = await tx
    .select()
    .from(t.orders)
    .where(and(eq(t.orders.id, orderId), familyId === undefined ? undefined : eq(t.orders.familyId, familyId)))
    .for("update");
  if (!order) throw new ApiError(ErrorCode.NOT_FOUND_OR_ENDED, "No matching record found.");
  return order;
}

/**
 * Sends a locked order's goods to `fields` and records the change (before, after, who: a staff e-mail, or null for
 * the parent), in the caller's transaction. The rules of rules/commerce/address-window.ts refuse it (4000 naming
 * orderId, 4132 in transit, 4133 after the parent's 24 hours), and so does an address that is the same (4108).
 */
export async function changeOrderAddress(
  tx: Database,
  order: OrderRow,
  fields: AddressFields,
  { staffEmail, now }: { staffEmail: string | null; now: Date },
): Promise<{ before: OrderAddress; after: OrderAddress; changedAt: Date }> {
  const facts = { hasGoods: order.address !== null, status: order.status, paidAt: order.paidAt, shipped: await hasShipments(tx, order.id) };
  const refusal = staffEmail === null ? addressChangeRefusal(facts, now) : serviceAddressChangeRefusal(facts);
  if (refusal) throw REFUSAL_ERRORS[refusal]();
  const before = order.address!;
  if (sameAddress(before, fields)) throw new ApiError(ErrorCode.ADDRESS_UNCHANGED);
  const after: OrderAddress = { ...addressFieldsOf(fields), delivery: before.delivery };
  await tx.update(t.orders).set({ address: after }).where(eq(t.orders.id, order.id));
  await tx.insert(t.orderAddressChanges).values({ orderId: order.id, before, after, staffEmail, changedAt: now });
  return { before, after, changedAt: now };
}

/**
 * The parent sends an order's goods to another address of its student's book (4003 for any other), in the call's
 * transaction (the idempotency key's, decision 0016): the order's row is locked, checked, changed and the change
 * recorded, or nothing is.
 */
export async function parentChangeAddress(tx: Database, familyId: string, { orderId, addressId }: { orderId: string; addressId: number }, now: Date) {
  const order = await orderForChange(tx, orderId, familyId);
  const [chosen] = await tx
    .select()
    .from(t.addresses)
    .where(and(eq(t.addresses.id, addressId), eq(t.addresses.uid, order.uid)));
  if (!chosen) throw new ApiError(ErrorCode.NOT_FOUND_OR_ENDED, "No matching record found.");
  const { after, changedAt } = await changeOrderAddress(tx, order, addressFieldsOf(chosen), { staffEmail: null, now });
  return { address: after, changedAt: changedAt.toISOString() };
}
