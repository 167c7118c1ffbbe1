import { useCallback, useEffect, useRef, useState } from "react";
import type { ProviderSdk, ThirdPartyProvider } from "./third-party.js";

export type SdkStatus = "loading" | "ready" | "failed";

export interface OfferedProvider {
  provider: ThirdPartyProvider;
  sdk: ProviderSdk;
  status: SdkStatus;
}

/**
 * The offered providers' SDKs for one opening of the dialog. None loads before its button shows; then all
 * start at once, so that a click finds its SDK ready (a popup must open from the click itself). `load`
 * loads one again, for a click: a script that did not come may come now.
 */
export function useProviderSdks(offered: ThirdPartyProvider[], sdkOf: (provider: ThirdPartyProvider) => ProviderSdk, shown: boolean) {
  const [sdks] = useState(() => offered.map((provider) => ({ provider, sdk: sdkOf(provider) })));
  const [statuses, setStatuses] = useState<Partial<Record<ThirdPartyProvider, SdkStatus>>>({});

  const load = useCallback(
    async (provider: ThirdPartyProvider) => {
      const sdk = sdks.find((entry) => entry.provider === provider)!.sdk;
      const setStatus = (status: SdkStatus) => setStatuses((current) => ({ ...current, [provider]: status }));
      try {
        await sdk.load();
      } catch (failure) {
        setStatus("failed");
        throw failure;
      }
      setStatus("ready");
    },
    [sdks],
  );

  const started = useRef(false);
  useEffect(() => {
    if (!shown || started.current) return;
    started.current = true;
    // A failure shows when the visitor chooses that provider.
    for (const { provider } of sdks) load(provider).catch(() => undefined);
  }, [shown, sdks, load]);

  const providers: OfferedProvider[] = sdks.map((entry) => ({ ...entry, status: statuses[entry.provider] ?? "loading" }));
  return { providers, load };
}
