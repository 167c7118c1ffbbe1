import type { IncomingMessage, ServerResponse } from "node:http";
import type { HelmetOptions } from "helmet";
import type { ThirdPartySource } from "../../schemas/account-values.js";
import type { Env } from "../env.js";

type ThirdPartyProvider = keyof typeof ThirdPartySource;

/** The public client ids of the providers whose sign-in runs in the browser (the ids are public, never secrets). */
export type BrowserSignInIds = Partial<Record<ThirdPartyProvider, string>>;

interface ProviderSources {
  script: string[];
  frame: string[];
  connect: string[];
}

/**
 * What each provider's browser sign-in loads, per directive (decision 0034): Google Identity Services as its
 * setup guide lists it; Sign in with Apple JS, a script whose popup talks back by message. Facebook is not
 * here: its JS SDK gives an access token, and the server verifies ID tokens only.
 */
const BROWSER_SIGN_IN: Partial<Record<ThirdPartyProvider, { clientId: keyof Env; sources: ProviderSources }>> = {
  google: {
    clientId: "GOOGLE_CLIENT_ID",
    sources: {
      script: ["https://accounts.google.com/gsi/client"],
      frame: ["https://accounts.google.com/gsi/"],
      connect: ["https://accounts.google.com/gsi/"],
    },
  },
  apple: {
    clientId: "APPLE_CLIENT_ID",
    sources: { script: ["https://appleid.cdn-apple.com"], frame: [], connect: [] },
  },
};

/** The configured providers the browser can sign in with, by their public client ids: per deployment, the same for every visitor. */
export function browserSignInIds(env: Env): BrowserSignInIds {
  const configured = Object.entries(BROWSER_SIGN_IN).flatMap(([provider, { clientId }]) => {
    const id = env[clientId];
    return typeof id === "string" && id ? [[provider, id]] : [];
  });
  return Object.fromEntries(configured) as BrowserSignInIds;
}

/** The sources the configured providers add to the policy; none without any. */
export function signInSources(ids: BrowserSignInIds): ProviderSources {
  const sources = Object.keys(ids).flatMap((provider) => BROWSER_SIGN_IN[provider as ThirdPartyProvider]?.sources ?? []);
  return {
    script: sources.flatMap((source) => source.script),
    frame: sources.flatMap((source) => source.frame),
    connect: sources.flatMap((source) => source.connect),
  };
}

const isPreviewUrl = (url = "/") => new URL(url, "http://any").searchParams.get("viewModel") === "preview";
const isAdminPath = (url = "/") => /^\/admin(\/|\.data|\?|$)/.test(url);

export interface SecurityHeadersOptions {
  production: boolean;
  /** Vite's dev server talks to the page over a WebSocket. */
  isDev: boolean;
  /** Every site's host, as frame sources: the editors' tool frames them, and they frame previews. */
  previewFramers: string;
  signIn: BrowserSignInIds;
  /** This response's script nonce. */
  nonceOf: (res: ServerResponse) => string;
}

/** The pages' security headers (helmet's defaults and the Content-Security-Policy of decision 0004). */
export function securityHeaders({ production, isDev, previewFramers, signIn, nonceOf }: SecurityHeadersOptions): HelmetOptions {
  const provider = signInSources(signIn);
  const signInConfigured = Object.keys(signIn).length > 0;
  return {
    contentSecurityPolicy: {
      useDefaults: true,
      directives: {
        "script-src": ["'self'", (_req: IncomingMessage, res: ServerResponse) => `'nonce-${nonceOf(res)}'`, ...provider.script],
        "object-src": ["'none'"],
        "base-uri": ["'none'"],
        // A preview may be framed by the editors' tool on any site's host (its live preview, admin-preview/).
        "frame-ancestors": ["'self'", (req: IncomingMessage) => (isPreviewUrl(req.url) ? previewFramers : "")],
        // ...and the tool frames pages of every site's host.
        "frame-src": ["'self'", ...provider.frame, (req: IncomingMessage) => (isAdminPath(req.url) ? previewFramers : "")],
        "img-src": ["'self'", "data:", "https:"],
        // The recorded-lesson player's hls.js plays through MediaSource, whose addresses are blob: ones.
        "media-src": ["'self'", "blob:"],
        "connect-src": ["'self'", ...(isDev ? ["ws:"] : []), ...provider.connect],
        "upgrade-insecure-requests": production ? [] : null,
      },
    },
    // A provider's sign-in popup answers its opener, which helmet's default (same-origin) would cut off.
    crossOriginOpenerPolicy: { policy: signInConfigured ? "same-origin-allow-popups" : "same-origin" },
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    strictTransportSecurity: production,
  };
}
