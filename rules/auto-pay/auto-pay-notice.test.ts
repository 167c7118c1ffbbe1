import { describe, expect, it } from "vitest";
import { autoPayNotice, type AutoPayState } from "./auto-pay-notice.js";

const fine: AutoPayState = { open: true, authorization: "authorized", debitsSupported: true, debitInProcess: false };

describe("an auto-pay order's notice", () => {
  it("is nothing while auto-pay is open, authorised and the gateway can debit", () => {
    expect(autoPayNotice(fine)).toBeNull();
  });

  it("says a debit is in process (1014) before anything else", () => {
    expect(autoPayNotice({ ...fine, debitInProcess: true, authorization: "unauthorized", debitsSupported: false })).toBe("debitInProcess");
    expect(autoPayNotice({ ...fine, debitInProcess: true, open: false })).toBe("debitInProcess");
  });

  it("asks for a new authorisation (611) before saying the gateway cannot debit (612)", () => {
    expect(autoPayNotice({ ...fine, authorization: "unauthorized", debitsSupported: false })).toBe("authorizationFailed");
    expect(autoPayNotice({ ...fine, debitsSupported: false })).toBe("deductionUnsupported");
  });

  it("is nothing once auto-pay is closed: later stages are paid by hand", () => {
    expect(autoPayNotice({ ...fine, open: false, authorization: "unauthorized", debitsSupported: false })).toBeNull();
  });
});
