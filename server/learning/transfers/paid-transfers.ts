import { and, eq } from "drizzle-orm";
import { lessonsTakenOver } from "../../../rules/learning/class-transfer.js";
import { ORDER_STATUS } from "../../../schemas/commerce.js";
import type { ChangeStatus } from "../../../schemas/learning.js";
import type { Database } from "../../db/connection.js";
import * as t from "../../db/schema.js";
import { log } from "../../log.js";
import { lessonsOf } from "./transfer-facts.js";
import { releaseTakenSeat } from "../../commerce/seats.js";
import { lockedPlace, movePlace } from "./move-place.js";

/**
 * Why a transfer application ended without passing, as change_applications.note keeps it for the application
 * records: a refusal's reason (schemas/api/calls/class-transfers.ts TRANSFER_REFUSALS), or one of these.
 */
const TRANSFER_END_NOTES = { unpaid: "unpaid", cancelledByFamily: "cancelledByFamily", placeEnded: "placeEnded" } as const;

async function decide(db: Database, applicationId: string, status: ChangeStatus, note: string, now: Date) {
  const [decided] = await db
    .update(t.changeApplications)
    .set({ status, note, decidedAt: now })
    .where(and(eq(t.changeApplications.id, applicationId), eq(t.changeApplications.status, "pending")))
    .returning();
  return decided;
}

/**
 * The order paying a transfer's difference was paid (captureOrder, in the payment's transaction; its seat in the class
 * joined was taken with the order): the place moves there and the application passes (decision 0029). Should
 * the place have ended meanwhile (refunded), the seat goes back on sale, the application is cancelled and the payment
 * is logged for customer service to give back.
 */
export async function passPaidTransfer(db: Database, applicationId: string, orderId: string, now: Date): Promise<void> {
  const [application] = await db.select().from(t.changeApplications).where(eq(t.changeApplications.id, applicationId));
  const [seat] = application ? await db.select({ id: t.skus.id }).from(t.skus).where(eq(t.skus.classId, application.toClassId)) : [];
  const place = application?.status === "pending" ? await lockedPlace(db, application.enrolmentId) : undefined;
  if (application && seat && place?.status === "active") {
    const lessons = await lessonsOf(db, [place.classId, application.toClassId]);
    const to = { classId: application.toClassId, skuId: seat.id, lessons: lessons.get(application.toClassId)! };
    const { taken } = lessonsTakenOver(lessons.get(place.classId)!, place, to.lessons, now);
    if (await movePlace(db, place, to, taken, now)) {
      await decide(db, application.id, "passed", "", now);
      return;
    }
  }
  if (seat) await releaseTakenSeat(db, seat.id);
  if (application) await decide(db, application.id, "cancelled", TRANSFER_END_NOTES.placeEnded, now);
  log.warn("transfer difference paid for a place that can no longer move: refund it", { order: orderId, application: applicationId });
}

/**
 * The order paying a transfer's difference was closed unpaid (closeUnpaidOrder, which gave its seat back): the
 * application is cancelled and the student keeps the place they had (decision 0029).
 */
export async function cancelUnpaidTransfer(db: Database, applicationId: string, closedAs: number, now: Date): Promise<void> {
  await decide(db, applicationId, "cancelled", closedAs === ORDER_STATUS.cancelled ? TRANSFER_END_NOTES.cancelledByFamily : TRANSFER_END_NOTES.unpaid, now);
}
