import { afterEach, describe, expect, it } from "vitest";
import { logLinesOf } from "../tests/helpers/log-lines.js";
import { configureLog, log, redactPersonalData } from "./log.js";

const token = "k3Jx9_QmW2-aZ8vT0pL4sN6yR1cB5dF7hG3jK9mP2qE";

describe("redactPersonalData", () => {
  it("takes out query strings, e-mail addresses, tokens and phone numbers", () => {
    expect(redactPersonalData('No route matches URL "/login?contact=parent%40example.com&code=482913"')).toBe(
      'No route matches URL "/login?[query]"',
    );
    expect(redactPersonalData("no account for Parent.Name+kids@example.co.uk")).toBe("no account for [email]");
    expect(redactPersonalData(`session ${token} ended; sign ${token}`)).toBe("session [token] ended; sign [token]");
    expect(redactPersonalData("sent to +44 7700 900123, then to 415-555-0123 and (020) 7946 0958")).toBe(
      "sent to [phone], then to [phone] and [phone]",
    );
  });

  it("keeps what is not personal: paths, times, small numbers and stack frames", () => {
    const kept = [
      "GET /uk/faq/open-day took 12 ms",
      "expires 2026-11-23T10:00:00.000Z",
      "page 42 version 7 of site 440",
      "at handler (/srv/storefront/build/server/index.js:1234:56)",
      "what? nothing to see",
    ];
    for (const text of kept) expect(redactPersonalData(text)).toBe(text);
  });
});

describe("log", () => {
  afterEach(() => configureLog({ level: "info", redact: false }));

  it("writes no personal data in production, in the message and every field", async () => {
    configureLog({ level: "info", redact: true });
    const output = await logLinesOf(() =>
      log.error("call failed for parent@example.com", {
        url: "/api/account/code?email=parent@example.com&phone=4155550123",
        detail: { error: `token ${token} for +1 4155550123` },
      }),
    );
    expect(output).not.toMatch(/parent|example\.com|4155550123|k3Jx9/);
    expect(JSON.parse(output)).toMatchObject({
      level: "error",
      message: "call failed for [email]",
      url: "/api/account/code?[query]",
      detail: { error: "token [token] for [phone]" },
    });
  });

  it("writes lines as they are outside production", async () => {
    configureLog({ level: "info", redact: false });
    const output = await logLinesOf(() => log.info("message", { recipient: "parent@example.com" }));
    expect(JSON.parse(output)).toMatchObject({ message: "message", recipient: "parent@example.com" });
  });
});
