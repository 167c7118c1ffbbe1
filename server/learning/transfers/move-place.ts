import { and, asc, eq, inArray } from "drizzle-orm";
import { STAGE_STATUS } from "../../../rules/commerce/stages.js";
import { placeLessons, type Lesson } from "../../../rules/learning/class-transfer.js";
import type { Database } from "../../db/connection.js";
import { releaseTakenSeat } from "../../commerce/seats.js";
import * as t from "../../db/schema.js";
import { cancelComingReschedules } from "../enrolments.js";
import type { Place } from "../places.js";

/** The place, locked until the transaction ends: a transfer, its payment and a refund of it happen one after the other. */
export async function lockedPlace(db: Database, placeId: string): Promise<Place | undefined> {
  const [place] = await db.select().from(t.enrolments).where(eq(t.enrolments.id, placeId)).for("update");
  return place;
}

/** Locks the SKUs' rows in id order, as every order takes seats, so two transfers crossing between two classes never deadlock. */
export async function lockSkus(db: Database, skuIds: readonly string[]): Promise<void> {
  await db.select({ id: t.skus.id }).from(t.skus).where(inArray(t.skus.id, [...skuIds])).orderBy(asc(t.skus.id)).for("update");
}

/**
 * Moves a student's active place into the class joined (decision 0028), whose seat the caller has taken: a new
 * active place there for the lessons taken, carrying the transfers used (one more) and the reschedules used, and still
 * naming the order that first bought it (a refund of that order ends it and frees its seat); the old place ends as
 * transferredOut and gives its seat back when it held one, its reschedules still to come are cancelled (the student
 * follows the new class's lessons), and the stages of its order line say it moved. False, and
 * nothing changed, when the student has an active place in that class already.
 */
export async function movePlace(db: Database, place: Place, to: { classId: string; skuId: string; lessons: readonly Lesson[] }, taken: readonly Lesson[], now: Date): Promise<boolean> {
  const [opened] = await db
    .insert(t.enrolments)
    .values({
      familyId: place.familyId,
      uid: place.uid,
      classId: to.classId,
      skuId: to.skuId,
      orderId: place.orderId,
      lineNo: place.lineNo,
      ...placeLessons(taken, to.lessons),
      holdsSeat: true,
      status: "active",
      transfersUsed: place.transfersUsed + 1,
      reschedulesUsed: place.reschedulesUsed,
      fromEnrolmentId: place.id,
      createdAt: now,
    })
    .onConflictDoNothing()
    .returning({ id: t.enrolments.id });
  if (!opened) return false;
  await db
    .update(t.enrolments)
    .set({ status: "transferredOut", endedAt: now })
    .where(and(eq(t.enrolments.id, place.id), eq(t.enrolments.status, "active")));
  if (place.holdsSeat) await releaseTakenSeat(db, place.skuId);
  await cancelComingReschedules(db, place.id, now);
  await markStagesTransferred(db, place);
  return true;
}

/**
 * The instalment stages of the order line that bought the place, as SPEC §4 names them once it moved: paid ones
 * "paid before transfer" (6), owed ones "to be paid after transfer" (7), still owed and paid as before (the unpaid
 * list, auto-pay). A place bought in one payment has none.
 */
async function markStagesTransferred(db: Database, place: Place): Promise<void> {
  const theLine = and(eq(t.orderStages.orderId, place.orderId), eq(t.orderStages.lineNo, place.lineNo));
  await db.update(t.orderStages).set({ status: STAGE_STATUS.paidBeforeTransfer }).where(and(theLine, eq(t.orderStages.status, STAGE_STATUS.paid)));
  await db.update(t.orderStages).set({ status: STAGE_STATUS.toBePaidAfterTransfer }).where(and(theLine, eq(t.orderStages.status, STAGE_STATUS.registrationOpens)));
}
