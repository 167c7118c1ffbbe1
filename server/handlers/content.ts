import { and, asc, eq, inArray } from "drizzle-orm";
import { ApiError, ErrorCode } from "../../api/errors.js";
import { adFitsChannels } from "../../rules/catalogue/ad-channels.js";
import { unknownChannelIds } from "../catalogue/channels.js";
import { newsletterSubscriptions, resourceEvents, resources, shortLinks, trackingEvents } from "../db/schema.js";
import type { Handlers } from "../service/context.js";

type ContentCall = "queryResourceByLocation" | "trackResource" | "getOrigin" | "dataUpload" | "submitEmail";

export const contentHandlers: Handlers<ContentCall> = {
  queryResourceByLocation: async (locations, ctx) => {
    const keys = [...new Set(locations.map((location) => location.locationKey))];
    if ((await unknownChannelIds(ctx.db, locations.flatMap((location) => location.channelIds))).length > 0) {
      throw new ApiError(ErrorCode.NOT_FOUND_OR_ENDED, "No matching record found.");
    }
    const rows = await ctx.db
      .select()
      .from(resources)
      .where(and(eq(resources.locale, ctx.site().locale), eq(resources.active, true), inArray(resources.locationKey, keys)))
      .orderBy(asc(resources.sort), asc(resources.id));
    return locations.map(({ locationKey, channelIds }) => ({
      locationKey,
      resources: rows
        .filter((row) => row.locationKey === locationKey && adFitsChannels(row.channelIds, channelIds))
        .map((row) => ({ resId: row.id, url: row.url, target: row.newWindow, src: row.src })),
    }));
  },

  trackResource: async ({ resId, kind }, ctx) => {
    const [resource] = await ctx.db
      .select({ id: resources.id })
      .from(resources)
      .where(and(eq(resources.id, resId), eq(resources.locale, ctx.site().locale)));
    if (!resource) throw new ApiError(ErrorCode.NOT_FOUND_OR_ENDED, "No such ad");
    await ctx.db.insert(resourceEvents).values({ resourceId: resId, kind });
    return null;
  },

  getOrigin: async ({ url: code }, ctx) => {
    const [link] = await ctx.db.select({ url: shortLinks.url }).from(shortLinks).where(eq(shortLinks.code, code));
    if (!link) throw new ApiError(ErrorCode.NOT_FOUND_OR_ENDED, "No such link");
    return { url: link.url };
  },

  dataUpload: async (events, ctx) => {
    const schoolCode = ctx.site().schoolCode;
    await ctx.db.insert(trackingEvents).values(events.map((event) => ({ ...event, schoolCode })));
    return null;
  },

  submitEmail: async ({ email }, ctx) => {
    await ctx.db
      .insert(newsletterSubscriptions)
      .values({ schoolCode: ctx.site().schoolCode, email: email.toLowerCase() })
      .onConflictDoNothing();
    return null;
  },
};
