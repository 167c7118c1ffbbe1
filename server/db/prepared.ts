import { getTableColumns, sql, type SQL } from "drizzle-orm";
import { PgDialect, type PgColumn, type PgTable } from "drizzle-orm/pg-core";
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

const dialect = new PgDialect();

/** A statement of preparedStatement's: run with its placeholders' values, it answers its rows as objects by column name. */
export interface PreparedStatement<Row> {
  execute(values: Record<string, unknown>): Promise<{ rows: Row[] }>;
}

/**
 * A statement drizzle's builders cannot make (a data-modifying CTE, rows read from a JSON array), written with `sql` and
 * `sql.placeholder(...)` and built once per process, as preparedQuery's are. A placeholder written in `sql` reaches
 * the driver as given, unconverted: a JSON value goes as its text, cast (placeholderRow casts every value to its
 * column's type). One in a builder's `.values()` would be converted by its column, which makes null JSON's null.
 */
export function preparedStatement<Row = Record<string, unknown>>(name: string, build: (db: Database) => SQL): (db: Database) => PreparedStatement<Row> {
  return preparedQuery((db) => db._.session.prepareQuery(dialect.sqlToQuery(build(db)), undefined, name, false) as unknown as PreparedStatement<Row>);
}

/** Some of a table's columns, by their keys in the table's definition. */
export function columnsByKey<Table extends PgTable, Key extends keyof Table["_"]["columns"] & string>(table: Table, keys: readonly Key[]) {
  const columns = getTableColumns(table) as Record<string, PgColumn>;
  return keys.map((key) => ({ key, column: columns[key]! }));
}

/** The columns' names, for an insert's column list. */
export function columnNames(columns: readonly { column: PgColumn }[]): SQL {
  return sql.join(columns.map(({ column }) => sql.identifier(column.name)), sql`, `);
}

/** `(columns) values (…)` for preparedStatement: each column's value is the placeholder of its key, cast to the column's type. */
export function placeholderRow(columns: readonly { key: string; column: PgColumn }[]): SQL {
  const values = sql.join(columns.map(({ key, column }) => sql`${sql.placeholder(key)}::${sql.raw(column.getSQLType())}`), sql`, `);
  return sql`(${columnNames(columns)}) values (${values})`;
}

/** A select list or `returning` list for preparedStatement: each column under its key, so rows come keyed as drizzle's. */
export function columnsAsKeys(columns: readonly { key: string; column: PgColumn }[]): SQL {
  return sql.join(columns.map(({ key, column }) => sql`${sql.identifier(column.name)} as ${sql.identifier(key)}`), sql`, `);
}
