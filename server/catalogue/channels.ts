import { inArray } from "drizzle-orm";
import type { Database } from "../db/connection.js";
import { channels } from "../db/schema.js";

/** Those of `ids` that are no shop channel, in the order asked. */
export async function unknownChannelIds(db: Pick<Database, "select">, ids: readonly number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const known = await db.select({ id: channels.id }).from(channels).where(inArray(channels.id, [...ids]));
  const knownIds = new Set(known.map((channel) => channel.id));
  return [...new Set(ids)].filter((id) => !knownIds.has(id));
}
