import { describe, expect, it } from "vitest";
import { ErrorCode } from "../../../api/errors.js";
import { isRefusalCode, knownReasonId, orderDetailPath, refundFormProblem } from "./refund-page.js";

describe("refundFormProblem", () => {
  const ready = { reasonId: 1 as const, reasonText: "", code: "123456", termsAgreed: true };

  it("is none for a reason, six digits and the terms agreed", () => {
    expect(refundFormProblem(ready)).toBeNull();
    expect(refundFormProblem({ ...ready, reasonId: 6, reasonText: "Moving abroad" })).toBeNull();
  });

  it("names the first thing missing: reason, the words 'other' needs, the code, the terms", () => {
    expect(refundFormProblem({ ...ready, reasonId: null, code: "", termsAgreed: false })).toBe("reason");
    expect(refundFormProblem({ ...ready, reasonId: 6, reasonText: "   " })).toBe("reasonText");
    expect(refundFormProblem({ ...ready, code: "12345" })).toBe("code");
    expect(refundFormProblem({ ...ready, termsAgreed: false })).toBe("terms");
  });
});

describe("the page's codes and links", () => {
  it("explains 1852, 1586, 4131, 4136 and 209 in its own words, nothing else", () => {
    for (const code of [ErrorCode.REFUND_ALREADY_REQUESTED, ErrorCode.ALL_LESSONS_STARTED, ErrorCode.REFUND_NOT_APPLICABLE, ErrorCode.ORDER_NOT_REFUNDABLE, ErrorCode.REFUND_VIA_ORDER_DETAILS]) {
      expect(isRefusalCode(code)).toBe(true);
    }
    expect(isRefusalCode(ErrorCode.CODE_INCORRECT)).toBe(false);
  });

  it("knows the reasons applyRefund takes, and leads back to the order's details", () => {
    expect(knownReasonId(6)).toBe(6);
    expect(knownReasonId(42)).toBeNull();
    expect(orderDetailPath("20261127123456789")).toBe("/order/detail/20261127123456789");
  });
});
