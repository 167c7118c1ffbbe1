import type { Transport } from "../api/transport.js";
import type { PublicOrigin } from "./lib/seo.js";
import type { LoginCookieScope } from "../schemas/session-cookie.js";
import type { ThirdPartySource } from "../schemas/account-values.js";

declare module "@remix-run/node" {
  /** What the HTTP server gives every loader and action (server/http/app.ts). */
  interface AppLoadContext {
    /** Carries this request's API calls: in-process by default, HTTP when API_BASE_URL is set. */
    transport: Transport;
    /** The public anti-automation signing key, also handed to the browser. */
    signingKey: string;
    /** The nonce every inline script of this response carries (Content-Security-Policy). */
    cspNonce: string;
    /** The public client ids of the providers the browser signs in with (decision 0034); absent, none. */
    thirdPartySignIn?: Partial<Record<keyof typeof ThirdPartySource, string>>;
    /** The scheme and port links to the sites use (canonical, hreflang, region switch), set by the server, not the request. */
    publicOrigin: PublicOrigin;
    /** Set when a call of this request answered code 9: the response then clears the login cookie (SPEC §8). */
    session: { invalid: boolean; cookieScope: LoginCookieScope };
  }
}

export {};
