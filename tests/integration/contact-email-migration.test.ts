import { copyFile, mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openStore, type Store } from "../../server/db/connection.js";
import { accounts } from "../../server/db/schema.js";
import { projectPath } from "../../server/paths.js";
import { createPostgresDatabase, testStore } from "../helpers/test-service.js";

// The migration that keeps unproven e-mails apart from logins (issue 11), on data written before it.
const MIGRATION = "contact_email_apart_from_logins";
const migrations = projectPath("server/db/migrations");

/** A copy of the migrations folder that stops just before MIGRATION (whatever number it gets at merge). */
async function migrationsBefore(dir: string): Promise<string> {
  const journal = JSON.parse(await readFile(path.join(migrations, "meta/_journal.json"), "utf8")) as { entries: { tag: string }[] };
  const index = journal.entries.findIndex((entry) => entry.tag.endsWith(MIGRATION));
  expect(index).toBeGreaterThan(0);
  const earlier = journal.entries.slice(0, index);
  await mkdir(path.join(dir, "meta"), { recursive: true });
  for (const { tag } of earlier) await copyFile(path.join(migrations, `${tag}.sql`), path.join(dir, `${tag}.sql`));
  await writeFile(path.join(dir, "meta/_journal.json"), JSON.stringify({ ...journal, entries: earlier }));
  return dir;
}

function migrateWith(store: Store, migrationsFolder: string) {
  return store.kind === "pglite" ? migratePglite(store.db as never, { migrationsFolder }) : migratePg(store.db as never, { migrationsFolder });
}

let store: Store;
let folder: string;
let dropDatabase: (() => Promise<void>) | undefined;

beforeAll(async () => {
  const database = testStore === "postgres" ? await createPostgresDatabase() : undefined;
  dropDatabase = database?.drop;
  store = await openStore({ databaseUrl: database?.url, dataDir: ":memory:" });
  folder = await mkdtemp(path.join(tmpdir(), "migrations-"));
  await migrateWith(store, await migrationsBefore(folder));
});
afterAll(async () => {
  await store?.close();
  await dropDatabase?.();
  if (folder) await rm(folder, { recursive: true, force: true });
});

const FAMILY = "00000000-0000-4000-8000-000000000001";
const uid = (n: number) => `00000000-0000-4000-8000-0000000001${String(n).padStart(2, "0")}`;

async function account(n: number, values: { email?: string; phone?: string; schoolCode?: string }) {
  await store.db.execute(sql`
    insert into accounts (uid, family_id, school_code, card_no, country_calling_code, phone, email)
    values (${uid(n)}, ${FAMILY}, ${values.schoolCode ?? "415"}, ${`card-${n}`}, ${values.phone ? "+1" : null}, ${values.phone ?? null}, ${values.email ?? null})`);
}

async function code(values: { email: string; schoolCode?: string; createdAt: string; usedAt: string | null; scene?: number }) {
  await store.db.execute(sql`
    insert into verification_codes (school_code, scene, contact, code_hash, expires_at, used_at, created_at)
    values (${values.schoolCode ?? "415"}, ${values.scene ?? 1}, ${`email:${values.email}`}, 'hash', ${values.createdAt}, ${values.usedAt}, ${values.createdAt})`);
}

describe(`the ${MIGRATION} migration`, () => {
  it("keeps an e-mail a login only where a code for it was used or a provider verified it; any other becomes the contact e-mail", async () => {
    await store.db.execute(sql`insert into families (id, school_code, parent_nickname, registration_uid) values (${FAMILY}, '415', 'Ada', ${uid(1)})`);
    // Signed up with a code.
    await account(1, { email: "signed-up@example.com" });
    await code({ email: "signed-up@example.com", createdAt: "2026-11-01T10:00:00Z", usedAt: "2026-11-01T10:01:00Z" });
    // Bound with a code (scene 2), after a first code was replaced by the one used.
    await account(2, { email: "bound@example.com", phone: "4155550102" });
    await code({ email: "bound@example.com", scene: 2, createdAt: "2026-11-02T10:00:00Z", usedAt: "2026-11-02T10:02:00Z" });
    await code({ email: "bound@example.com", scene: 2, createdAt: "2026-11-02T10:02:00Z", usedAt: "2026-11-02T10:03:00Z" });
    // Given for a student, no code ever sent: the attack of issue 11.
    await account(3, { email: "victim@example.com" });
    // Given for a student; codes were asked for it twice, the first replaced by the second, neither used.
    await account(4, { email: "asked@example.com" });
    await code({ email: "asked@example.com", createdAt: "2026-11-03T10:00:00Z", usedAt: "2026-11-03T10:05:00Z" });
    await code({ email: "asked@example.com", createdAt: "2026-11-03T10:05:00Z", usedAt: null });
    // A code was used for the address on another school's site only.
    await account(5, { email: "elsewhere@example.com" });
    await code({ email: "elsewhere@example.com", schoolCode: "440", createdAt: "2026-11-04T10:00:00Z", usedAt: "2026-11-04T10:01:00Z" });
    // Verified by Google for this account.
    await account(6, { email: "google@example.com" });
    await store.db.execute(sql`insert into external_identities (source, subject, uid, email) values (2, 'g-6', ${uid(6)}, 'google@example.com')`);
    // A phone login: phones only ever became logins with a code.
    await account(7, { phone: "4155550107" });

    await migrateWith(store, migrations);

    const rows = await store.db
      .select({ email: accounts.email, contactEmail: accounts.contactEmail, phone: accounts.phone })
      .from(accounts)
      .orderBy(accounts.uid);
    expect(rows).toEqual([
      { email: "signed-up@example.com", contactEmail: null, phone: null },
      { email: "bound@example.com", contactEmail: null, phone: "4155550102" },
      { email: null, contactEmail: "victim@example.com", phone: null },
      { email: null, contactEmail: "asked@example.com", phone: null },
      { email: null, contactEmail: "elsewhere@example.com", phone: null },
      { email: "google@example.com", contactEmail: null, phone: null },
      { email: null, contactEmail: null, phone: "4155550107" },
    ]);
  });
});
