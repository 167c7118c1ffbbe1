import { ApiError, ErrorCode } from "../../api/errors.js";
import type { mediaCalls } from "../../schemas/api/calls/media.js";
import type { HandlerContext, Handlers } from "../service/context.js";

/** The staff member of a staff call (the service resolved the session and checked the role). */
function staffOf(ctx: HandlerContext) {
  if (!ctx.staffSession) throw new ApiError(ErrorCode.STAFF_SESSION_INVALID);
  return ctx.staffSession.staff;
}

/** The media library's calls; uploads come in on their own endpoint (server/media/http.ts). */
export const mediaHandlers: Handlers<keyof typeof mediaCalls> = {
  adminListMedia: (query, ctx) => ctx.media.list(query),
  adminUpdateMediaAlt: (data, ctx) => ctx.media.updateAlt(data, staffOf(ctx)),
  adminMediaUsage: async ({ id }, ctx) => ({ list: await ctx.media.usage(id) }),
  adminDeleteMedia: async ({ id }, ctx) => {
    await ctx.media.remove(id, staffOf(ctx));
    return null;
  },
  queryMediaImages: async ({ addresses }, ctx) => ({ list: await ctx.media.images(addresses) }),
};
