import { describe, expect, it } from "vitest";
import sites from "../../../fixtures/sites.json";
import {
  decideAfterLogin,
  isWeChatBrowser,
  legalConsentNeeded,
  needsUnpaidAnswer,
  reminderStillRemembered,
  sameSitePath,
  UNPAID_REMINDER_SECONDS,
  unpaidReminderKey,
  unpaidReminderLink,
  type AfterLoginInput,
} from "./after-login.js";

const origin = "https://www.example.com";
const none = { toBeContinueSku: [], inCartSku: [], total: 0 };
const input = (overrides: Partial<AfterLoginInput> = {}): AfterLoginInput => ({
  request: {},
  unpaid: none,
  reminderAlreadyShown: false,
  origin,
  ...overrides,
});

describe("decideAfterLogin", () => {
  it("opens the diagnosis dialog first when an appointment asked for the login", () => {
    expect(
      decideAfterLogin(input({ request: { appointment: true, triggerSource: "BUY_BOOK", successUrl: "/a" }, unpaid: null })),
    ).toEqual({ kind: "diagnosis" });
    expect(needsUnpaidAnswer({ appointment: true })).toBe(false);
    expect(needsUnpaidAnswer({ triggerSource: "BUY_BOOK" })).toBe(true);
  });

  it("opens the unpaid reminder when courses wait, unless it was shown", () => {
    const unpaid = { toBeContinueSku: ["us-amc8-prep-online-sku", "us-grade4-problem-solving-online-sku"], inCartSku: [], total: 2 };
    expect(decideAfterLogin(input({ unpaid, request: { triggerSource: "BUY_BOOK" } }))).toEqual({
      kind: "unpaidReminder",
      unpaid: 2,
      inCart: 0,
    });
    expect(decideAfterLogin(input({ unpaid: { toBeContinueSku: [], inCartSku: ["us-amc8-prep-cupertino-sku"], total: 1 } }))).toEqual({
      kind: "unpaidReminder",
      unpaid: 0,
      inCart: 1,
    });
    expect(decideAfterLogin(input({ unpaid, reminderAlreadyShown: true, request: { triggerSource: "BUY_BOOK" } }))).toEqual({
      kind: "trigger",
      event: { name: "goods.detail.buy" },
    });
  });

  it("goes on without the reminder when its answer is missing", () => {
    expect(decideAfterLogin(input({ unpaid: null, request: { successUrl: "/order/list" } }))).toEqual({ kind: "navigate", path: "/order/list" });
  });

  it("fires the trigger source's event", () => {
    expect(decideAfterLogin(input({ request: { triggerSource: "REGISTRATION_COURSE", successUrl: "/x" } }))).toEqual({
      kind: "trigger",
      event: { name: "register-course", detail: true },
    });
    expect(decideAfterLogin(input({ request: { triggerSource: "FOLLOW_COURSE" } }))).toEqual({
      kind: "trigger",
      event: { name: "register-course", detail: false },
    });
  });

  it("otherwise follows the success URL when it stays on the site, or just refreshes", () => {
    expect(decideAfterLogin(input({ request: { successUrl: "/order/detail/9?tab=1#pay" } }))).toEqual({
      kind: "navigate",
      path: "/order/detail/9?tab=1#pay",
    });
    expect(decideAfterLogin(input({ request: { successUrl: "https://evil.example/phish" } }))).toEqual({ kind: "navigate", path: null });
    expect(decideAfterLogin(input())).toEqual({ kind: "navigate", path: null });
  });
});

describe("sameSitePath", () => {
  it.each([
    ["/order/list", "/order/list"],
    ["/my-courses/list?filter=Current#top", "/my-courses/list?filter=Current#top"],
    ["order/list", "/order/list"],
    ["https://www.example.com/settings", "/settings"],
    ["https://www.example.com//evil.example/x", "/evil.example/x"],
    ["  /faq  ", "/faq"],
  ])("keeps %s on the site as %s", (url, path) => {
    expect(sameSitePath(url, origin)).toBe(path);
  });

  it.each([
    "https://evil.example/",
    "http://www.example.com/downgrade",
    "https://www.example.com.evil.example/",
    "//evil.example/x",
    "/\\evil.example",
    "\\\\evil.example",
    "/\t/evil.example",
    "javascript:alert(1)",
    "JaVaScRiPt:alert(1)",
    "data:text/html,<script>alert(1)</script>",
    "mailto:a@b.c",
    "",
    "   ",
  ])("refuses %j", (url) => {
    expect(sameSitePath(url, origin)).toBeNull();
  });
});

describe("the unpaid reminder's memory", () => {
  const now = Date.UTC(2026, 5, 1);

  it("lasts 2592000 seconds per account: 30 days, not 43 minutes (decision 0026)", () => {
    const day = 86_400_000;
    expect(UNPAID_REMINDER_SECONDS * 1000).toBe(30 * day);
    // Read as milliseconds, 2592000 would forget the reminder after 43 minutes and 12 seconds.
    expect(reminderStillRemembered(String(now - 2_592_000 - 1), now)).toBe(true);
    expect(reminderStillRemembered(String(now - 29 * day), now)).toBe(true);
    expect(reminderStillRemembered(String(now - 30 * day), now)).toBe(false);
    expect(unpaidReminderKey("u-1")).toBe("unpaid-reminder-shown:u-1");
    expect(reminderStillRemembered(String(now - 1000), now)).toBe(true);
    expect(reminderStillRemembered(String(now - UNPAID_REMINDER_SECONDS * 1000 + 1), now)).toBe(true);
    expect(reminderStillRemembered(String(now - UNPAID_REMINDER_SECONDS * 1000), now)).toBe(false);
  });

  it("forgets what it cannot read or what lies in the future", () => {
    expect(reminderStillRemembered(null, now)).toBe(false);
    expect(reminderStillRemembered("soon", now)).toBe(false);
    expect(reminderStillRemembered(String(now + 60_000), now)).toBe(false);
  });
});

describe("unpaidReminderLink", () => {
  it("leads to the unpaid list when instalments are owed, else to the cart's unpaid lines", () => {
    expect(unpaidReminderLink(2)).toBe("/my-unpaid-courses/list");
    expect(unpaidReminderLink(0)).toBe("/shopping-cart?unpaid=1");
  });
});

describe("legalConsentNeeded", () => {
  it("asks for consent to sign up and to sign in with a third party, never for a code sign-in", () => {
    expect(legalConsentNeeded("signUp", true)).toBe(true);
    expect(legalConsentNeeded("thirdParty", true)).toBe(true);
    expect(legalConsentNeeded("signIn", true)).toBe(false);
  });

  it("is not asked on the organisation sites am and ae", () => {
    for (const site of sites) {
      const exempt = site.locale === "am" || site.locale === "ae";
      expect(legalConsentNeeded("signUp", site.features.legalConsentRequired)).toBe(!exempt);
      expect(legalConsentNeeded("thirdParty", site.features.legalConsentRequired)).toBe(!exempt);
    }
  });
});

describe("isWeChatBrowser", () => {
  it("recognises WeChat's user agent", () => {
    expect(isWeChatBrowser("Mozilla/5.0 (iPhone) AppleWebKit/605.1.15 Mobile/15E148 MicroMessenger/8.0.47(0x18002f2c)")).toBe(true);
    expect(isWeChatBrowser("mozilla/5.0 micromessenger/7.0")).toBe(true);
    expect(isWeChatBrowser("Mozilla/5.0 (Windows NT 10.0) Chrome/126.0 Safari/537.36")).toBe(false);
  });
});
