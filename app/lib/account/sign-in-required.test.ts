import { describe, expect, it } from "vitest";
import { requiresSignIn } from "./sign-in-required.js";

describe("requiresSignIn", () => {
  it("covers the order, course, personal-information and triage pages", () => {
    for (const path of ["/order/list", "/order/detail/A100", "/order/refund/A100", "/order/create", "/order/success", "/order/result", "/my-courses", "/my-courses/42", "/personal-information", "/personal-information/external-bind", "/triage-desk", "/order/create/SKU-1", "/order/result/A100", "/my-courses/detail/42", "/triage-desk/7"])
      expect(requiresSignIn(path), path).toBe(true);
  });

  it("leaves marketing and shop pages open", () => {
    for (const path of ["/", "/faq", "/order", "/orders/list", "/courses", "/my-coursesx", "/triage-desk/7/extra", "/order/create/1/2", "/my-courses/detail/42/x"]) expect(requiresSignIn(path), path).toBe(false);
  });
});
