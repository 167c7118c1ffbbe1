import { and, eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { ErrorCode } from "../../api/errors.js";
import { ADDRESS_EDIT_WINDOW_MS } from "../../rules/commerce/address-window.js";
import type { CallName } from "../../schemas/api/contract.js";
import { ORDER_STATUS } from "../../schemas/commerce.js";
import { auditLog, orderAddressChanges, orders, refunds, shipments } from "../../server/db/schema.js";
import { signInWithStudent, usAddress } from "../helpers/accounts.js";
import { otherUsAddress, paidGoodsOrder, WORKBOOK } from "../helpers/order-detail.js";
import { signInAsStaff, type SignedInStaff } from "../helpers/staff.js";
import { startTestService, type TestService } from "../helpers/test-service.js";

/** The service's clock: real time, or the instant a test sets. */
let fixedNow: number | null = null;
let running: TestService;
let service: SignedInStaff;
beforeAll(async () => {
  running = await startTestService({}, { now: () => fixedNow ?? Date.now() });
  service = await signInAsStaff(running, "service");
});
afterAll(async () => {
  await running?.close();
});
afterEach(() => {
  fixedNow = null;
});

type Family = Awaited<ReturnType<typeof signInWithStudent>>;
const CLASS = "us-amc8-prep-online-sku";
const RECORDED = "us-fractions-video";

const readyFamily = () => signInWithStudent(running);
const codeOf = (promise: Promise<unknown>) =>
  promise.then(
    () => 0,
    (error: { code: number }) => error.code,
  );
const storedOrder = async (orderId: string) => (await running.store.db.select().from(orders).where(eq(orders.id, orderId)))[0]!;
const changesOf = (orderId: string) => running.store.db.select().from(orderAddressChanges).where(eq(orderAddressChanges.orderId, orderId));
const auditOf = (orderId: string, action: "order-address-change" | "shipment-record") =>
  running.store.db.select().from(auditLog).where(and(eq(auditLog.target, `order ${orderId}`), eq(auditLog.action, action)));
const detail = (family: Family, orderId: string) => family.api.call("queryOrderDetail", { orderId }, family.call);
const changeAddress = (family: Family, orderId: string, addressId: number, idempotencyKey?: string) =>
  family.api.call("updateOrderAddress", { orderId, addressId }, family.call, idempotencyKey ? { idempotencyKey } : undefined);
const recordParcel = (orderId: string, trackingNumber = "9400100000000000000001", staff = service) =>
  staff.api.call("serviceRecordShipment", { orderId, carrier: "USPS", trackingNumber, lineNos: [1] }, staff.call);

/** A paid order of the AMC 8 class with its workbook attached, paid at once or in instalments. */
async function paidClassOrder(family: Family, paymentMethod: 0 | 1 = 0) {
  const { id: addressId } = await family.api.call("addAddress", { ...usAddress, uid: family.uid }, family.call);
  const source = { kind: "product" as const, skuId: CLASS, attachmentSkuIds: [WORKBOOK] };
  const { orderId } = await family.api.call("createOrder", { studentId: family.uid, source, addressId, paymentMethod }, family.call);
  const { paymentId } = await family.api.call("payOrder", { orderId }, family.call);
  await family.api.call("actTestPayment", { paymentId, action: "pay" }, family.call);
  return orderId;
}

describe("queryOrderDetail", () => {
  it("answers the stored order's figures, methods, address and sub-orders, with the parent's window", async () => {
    const family = await readyFamily();
    const { orderId } = await paidGoodsOrder(family);
    const stored = await storedOrder(orderId);
    const shown = await detail(family, orderId);
    const result = await family.api.call("queryOrderResult", { orderId }, family.call);

    expect(shown).toMatchObject({
      orderId,
      status: ORDER_STATUS.paid,
      paymentMethod: stored.paymentMethod,
      debitMethod: stored.debitMethod,
      subtotal: stored.subtotal,
      couponSaving: stored.couponSaving,
      groupDiscount: stored.groupDiscount,
      fees: stored.fees,
      feeTotal: stored.feeTotal,
      tax: stored.tax,
      taxIncluded: stored.taxIncluded,
      total: stored.total,
      dueNow: stored.dueNow,
      createdAt: stored.createdAt.toISOString(),
      paidAt: stored.paidAt!.toISOString(),
      address: stored.address,
      lessons: { paid: 0, refunded: 0 },
      hasShipments: false,
      addressChange: { allowed: true, until: new Date(stored.paidAt!.getTime() + ADDRESS_EDIT_WINDOW_MS).toISOString(), refusal: null },
    });
    expect(shown.total).toBe(2 * 3500);
    expect(shown.lines).toEqual(result.lines);
    expect(shown.lines).toEqual([expect.objectContaining({ lineNo: 1, skuId: WORKBOOK, kind: "goods", quantity: 2, attachedToLine: null })]);
    expect(shown.subOrders).toEqual([{ subOrderId: `${orderId}-1`, line: shown.lines[0], attached: [] }]);
    expect(shown.address).toMatchObject({ name: usAddress.name, address1: usAddress.address1, delivery: "standard" });
  });

  it("counts the lessons paid for and those refunded, and gives a sub-order its attached items", async () => {
    const family = await readyFamily();
    const orderId = await paidClassOrder(family);
    const shown = await detail(family, orderId);
    expect(shown.lines.map((line) => [line.lineNo, line.kind, line.attachedToLine])).toEqual([
      [1, "class", null],
      [2, "goods", 1],
    ]);
    expect(shown.subOrders).toEqual([{ subOrderId: `${orderId}-1`, line: shown.lines[0], attached: [shown.lines[1]] }]);
    expect(shown.lessons).toEqual({ paid: 12, refunded: 0 });

    // A refund that went through gives its lessons back; one waiting for approval does not count yet.
    const refund = { orderId, familyId: (await storedOrder(orderId)).familyId, reasonId: 1, amount: 100, breakdown: {}, requestedAt: new Date() };
    await running.store.db.insert(refunds).values([
      { ...refund, id: `r-${orderId}-1`, status: "refunded", lessonCount: 3 },
      { ...refund, id: `r-${orderId}-2`, status: "rejected", lessonCount: 5 },
    ]);
    expect((await detail(family, orderId)).lessons).toEqual({ paid: 12, refunded: 3 });

    const subOrder = await family.api.call("querySubOrderDetail", { subOrderId: `${orderId}-1` }, family.call);
    expect(subOrder).toMatchObject({ orderId, status: ORDER_STATUS.paid, line: shown.lines[0], attached: [shown.lines[1]], stages: [], lessons: { paid: 12, refunded: 3 } });
    // The workbook is attached to the class, not a sub-order of its own; and there is no line 9.
    for (const subOrderId of [`${orderId}-2`, `${orderId}-9`]) {
      expect(await codeOf(family.api.call("querySubOrderDetail", { subOrderId }, family.call)), subOrderId).toBe(ErrorCode.NOT_FOUND_OR_ENDED);
    }
  });

  it("shows an instalment order's stages with their statuses and counts the paid stage's lessons only", async () => {
    const family = await readyFamily();
    const orderId = await paidClassOrder(family, 1);
    const shown = await detail(family, orderId);
    expect(shown.paymentMethod).toBe(1);
    expect(shown.stages.map((stage) => [stage.stageNo, stage.lessonCount, stage.status])).toEqual([
      [1, 4, 3],
      [2, 4, 4],
      [3, 4, 4],
    ]);
    expect(shown.lessons).toEqual({ paid: 4, refunded: 0 });
    const subOrder = await family.api.call("querySubOrderDetail", { subOrderId: `${orderId}-1` }, family.call);
    expect(subOrder.stages).toEqual(shown.stages);
    expect(subOrder.lessons).toEqual({ paid: 4, refunded: 0 });
  });

  it("answers 4003 for another family's order on every call, and 4000 naming the field for bad input", async () => {
    const owner = await readyFamily();
    const stranger = await readyFamily();
    const { orderId, otherAddressId } = await paidGoodsOrder(owner);
    const { id: strangersAddress } = await stranger.api.call("addAddress", { ...otherUsAddress, uid: stranger.uid }, stranger.call);
    const refused: [CallName, () => Promise<unknown>][] = [
      ["queryOrderDetail", () => detail(stranger, orderId)],
      ["querySubOrderDetail", () => stranger.api.call("querySubOrderDetail", { subOrderId: `${orderId}-1` }, stranger.call)],
      ["updateOrderAddress", () => changeAddress(stranger, orderId, strangersAddress)],
      ["queryLogistics", () => stranger.api.call("queryLogistics", { orderId }, stranger.call)],
    ];
    for (const [name, call] of refused) expect(await codeOf(call()), name).toBe(ErrorCode.NOT_FOUND_OR_ENDED);
    // The owner cannot send the goods to another family's address either.
    expect(await codeOf(changeAddress(owner, orderId, strangersAddress))).toBe(ErrorCode.NOT_FOUND_OR_ENDED);
    expect((await storedOrder(orderId)).address?.address1).toBe(usAddress.address1);
    expect(await changesOf(orderId)).toEqual([]);

    await expect(owner.api.call("querySubOrderDetail", { subOrderId: `${orderId}-0` }, owner.call)).rejects.toMatchObject({ code: ErrorCode.INVALID_INPUT, message: expect.stringContaining("subOrderId") });
    await expect(owner.api.call("updateOrderAddress", { orderId: "x", addressId: otherAddressId }, owner.call)).rejects.toMatchObject({ code: ErrorCode.INVALID_INPUT, message: expect.stringContaining("orderId") });
  });
});

describe("updateOrderAddress: the parent within 24 hours of payment", () => {
  it("sends the goods to another address of the student's book and records the change", async () => {
    const family = await readyFamily();
    const { orderId, otherAddressId } = await paidGoodsOrder(family);
    const changed = await changeAddress(family, orderId, otherAddressId);
    expect(changed.address).toMatchObject({ name: otherUsAddress.name, address1: otherUsAddress.address1, city: otherUsAddress.city, delivery: "standard" });
    expect((await storedOrder(orderId)).address).toEqual(changed.address);
    expect((await detail(family, orderId)).address).toEqual(changed.address);
    const [change, ...more] = await changesOf(orderId);
    expect(more).toEqual([]);
    expect(change).toMatchObject({ staffEmail: null, before: { address1: usAddress.address1 }, after: changed.address });
    expect(change!.changedAt.toISOString()).toBe(changed.changedAt);
  });

  it("is open 1 ms before 24 hours and over at exactly 24 hours and after, by the service's clock", async () => {
    const family = await readyFamily();
    const { orderId, addressId, otherAddressId } = await paidGoodsOrder(family);
    const paidAt = (await storedOrder(orderId)).paidAt!.getTime();
    const windowEnd = paidAt + ADDRESS_EDIT_WINDOW_MS;

    fixedNow = windowEnd - 1;
    expect((await detail(family, orderId)).addressChange).toEqual({ allowed: true, until: new Date(windowEnd).toISOString(), refusal: null });
    expect((await changeAddress(family, orderId, otherAddressId)).address.address1).toBe(otherUsAddress.address1);

    for (const now of [windowEnd, windowEnd + 1]) {
      fixedNow = now;
      await expect(changeAddress(family, orderId, addressId), String(now - paidAt)).rejects.toMatchObject({ code: ErrorCode.ADDRESS_WINDOW_OVER });
      expect((await detail(family, orderId)).addressChange).toEqual({ allowed: false, until: new Date(windowEnd).toISOString(), refusal: "windowOver" });
    }
    expect((await storedOrder(orderId)).address?.address1).toBe(otherUsAddress.address1);
    expect(await changesOf(orderId)).toHaveLength(1);
  });

  it("refuses the same address with 4108, whichever entry of the book holds it", async () => {
    const family = await readyFamily();
    const { orderId, addressId } = await paidGoodsOrder(family);
    await expect(changeAddress(family, orderId, addressId)).rejects.toMatchObject({ code: ErrorCode.ADDRESS_UNCHANGED, message: "Update failed. Same with the previous address." });
    const { id: copy } = await family.api.call("addAddress", { ...usAddress, uid: family.uid }, family.call);
    await expect(changeAddress(family, orderId, copy)).rejects.toMatchObject({ code: ErrorCode.ADDRESS_UNCHANGED });
    expect(await changesOf(orderId)).toEqual([]);
  });

  it("refuses with 4132 once a parcel is in transit, for the parent and customer service alike", async () => {
    const family = await readyFamily();
    const { orderId, otherAddressId } = await paidGoodsOrder(family);
    await recordParcel(orderId);
    await expect(changeAddress(family, orderId, otherAddressId)).rejects.toMatchObject({ code: ErrorCode.ADDRESS_IN_TRANSIT });
    expect(await detail(family, orderId)).toMatchObject({ hasShipments: true, addressChange: { allowed: false, refusal: "inTransit" } });
    await expect(service.api.call("serviceChangeOrderAddress", { orderId, ...otherUsAddress }, service.call)).rejects.toMatchObject({ code: ErrorCode.ADDRESS_IN_TRANSIT });
    expect(await changesOf(orderId)).toEqual([]);
  });

  it("refuses an order with nothing to deliver, and one not paid, with 4000 naming orderId", async () => {
    const family = await readyFamily();
    const { otherAddressId } = await paidGoodsOrder(family);
    const { orderId: recorded } = await family.api.call("createOrder", { studentId: family.uid, source: { kind: "product", skuId: RECORDED } }, family.call);
    const { paymentId } = await family.api.call("payOrder", { orderId: recorded }, family.call);
    await family.api.call("actTestPayment", { paymentId, action: "pay" }, family.call);
    await expect(changeAddress(family, recorded, otherAddressId)).rejects.toMatchObject({ code: ErrorCode.INVALID_INPUT, message: expect.stringMatching(/^orderId: /) });
    expect((await detail(family, recorded)).addressChange).toEqual({ allowed: false, until: null, refusal: "noGoods" });

    const { orderId: unpaid } = await family.api.call("createOrder", { studentId: family.uid, source: { kind: "product", skuId: WORKBOOK }, addressId: otherAddressId }, family.call);
    await expect(changeAddress(family, unpaid, otherAddressId)).rejects.toMatchObject({ code: ErrorCode.INVALID_INPUT, message: expect.stringMatching(/^orderId: /) });
    expect((await detail(family, unpaid)).addressChange).toEqual({ allowed: false, until: null, refusal: "notPaid" });
    // Past its deadline, before the sweep closes it, it shows as expired, as the order list does.
    fixedNow = (await storedOrder(unpaid)).expiresAt.getTime();
    expect(await detail(family, unpaid)).toMatchObject({ status: ORDER_STATUS.expired, remainPayMs: 0 });
  });

  it("changes once for a repeated request with the same Idempotency-Key", async () => {
    const family = await readyFamily();
    const { orderId, otherAddressId } = await paidGoodsOrder(family);
    const key = `change-${orderId}`;
    const first = await changeAddress(family, orderId, otherAddressId, key);
    // Had it run again, it would be the same address now (4108); the stored answer comes back instead.
    expect(await changeAddress(family, orderId, otherAddressId, key)).toEqual(first);
    expect(await changesOf(orderId)).toHaveLength(1);
  });
});

describe("queryLogistics and the parcels customer service records", () => {
  it("shows each parcel with its carrier, tracking number, items, address and status", async () => {
    const family = await readyFamily();
    const { orderId } = await paidGoodsOrder(family);
    expect(await family.api.call("queryLogistics", { orderId }, family.call)).toEqual({ orderId, address: (await storedOrder(orderId)).address, parcels: [] });

    expect(await recordParcel(orderId)).toEqual({ packageNo: 1 });
    // The same parcel again is the same parcel; another tracking number is the next one.
    expect(await recordParcel(orderId)).toEqual({ packageNo: 1 });
    expect(await recordParcel(orderId, "9400100000000000000099")).toEqual({ packageNo: 2 });
    const logistics = await family.api.call("queryLogistics", { orderId }, family.call);
    expect(logistics.address).toMatchObject({ address1: usAddress.address1 });
    expect(logistics.parcels).toEqual([
      expect.objectContaining({ packageNo: 1, carrier: "USPS", trackingNumber: "9400100000000000000001", status: "in_transit", deliveredAt: null, items: [{ lineNo: 1, title: "AMC 8 Practice Workbook", quantity: 2 }] }),
      expect.objectContaining({ packageNo: 2, trackingNumber: "9400100000000000000099", status: "in_transit" }),
    ]);
    expect(await auditOf(orderId, "shipment-record")).toHaveLength(2);

    const delivered = await service.api.call("serviceMarkDelivered", { orderId, packageNo: 1 }, service.call);
    expect(await service.api.call("serviceMarkDelivered", { orderId, packageNo: 1 }, service.call)).toEqual(delivered);
    expect((await family.api.call("queryLogistics", { orderId }, family.call)).parcels[0]).toMatchObject({ status: "delivered", deliveredAt: delivered.deliveredAt });
    expect(await auditOf(orderId, "shipment-record")).toHaveLength(3);
    await expect(service.api.call("serviceMarkDelivered", { orderId, packageNo: 7 }, service.call)).rejects.toMatchObject({ code: ErrorCode.NOT_FOUND_OR_ENDED });
  });

  it("records parcels only of a paid order's goods lines", async () => {
    const family = await readyFamily();
    const { otherAddressId } = await paidGoodsOrder(family);
    const { orderId: unpaid } = await family.api.call("createOrder", { studentId: family.uid, source: { kind: "product", skuId: WORKBOOK }, addressId: otherAddressId }, family.call);
    await expect(recordParcel(unpaid)).rejects.toMatchObject({ code: ErrorCode.INVALID_INPUT, message: expect.stringMatching(/^orderId: /) });
    const classOrder = await paidClassOrder(family);
    // Line 1 is the class, line 2 its workbook.
    await expect(service.api.call("serviceRecordShipment", { orderId: classOrder, carrier: "UPS", trackingNumber: "1Z999", lineNos: [1, 2] }, service.call)).rejects.toMatchObject({
      code: ErrorCode.INVALID_INPUT,
      message: "lineNos: line 1 is not goods of this order",
    });
    expect(await service.api.call("serviceRecordShipment", { orderId: classOrder, carrier: "UPS", trackingNumber: "1Z999", lineNos: [2] }, service.call)).toEqual({ packageNo: 1 });
    expect(await running.store.db.select().from(shipments).where(eq(shipments.orderId, unpaid))).toEqual([]);
    await expect(recordParcel("20260105123456789")).rejects.toMatchObject({ code: ErrorCode.NOT_FOUND_OR_ENDED });
  });
});

describe("customer service and the delivery address", () => {
  it("changes it after the parent's 24 hours, audited with who changed what", async () => {
    const family = await readyFamily();
    const { orderId, otherAddressId } = await paidGoodsOrder(family);
    await changeAddress(family, orderId, otherAddressId);
    fixedNow = (await storedOrder(orderId)).paidAt!.getTime() + 2 * ADDRESS_EDIT_WINDOW_MS;
    await expect(changeAddress(family, orderId, otherAddressId)).rejects.toMatchObject({ code: ErrorCode.ADDRESS_WINDOW_OVER });
    // Two days on, customer service signs in again (a staff session lasts a working day).
    const service = await signInAsStaff(running, "service");

    const entered = { ...otherUsAddress, address1: "  1 Ferry Building  ", postcode: "94111" };
    const { address } = await service.api.call("serviceChangeOrderAddress", { orderId, ...entered }, service.call);
    expect(address).toMatchObject({ address1: "1 Ferry Building", postcode: "94111", delivery: "standard" });
    expect((await storedOrder(orderId)).address).toEqual(address);
    expect((await detail(family, orderId)).address).toEqual(address);
    expect((await changesOf(orderId)).map((change) => [change.staffEmail, change.after.address1])).toEqual([
      [null, otherUsAddress.address1],
      [service.staff.email, "1 Ferry Building"],
    ]);
    const [audited, ...more] = await auditOf(orderId, "order-address-change");
    expect(more).toEqual([]);
    expect(audited).toMatchObject({ staffEmail: service.staff.email, detail: { before: { address1: otherUsAddress.address1 }, after: address } });

    const delivery = await service.api.call("serviceOrderDelivery", { orderId }, service.call);
    expect(delivery).toMatchObject({ orderId, address, addressRefusal: null, canShip: true, goodsLines: [{ lineNo: 1, title: "AMC 8 Practice Workbook", quantity: 2 }], parcels: [] });
    expect(delivery.addressChanges.map((change) => change.staffEmail)).toEqual([null, service.staff.email]);
    // The same address again, and a field the address book would refuse, change nothing.
    await expect(service.api.call("serviceChangeOrderAddress", { orderId, ...entered }, service.call)).rejects.toMatchObject({ code: ErrorCode.ADDRESS_UNCHANGED });
    await expect(service.api.call("serviceChangeOrderAddress", { orderId, ...entered, address1: "" }, service.call)).rejects.toMatchObject({ code: ErrorCode.INVALID_INPUT, message: expect.stringContaining("address1") });
    expect(await auditOf(orderId, "order-address-change")).toHaveLength(1);
  });

  it("is for customer service only: editors and publishers get 4031 on every delivery call", async () => {
    const family = await readyFamily();
    const { orderId } = await paidGoodsOrder(family);
    for (const role of ["editor", "publisher"] as const) {
      const staff = await signInAsStaff(running, role);
      const attempts: [CallName, () => Promise<unknown>][] = [
        ["serviceOrderDelivery", () => staff.api.call("serviceOrderDelivery", { orderId }, staff.call)],
        ["serviceChangeOrderAddress", () => staff.api.call("serviceChangeOrderAddress", { orderId, ...otherUsAddress }, staff.call)],
        ["serviceRecordShipment", () => recordParcel(orderId, "1", staff)],
        ["serviceMarkDelivered", () => staff.api.call("serviceMarkDelivered", { orderId, packageNo: 1 }, staff.call)],
      ];
      for (const [name, attempt] of attempts) expect(await codeOf(attempt()), `${role} ${name}`).toBe(ErrorCode.ROLE_FORBIDDEN);
    }
    // A parent's session is no staff session at all.
    expect(await codeOf(family.api.call("serviceOrderDelivery", { orderId }, family.call))).toBe(ErrorCode.STAFF_SESSION_INVALID);
    expect((await storedOrder(orderId)).address?.address1).toBe(usAddress.address1);
    expect(await running.store.db.select().from(shipments).where(eq(shipments.orderId, orderId))).toEqual([]);
  });
});
