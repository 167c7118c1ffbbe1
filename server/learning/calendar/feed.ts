import { eq } from "drizzle-orm";
import { createEvents, type EventAttributes } from "ics";
import { ApiError, ErrorCode } from "../../../api/errors.js";
import { siteI18n } from "../../../i18n/i18n.server.js";
import { MESSAGES_NAMESPACE } from "../../../i18n/messages-resources.js";
import { calendarEvents, type CalendarEvent } from "../../../rules/learning/calendar-events.js";
import { calendarFeedPath, type CalendarFeedAddress } from "../../../schemas/api/calls/calendar.js";
import { signedInFamilyId } from "../../accounts/accounts.js";
import type { Database } from "../../db/connection.js";
import * as t from "../../db/schema.js";
import type { RateLimitPolicy } from "../../security/rate-limit.js";
import type { HandlerContext } from "../../service/context.js";
import { feedOfToken, feedToken, hashFeedToken, type Feed } from "./feed-token.js";
import { familyLessons, inLanguage } from "./scheduled-lessons.js";

/** Calendar apps ask every few hours; a person adding the feed a few times. Beyond this an address is guessing. */
const FEED_FETCHES: RateLimitPolicy = { name: "calendar-feed", points: 60, durationSeconds: 60 };

const addressOf = (ctx: HandlerContext, feed: Feed): CalendarFeedAddress => ({ path: calendarFeedPath(feedToken(ctx.env.OTP_SECRET, feed)) });

const feedOfFamily = async (db: Database, familyId: string) => (await db.select().from(t.calendarFeeds).where(eq(t.calendarFeeds.familyId, familyId)))[0];

/** The family's feed address, the feed made on the first ask (two first asks at once make one). */
export async function familyFeedAddress(ctx: HandlerContext): Promise<CalendarFeedAddress> {
  const familyId = signedInFamilyId(ctx);
  let feed = await feedOfFamily(ctx.db, familyId);
  if (!feed) {
    const made = { familyId, createdAt: ctx.now };
    await ctx.db
      .insert(t.calendarFeeds)
      .values({ ...made, tokenHash: hashFeedToken(feedToken(ctx.env.OTP_SECRET, made)) })
      .onConflictDoNothing({ target: t.calendarFeeds.familyId });
    feed = (await feedOfFamily(ctx.db, familyId))!;
  }
  return addressOf(ctx, feed);
}

/**
 * A new address for the family's feed: the old token's hash is replaced in the same statement, so the old address opens
 * nothing from the commit on. The new moment is later than the old one even on a clock that has not moved.
 */
export async function renewFamilyFeed(ctx: HandlerContext): Promise<CalendarFeedAddress> {
  const familyId = signedInFamilyId(ctx);
  const feed = await ctx.db.transaction(async (transaction) => {
    const tx = transaction as unknown as Database;
    const [old] = await tx.select().from(t.calendarFeeds).where(eq(t.calendarFeeds.familyId, familyId)).for("update");
    const renewed = { familyId, createdAt: new Date(Math.max(ctx.now.getTime(), (old?.createdAt.getTime() ?? 0) + 1)) };
    const tokenHash = hashFeedToken(feedToken(ctx.env.OTP_SECRET, renewed));
    await tx
      .insert(t.calendarFeeds)
      .values({ ...renewed, tokenHash })
      .onConflictDoUpdate({ target: t.calendarFeeds.familyId, set: { tokenHash, createdAt: renewed.createdAt } });
    return renewed;
  });
  return addressOf(ctx, feed);
}

const utc = { startInputType: "utc", startOutputType: "utc", endInputType: "utc", endOutputType: "utc" } as const;

function icsEvent(event: CalendarEvent): EventAttributes {
  return {
    ...utc,
    uid: event.uid,
    title: event.title,
    start: event.startsAt.getTime(),
    end: event.endsAt.getTime(),
    location: event.location,
    description: event.description,
    ...(event.url ? { url: event.url } : {}),
    classification: "PRIVATE",
  };
}

/**
 * The feed a token opens, as iCalendar text, in the language of its family's site (the site the address was given
 * on: another site's host answers as for an unknown token). Limited per address before the token is even looked at.
 */
export async function calendarFeedFile(ctx: HandlerContext, token: string): Promise<{ calendar: string }> {
  await ctx.rateLimits.consume(FEED_FETCHES, ctx.clientIp);
  const feed = await feedOfToken(ctx.db, ctx.env.OTP_SECRET, token);
  const site = ctx.site();
  if (!feed || feed.schoolCode !== site.schoolCode) throw new ApiError(ErrorCode.NOT_FOUND_OR_ENDED, "No matching record found.");
  const language = site.defaultLanguage;
  const say = await siteI18n(site).getFixedT(language, MESSAGES_NAMESPACE);
  const lessons = (await familyLessons(ctx.db, feed.familyId)).map((row) => inLanguage(row, language));
  const { error, value } = createEvents(calendarEvents(lessons, say, site.hosts[0]!).map(icsEvent), {
    productId: `-//${site.schoolName}//Lessons//${language.toUpperCase()}`,
    calName: say("calendar.feed.name", { school: site.schoolName }),
  });
  if (error || value === null) throw error ?? new Error("The calendar feed could not be written");
  return { calendar: value };
}
