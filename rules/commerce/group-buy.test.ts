import { describe, expect, it } from "vitest";
import { groupBuyRefusal, groupDeadline, placesLeft, stateAfterPayment, type GroupBuyFacts } from "./group-buy.js";

const now = new Date("2026-11-27T10:00:00Z");
const hour = 3_600_000;
const running = { startsAt: new Date(now.getTime() - 24 * hour), endsAt: new Date(now.getTime() + 24 * hour), launchers: "anyone" as const };
const newFamily = { hasBought: false, inActivity: false };
const open = { state: "open" as const, taken: 1, seats: 3, deadline: new Date(now.getTime() + hour) };
const facts = (overrides: Partial<GroupBuyFacts>): GroupBuyFacts => ({ now, activity: running, family: newFamily, group: null, ...overrides });

describe("launching a group (SPEC §4 group-buy check)", () => {
  it("is open to anyone while the event runs", () => {
    expect(groupBuyRefusal(facts({}))).toBeNull();
    expect(groupBuyRefusal(facts({ family: { hasBought: true, inActivity: false } }))).toBeNull();
  });

  it.each([
    ["before the event", { activity: { ...running, startsAt: new Date(now.getTime() + 1) } }, "notAvailable"],
    ["at its end", { activity: { ...running, endsAt: now } }, "eventEnded"],
    ["by a family already in a group of it", { family: { hasBought: false, inActivity: true } }, "alreadyParticipated"],
    ["by a new family where only returning families launch", { activity: { ...running, launchers: "returningFamilies" as const } }, "cannotLaunch"],
  ])("is refused %s", (_case, overrides, code) => {
    expect(groupBuyRefusal(facts(overrides))).toBe(code);
  });

  it("lets a returning family launch where only they may", () => {
    expect(groupBuyRefusal(facts({ activity: { ...running, launchers: "returningFamilies" }, family: { hasBought: true, inActivity: false } }))).toBeNull();
  });
});

describe("joining a group", () => {
  it("is open to a new family while the group has places and time, even after the event's end", () => {
    expect(groupBuyRefusal(facts({ group: open }))).toBeNull();
    expect(groupBuyRefusal(facts({ group: open, activity: { ...running, endsAt: new Date(now.getTime() - hour) } }))).toBeNull();
  });

  it.each([
    ["to a group that is not of the activity", { group: undefined }, "notAvailable"],
    ["to a family already in the activity", { group: open, family: { hasBought: true, inActivity: true } }, "alreadyParticipated"],
    ["to a family that has bought before", { group: open, family: { hasBought: true, inActivity: false } }, "newUsersOnly"],
    ["to a group past its deadline", { group: { ...open, deadline: now } }, "closed"],
    ["to a failed group", { group: { ...open, state: "failed" as const } }, "closed"],
    ["to a full group", { group: { ...open, state: "full" as const, taken: 3 } }, "full"],
    ["to a group whose places are all held", { group: { ...open, taken: 3 } }, "full"],
    ["to a group whose leader has not paid", { group: { ...open, state: "pending" as const, deadline: null } }, "notAvailable"],
  ])("is refused %s", (_case, overrides, code) => {
    expect(groupBuyRefusal(facts(overrides))).toBe(code);
  });
});

describe("a group's course", () => {
  it("has its deadline the activity's hours after the leader paid", () => {
    expect(groupDeadline(now, 48).getTime() - now.getTime()).toBe(48 * hour);
  });

  it("opens with the leader's payment and fills with the last place paid", () => {
    expect(stateAfterPayment({ state: "pending", paid: 1, seats: 3 }, true)).toBe("open");
    expect(stateAfterPayment({ state: "open", paid: 2, seats: 3 }, false)).toBe("open");
    expect(stateAfterPayment({ state: "open", paid: 3, seats: 3 }, false)).toBe("full");
  });

  it("counts the places left to join", () => {
    expect(placesLeft({ taken: 1, seats: 3 })).toBe(2);
    expect(placesLeft({ taken: 3, seats: 3 })).toBe(0);
  });
});
