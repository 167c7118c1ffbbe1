import { isApiError } from "../../api/errors.js";
import type { Resolver } from "../define.js";
import type { AdResource } from "./ads.js";
import type { AdSlotData } from "./schema.js";

export interface AdSlotResolved {
  resources: AdResource[];
}

/** The ads of the slot's location key; none when there are none or the call is refused (SPEC §8). */
export const resolveAdSlot: Resolver<AdSlotData, AdSlotResolved> = async (data, { api, call }) => {
  try {
    const locations = await api.call("queryResourceByLocation", [{ locationKey: data.locationKey }], call);
    return { resources: locations[0]?.resources ?? [] };
  } catch (error) {
    // 'Ad resource non-zero code ignored'; no answer at all is the page's network error.
    if (isApiError(error) && !error.isNetworkError) return { resources: [] };
    throw error;
  }
};
