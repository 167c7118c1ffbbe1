import { createLocalJWKSet, exportJWK, generateKeyPair, SignJWT } from "jose";
import type { IdentityProvider, ThirdPartySourceValue } from "../../server/auth/identity-providers.js";

export const TEST_AUDIENCE = "storefront-test-client";
const ISSUER = "https://accounts.google.com";

/**
 * A local stand-in for the providers' key sets: one key pair signs every test ID token, and all three
 * providers trust it (Google's issuer), so tests exercise the real verification without the network.
 */
export async function localIdentityProviders() {
  const { publicKey, privateKey } = await generateKeyPair("RS256");
  const jwk = { ...(await exportJWK(publicKey)), kid: "test-key", alg: "RS256" };
  const provider: IdentityProvider = { issuers: [ISSUER], audience: TEST_AUDIENCE, keys: createLocalJWKSet({ keys: [jwk] }) };
  const providers = { 2: provider, 3: provider, 4: provider } as Record<ThirdPartySourceValue, IdentityProvider>;

  /** An ID token as a provider would issue it; `privateKeyOverride` forges one with another key. */
  async function idToken(claims: { sub: string; email?: string; email_verified?: boolean; aud?: string; expiresIn?: string; key?: CryptoKey }) {
    const { sub, aud = TEST_AUDIENCE, expiresIn = "10m", key = privateKey, ...rest } = claims;
    return new SignJWT(rest)
      .setProtectedHeader({ alg: "RS256", kid: "test-key" })
      .setSubject(sub)
      .setIssuer(ISSUER)
      .setAudience(aud)
      .setIssuedAt()
      .setExpirationTime(expiresIn)
      .sign(key);
  }
  return { providers, idToken };
}
