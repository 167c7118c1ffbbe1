import { describe, expect, it } from "vitest";
import { fillCountdown, groupBuyAction, groupBuyPath, groupPlaces, initialsOf, refusalTextKey, shownTags } from "./group-buy-rules.js";
import { isSitePath } from "../../../schemas/link-url.js";
import { GROUP_ID, groupBuyView, leader, member, NOW, openGroup, signedIn } from "./group-buy-test-support.js";


describe("groupBuyAction", () => {
  it("offers a visitor to start a group, or to join one with places, after a login", () => {
    expect(groupBuyAction(groupBuyView(), NOW)).toEqual({ kind: "launch", needsLogin: true });
    expect(groupBuyAction(groupBuyView({ group: openGroup() }), NOW)).toEqual({ kind: "join", needsLogin: true });
  });

  it("tells a visitor what anyone may know stands in the way: the event's window, a group not open yet", () => {
    expect(groupBuyAction(groupBuyView({ eventState: "ended", endsAt: "2026-11-30T13:00:00.000Z" }), NOW)).toEqual({ kind: "refused", code: 6000 });
    expect(groupBuyAction(groupBuyView({ eventState: "upcoming", startsAt: "2026-12-02T00:00:00.000Z" }), NOW)).toEqual({ kind: "refused", code: 6005 });
    expect(groupBuyAction(groupBuyView({ group: openGroup({ state: "pending", paid: 0, deadline: null, members: [leader({ paid: false })] }) }), NOW)).toEqual({ kind: "refused", code: 6005 });
  });

  it("follows the server's check for a signed-in family", () => {
    expect(groupBuyAction(groupBuyView({ viewer: signedIn() }), NOW)).toEqual({ kind: "launch", needsLogin: false });
    expect(groupBuyAction(groupBuyView({ group: openGroup(), viewer: signedIn() }), NOW)).toEqual({ kind: "join", needsLogin: false });
    for (const code of [6000, 6001, 6003, 6004, 6005, 6006, 6007]) {
      expect(groupBuyAction(groupBuyView({ group: openGroup(), viewer: signedIn(code) }), NOW)).toEqual({ kind: "refused", code });
    }
  });

  it("gives the family its own group to share, with its order while the place is held unpaid", () => {
    const pending = openGroup({ state: "pending", paid: 0, deadline: null, members: [leader({ paid: false })] });
    expect(groupBuyAction(groupBuyView({ group: pending, viewer: signedIn(6007, "leader", "O-1") }), NOW)).toEqual({ kind: "invite", order: { orderId: "O-1" } });
    expect(groupBuyAction(groupBuyView({ group: openGroup(), viewer: signedIn(6007, "leader", "O-1", true) }), NOW)).toEqual({ kind: "invite", order: null });
    const three = openGroup({ seats: 3, taken: 3, paid: 2, placesLeft: 0, members: [leader(), member({ paid: true }), member({ name: "Ava K." })] });
    expect(groupBuyAction(groupBuyView({ group: three, viewer: signedIn(6007, "member", "O-2") }), NOW)).toEqual({ kind: "invite", order: { orderId: "O-2" } });
    expect(groupBuyAction(groupBuyView({ group: three, viewer: signedIn(6007, "member", "O-3", true) }), NOW)).toEqual({ kind: "invite", order: null });
  });

  it("says a full group is complete and a closed one refunds, offering a new group while the event runs", () => {
    const full = openGroup({ state: "full", taken: 2, paid: 2, placesLeft: 0, members: [leader(), member({ paid: true })] });
    expect(groupBuyAction(groupBuyView({ group: full, viewer: signedIn(6003) }), NOW)).toEqual({ kind: "complete" });
    expect(groupBuyAction(groupBuyView({ group: full, viewer: signedIn(6007, "member", "O-2") }), NOW)).toEqual({ kind: "complete" });
    const failed = openGroup({ state: "failed" });
    expect(groupBuyAction(groupBuyView({ group: failed }), NOW)).toEqual({ kind: "closed", canRestart: true, needsLogin: true });
    expect(groupBuyAction(groupBuyView({ group: failed, eventState: "ended", viewer: signedIn(6004) }), NOW)).toEqual({ kind: "closed", canRestart: false, needsLogin: false });
  });

  it("closes an open group once its deadline has come, before the sweep fails it", () => {
    const view = groupBuyView({ group: openGroup(), viewer: signedIn(6007, "leader", "O-1") });
    expect(groupBuyAction(view, Date.parse("2026-12-03T11:29:59.000Z")).kind).toBe("invite");
    expect(groupBuyAction(view, Date.parse("2026-12-03T11:30:00.000Z"))).toEqual({ kind: "closed", canRestart: true, needsLogin: false });
  });
});

describe("the page's parts", () => {
  it("addresses the page with its group, and keeps the check's order path on the site", () => {
    expect(groupBuyPath(7001)).toBe("/activity/group/detail/7001");
    expect(groupBuyPath(7001, GROUP_ID)).toBe(`/activity/group/detail/7001?groupId=${GROUP_ID}`);
    expect(isSitePath("/order/create/sku?createWay=4")).toBe(true);
    expect(isSitePath("//evil.example/x")).toBe(false);
    expect(isSitePath("/\\evil.example")).toBe(false);
    expect(isSitePath("https://evil.example/")).toBe(false);
  });

  it("names each refusal code's text, and a general one for others", () => {
    expect([6000, 6001, 6002, 6003, 6004, 6005, 6006, 6007].map(refusalTextKey)).toEqual([6000, 6001, 6002, 6003, 6004, 6005, 6006, 6007].map((code) => `groupBuy.refusal.${code}`));
    expect(refusalTextKey(4123)).toBe("groupBuy.refusal.other");
  });

  it("shows the launching tags without a group and the joining tags on one", () => {
    expect(shownTags(groupBuyView())).toEqual(["Group leader", "Group price $249.00"]);
    expect(shownTags(groupBuyView({ group: openGroup() }))).toEqual(["For new families", "Group price $249.00"]);
  });

  it("lists the members, then a free place for each seat nobody holds", () => {
    expect(groupPlaces(openGroup({ seats: 3 })).map((place) => place.kind)).toEqual(["member", "free", "free"]);
    expect(groupPlaces(openGroup({ seats: 2, members: [leader(), member()] })).map((place) => place.kind)).toEqual(["member", "member"]);
  });

  it("makes initials from a shown name", () => {
    expect(initialsOf("Ethan M.")).toBe("EM");
    expect(initialsOf("美")).toBe("美");
    expect(initialsOf("olivia")).toBe("O");
    expect(initialsOf(" ")).toBe("?");
  });

  it("counts the time to fill down to the deadline, whole days apart", () => {
    expect(fillCountdown("2026-12-03T11:30:00.000Z", NOW)).toEqual({ over: false, days: 1, clock: "23:30:00" });
    expect(fillCountdown("2026-12-01T12:00:05.500Z", NOW)).toEqual({ over: false, days: 0, clock: "00:00:05" });
    expect(fillCountdown("2026-12-01T12:00:00.000Z", NOW)).toEqual({ over: true, days: 0, clock: "00:00:00" });
    expect(fillCountdown("not a date", NOW).over).toBe(true);
  });
});
