import { describe, expect, it } from "vitest";
import { ORDER_STATUS } from "../../schemas/commerce.js";
import { siteOf } from "../../tests/helpers/test-sites.js";
import { ADDRESS_EDIT_WINDOW_MS, addressChangeRefusal, addressWindowEnd, addressWindowEndText, serviceAddressChangeRefusal, withinAddressWindow, type AddressChangeCase } from "./address-window.js";

const PAID_AT = new Date("2026-01-05T10:30:00.000Z");
const at = (ms: number) => new Date(PAID_AT.getTime() + ms);

describe("the parent's 24-hour window to change a delivery address (SPEC §9)", () => {
  it("is open from payment until 1 ms before 24 hours, and over at exactly 24 hours and after", () => {
    expect(ADDRESS_EDIT_WINDOW_MS).toBe(86_400_000);
    expect(addressWindowEnd(PAID_AT).toISOString()).toBe("2026-01-06T10:30:00.000Z");
    expect(withinAddressWindow(PAID_AT, PAID_AT)).toBe(true);
    expect(withinAddressWindow(PAID_AT, at(ADDRESS_EDIT_WINDOW_MS - 1))).toBe(true);
    expect(withinAddressWindow(PAID_AT, at(ADDRESS_EDIT_WINDOW_MS))).toBe(false);
    expect(withinAddressWindow(PAID_AT, at(ADDRESS_EDIT_WINDOW_MS + 1))).toBe(false);
  });

  it("tells the parent until when in the site's timezone and date format", () => {
    expect(addressWindowEndText(PAID_AT, siteOf("us"), "en")).toBe("06-01-2026 02:30");
    expect(addressWindowEndText(PAID_AT, siteOf("uk"), "en")).toBe("10:30 06/01/2026");
    expect(addressWindowEndText(PAID_AT, siteOf("sg"), "en")).toBe("06-01-2026 18:30");
    expect(addressWindowEndText(PAID_AT, siteOf("hk"), "zh-Hant")).toBe("2026年1月6日 18:30");
    // A timezone the parent chose is honoured, as every date of the site does.
    expect(addressWindowEndText(PAID_AT, siteOf("us"), "en", { timezone: "Asia/Tokyo" })).toBe("06-01-2026 19:30");
  });

  it("lasts 24 elapsed hours across a change to daylight saving time, so it closes an hour later on the wall clock", () => {
    // Los Angeles springs forward at 02:00 on 8 March 2026: paid at noon PST, the window closes at 13:00 PDT.
    const paid = new Date("2026-03-07T20:00:00.000Z");
    expect(addressWindowEndText(paid, siteOf("us"), "en")).toBe("08-03-2026 13:00");
    expect(withinAddressWindow(paid, new Date("2026-03-08T19:59:59.999Z"))).toBe(true);
    expect(withinAddressWindow(paid, new Date("2026-03-08T20:00:00.000Z"))).toBe(false);
    // London: paid at noon GMT on 28 March 2026, closes at 13:00 BST the next day.
    expect(addressWindowEndText(new Date("2026-03-28T12:00:00.000Z"), siteOf("uk"), "en")).toBe("13:00 29/03/2026");
  });

  it("closes an hour earlier on the wall clock across the change back", () => {
    // Los Angeles falls back at 02:00 on 1 November 2026: paid at noon PDT, the window closes at 11:00 PST.
    const paid = new Date("2026-10-31T19:00:00.000Z");
    expect(addressWindowEndText(paid, siteOf("us"), "en")).toBe("01-11-2026 11:00");
    expect(withinAddressWindow(paid, new Date("2026-11-01T18:59:59.999Z"))).toBe(true);
    expect(withinAddressWindow(paid, new Date("2026-11-01T19:00:00.000Z"))).toBe(false);
  });
});

describe("addressChangeRefusal and serviceAddressChangeRefusal", () => {
  const paidOrder: AddressChangeCase = { hasGoods: true, status: ORDER_STATUS.paid, paidAt: PAID_AT, shipped: false };

  it("lets the parent change a paid order's address within the window, before anything ships", () => {
    expect(addressChangeRefusal(paidOrder, at(60_000))).toBeNull();
    expect(addressChangeRefusal(paidOrder, at(ADDRESS_EDIT_WINDOW_MS - 1))).toBeNull();
  });

  it("refuses the parent at exactly 24 hours and after, and lets customer service change it then", () => {
    expect(addressChangeRefusal(paidOrder, at(ADDRESS_EDIT_WINDOW_MS))).toBe("windowOver");
    expect(addressChangeRefusal(paidOrder, at(ADDRESS_EDIT_WINDOW_MS + 1))).toBe("windowOver");
    expect(serviceAddressChangeRefusal(paidOrder)).toBeNull();
  });

  it("refuses everyone once a parcel has left, within the window or not", () => {
    expect(addressChangeRefusal({ ...paidOrder, shipped: true }, at(60_000))).toBe("inTransit");
    expect(serviceAddressChangeRefusal({ ...paidOrder, shipped: true })).toBe("inTransit");
  });

  it("refuses an order with nothing to deliver, and one that is not paid (unpaid, closed, refunded or being refunded)", () => {
    expect(addressChangeRefusal({ ...paidOrder, hasGoods: false }, at(60_000))).toBe("noGoods");
    expect(serviceAddressChangeRefusal({ ...paidOrder, hasGoods: false })).toBe("noGoods");
    expect(addressChangeRefusal({ ...paidOrder, status: ORDER_STATUS.toBePaid, paidAt: null }, at(60_000))).toBe("notPaid");
    for (const status of [ORDER_STATUS.cancelled, ORDER_STATUS.expired, ORDER_STATUS.chargeback, ORDER_STATUS.refunded, ORDER_STATUS.refundInProgress]) {
      expect(serviceAddressChangeRefusal({ ...paidOrder, status }), String(status)).toBe("notPaid");
      expect(addressChangeRefusal({ ...paidOrder, status }, at(60_000)), String(status)).toBe("notPaid");
    }
  });
});
