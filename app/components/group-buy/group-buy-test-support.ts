// Test support only: a group buy's view as queryGroupBuy answers it.
import type { GroupBuyView } from "../../../schemas/api/calls/group-buy.js";
import { courseCard } from "../catalogue/catalogue-test-support.js";

type Group = NonNullable<GroupBuyView["group"]>;
type Member = Group["members"][number];

/** Noon UTC on 1 December 2026: the tests' "now", while the us activity runs. */
export const NOW = Date.parse("2026-12-01T12:00:00.000Z");

export const GROUP_ID = "0b6f1c9e-3f0c-4a43-9d5e-2f6f0c9a7b11";

/** The us site's group buy (activity 7001): the Scratch camp online, two families at 249.00 instead of 299.00, no group asked. */
export function groupBuyView(overrides: Partial<GroupBuyView> = {}): GroupBuyView {
  return {
    activityId: 7001,
    activityType: 1,
    card: courseCard({ id: "us-scratch-game-camp-online-sku", title: "Scratch Game Camp (Online)", summary: "Build three games in a week.", sellPrice: 29_900, orgPrice: null }),
    groupSize: 2,
    price: 24_900,
    currency: "USD",
    startsAt: "2026-11-30T12:00:00.000Z",
    endsAt: "2027-01-30T12:00:00.000Z",
    fillHours: 48,
    eventState: "running",
    creatorTags: ["Group leader", "Group price $249.00"],
    memberTags: ["For new families", "Group price $249.00"],
    group: null,
    viewer: null,
    share: {
      title: "Join my group: Scratch Game Camp (Online) at $249.00",
      description: "2 families buy this class together at $249.00 each. 2 places left.",
      image: "/activity/group/share/7001.png",
    },
    ...overrides,
  };
}

export const leader = (overrides: Partial<Member> = {}): Member => ({ name: "Ethan M.", avatar: "", role: "leader", paid: true, ...overrides });
export const member = (overrides: Partial<Member> = {}): Member => ({ name: "Olivia R.", avatar: "", role: "member", paid: false, ...overrides });

/** A group of two whose leader has paid: open, one place left, 47 hours 30 minutes from NOW to fill. */
export function openGroup(overrides: Partial<Group> = {}): Group {
  return {
    groupId: GROUP_ID,
    state: "open",
    seats: 2,
    taken: 1,
    paid: 1,
    placesLeft: 1,
    deadline: "2026-12-03T11:30:00.000Z",
    members: [leader()],
    ...overrides,
  };
}

/** The signed-in family's part of the view: the check's code, its role and order in the group, whether that is paid. */
export const signedIn = (check = 0, role: "leader" | "member" | null = null, orderId: string | null = null, paid = false) => ({ role, orderId, paid, check });
