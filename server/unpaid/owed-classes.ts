import { and, asc, eq, inArray, lte, type SQL } from "drizzle-orm";
import { STAGES_PAID_LATER } from "../../rules/commerce/stages.js";
import { autoPayCovers, type PayingBy } from "../../rules/commerce/unpaid.js";
import type { CourseContentByLanguage, SkuKind } from "../../schemas/catalogue.js";
import { CART_TYPES, ORDER_CREATE_WAYS, ORDER_STATUS, PAYMENT_METHODS } from "../../schemas/commerce.js";
import type { Database } from "../db/connection.js";
import * as t from "../db/schema.js";

/** A stage still owed on a paid instalment order, with whoever is paying it now. */
export interface OwedStageRow {
  stageNo: number;
  lessonCount: number;
  amount: number;
  couponDiscount: number;
  dueAt: Date;
  status: number;
  /** When its first lesson begins; null when the class no longer has that lesson. */
  lessonsStartAt: Date | null;
  payingBy: PayingBy | null;
}

/** A class a student has begun paying by instalments (a paid order, paymentMethod 1) with stages still owed. */
export interface OwedClass {
  orderId: string;
  uid: string;
  lineNo: number;
  skuId: string;
  kind: SkuKind;
  content: CourseContentByLanguage;
  autoPay: boolean;
  stages: OwedStageRow[];
  /** An order made from the unpaid list paying some of the stages, while it waits for payment. */
  pendingOrder: { id: string; expiresAt: Date } | null;
}

/**
 * The family's classes with stages still owed (SPEC §4 stage statuses 4 and 7 on a paid instalment order), oldest
 * order first, each with its auto-pay cover (the order's debit method and mandate), the debit attempts in process
 * on its stages and the order paying them by hand, if any. Narrowed to one student or one SKU when asked.
 */
export async function owedClasses(db: Database, familyId: string, only: { uid?: string; skuId?: string } = {}): Promise<OwedClass[]> {
  const conditions: SQL[] = [
    eq(t.orders.familyId, familyId),
    eq(t.orders.status, ORDER_STATUS.paid),
    eq(t.orders.paymentMethod, PAYMENT_METHODS.instalments),
    inArray(t.orderStages.status, [...STAGES_PAID_LATER]),
  ];
  if (only.uid) conditions.push(eq(t.orders.uid, only.uid));
  if (only.skuId) conditions.push(eq(t.orderItems.skuId, only.skuId));
  const rows = await db
    .select({ order: { id: t.orders.id, uid: t.orders.uid, debitMethod: t.orders.debitMethod }, line: t.orderItems, stage: t.orderStages, classId: t.skus.classId })
    .from(t.orderStages)
    .innerJoin(t.orders, eq(t.orders.id, t.orderStages.orderId))
    .innerJoin(t.orderItems, and(eq(t.orderItems.orderId, t.orderStages.orderId), eq(t.orderItems.lineNo, t.orderStages.lineNo)))
    .innerJoin(t.skus, eq(t.skus.id, t.orderItems.skuId))
    .where(and(...conditions))
    .orderBy(asc(t.orders.createdAt), asc(t.orders.id), asc(t.orderStages.stageNo));
  if (rows.length === 0) return [];

  const orderIds = [...new Set(rows.map((row) => row.order.id))];
  const classIds = [...new Set(rows.flatMap((row) => (row.classId ? [row.classId] : [])))];
  // One after the other: a call that changes state runs in one transaction, which has one connection.
  const attempts = await db
    .select({ orderId: t.debitAttempts.orderId, lineNo: t.debitAttempts.lineNo, stageNo: t.debitAttempts.stageNo, type: t.debitAttempts.type })
    .from(t.debitAttempts)
    .where(and(inArray(t.debitAttempts.orderId, orderIds), eq(t.debitAttempts.result, "in_process")));
  const mandates = await db.select().from(t.autoPayMandates).where(inArray(t.autoPayMandates.orderId, orderIds));
  const pending = await stageOrdersWaiting(db, familyId);
  const lessons = classIds.length
    ? await db.select({ classId: t.lessons.classId, startsAt: t.lessons.startsAt }).from(t.lessons).where(inArray(t.lessons.classId, classIds)).orderBy(asc(t.lessons.startsAt))
    : [];

  const classes = new Map<string, OwedClass>();
  for (const { order, line, stage, classId } of rows) {
    const key = `${order.id}/${line.lineNo}`;
    let owed = classes.get(key);
    if (!owed) {
      const mandate = mandates.find((candidate) => candidate.orderId === order.id) ?? null;
      const paying = pending.find((candidate) => candidate.paysStages.orderId === order.id && candidate.paysStages.lineNo === line.lineNo);
      owed = {
        orderId: order.id,
        uid: order.uid,
        lineNo: line.lineNo,
        skuId: line.skuId,
        kind: line.kind,
        content: line.content,
        autoPay: autoPayCovers(order.debitMethod, mandate),
        stages: [],
        pendingOrder: paying ? { id: paying.id, expiresAt: paying.expiresAt } : null,
      };
      classes.set(key, owed);
    }
    const attempt = attempts.find((candidate) => candidate.orderId === order.id && candidate.lineNo === line.lineNo && candidate.stageNo === stage.stageNo);
    const classLessons = lessons.filter((lesson) => lesson.classId === classId);
    owed.stages.push({
      stageNo: stage.stageNo,
      lessonCount: stage.lessonCount,
      amount: stage.amount,
      couponDiscount: stage.couponDiscount,
      dueAt: stage.dueAt,
      status: stage.status,
      lessonsStartAt: classLessons[stage.firstLesson]?.startsAt ?? null,
      payingBy: attempt?.type ?? null,
    });
  }
  return [...classes.values()];
}

/** The family's orders made from the unpaid list that wait for payment, with the stages each pays. */
async function stageOrdersWaiting(db: Database, familyId: string) {
  const rows = await db
    .select({ id: t.orders.id, origin: t.orders.origin, expiresAt: t.orders.expiresAt })
    .from(t.orders)
    .where(and(eq(t.orders.familyId, familyId), eq(t.orders.status, ORDER_STATUS.toBePaid), eq(t.orders.createWay, ORDER_CREATE_WAYS.unpaidList)));
  return rows.flatMap(({ id, origin, expiresAt }) => (origin.paysStages ? [{ id, expiresAt, paysStages: origin.paysStages }] : []));
}

/** The family's orders paying stages by hand whose time to pay is over and that the sweep has not closed yet. */
export async function overdueStageOrderIds(db: Database, familyId: string, now: Date): Promise<string[]> {
  const rows = await db
    .select({ id: t.orders.id, origin: t.orders.origin })
    .from(t.orders)
    .where(and(eq(t.orders.familyId, familyId), eq(t.orders.status, ORDER_STATUS.toBePaid), eq(t.orders.createWay, ORDER_CREATE_WAYS.unpaidList), lte(t.orders.expiresAt, now)));
  return rows.filter((row) => row.origin.paysStages).map((row) => row.id);
}

/** The SKUs of the family's students' cart lines of cart type 2 (unpaid), each once. */
export async function unpaidCartSkus(db: Database, uids: readonly string[]): Promise<string[]> {
  if (uids.length === 0) return [];
  const rows = await db
    .selectDistinct({ skuId: t.cartItems.skuId })
    .from(t.cartItems)
    .where(and(inArray(t.cartItems.uid, [...uids]), eq(t.cartItems.cartType, CART_TYPES.unpaid)))
    .orderBy(asc(t.cartItems.skuId));
  return rows.map((row) => row.skuId);
}
