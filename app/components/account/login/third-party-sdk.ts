import type { Language } from "../../../../schemas/site.js";
import type { ProviderSdk, ThirdPartyProvider } from "./third-party.js";

/** The provider's SDK did not load (or cannot sign in here), so it cannot give an ID token. */
export class ProviderUnavailableError extends Error {
  constructor(readonly provider: ThirdPartyProvider) {
    super(`${provider} sign-in is not available on this site`);
    this.name = "ProviderUnavailableError";
  }
}

/** The visitor closed the provider's popup without signing in. */
export class ProviderCancelledError extends Error {
  constructor(readonly provider: ThirdPartyProvider) {
    super(`${provider} sign-in was cancelled`);
    this.name = "ProviderCancelledError";
  }
}

/** The languages of Google's button text (GsiButtonConfiguration.locale) and of Sign in with Apple JS (its script's path). */
const PROVIDER_LOCALES: Record<Language, { google: string; apple: string }> = {
  en: { google: "en", apple: "en_US" },
  fr: { google: "fr", apple: "fr_FR" },
  ja: { google: "ja", apple: "ja_JP" },
  ko: { google: "ko", apple: "ko_KR" },
  "zh-Hans": { google: "zh-CN", apple: "zh_CN" },
  "zh-Hant": { google: "zh-TW", apple: "zh_TW" },
};

/** The SDK scripts, from the providers' own sites; the server's Content-Security-Policy allows exactly these (security-headers.ts). */
export function sdkScriptUrl(provider: "google" | "apple", language: Language): string {
  if (provider === "google") return "https://accounts.google.com/gsi/client";
  return `https://appleid.cdn-apple.com/appleauth/static/jsapi/appleid/1/${PROVIDER_LOCALES[language].apple}/appleid.auth.js`;
}

const setUps = new Map<string, Promise<void>>();

/** Runs `task` once per page and key; a failure is forgotten, so that a later attempt tries again. */
function once(key: string, task: () => Promise<void>): Promise<void> {
  let running = setUps.get(key);
  if (!running) {
    running = task().catch((error: unknown) => {
      setUps.delete(key);
      throw error;
    });
    setUps.set(key, running);
  }
  return running;
}

/**
 * Inserts a provider's script. The policy allows its origin, so it needs no nonce (which the browser does not
 * know: decision 0004); a script that does not come is taken out again.
 */
export function loadScript(src: string): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    const script = document.createElement("script");
    script.src = src;
    script.async = true;
    script.addEventListener("load", () => resolve());
    script.addEventListener("error", () => {
      script.remove();
      reject(new Error(`${src} did not load`));
    });
    document.head.append(script);
  });
}

/** What the dialog uses of Google Identity Services (google.accounts.id). */
interface GoogleIdentity {
  initialize(config: { client_id: string; callback: (response: { credential: string }) => void }): void;
  renderButton(
    parent: HTMLElement,
    options: { type: "standard"; theme: "outline"; size: "large"; text: "continue_with"; width: number; locale: string },
  ): void;
}

/** What the dialog uses of Sign in with Apple JS (AppleID.auth). */
interface AppleIdAuth {
  init(config: { clientId: string; scope: string; redirectURI: string; usePopup: boolean }): void;
  signIn(): Promise<{ authorization: { id_token: string } }>;
}

interface ProviderGlobals {
  google?: { accounts?: { id?: GoogleIdentity } };
  AppleID?: { auth?: AppleIdAuth };
}

const providerGlobals = () => window as unknown as ProviderGlobals;

/** Loads the provider's script and sets its SDK up, or says the provider is not available. */
async function ready<T>(provider: ThirdPartyProvider, src: string, sdkOf: () => T | undefined, setUp: (sdk: T) => void): Promise<T> {
  await once(`${provider} ${src}`, async () => {
    await loadScript(src);
    const sdk = sdkOf();
    if (!sdk) throw new Error(`${src} loaded without its SDK`);
    setUp(sdk);
  }).catch(() => {
    throw new ProviderUnavailableError(provider);
  });
  return sdkOf()!;
}

/** Google's SDK keeps one configuration per page (initialize once): its answers go to the button drawn last. */
let googleListener: ((idToken: string) => void) | null = null;

function googleSdk(clientId: string, language: Language): ProviderSdk {
  const load = () =>
    ready("google", sdkScriptUrl("google", language), () => providerGlobals().google?.accounts?.id, (identity) =>
      identity.initialize({ client_id: clientId, callback: ({ credential }) => googleListener?.(credential) }),
    );
  return {
    kind: "button",
    load: async () => void (await load()),
    drawButton(slot, onIdToken) {
      const identity = providerGlobals().google?.accounts?.id;
      if (!identity) throw new ProviderUnavailableError("google");
      googleListener = onIdToken;
      // The button's width in pixels: 200 to 400, as wide as its place.
      const width = Math.min(400, Math.max(200, slot.clientWidth));
      identity.renderButton(slot, { type: "standard", theme: "outline", size: "large", text: "continue_with", width, locale: PROVIDER_LOCALES[language].google });
      return () => {
        if (googleListener === onIdToken) googleListener = null;
        slot.replaceChildren();
      };
    },
  };
}

/** Sign in with Apple's answers when the visitor closes its popup. */
const APPLE_CANCELLATIONS = new Set(["popup_closed_by_user", "user_cancelled_authorize"]);

function appleSdk(clientId: string, language: Language): ProviderSdk {
  // The popup answers by message; Apple still checks the address against the Services ID's return URLs.
  const load = () =>
    ready("apple", sdkScriptUrl("apple", language), () => providerGlobals().AppleID?.auth, (auth) =>
      auth.init({ clientId, scope: "email", redirectURI: `${window.location.origin}/`, usePopup: true }),
    );
  return {
    kind: "popup",
    load: async () => void (await load()),
    async idToken() {
      const auth = await load();
      try {
        const { authorization } = await auth.signIn();
        return authorization.id_token;
      } catch (failure) {
        const code = (failure as { error?: unknown } | null)?.error;
        if (typeof code === "string" && APPLE_CANCELLATIONS.has(code)) throw new ProviderCancelledError("apple");
        throw new ProviderUnavailableError("apple");
      }
    },
  };
}

/** The real SDKs. Facebook has none here: its SDK gives access tokens, and the server verifies ID tokens (decision 0034). */
export function browserProviderSdk(provider: ThirdPartyProvider, clientId: string, language: Language): ProviderSdk {
  if (provider === "google") return googleSdk(clientId, language);
  if (provider === "apple") return appleSdk(clientId, language);
  const unavailable = () => Promise.reject(new ProviderUnavailableError(provider));
  return { kind: "popup", load: unavailable, idToken: unavailable };
}
