import { useEffect, useState } from "react";
import { useSiteApi } from "../../../../api/site-api-context.js";
import type { AdResource } from "../../../../component-registry/ad-slot/ads.js";
import type { LocationKey } from "../../../../schemas/location-keys.js";

/**
 * The ads of a location, asked for in the browser so a screen shows them without its loader; none while they
 * load or when the call is refused (SPEC §8: ad resource non-zero code ignored).
 */
export function useLocationAds(locationKey: LocationKey): AdResource[] {
  const { api, call } = useSiteApi();
  const [resources, setResources] = useState<AdResource[]>([]);
  useEffect(() => {
    let current = true;
    api
      .call("queryResourceByLocation", [{ locationKey }], call)
      .then((locations) => current && setResources(locations[0]?.resources ?? []))
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [api, call, locationKey]);
  return resources;
}
