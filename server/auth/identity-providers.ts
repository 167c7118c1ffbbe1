import { createRemoteJWKSet, jwtVerify, type JWTPayload, type JWTVerifyGetKey } from "jose";
import { ApiError, ErrorCode } from "../../api/errors.js";
import { ThirdPartySource } from "../../schemas/account-values.js";
import type { Env } from "../env.js";

export type ThirdPartySourceValue = (typeof ThirdPartySource)[keyof typeof ThirdPartySource];

export interface IdentityProvider {
  issuers: string[];
  /** The client id the ID token must be issued for; without one the provider is not offered. */
  audience?: string;
  keys: JWTVerifyGetKey;
}

export interface VerifiedIdentity {
  subject: string;
  /** Only an address the provider says it verified. */
  email: string | null;
}

/** Where each provider publishes the keys its ID tokens are signed with. */
const publicProviders: Record<ThirdPartySourceValue, { issuers: string[]; jwks: string; audience: keyof Env }> = {
  [ThirdPartySource.google]: {
    issuers: ["https://accounts.google.com", "accounts.google.com"],
    jwks: "https://www.googleapis.com/oauth2/v3/certs",
    audience: "GOOGLE_CLIENT_ID",
  },
  [ThirdPartySource.apple]: {
    issuers: ["https://appleid.apple.com"],
    jwks: "https://appleid.apple.com/auth/keys",
    audience: "APPLE_CLIENT_ID",
  },
  [ThirdPartySource.facebook]: {
    issuers: ["https://www.facebook.com"],
    jwks: "https://www.facebook.com/.well-known/oauth/openid/jwks/",
    audience: "FACEBOOK_APP_ID",
  },
};

/** Google, Apple and Facebook as the environment configures them (keys fetched and cached by jose). */
export function publicIdentityProviders(env: Env): Record<ThirdPartySourceValue, IdentityProvider> {
  const entries = Object.entries(publicProviders).map(([source, provider]) => [
    source,
    { issuers: provider.issuers, audience: env[provider.audience] as string | undefined, keys: createRemoteJWKSet(new URL(provider.jwks)) },
  ]);
  return Object.fromEntries(entries) as Record<ThirdPartySourceValue, IdentityProvider>;
}

function verifiedEmail(payload: JWTPayload, source: ThirdPartySourceValue): string | null {
  if (typeof payload.email !== "string") return null;
  // Apple only hands out addresses it verified; Google and Facebook say so per token.
  const verified = source === ThirdPartySource.apple || payload.email_verified === true || payload.email_verified === "true";
  return verified ? payload.email.toLowerCase() : null;
}

/** Checks an ID token's signature, issuer, audience and expiry; anything wrong answers 'Sign-in failed.' */
export async function verifyIdToken(
  providers: Record<ThirdPartySourceValue, IdentityProvider>,
  source: ThirdPartySourceValue,
  idToken: string,
): Promise<VerifiedIdentity> {
  const provider = providers[source];
  if (!provider.audience) throw new ApiError(ErrorCode.SIGN_IN_FAILED, "This sign-in method is not available.");
  try {
    const { payload } = await jwtVerify(idToken, provider.keys, { issuer: provider.issuers, audience: provider.audience });
    if (!payload.sub) throw new Error("no subject");
    return { subject: payload.sub, email: verifiedEmail(payload, source) };
  } catch {
    throw new ApiError(ErrorCode.SIGN_IN_FAILED);
  }
}
