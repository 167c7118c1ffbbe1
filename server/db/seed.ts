import { createHash } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { loadAllFixtures, type Fixtures } from "./load-fixtures.js";
import type { Database, Store } from "./connection.js";
import { inTeachersSiteEnglish, seedContent } from "./seed-content.js";
import * as t from "./schema.js";
import { importCatalogue } from "../catalogue/import.js";
import { materializeCatalogue } from "../catalogue/materialize.js";

const SEED_NAME = "reference";

export type SeedResult = "seeded" | "skipped";

export function fixtureHash(fixtures: Fixtures): string {
  return createHash("sha256").update(JSON.stringify(fixtures)).digest("hex");
}

/**
 * Loads the fixtures into the store. Rows that already exist are left as they are (an edit made in the
 * running product is never overwritten), so seeding can run any number of times. Unless `force` is set it
 * runs only for a fixture set the store has not seen, so a restart does not seed twice.
 */
export async function seedStore(
  store: Store,
  options: { force?: boolean; fixtures?: Fixtures } = {},
): Promise<SeedResult> {
  const fixtures = options.fixtures ?? (await loadAllFixtures());
  const hash = fixtureHash(fixtures);
  return store.db.transaction(async (tx) => {
    const seen = await tx
      .select()
      .from(t.seedRuns)
      .where(and(eq(t.seedRuns.name, SEED_NAME), eq(t.seedRuns.fixtureHash, hash)));
    if (seen.length > 0 && !options.force) return "skipped";

    const sites = fixtures["sites.json"];
    await tx
      .insert(t.sites)
      .values(sites.map(({ hosts: _hosts, teachingPoints: _points, ...site }) => site))
      .onConflictDoNothing();
    await tx
      .insert(t.siteHosts)
      .values(sites.flatMap((site) => site.hosts.map((host) => ({ host, locale: site.locale }))))
      .onConflictDoNothing();
    await tx
      .insert(t.teachingPoints)
      .values(
        sites.flatMap((site) => site.teachingPoints.map((point, sort) => ({ ...point, locale: site.locale, sort }))),
      )
      .onConflictDoNothing();
    await tx.insert(t.subjects).values(fixtures["subjects.json"]).onConflictDoNothing();
    await tx
      .insert(t.grades)
      .values(
        fixtures["grades.json"].flatMap(({ system, groups }) =>
          groups.flatMap((group, groupIndex) =>
            group.grades.map((grade, sort) => ({ ...grade, system, groupIndex, groupNames: group.names, sort })),
          ),
        ),
      )
      .onConflictDoNothing();
    await tx.insert(t.terms).values(fixtures["terms.json"]).onConflictDoNothing();
    await tx.insert(t.courseTypes).values(fixtures["course-types.json"]).onConflictDoNothing();
    await tx.insert(t.levelDegrees).values(fixtures["level-degrees.json"]).onConflictDoNothing();
    await tx.insert(t.countries).values(fixtures["countries.json"]).onConflictDoNothing();
    await tx
      .insert(t.timezones)
      .values(fixtures["timezones.json"].map((name, sort) => ({ name, sort })))
      .onConflictDoNothing();
    await tx.insert(t.ipRanges).values(fixtures["ip-ranges.json"]).onConflictDoNothing();
    await tx.insert(t.teachers).values(fixtures["teachers.json"].map((teacher) => inTeachersSiteEnglish(teacher, sites))).onConflictDoNothing();
    await seedContent(tx as unknown as Database, fixtures, sites);
    const { groups, channels } = fixtures["channels.json"];
    await tx.insert(t.channelGroups).values(groups).onConflictDoNothing();
    await tx.insert(t.channels).values(channels).onConflictDoNothing();
    await importCatalogue(tx as unknown as Database, materializeCatalogue(fixtures.catalogue, sites, new Date()), { onlyNew: true });
    const day = (offset: number) => new Date(Date.now() + offset * 24 * 60 * 60 * 1000);
    await tx
      .insert(t.couponCampaigns)
      .values(
        fixtures["coupons.json"].map(({ discount, startsInDays, endsInDays, ...campaign }) => ({
          ...campaign,
          discountKind: discount.kind,
          discountValue: discount.value,
          startsAt: day(startsInDays),
          endsAt: day(endsInDays),
        })),
      )
      .onConflictDoNothing();

    await tx.insert(t.seedRuns).values({ name: SEED_NAME, fixtureHash: hash }).onConflictDoNothing();
    return "seeded";
  });
}

/** Applies pending migrations and seeds fixtures the store has not seen, under the store's start-up lock. */
export function migrateAndSeed(store: Store): Promise<SeedResult> {
  return store.withStartupLock(async () => {
    await store.migrate();
    return seedStore(store);
  });
}
