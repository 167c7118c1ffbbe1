import { describe, expect, it } from "vitest";
import { missingBeforePurchase } from "./purchase-readiness.js";

const ready = { preferredContact: "email", hasEmail: true, hasPhone: false, studentInfoComplete: true };

describe("missingBeforePurchase", () => {
  it("asks for the site's preferred contact first, then the student's details", () => {
    expect(missingBeforePurchase({ ...ready, hasEmail: false, studentInfoComplete: false })).toBe("bindEmail");
    expect(missingBeforePurchase({ ...ready, preferredContact: "phone", studentInfoComplete: false })).toBe("bindPhone");
    expect(missingBeforePurchase({ ...ready, studentInfoComplete: false })).toBe("studentInfo");
    expect(missingBeforePurchase(ready)).toBeNull();
  });

  it("binds only e-mail and phone on the site: another preferred contact asks for nothing to bind", () => {
    expect(missingBeforePurchase({ ...ready, preferredContact: "whatsapp", hasEmail: false })).toBeNull();
    expect(missingBeforePurchase({ ...ready, preferredContact: undefined, hasEmail: false, studentInfoComplete: false })).toBe("studentInfo");
  });
});
