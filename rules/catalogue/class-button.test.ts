import { describe, expect, it } from "vitest";
import {
  classButtonActions,
  classButtonStatus,
  type ClassButtonInput,
  type ClassButtonStatus,
} from "./class-button.js";

const ENDED = { courseEnded: true };
const LATER_SALE = { remainSellTimeMs: 5000 };

const OPEN: ClassButtonInput = {
  courseEnded: false,
  remainSellTimeMs: 0,
  subscriptionsStatus: 0,
  fromUnpaidList: false,
  store: 20,
  taken: 5,
};

describe("classButtonStatus", () => {
  it.each<{ label: string; input: Partial<ClassButtonInput>; status: ClassButtonStatus }>([
    { label: "open with seats", input: {}, status: "enrol" },
    { label: "course ended", input: { courseEnded: true }, status: "courseEnded" },
    { label: "course ended, from the unpaid list", input: { ...ENDED, fromUnpaidList: true }, status: "unavailable" },
    { label: "ended beats a later sale", input: { ...ENDED, ...LATER_SALE }, status: "courseEnded" },
    { label: "ended beats full", input: { ...ENDED, store: 0 }, status: "courseEnded" },
    { label: "sale opens in 1001 ms", input: { remainSellTimeMs: 1001 }, status: "forSale" },
    { label: "sale opens in exactly 1000 ms", input: { remainSellTimeMs: 1000 }, status: "enrol" },
    { label: "sale opens in 999 ms", input: { remainSellTimeMs: 999 }, status: "enrol" },
    { label: "later sale beats subscription", input: { ...LATER_SALE, subscriptionsStatus: 1 }, status: "forSale" },
    { label: "later sale beats the unpaid list", input: { ...LATER_SALE, fromUnpaidList: true }, status: "forSale" },
    { label: "later sale beats full", input: { ...LATER_SALE, store: 0 }, status: "forSale" },
    { label: "subscription status 1", input: { subscriptionsStatus: 1 }, status: "enrolNow" },
    { label: "subscription status 2", input: { subscriptionsStatus: 2 }, status: "enrol" },
    { label: "no subscription status", input: { subscriptionsStatus: null }, status: "enrol" },
    { label: "from the unpaid list", input: { fromUnpaidList: true }, status: "enrolNow" },
    { label: "unpaid list beats full", input: { fromUnpaidList: true, store: 10, taken: 10 }, status: "enrolNow" },
    { label: "subscription beats full", input: { subscriptionsStatus: 1, store: 0 }, status: "enrolNow" },
    { label: "none left", input: { store: 10, taken: 10 }, status: "full" },
    { label: "oversold", input: { store: 10, taken: 11 }, status: "full" },
    { label: "store 0", input: { store: 0, taken: 0 }, status: "full" },
    { label: "one seat left", input: { store: 10, taken: 9 }, status: "enrol" },
    { label: "0 taken", input: { store: 10, taken: 0 }, status: "enrol" },
  ])("$label: $status", ({ input, status }) => {
    expect(classButtonStatus({ ...OPEN, ...input })).toBe(status);
  });
});

describe("classButtonActions", () => {
  it.each<{ status: ClassButtonStatus; canEnrol: boolean; canAddToCart: boolean }>([
    { status: "enrol", canEnrol: true, canAddToCart: true },
    { status: "enrolNow", canEnrol: true, canAddToCart: true },
    { status: "forSale", canEnrol: false, canAddToCart: true },
    { status: "full", canEnrol: false, canAddToCart: false },
    { status: "courseEnded", canEnrol: false, canAddToCart: false },
    { status: "unavailable", canEnrol: false, canAddToCart: false },
  ])("$status", ({ status, canEnrol, canAddToCart }) => {
    expect(classButtonActions(status)).toEqual({ canEnrol, canAddToCart });
  });
});
