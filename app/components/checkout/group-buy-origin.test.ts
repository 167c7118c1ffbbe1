import { describe, expect, it } from "vitest";
import { groupBuyOrigin, isGroupBuy } from "./group-buy-origin.js";

const GROUP = "0f8e2a4c-5b6d-4e7f-8a9b-0c1d2e3f4a5b";
const read = (query: string) => groupBuyOrigin(new URLSearchParams(query));

describe("the group buy a checkout address names (SPEC §4 create way 4)", () => {
  it("launching: the activity and its type; joining: with the group", () => {
    expect(read("createWay=4&activityId=7001&activityType=1")).toEqual({ createWay: 4, activityId: 7001, activityType: 1 });
    expect(read(`createWay=4&activityId=7001&activityType=0&groupId=${GROUP}`)).toEqual({ createWay: 4, activityId: 7001, activityType: 0, groupId: GROUP });
    expect(read("createWay=4&activityId=2147483647&activityType=99")).toEqual({ createWay: 4, activityId: 2_147_483_647, activityType: 99 });
  });

  it.each([
    ["no create way", "activityId=7001&activityType=1"],
    ["another create way", "createWay=3&activityId=7001&activityType=1"],
    ["create way written otherwise", "createWay=04&activityId=7001&activityType=1"],
    ["no activity", "createWay=4&activityType=1"],
    ["activity 0", "createWay=4&activityId=0&activityType=1"],
    ["a negative activity", "createWay=4&activityId=-5&activityType=1"],
    ["a fractional activity", "createWay=4&activityId=7.5&activityType=1"],
    ["an activity in exponent form", "createWay=4&activityId=1e3&activityType=1"],
    ["an activity past int32", "createWay=4&activityId=2147483648&activityType=1"],
    ["an activity with a leading zero", "createWay=4&activityId=07001&activityType=1"],
    ["an activity that is a word", "createWay=4&activityId=abc&activityType=1"],
    ["an empty activity", "createWay=4&activityId=&activityType=1"],
    ["no activity type", "createWay=4&activityId=7001"],
    ["an activity type past 99", "createWay=4&activityId=7001&activityType=100"],
    ["a negative activity type", "createWay=4&activityId=7001&activityType=-1"],
    ["an activity type with a space", "createWay=4&activityId=7001&activityType=%201"],
    ["a group that is not a uuid", "createWay=4&activityId=7001&activityType=1&groupId=12"],
    ["an empty group", "createWay=4&activityId=7001&activityType=1&groupId="],
    ["a group with more after the uuid", `createWay=4&activityId=7001&activityType=1&groupId=${GROUP}x`],
  ])("none for %s", (_, query) => {
    expect(read(query)).toBeNull();
  });

  it("tells a group buy's origin from others", () => {
    expect(isGroupBuy({ createWay: 4 })).toBe(true);
    expect(isGroupBuy({ createWay: 1 })).toBe(false);
    expect(isGroupBuy({ createWay: 2 })).toBe(false);
  });
});
