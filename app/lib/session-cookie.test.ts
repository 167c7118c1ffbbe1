import { describe, expect, it } from "vitest";
import { requestApi } from "./api.server.js";
import { clearedLoginCookie, clearLoginCookieIfInvalid } from "./session-cookie.js";

describe("code 9 on the server", () => {
  it("marks the request's session invalid, and the response then clears the login cookie", async () => {
    const context = {
      cspNonce: "",
      signingKey: "k".repeat(16),
      session: { invalid: false },
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
    clearLoginCookieIfInvalid({ invalid: false }, headers);
    expect(headers.has("set-cookie")).toBe(false);
    expect(clearedLoginCookie()).toContain("Max-Age=0");
  });
});
