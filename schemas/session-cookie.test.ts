import { describe, expect, it } from "vitest";
import { requestApi } from "../app/lib/api.server.js";
import { clearedLoginCookie, clearLoginCookieIfInvalid, loginCookie, loginCookieScope } from "./session-cookie.js";

const local = loginCookieScope("uk.localhost", false);

describe("code 9 on the server", () => {
  it("marks the request's session invalid, and the response then clears the login cookie", async () => {
    const context = {
      cspNonce: "",
      publicOrigin: { protocol: "http:" as const, port: "" },
      signingKey: "k".repeat(16),
      session: { invalid: false, cookieScope: local },
      transport: async () => ({ status: 200, body: { code: 9, msg: "" } }),
    };
    await expect(requestApi(context).call("getAlipayHKGrayList", {}, { header: { schoolCode: "415", timezone: "UTC" }, countryCode: "US", channelCode: "web-us" })).rejects.toMatchObject({ code: 9 });
    expect(context.session.invalid).toBe(true);

    const headers = new Headers();
    clearLoginCookieIfInvalid(context.session, headers);
    expect(headers.get("set-cookie")).toBe("_official_token=; Max-Age=0; Path=/; HttpOnly; SameSite=Lax");
  });

  it("leaves a valid session alone", () => {
    const headers = new Headers();
    clearLoginCookieIfInvalid({ invalid: false, cookieScope: local }, headers);
    expect(headers.has("set-cookie")).toBe(false);
    expect(clearedLoginCookie(local)).toContain("Max-Age=0");
  });
});

describe("the login cookie", () => {
  it("lasts 365 days, HttpOnly and SameSite=Lax, host-only on localhost", () => {
    expect(loginCookie("t0ken", local)).toBe("_official_token=t0ken; Max-Age=31536000; Path=/; HttpOnly; SameSite=Lax");
  });

  it("sits at the registrable domain, Secure in production", () => {
    const scope = loginCookieScope("www.thinkacademy.co.uk:443", true);
    expect(scope).toEqual({ domain: "thinkacademy.co.uk", secure: true });
    expect(loginCookie("t", scope)).toContain("Domain=thinkacademy.co.uk");
    expect(loginCookie("t", scope)).toContain("Secure");
    expect(loginCookieScope("127.0.0.1", true).domain).toBeUndefined();
  });
});
