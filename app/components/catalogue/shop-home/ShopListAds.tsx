import AdSlot from "../../../../component-registry/ad-slot/AdSlot.js";
import { SCREENS } from "../../../../rules/screens.js";
import { useModuleEnvironment } from "../../ModuleScope.js";
import { useLocationAds } from "./use-location-ads.js";

/** The slot's height on the list: an ad is shown whole within it (site.css), above the search. */
const SHOP_LIST_AD_HEIGHT = 120;

/**
 * The shop list's ads (location shop_list) on /courses/list for the channels the list shows
 * (shopListAdChannels, from the loader), rotating and tracked like any ad slot.
 */
export function ShopListAds({ channelIds }: { channelIds: readonly number[] }) {
  const resources = useLocationAds("shop_list", channelIds);
  const environment = useModuleEnvironment(SCREENS.courseList, false);
  if (resources.length === 0) return null;
  return (
    <div style={{ marginBottom: 24 }}>
      <AdSlot moduleId={0} data={{ locationKey: "shop_list", height: SHOP_LIST_AD_HEIGHT }} resolved={{ resources }} environment={environment} />
    </div>
  );
}
