import { describe, expect, it } from "vitest";
import { saleSnapshot, saleState } from "./live-sale.js";

const NOW = 1_000_000;
const open = { store: 10, sellStore: 10, remainSellTime: 0, courseClosed: false };

describe("saleState: the live tag and button of SPEC §4 from the last sell-status answer", () => {
  it.each([
    ["a sale opening in 5 s", { ...open, remainSellTime: 5000 }, 0, { tag: 11, button: "forSale", canEnrol: false, remainSellTimeMs: 5000 }],
    ["exactly 1000 ms before the sale (open)", { ...open, remainSellTime: 1000 }, 0, { tag: 12, button: "enrol", canEnrol: true }],
    ["a sale opening in 500 ms, pushed back by the hk offset", { ...open, remainSellTime: 500 }, 3000, { tag: 11, button: "forSale", remainSellTimeMs: 3500 }],
    ["an open sale, whatever the hk offset", open, 3000, { tag: 12, button: "enrol", remainSellTimeMs: 0 }],
    ["no seat taken", open, 0, { tag: 12, button: "enrol", seatsLeft: 10 }],
    ["25 % taken", { ...open, store: 8, sellStore: 6 }, 0, { tag: 12, button: "enrol" }],
    ["50 % taken", { ...open, sellStore: 5 }, 0, { tag: 13, button: "enrol" }],
    ["60 % taken", { ...open, sellStore: 4 }, 0, { tag: 14, button: "enrol", seatsLeft: 4 }],
    ["none left", { ...open, sellStore: 0 }, 0, { tag: 15, button: "full", canEnrol: false, seatsLeft: 0 }],
    ["a closed course", { ...open, courseClosed: true }, 0, { button: "courseEnded", canEnrol: false }],
  ] as const)("%s", (_name, answer, offsetMs, expected) => {
    expect(saleState(saleSnapshot(answer, NOW), { now: NOW, offsetMs, fromUnpaidList: false })).toMatchObject(expected);
  });

  it("counts down on the clock of the answer's arrival", () => {
    const snapshot = saleSnapshot({ ...open, remainSellTime: 10_000 }, NOW);
    expect(saleState(snapshot, { now: NOW + 8_999, offsetMs: 0, fromUnpaidList: false })).toMatchObject({ button: "forSale", remainSellTimeMs: 1001 });
    expect(saleState(snapshot, { now: NOW + 9_000, offsetMs: 0, fromUnpaidList: false })).toMatchObject({ button: "enrol", tag: 12 });
  });

  it("keeps holding the sale back for the hk offset after an answer that finds it open", () => {
    const before = saleSnapshot({ ...open, remainSellTime: 2000 }, NOW);
    const after = saleSnapshot({ ...open, sellStore: 9 }, NOW + 2500, before);
    expect(after).toEqual({ store: 10, sellStore: 9, courseClosed: false, saleStartsAt: NOW + 2000 });
    expect(saleState(after, { now: NOW + 2500, offsetMs: 4000, fromUnpaidList: false })).toMatchObject({ button: "forSale", remainSellTimeMs: 3500 });
  });

  it("lets the unpaid list's held seat enrol now, also in a full class, but not once the course ended", () => {
    expect(saleState(saleSnapshot({ ...open, sellStore: 0 }, NOW), { now: NOW, offsetMs: 0, fromUnpaidList: true })).toMatchObject({ button: "enrolNow", canEnrol: true });
    expect(saleState(saleSnapshot({ ...open, courseClosed: true }, NOW), { now: NOW, offsetMs: 0, fromUnpaidList: true })).toMatchObject({ button: "unavailable", canEnrol: false });
  });
});
