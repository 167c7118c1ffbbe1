import { z } from "zod";
import { defineCall } from "../define-call.js";
import { count, emptyRequest, text } from "../fields.js";
import { skuIdField } from "./catalogue.js";

const studentId = text(64, { min: 1 });
const instant = z.string();

/**
 * A stage of an instalment order still owed (SPEC §4 statuses 4 and 7), and how it will be paid: by hand (toPay),
 * by auto-pay within 24 h of its due date (autoPay), being debited now (debiting, 1014) or being paid by hand in
 * an order that waits for payment (paying).
 */
export const owedStageSchema = z.object({
  stageNo: count,
  lessonCount: count,
  amount: count,
  couponDiscount: count,
  dueAt: instant,
  /** When its first lesson begins, when the class still has it. */
  lessonsStartAt: instant.nullable(),
  status: z.number().int(),
  state: z.enum(["toPay", "autoPay", "debiting", "paying"]),
});

/** What paying by hand now charges (the stages due, or the next one), in minor units. */
export const handPaymentSchema = z.object({
  stageNos: z.array(count).min(1),
  subtotal: count,
  couponSaving: count,
  tax: count,
  taxIncluded: z.boolean(),
  /** The tax rule's label and rate where the site shows tax (GST on sg and uk). */
  taxRule: z.object({ label: z.literal("GST"), rateBasisPoints: count }).nullable(),
  total: count,
});

/** A class a student has begun paying by instalments, with what is still owed on it. */
export const unpaidClassSchema = z.object({
  /** The instalment order the stages belong to. */
  orderId: z.string(),
  skuId: z.string(),
  title: z.string(),
  /** Auto-pay debits its stages: the order's debit method is auto pay and its authorisation is authorised and open. */
  autoPay: z.boolean(),
  stages: z.array(owedStageSchema).min(1),
  /** What paying by hand would charge now; null while a debit or an earlier payment by hand is in process. */
  payNow: handPaymentSchema.nullable(),
  /** The order made by hand that waits for payment, to carry on paying it. */
  pendingOrderId: z.string().nullable(),
});
export type UnpaidClass = z.infer<typeof unpaidClassSchema>;

export const unpaidCalls = {
  getUnpaidInfo: defineCall({
    path: "/unpaid/info",
    summary:
      "The family's renewal window (SPEC §3 unpaid renewal config): from the due date of the next stage due first to when the lessons it pays for begin; null dates when nothing is owed.",
    request: emptyRequest,
    response: z.object({ startDate: instant.nullable(), endDate: instant.nullable() }),
    auth: "required",
  }),
  toBePaidCheck: defineCall({
    path: "/unpaid/to-be-paid-check",
    summary:
      "Before paying a class's next stage by hand: helper status 1 bind e-mail, 2 bind phone, 3 complete student info, 0 go on to order creation (SPEC §4). 1014 while auto-pay debits it; 4003 for a class the family does not owe.",
    request: z.object({ skuId: skuIdField, studentId: studentId.optional() }),
    response: z.object({ helper: z.object({ status: z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3)]) }) }),
    auth: "required",
  }),
  queryUnpaidCourses: defineCall({
    path: "/unpaid/courses",
    summary:
      "Per student of the family (or the one asked), each class begun by instalments with the stages still owed: amounts, due dates, whether auto-pay covers them or is debiting them, and what paying by hand would charge now.",
    request: z.object({ studentId: studentId.optional() }),
    response: z.object({
      students: z.array(
        z.object({ uid: z.string(), nickName: z.string(), firstName: z.string(), lastName: z.string(), classes: z.array(unpaidClassSchema).min(1) }),
      ),
    }),
    auth: "required",
  }),
};
