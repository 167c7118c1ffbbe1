import { ThirdPartySource } from "../../../../schemas/account-values.js";
import type { SiteApi } from "../../../../api/site-api-context.js";
import type { Language } from "../../../../schemas/site.js";
import { isWeChatBrowser } from "../../../lib/account/after-login.js";
import { sessionAttribution } from "../../../lib/attribution-store.js";
import { loginAttribution } from "./login-flow.js";
import { browserProviderSdk } from "./third-party-sdk.js";

export type ThirdPartyProvider = keyof typeof ThirdPartySource;

/** The buttons' order on screen. */
export const THIRD_PARTY_PROVIDERS: readonly ThirdPartyProvider[] = ["google", "facebook", "apple"];

export type ThirdPartyClientIds = Partial<Record<ThirdPartyProvider, string>>;

/** The providers the dialog offers, in the buttons' order: the configured ones, and none in WeChat's browser (SPEC §2). */
export function offeredProviders(clientIds: ThirdPartyClientIds, userAgent: string): ThirdPartyProvider[] {
  if (isWeChatBrowser(userAgent)) return [];
  return THIRD_PARTY_PROVIDERS.filter((provider) => Boolean(clientIds[provider]));
}

/**
 * A provider's browser SDK as the dialog uses it. `load` inserts its script (once per page) and rejects with
 * ProviderUnavailableError (third-party-sdk.ts) when it does not come; the ID token then comes one of two ways.
 */
export type ProviderSdk =
  /** The site's own button opens the provider's popup (Sign in with Apple). */
  | { kind: "popup"; load: () => Promise<void>; idToken: () => Promise<string> }
  /**
   * The provider draws its own button into `slot` (Sign in with Google: no other way opens its popup); a
   * completed sign-in hands the ID token to `onIdToken`. The answer takes the button away again.
   */
  | { kind: "button"; load: () => Promise<void>; drawButton: (slot: HTMLElement, onIdToken: (idToken: string) => void) => () => void };

/** The SDK of a configured provider, for its public client id and the page's language (third-party-sdk.ts; tests hand in fakes). */
export type IdTokenSource = (provider: ThirdPartyProvider, clientId: string, language: Language) => ProviderSdk;

/** The providers' real SDKs, loaded from their sites. */
export const providerIdToken: IdTokenSource = browserProviderSdk;

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
