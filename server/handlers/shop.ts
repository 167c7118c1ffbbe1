import type { Handlers } from "../service/context.js";
import { contentHandlers } from "./content.js";

export const shopHandlers: Handlers<"getCoursesBannerList"> = {
  async getCoursesBannerList({ channelIds }, ctx) {
    // Every "<prefix>-shop_home_screen" key is the shop home location: ads are kept per site, not per screen.
    const [shopHome] = await contentHandlers.queryResourceByLocation([{ locationKey: "shop_home", channelIds }], ctx);
    return { resources: shopHome?.resources ?? [] };
  },
};
