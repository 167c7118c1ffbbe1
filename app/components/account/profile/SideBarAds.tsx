import { useEffect, useState } from "react";
import AdSlot from "../../../../component-registry/ad-slot/AdSlot.js";
import type { AdResource } from "../../../../component-registry/ad-slot/ads.js";
import { useSiteApi } from "../../../../api/site-api-context.js";
import { useModuleEnvironment } from "../../ModuleScope.js";
import { useShell } from "../../shell/use-shell.js";

/** SPEC §9: the personal centre's ad carousel is 106 px high. */
export const SIDE_BAR_AD_HEIGHT = 106;

/**
 * The side bar's optional rotating ads (location key side_bar), shown and tracked like any ad slot. They
 * load in the browser so every personal-centre page has them without its own loader; a refused call
 * shows none (SPEC §8: ad resource non-zero code ignored).
 */
export function SideBarAds() {
  const { api, call } = useSiteApi();
  const { path } = useShell();
  const environment = useModuleEnvironment(path, false);
  const [resources, setResources] = useState<AdResource[]>([]);
  useEffect(() => {
    let current = true;
    api
      .call("queryResourceByLocation", [{ locationKey: "side_bar" }], call)
      .then((locations) => current && setResources(locations[0]?.resources ?? []))
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [api, call]);
  if (resources.length === 0) return null;
  return (
    <div className="personal-center__ads">
      <AdSlot
        moduleId={0}
        data={{ locationKey: "side_bar", height: SIDE_BAR_AD_HEIGHT }}
        resolved={{ resources }}
        environment={environment}
      />
    </div>
  );
}
