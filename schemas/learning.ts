/** Values the learning tables keep (SPEC §4 My Courses, transfer applications; decision 0028). */

/** A student's place in a class: active; ended by a refund; or moved to another class by a transfer. */
export const ENROLMENT_STATUSES = ["active", "refunded", "transferredOut"] as const;
export type EnrolmentStatus = (typeof ENROLMENT_STATUSES)[number];

/** What a family asked to change: a whole class (transfer) or one lesson (reschedule). */
export const CHANGE_KINDS = ["transfer", "reschedule"] as const;
export type ChangeKind = (typeof CHANGE_KINDS)[number];

/**
 * Where an application stands (SPEC §4 transfer application): pending (a transfer waiting for its difference to
 * be paid), passed, rejected (by the rules or by staff), cancelled (unpaid in time, or withdrawn).
 */
export const CHANGE_STATUSES = ["pending", "passed", "rejected", "cancelled"] as const;
export type ChangeStatus = (typeof CHANGE_STATUSES)[number];
