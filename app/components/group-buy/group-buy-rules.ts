import { ErrorCode, GROUP_REFUSAL_CODES } from "../../../api/errors.js";
import { groupBuyRefusal } from "../../../rules/commerce/group-buy.js";
import type { GroupBuyView } from "../../../schemas/api/calls/group-buy.js";
import { countdownClock } from "../catalogue/card-view.js";

type Group = NonNullable<GroupBuyView["group"]>;

/** The page of an activity (SPEC §2 /activity/group/detail/{id}), on one of its groups when `groupId` is given. */
export function groupBuyPath(activityId: number, groupId?: string | null): string {
  const path = `/activity/group/detail/${activityId}`;
  return groupId ? `${path}?${new URLSearchParams({ groupId })}` : path;
}

/** The codes the group-buy check answers (SPEC §4), each with its own text. */
export const REFUSAL_TEXT_CODES = [
  ErrorCode.GROUP_EVENT_ENDED,
  ErrorCode.GROUP_CANNOT_LAUNCH,
  ErrorCode.GROUP_LAUNCH_FAILED,
  ErrorCode.GROUP_FULL,
  ErrorCode.GROUP_CLOSED,
  ErrorCode.GROUP_NOT_AVAILABLE,
  ErrorCode.GROUP_NEW_USERS_ONLY,
  ErrorCode.GROUP_ALREADY_PARTICIPATED,
] as const;

/** The text of a refusal: the code's own, or a general one for a code the check is not known to answer. */
export function refusalTextKey(code: number): string {
  return (REFUSAL_TEXT_CODES as readonly number[]).includes(code) ? `groupBuy.refusal.${code}` : "groupBuy.refusal.other";
}

/** A group that takes nobody any more: failed, or open past its deadline (the sweep fails it within seconds). */
function hasClosed(group: Group, now: number): boolean {
  return group.state === "failed" || (group.state === "open" && group.deadline !== null && Date.parse(group.deadline) <= now);
}

/** What the page offers, from the view as loaded (SPEC §2, §4 group-buy check). */
export type GroupBuyAction =
  /** No group asked: start one (a visitor logs in first). */
  | { kind: "launch"; needsLogin: boolean }
  /** A group with places the family may take. */
  | { kind: "join"; needsLogin: boolean }
  /** The family's own group: its link to share, and its order while the place is held unpaid. */
  | { kind: "invite"; order: { orderId: string } | null }
  | { kind: "complete" }
  /** A group that did not fill: places paid are refunded; a new one may be started while the event runs. */
  | { kind: "closed"; canRestart: boolean; needsLogin: boolean }
  | { kind: "refused"; code: number };

/**
 * The one action of the page. The viewer's check (the server's) decides for a signed-in family; for a visitor the
 * same rule is read with what anyone may know (the event's window and the group), so a visitor is asked to log in
 * only where a new family could go on.
 */
export function groupBuyAction(view: Pick<GroupBuyView, "group" | "viewer" | "eventState" | "startsAt" | "endsAt">, now: number): GroupBuyAction {
  const { group, viewer } = view;
  const needsLogin = viewer === null;
  if (group?.state === "full") return { kind: "complete" };
  if (group && hasClosed(group, now)) return { kind: "closed", canRestart: view.eventState === "running", needsLogin };
  if (group && viewer?.role) {
    return { kind: "invite", order: viewer.orderId && !viewer.paid ? { orderId: viewer.orderId } : null };
  }
  const code = viewer ? viewer.check : visitorRefusal(view, now);
  if (code !== 0) return { kind: "refused", code };
  return group ? { kind: "join", needsLogin } : { kind: "launch", needsLogin };
}

function visitorRefusal(view: Pick<GroupBuyView, "group" | "startsAt" | "endsAt">, now: number): number {
  const group = view.group && { ...view.group, deadline: view.group.deadline === null ? null : new Date(view.group.deadline) };
  const refusal = groupBuyRefusal({
    now: new Date(now),
    // Who may launch is the server's to say once the family is known.
    activity: { startsAt: new Date(view.startsAt), endsAt: new Date(view.endsAt), launchers: "anyone" },
    family: { hasBought: false, inActivity: false },
    group,
  });
  return refusal ? GROUP_REFUSAL_CODES[refusal] : 0;
}

/** The tags of the offer: the leader's while launching, the joiner's on a group (SPEC §3 creatorTags, memberTags). */
export function shownTags(view: Pick<GroupBuyView, "group" | "creatorTags" | "memberTags">): string[] {
  return view.group ? view.memberTags : view.creatorTags;
}

/** The group's places in order: its members, then one empty place per place still free. */
export function groupPlaces(group: Group): ({ kind: "member"; member: Group["members"][number] } | { kind: "free" })[] {
  const free = Math.max(0, group.seats - group.members.length);
  return [...group.members.map((member) => ({ kind: "member" as const, member })), ...Array.from({ length: free }, () => ({ kind: "free" as const }))];
}

/** A member's avatar stand-in: up to two initials of the shown name ("Ethan M." → "EM"). */
export function initialsOf(name: string): string {
  const letters = name
    .split(/\s+/)
    .map((part) => Array.from(part.replace(/[^\p{L}\p{N}]/gu, ""))[0] ?? "")
    .join("");
  return Array.from(letters).slice(0, 2).join("").toUpperCase() || "?";
}

/** The time a group has left to fill, as the live countdown shows it; over once the deadline has come. */
export function fillCountdown(deadline: string, now: number): { over: boolean; days: number; clock: string } {
  const left = Date.parse(deadline) - now;
  return { over: !(left > 0), ...countdownClock(left) };
}

