import { useEffect, useState } from "react";
import { useSiteApi } from "../../../../api/site-api-context.js";
import type { AdResource } from "../../../../component-registry/ad-slot/ads.js";
import type { LocationKey } from "../../../../schemas/location-keys.js";

const NO_CHANNELS: readonly number[] = [];

/**
 * The ads of a location for the channels a screen shows (none: its ads for every channel), asked for in
 * the browser so a screen shows them without its loader; none while they load or when the call is refused
 * (SPEC §8: ad resource non-zero code ignored). Pass `channelIds` that keep their identity between renders
 * (loader data): a new list asks again.
 */
export function useLocationAds(locationKey: LocationKey, channelIds: readonly number[] = NO_CHANNELS): AdResource[] {
  const { api, call } = useSiteApi();
  const [resources, setResources] = useState<AdResource[]>([]);
  useEffect(() => {
    let current = true;
    api
      .call("queryResourceByLocation", [{ locationKey, channelIds: [...channelIds] }], call)
      .then((locations) => current && setResources(locations[0]?.resources ?? []))
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [api, call, locationKey, channelIds]);
  return resources;
}
