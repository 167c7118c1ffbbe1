import type { calendarCalls } from "../../schemas/api/calls/calendar.js";
import { calendarFeedFile, familyFeedAddress, renewFamilyFeed } from "../learning/calendar/feed.js";
import type { Handlers } from "../service/context.js";

export const calendarHandlers: Handlers<keyof typeof calendarCalls> = {
  queryCalendarFeed: (_data, ctx) => familyFeedAddress(ctx),
  renewCalendarFeed: (_data, ctx) => renewFamilyFeed(ctx),
  getCalendarFeedFile: ({ token }, ctx) => calendarFeedFile(ctx, token),
};
