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

/** Subscription periods as SPEC §4 codes them (2 day, 3 month, 4 year); plans are sold by the month or the year. */
export const SUBSCRIPTION_PERIODS = { day: 2, month: 3, year: 4 } as const;
export const SOLD_SUBSCRIPTION_PERIODS = [SUBSCRIPTION_PERIODS.month, SUBSCRIPTION_PERIODS.year] as const;
export type SubscriptionPeriodType = (typeof SOLD_SUBSCRIPTION_PERIODS)[number];
/** SPEC §2 order create state: a subscription is bought by the month unless the parent picks another period. */
export const DEFAULT_SUBSCRIPTION_PERIOD: SubscriptionPeriodType = SUBSCRIPTION_PERIODS.month;

/** A subscription runs until it ends, cancelled at the end of its paid time or left unpaid for a whole period. */
export const SUBSCRIPTION_STATES = ["running", "ended"] as const;
export type SubscriptionState = (typeof SUBSCRIPTION_STATES)[number];
export type SubscriptionEndReason = "cancelled" | "unpaid";

/** A bill: due, paid, failed (its deduction was refused or could not be made), or void (the subscription ended first). */
export const SUBSCRIPTION_BILL_STATES = ["due", "paid", "failed", "void"] as const;
export type SubscriptionBillState = (typeof SUBSCRIPTION_BILL_STATES)[number];
/** How a bill was paid: the purchase's checkout, by hand from the subscription's page, or deducted automatically. */
export type SubscriptionPayMethod = "checkout" | "byHand" | "auto";

/**
 * How a family has a child's level assessed (SPEC §2 triage desk): an online evaluation taken at home, a video call
 * with a teacher, or a visit to a learning centre; the last two are booked for a time.
 */
export const ASSESSMENT_METHODS = ["online", "video", "center"] as const;
export type AssessmentMethod = (typeof ASSESSMENT_METHODS)[number];
export const BOOKED_ASSESSMENT_METHODS = ["video", "center"] as const;
export type BookedAssessmentMethod = (typeof BOOKED_ASSESSMENT_METHODS)[number];
export const ASSESSMENT_BOOKING_STATES = ["booked", "cancelled"] as const;
export type AssessmentBookingState = (typeof ASSESSMENT_BOOKING_STATES)[number];
