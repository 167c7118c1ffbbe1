import { ThirdPartySource } from "../../../../schemas/account-values.js";
import type { SiteApi } from "../../../../api/site-api-context.js";
import { sessionAttribution } from "../../../lib/attribution-store.js";
import { loginAttribution } from "./login-flow.js";

export type ThirdPartyProvider = keyof typeof ThirdPartySource;

/** The buttons' order on screen. */
export const THIRD_PARTY_PROVIDERS: readonly ThirdPartyProvider[] = ["google", "facebook", "apple"];

/** Gets an ID token from the provider's JS SDK (Google Identity Services, Facebook Login, Sign in with Apple). */
export type IdTokenSource = (provider: ThirdPartyProvider) => Promise<string>;

/** The provider's SDK is not on the page, so it cannot give an ID token. */
export class ProviderUnavailableError extends Error {
  constructor(readonly provider: ThirdPartyProvider) {
    super(`${provider} sign-in is not available on this site`);
    this.name = "ProviderUnavailableError";
  }
}

/** The site loads no provider SDK yet: every provider answers that it is unavailable. */
export const providerIdToken: IdTokenSource = (provider) => Promise.reject(new ProviderUnavailableError(provider));

/**
 * Signs in with a provider's ID token (SPEC §8): the account's uid, or null when the answer has none
 * (nothing happens then). A failed Apple sign-in is ignored; other failures reach the caller.
 */
export async function thirdPartySignIn({ api, call }: SiteApi, provider: ThirdPartyProvider, idToken: string): Promise<string | null> {
  const source = ThirdPartySource[provider];
  try {
    const answer = await api.call(
      "thirdPartyToken",
      { unifiedTempToken: idToken, source, ...loginAttribution(sessionAttribution()) },
      call,
    );
    return answer.uid || null;
  } catch (failure) {
    if (provider === "apple") return null;
    throw failure;
  }
}
