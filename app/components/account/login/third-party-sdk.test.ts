// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { LANGUAGES } from "../../../../schemas/site.js";

/** A fresh module each time: it keeps, per page, which SDKs it set up. */
const sdkModule = () => import("./third-party-sdk.js");

/** Scripts the module inserts are kept here instead of the page, so nothing is fetched; the test says how each ends. */
let inserted: HTMLScriptElement[] = [];
const lastScript = () => inserted.at(-1)!;
const finish = (script: HTMLScriptElement, outcome: "load" | "error") => script.dispatchEvent(new Event(outcome));

beforeEach(() => {
  vi.resetModules();
  inserted = [];
  vi.spyOn(document.head, "append").mockImplementation((...nodes) => {
    inserted.push(...(nodes as HTMLScriptElement[]));
  });
});

afterEach(() => {
  vi.restoreAllMocks();
  const globals = window as unknown as Record<string, unknown>;
  delete globals.google;
  delete globals.AppleID;
});

/** Waits for the module to insert its next script. */
async function nextScript(count: number) {
  await vi.waitFor(() => expect(inserted).toHaveLength(count));
  return lastScript();
}

describe("sdkScriptUrl", () => {
  it("loads Google Identity Services, and Sign in with Apple JS in the page's language", async () => {
    const { sdkScriptUrl } = await sdkModule();
    expect(sdkScriptUrl("google", "fr")).toBe("https://accounts.google.com/gsi/client");
    expect(sdkScriptUrl("apple", "en")).toBe("https://appleid.cdn-apple.com/appleauth/static/jsapi/appleid/1/en_US/appleid.auth.js");
    expect(LANGUAGES.map((language) => sdkScriptUrl("apple", language).split("/").at(-2))).toEqual([
      "en_US",
      "zh_TW",
      "zh_CN",
      "ja_JP",
      "ko_KR",
      "fr_FR",
    ]);
  });
});

describe("loadScript", () => {
  it("inserts an async script and settles with its load, taking out one that failed", async () => {
    const { loadScript } = await sdkModule();
    const loaded = loadScript("https://accounts.google.com/gsi/client");
    expect(lastScript().src).toBe("https://accounts.google.com/gsi/client");
    expect(lastScript().async).toBe(true);
    finish(lastScript(), "load");
    await expect(loaded).resolves.toBeUndefined();

    const failed = loadScript("https://appleid.cdn-apple.com/x.js");
    const remove = vi.spyOn(lastScript(), "remove");
    finish(lastScript(), "error");
    await expect(failed).rejects.toThrow("did not load");
    expect(remove).toHaveBeenCalled();
  });
});

describe("Google", () => {
  function fakeGoogle() {
    const identity = { initialize: vi.fn(), renderButton: vi.fn() };
    (window as unknown as { google: unknown }).google = { accounts: { id: identity } };
    return identity;
  }

  it("sets Google Identity Services up once with the client id, and draws its button, whose answer is the ID token", async () => {
    const { browserProviderSdk } = await sdkModule();
    const sdk = browserProviderSdk("google", "g-1.apps.googleusercontent.com", "ja");
    if (sdk.kind !== "button") throw new Error("Google draws its own button");
    const loading = sdk.load();
    const identity = fakeGoogle();
    finish(await nextScript(1), "load");
    await loading;
    await sdk.load();
    expect(inserted).toHaveLength(1);
    expect(identity.initialize).toHaveBeenCalledTimes(1);
    expect(identity.initialize.mock.calls[0]![0]).toMatchObject({ client_id: "g-1.apps.googleusercontent.com" });

    const slot = document.createElement("div");
    const onIdToken = vi.fn();
    const remove = sdk.drawButton(slot, onIdToken);
    expect(identity.renderButton).toHaveBeenCalledWith(slot, expect.objectContaining({ text: "continue_with", locale: "ja", width: 200 }));
    identity.initialize.mock.calls[0]![0].callback({ credential: "header.payload.signature" });
    expect(onIdToken).toHaveBeenCalledWith("header.payload.signature");

    slot.append(document.createElement("iframe"));
    remove();
    expect(slot.childElementCount).toBe(0);
    identity.initialize.mock.calls[0]![0].callback({ credential: "late" });
    expect(onIdToken).toHaveBeenCalledTimes(1);
  });

  it("is not available when its script does not load, and tries again the next time", async () => {
    const { browserProviderSdk, ProviderUnavailableError } = await sdkModule();
    const sdk = browserProviderSdk("google", "g-1", "en");
    const failing = sdk.load();
    finish(await nextScript(1), "error");
    await expect(failing).rejects.toBeInstanceOf(ProviderUnavailableError);

    const again = sdk.load();
    fakeGoogle();
    finish(await nextScript(2), "load");
    await expect(again).resolves.toBeUndefined();
  });
});

describe("Apple", () => {
  function fakeApple(signIn: () => Promise<unknown>) {
    const auth = { init: vi.fn(), signIn: vi.fn(signIn) };
    (window as unknown as { AppleID: unknown }).AppleID = { auth };
    return auth;
  }

  it("opens Apple's popup and answers its ID token", async () => {
    const { browserProviderSdk } = await sdkModule();
    const sdk = browserProviderSdk("apple", "com.example.web", "ko");
    if (sdk.kind !== "popup") throw new Error("Apple answers from its popup");
    const auth = fakeApple(async () => ({ authorization: { id_token: "apple.id.token", code: "c" } }));
    const token = sdk.idToken();
    const script = await nextScript(1);
    expect(script.src).toContain("/ko_KR/appleid.auth.js");
    finish(script, "load");
    await expect(token).resolves.toBe("apple.id.token");
    expect(auth.init).toHaveBeenCalledWith({ clientId: "com.example.web", scope: "email", redirectURI: `${window.location.origin}/`, usePopup: true });
  });

  it("tells a closed popup from a sign-in Apple cannot give", async () => {
    const { browserProviderSdk, ProviderCancelledError, ProviderUnavailableError } = await sdkModule();
    const sdk = browserProviderSdk("apple", "com.example.web", "en");
    if (sdk.kind !== "popup") throw new Error("Apple answers from its popup");
    let answer: unknown = { error: "popup_closed_by_user" };
    fakeApple(() => Promise.reject(answer));
    const closed = sdk.idToken();
    finish(await nextScript(1), "load");
    await expect(closed).rejects.toBeInstanceOf(ProviderCancelledError);
    answer = { error: "invalid_client" };
    await expect(sdk.idToken()).rejects.toBeInstanceOf(ProviderUnavailableError);
  });

  it("is not available when the script comes without the SDK", async () => {
    const { browserProviderSdk, ProviderUnavailableError } = await sdkModule();
    const sdk = browserProviderSdk("apple", "com.example.web", "en");
    const loading = sdk.load();
    finish(await nextScript(1), "load");
    await expect(loading).rejects.toBeInstanceOf(ProviderUnavailableError);
  });
});

describe("Facebook", () => {
  it("has no browser SDK: the server verifies ID tokens, which Facebook's SDK does not give", async () => {
    const { browserProviderSdk, ProviderUnavailableError } = await sdkModule();
    const sdk = browserProviderSdk("facebook", "123", "en");
    await expect(sdk.load()).rejects.toBeInstanceOf(ProviderUnavailableError);
    expect(inserted).toHaveLength(0);
  });
});
