import { inArray } from "drizzle-orm";
import { ApiError, ErrorCode } from "../../api/errors.js";
import { channels } from "../db/schema.js";
import type { Handlers } from "../service/context.js";
import { contentHandlers } from "./content.js";

export const shopHandlers: Handlers<"getCoursesBannerList"> = {
  async getCoursesBannerList({ channelIds }, ctx) {
    const asked = [...new Set(channelIds)];
    if (asked.length > 0) {
      const known = await ctx.db.select({ id: channels.id }).from(channels).where(inArray(channels.id, asked));
      if (known.length !== asked.length) throw new ApiError(ErrorCode.NOT_FOUND_OR_ENDED, "No matching record found.");
    }
    // Every "<prefix>-shop_home_screen" key is the shop home location: ads are kept per site, not per screen.
    const [shopHome] = await contentHandlers.queryResourceByLocation([{ locationKey: "shop_home" }], ctx);
    return { resources: shopHome?.resources ?? [] };
  },
};
