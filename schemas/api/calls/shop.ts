import { z } from "zod";
import { defineCall } from "../define-call.js";
import { adChannelIds, contentCalls } from "./content.js";

/** The suffix of the shop home's banner location keys (SPEC §7 getCoursesBannerList: "<prefix>-shop_home_screen"). */
export const SHOP_HOME_SCREEN_SUFFIX = "-shop_home_screen";

/** "<prefix>-shop_home_screen", the prefix naming the asking screen (pc, h5, app...): lowercase letters and digits. */
const shopHomeLocationKey = z
  .string()
  .max(16 + SHOP_HOME_SCREEN_SUFFIX.length)
  .regex(/^[a-z][a-z0-9]{0,15}-shop_home_screen$/, `must be a prefix followed by ${SHOP_HOME_SCREEN_SUFFIX}`);

/** An ad exactly as queryResourceByLocation answers it (SPEC §3 resource ad). */
const resources = contentCalls.queryResourceByLocation.response.element.shape.resources;

export const shopCalls = {
  getCoursesBannerList: defineCall({
    path: "/shop/banners",
    summary:
      "The site's active ads of the shop home location (shop_home), in order: those for every channel and those for one of channelIds, which must be shop channels (4003 otherwise).",
    request: z.object({
      locationKey: z.array(shopHomeLocationKey).min(1).max(4),
      channelIds: adChannelIds.default([]),
    }),
    response: z.object({ resources }),
  }),
};
