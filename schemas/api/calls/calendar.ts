import { z } from "zod";
import { defineCall } from "../define-call.js";
import { emptyRequest } from "../fields.js";

/**
 * A family's private calendar feed (issue 17): every lesson of its students' places as iCalendar, at a secret
 * address the parents add to their calendar apps and may renew. The address is served outside the JSON API
 * (app/routes/calendar.$file.ts), which asks getCalendarFeedFile for its text.
 */

/** A feed's secret: 32 bytes, base64url. */
export const calendarFeedTokenField = z.string().length(43).regex(/^[A-Za-z0-9_-]+$/, "a calendar feed token");

const FEED_PREFIX = "/calendar/";
const FEED_SUFFIX = ".ics";

/** The address of the feed of `token`, on the site's host. */
export const calendarFeedPath = (token: string) => `${FEED_PREFIX}${token}${FEED_SUFFIX}`;

/** The token of a feed's file name (`{token}.ics`), or null when the name can be no feed's. */
export function calendarFeedTokenOf(fileName: string | undefined): string | null {
  if (!fileName?.endsWith(FEED_SUFFIX)) return null;
  const token = calendarFeedTokenField.safeParse(fileName.slice(0, -FEED_SUFFIX.length));
  return token.success ? token.data : null;
}

const feedAddressSchema = z.object({
  /** Where the feed is on the family's site: /calendar/{token}.ics. */
  path: z.string().startsWith(FEED_PREFIX),
});
export type CalendarFeedAddress = z.infer<typeof feedAddressSchema>;

export const calendarCalls = {
  queryCalendarFeed: defineCall({
    path: "/learning/calendar/feed",
    summary: "The address of the family's private calendar feed of its students' lessons, made on the first ask; the same address until renewed.",
    request: emptyRequest,
    response: feedAddressSchema,
    auth: "required",
  }),
  renewCalendarFeed: defineCall({
    path: "/learning/calendar/renew",
    summary: "A new secret address for the family's calendar feed: the old one stops working at once (404).",
    request: emptyRequest,
    response: feedAddressSchema,
    auth: "required",
  }),
  getCalendarFeedFile: defineCall({
    path: "/learning/calendar/file",
    summary:
      "The feed of a secret address as iCalendar text (RFC 5545): every lesson of the family's active places, reschedules applied, in UTC, with " +
      "the venue or the online room. 4003 for a token that opens no feed on this site (unknown or renewed, never saying which); limited per address.",
    request: z.object({ token: calendarFeedTokenField }),
    response: z.object({ calendar: z.string() }),
  }),
};
