/** Values the group-buy tables keep (SPEC §2 /activity/group/detail, §4 group-buy check; decision 0036). */

/** Who may launch a group of an activity (SPEC §4: "launching limited to certain users"). */
export const GROUP_LAUNCHERS = ["anyone", "returningFamilies"] as const;
export type GroupLaunchers = (typeof GROUP_LAUNCHERS)[number];

/**
 * A group: pending while its leader's order waits to be paid, open once it is (others may join until the deadline),
 * full when every place is paid, failed when the leader never paid or the deadline passed first.
 */
export const GROUP_STATES = ["pending", "open", "full", "failed"] as const;
export type GroupState = (typeof GROUP_STATES)[number];

/** A place in a group: held by an unpaid order, paid, given up (the order closed unpaid), or refunded (the group failed). */
export const GROUP_PLACE_STATES = ["holding", "paid", "left", "refunded"] as const;
export type GroupPlaceState = (typeof GROUP_PLACE_STATES)[number];
export type GroupRole = "leader" | "member";

/**
 * Why the group-buy check refuses a family (SPEC §4): the event ended, it may not launch, the group is full, closed or
 * not available (its leader has not paid), the family is not new, or already takes part. api/errors.ts codes them.
 */
export const GROUP_REFUSALS = ["eventEnded", "cannotLaunch", "full", "closed", "notAvailable", "newUsersOnly", "alreadyParticipated"] as const;
export type GroupRefusal = (typeof GROUP_REFUSALS)[number];
