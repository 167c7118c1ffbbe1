import { describe, expect, it } from "vitest";
import { cardParts, NOTICE_SCREEN_HOMES, noticeScreenOf, noticeStatusOf } from "./auto-pay-rules.js";

describe("the auto-pay notice screens", () => {
  it("know the four statuses of an authorisation's outcome and nothing else", () => {
    for (const status of ["success", "processing", "failed", "cancelled"]) expect(noticeStatusOf(status)).toBe(status);
    for (const other of ["ok", "SUCCESS", "", undefined, "success/"]) expect(noticeStatusOf(other), String(other)).toBeNull();
  });

  it("send the payer back only to one of the two notice screens, subscription management's otherwise", () => {
    expect(noticeScreenOf("/my-unpaid-courses/autopay-notice")).toBe("my-unpaid-courses");
    expect(noticeScreenOf("/subscription-manage/autopay-notice")).toBe("subscription-manage");
    for (const other of [null, "", "//evil.example/my-unpaid-courses/autopay-notice", "/my-unpaid-courses/autopay-notice/../../x", "https://evil.example"]) {
      expect(noticeScreenOf(other), String(other)).toBe("subscription-manage");
    }
    expect(NOTICE_SCREEN_HOMES).toEqual({ "subscription-manage": "/subscription-manage", "my-unpaid-courses": "/my-unpaid-courses/list" });
  });
});

describe("a card's description", () => {
  it("names the brand and the last four digits when the gateway gave both", () => {
    expect(cardParts({ brand: "visa", last4: "4242" })).toEqual({ brand: "Visa", last4: "4242" });
    expect(cardParts({ brand: null, last4: "4242" })).toBeNull();
    expect(cardParts({ brand: "visa", last4: null })).toBeNull();
  });
});
