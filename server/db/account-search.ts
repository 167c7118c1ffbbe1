import { sql, type SQL } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";

/*
 * Expressions the staff desk finds accounts by, shared by the indexes (schema.ts) and the queries
 * (server/service-desk/find-orders.ts): PostgreSQL uses an expression index only for the same expression.
 */

/** A phone as one run of digits with its calling code ("+1", "4155550142" → "14155550142"). */
export const phoneWithCallingCode = (callingCode: PgColumn, phone: PgColumn): SQL => sql`(replace(${callingCode}, '+', '') || ${phone})`;

/**
 * A student's names as staff type them: "first last", "last first" and the nickname, one per line, so a
 * pattern without a line break matches within one of them, never across two.
 */
export const studentNames = (first: PgColumn, last: PgColumn, nick: PgColumn): SQL =>
  sql`(${first} || ' ' || ${last} || E'\\n' || ${last} || ' ' || ${first} || E'\\n' || ${nick})`;
