import { eq, sql } from "drizzle-orm";
import { integer, jsonb, pgTable, text } from "drizzle-orm/pg-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../server/db/connection.js";
import { columnsByKey, placeholderRow, preparedQuery, preparedStatement } from "../../server/db/prepared.js";
import { skus } from "../../server/db/schema.js";
import { startTestService, testStore, type TestService } from "../helpers/test-service.js";

const pricesOf = preparedQuery((db) =>
  db
    .select({ id: skus.id, price: skus.price })
    .from(skus)
    .where(sql`${skus.id} = any(${sql.placeholder("ids")})`)
    .orderBy(skus.id)
    .prepare("test_sku_prices"),
);

/** A table of the test's own, made inside each transaction that uses it (a temporary table lives on one connection). */
const probes = pgTable("prepared_statement_probe", { name: text("name").notNull(), count: integer("count"), detail: jsonb("detail") });
const createProbes = sql`create temporary table prepared_statement_probe (name text not null, count integer, detail jsonb) on commit drop`;
const insertProbe = preparedStatement<{ name: string; count: number | null; detail: unknown; detail_is_null: boolean }>(
  "test_insert_probe",
  () => sql`insert into ${probes} ${placeholderRow(columnsByKey(probes, ["name", "count", "detail"]))} returning *, detail is null as detail_is_null`,
);

const SKU = "us-amc8-workbook";
const OTHER = "us-amc8-prep-online-sku";

describe(`prepared queries on the ${testStore} store`, () => {
  let running: TestService;
  let db: Database;
  const priceNow = async (handle: Database) => (await pricesOf(handle).execute({ ids: [SKU] }))[0]!.price;
  beforeAll(async () => {
    running = await startTestService();
    db = running.store.db;
  });
  afterAll(async () => {
    await running?.close();
  });

  it("answers with the values given, an array included, call after call", async () => {
    const both = await pricesOf(db).execute({ ids: [SKU, OTHER] });
    expect(both.map((row) => row.id)).toEqual([SKU, OTHER].sort());
    expect(await pricesOf(db).execute({ ids: [OTHER] })).toEqual(both.filter((row) => row.id === OTHER));
    expect(await pricesOf(db).execute({ ids: ["no-such-sku"] })).toEqual([]);
  });

  it("runs inside the transaction it is given, seeing its changes, and leaves nothing after a rollback", async () => {
    const before = await priceNow(db);
    const seenInside = await db
      .transaction(async (tx) => {
        await tx.update(skus).set({ price: before + 1 }).where(eq(skus.id, SKU));
        const seen = await priceNow(tx as unknown as Database);
        throw Object.assign(new Error("roll back"), { seen });
      })
      .catch((error: { seen: number }) => error.seen);
    expect(seenInside).toBe(before + 1);
    expect(await priceNow(db)).toBe(before);
  });

  it("commits with the transaction it ran in", async () => {
    const before = await priceNow(db);
    await db.transaction(async (tx) => {
      await tx.update(skus).set({ price: before + 2 }).where(eq(skus.id, SKU));
      expect(await priceNow(tx as unknown as Database)).toBe(before + 2);
    });
    expect(await priceNow(db)).toBe(before + 2);
  });

  it("runs a written statement with its placeholders, answering rows by column name; a null JSON value is SQL's null", async () => {
    const rows = await db.transaction(async (tx) => {
      await tx.execute(createProbes);
      const probe = insertProbe(tx as unknown as Database);
      const first = await probe.execute({ name: "first", count: 3, detail: JSON.stringify({ seats: [1, 2] }) });
      const second = await probe.execute({ name: "second", count: null, detail: null });
      return [...first.rows, ...second.rows];
    });
    expect(rows).toEqual([
      { name: "first", count: 3, detail: { seats: [1, 2] }, detail_is_null: false },
      { name: "second", count: null, detail: null, detail_is_null: true },
    ]);
  });
});
