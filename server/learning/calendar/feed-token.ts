import { createHash, createHmac, hkdfSync, timingSafeEqual } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Database } from "../../db/connection.js";
import * as t from "../../db/schema.js";

/**
 * A family's feed token is made with a server key from the family and the moment the feed was made (or last renewed):
 * the store keeps only its hash (like sessions, server/auth/sessions.ts), so a copy of the database opens no feed, yet
 * the account page can show the same address again, which a calendar app already holds. Renewing makes a new moment,
 * hence a new token, and the old hash is gone. The key comes from OTP_SECRET (HKDF, its own label): a real secret in
 * production; changing that secret renews every family's address.
 */
const feedKeys = new Map<string, Buffer>();
function feedKey(secret: string): Buffer {
  let key = feedKeys.get(secret);
  if (!key) {
    key = Buffer.from(hkdfSync("sha256", secret, "", "calendar-feed-token", 32));
    feedKeys.set(secret, key);
  }
  return key;
}

export interface Feed {
  familyId: string;
  createdAt: Date;
}

/** The feed's secret: 32 bytes, base64url (43 characters). */
export const feedToken = (secret: string, feed: Feed) => createHmac("sha256", feedKey(secret)).update(`${feed.familyId}.${feed.createdAt.getTime()}`).digest("base64url");

export const hashFeedToken = (token: string) => createHash("sha256").update(token).digest("hex");

/** The feed a token opens, with the family's school, or null: an unknown token and a renewed one alike. */
export async function feedOfToken(db: Database, secret: string, token: string) {
  const [found] = await db
    .select({ familyId: t.calendarFeeds.familyId, createdAt: t.calendarFeeds.createdAt, schoolCode: t.families.schoolCode })
    .from(t.calendarFeeds)
    .innerJoin(t.families, eq(t.families.id, t.calendarFeeds.familyId))
    .where(eq(t.calendarFeeds.tokenHash, hashFeedToken(token)));
  if (!found) return null;
  // The hash found it; the token must also be the one the key makes for this feed, compared in constant time.
  const expected = Buffer.from(feedToken(secret, found));
  const given = Buffer.from(token);
  return expected.length === given.length && timingSafeEqual(expected, given) ? found : null;
}
