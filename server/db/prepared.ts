import type { Database } from "./connection.js";

/** What a drizzle prepared query and a drizzle session hold: the connection they run on (pool, client or PGlite). */
interface OnClient {
  client: unknown;
}

/**
 * A query run on every call of the purchase path, built once per process: drizzle's building of the SQL text was a
 * quarter of a purchase's CPU (decision 0016), and on PostgreSQL the statement named by `.prepare(name)` (one name
 * per query) is parsed and planned once per connection; PGlite ignores the name. Values go in as
 * `sql.placeholder(...)`, arrays as `= any(placeholder)`.
 *
 * The answer runs on the handle it is given, the store's or a transaction's: drizzle binds a prepared query to the
 * session it was made on, so the query made once is copied with the handle's connection instead (both stores'
 * prepared queries and sessions keep it as `client`; drizzle-orm is pinned, and tests run it in and out of
 * transactions on both stores).
 */
export function preparedQuery<Query extends object>(build: (db: Database) => Query): (db: Database) => Query {
  // One per kind of session: a process may open an embedded store and a PostgreSQL one (tests, the seeding tools).
  const built = new Map<unknown, Query>();
  return (db) => {
    const session = db._.session as unknown as OnClient;
    let query = built.get(session.constructor);
    if (!query) {
      query = build(db);
      built.set(session.constructor, query);
    }
    return Object.assign(Object.create(query) as Query, { client: session.client });
  };
}
