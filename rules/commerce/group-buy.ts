import type { GroupLaunchers, GroupRefusal, GroupState } from "../../schemas/group-buy.js";

/** What the group-buy check reads (SPEC §4 group-buy check; decision 0036). */
export interface GroupBuyFacts {
  now: Date;
  activity: { startsAt: Date; endsAt: Date; launchers: GroupLaunchers };
  family: {
    /** Has paid for an order before: no longer a new user. */
    hasBought: boolean;
    /** Holds or has paid a place in a group of this activity. */
    inActivity: boolean;
  };
  /** The group asked to join, when joining; null to launch one; undefined when the id names no group of this activity. */
  group?: { state: GroupState; taken: number; seats: number; deadline: Date | null } | null;
}

/**
 * Why a family may not launch or join a group, or null when it may (SPEC §4: the event ended, it cannot launch, it
 * cannot join — not a new user —, it already takes part; a full or closed group, or one whose leader has not paid
 * yet, cannot be joined). A group launched while the event ran may be joined until its own deadline.
 */
export function groupBuyRefusal({ now, activity, family, group }: GroupBuyFacts): GroupRefusal | null {
  if (group === undefined) return "notAvailable";
  if (group === null) {
    if (now < activity.startsAt) return "notAvailable";
    if (now >= activity.endsAt) return "eventEnded";
    if (family.inActivity) return "alreadyParticipated";
    if (activity.launchers === "returningFamilies" && !family.hasBought) return "cannotLaunch";
    return null;
  }
  if (family.inActivity) return "alreadyParticipated";
  if (family.hasBought) return "newUsersOnly";
  if (group.state === "failed" || (group.state === "open" && group.deadline !== null && group.deadline <= now)) return "closed";
  if (group.state === "full" || group.taken >= group.seats) return "full";
  if (group.state === "pending") return "notAvailable";
  return null;
}

/** The moment a group fails unless full: its leader's payment plus the activity's hours to fill. */
export const groupDeadline = (leaderPaidAt: Date, fillHours: number): Date => new Date(leaderPaidAt.getTime() + fillHours * 3_600_000);

/** A group's state once one more of its places is paid: the leader's payment opens it, the last place fills it. */
export function stateAfterPayment(group: { state: GroupState; paid: number; seats: number }, byLeader: boolean): GroupState {
  if (group.paid >= group.seats) return "full";
  return byLeader ? "open" : group.state;
}

/** The places a group still has for others to join. */
export const placesLeft = (group: { taken: number; seats: number }): number => Math.max(0, group.seats - group.taken);
