import helmet from "helmet";
import type { IncomingMessage, ServerResponse } from "node:http";
import { describe, expect, it } from "vitest";
import { sdkScriptUrl } from "../../app/components/account/login/third-party-sdk.js";
import { LANGUAGES } from "../../schemas/site.js";
import { loadEnv } from "../env.js";
import { browserSignInIds, securityHeaders, signInSources, type BrowserSignInIds } from "./security-headers.js";

const FRAMERS = "us.localhost:* uk.localhost:*";

/** The headers helmet sets with these options for a request to `url`, whose nonce is "abc". */
function headersFor(signIn: BrowserSignInIds, url = "/", { production = true, isDev = false } = {}) {
  const headers: Record<string, string> = {};
  const res = {
    setHeader: (name: string, value: string) => void (headers[name.toLowerCase()] = value),
    removeHeader: () => undefined,
  } as unknown as ServerResponse;
  const middleware = helmet(securityHeaders({ production, isDev, previewFramers: FRAMERS, signIn, nonceOf: () => "abc" }));
  middleware({ url, headers: {} } as IncomingMessage, res, () => undefined);
  return headers;
}

/** The policy of a production page before third-party sign-in came to the browser. */
const POLICY_WITHOUT_SIGN_IN =
  "default-src 'self';base-uri 'none';font-src 'self' https: data:;form-action 'self';frame-ancestors 'self' ;" +
  "img-src 'self' data: https:;object-src 'none';script-src 'self' 'nonce-abc';script-src-attr 'none';" +
  "style-src 'self' https: 'unsafe-inline';upgrade-insecure-requests;frame-src 'self' ;media-src 'self' blob:;connect-src 'self'";

describe("browserSignInIds", () => {
  it("takes the public client ids of Google and Apple, and leaves Facebook to the server", () => {
    expect(browserSignInIds(loadEnv({}))).toEqual({});
    const env = loadEnv({ GOOGLE_CLIENT_ID: "g-1.apps.googleusercontent.com", APPLE_CLIENT_ID: "com.example.web", FACEBOOK_APP_ID: "123" });
    expect(browserSignInIds(env)).toEqual({ google: "g-1.apps.googleusercontent.com", apple: "com.example.web" });
    expect(browserSignInIds(loadEnv({ APPLE_CLIENT_ID: "com.example.web" }))).toEqual({ apple: "com.example.web" });
  });
});

describe("signInSources", () => {
  it("adds only the configured providers' origins", () => {
    expect(signInSources({})).toEqual({ script: [], frame: [], connect: [] });
    expect(signInSources({ apple: "com.example.web" })).toEqual({ script: ["https://appleid.cdn-apple.com"], frame: [], connect: [] });
    expect(signInSources({ google: "g-1" })).toEqual({
      script: ["https://accounts.google.com/gsi/client"],
      frame: ["https://accounts.google.com/gsi/"],
      connect: ["https://accounts.google.com/gsi/"],
    });
  });
});

/** Whether a CSP source expression (a file, a folder, or a whole origin) matches an address. */
function allows(source: string, url: string): boolean {
  if (url === source) return true;
  const folder = source.endsWith("/") ? source : new URL(source).pathname === "/" ? `${source}/` : null;
  return folder !== null && url.startsWith(folder);
}

describe("the policy and the dialog's scripts", () => {
  it("allows every script the login dialog inserts, in every language", () => {
    const { script } = signInSources({ google: "g-1", apple: "com.example.web" });
    for (const language of LANGUAGES) {
      for (const provider of ["google", "apple"] as const) {
        const url = sdkScriptUrl(provider, language);
        expect(script.some((source) => allows(source, url)), url).toBe(true);
      }
    }
  });
});

describe("securityHeaders", () => {
  it("keeps the policy as it was when no provider is configured", () => {
    const headers = headersFor({});
    expect(headers["content-security-policy"]).toBe(POLICY_WITHOUT_SIGN_IN);
    expect(headers["cross-origin-opener-policy"]).toBe("same-origin");
    expect(headers["strict-transport-security"]).toBe("max-age=31536000; includeSubDomains");
    expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  });

  it("allows the configured providers' scripts, frames and connections, and their popups to answer", () => {
    const headers = headersFor({ google: "g-1", apple: "com.example.web" });
    const policy = headers["content-security-policy"]!;
    expect(policy).toContain("script-src 'self' 'nonce-abc' https://accounts.google.com/gsi/client https://appleid.cdn-apple.com;");
    expect(policy).toContain("frame-src 'self' https://accounts.google.com/gsi/ ;");
    expect(policy).toMatch(/connect-src 'self' https:\/\/accounts\.google\.com\/gsi\/$/);
    expect(headers["cross-origin-opener-policy"]).toBe("same-origin-allow-popups");

    const appleOnly = headersFor({ apple: "com.example.web" })["content-security-policy"]!;
    expect(appleOnly).toContain("script-src 'self' 'nonce-abc' https://appleid.cdn-apple.com;");
    expect(appleOnly).not.toContain("accounts.google.com");
  });

  it("lets the editors' tool frame the sites, previews be framed, and Vite's socket connect in development", () => {
    const admin = headersFor({ google: "g-1" }, "/admin/pages")["content-security-policy"]!;
    expect(admin).toContain(`frame-src 'self' https://accounts.google.com/gsi/ ${FRAMERS};`);
    expect(headersFor({}, "/faq?viewModel=preview")["content-security-policy"]).toContain(`frame-ancestors 'self' ${FRAMERS};`);
    const dev = headersFor({}, "/", { production: false, isDev: true });
    expect(dev["content-security-policy"]).toMatch(/connect-src 'self' ws:$/);
    expect(dev["content-security-policy"]).not.toContain("upgrade-insecure-requests");
    expect(dev["strict-transport-security"]).toBeUndefined();
  });
});
