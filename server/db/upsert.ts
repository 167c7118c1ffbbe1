import { getTableColumns, sql, type Table } from "drizzle-orm";

/** The `set` of an upsert that replaces these columns of a row that exists with the values offered for it. */
export function replacedColumns<T extends Table>(table: T, keys: readonly (keyof T["_"]["columns"] & string)[]) {
  const columns = getTableColumns(table);
  return Object.fromEntries(keys.map((key) => [key, sql.raw(`excluded."${columns[key]!.name}"`)]));
}
