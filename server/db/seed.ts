import { createHash } from "node:crypto";
import { and, eq, or } from "drizzle-orm";
import type { Site } from "../../schemas/site.js";
import { FixtureError, loadAllFixtures, type Fixtures } from "./load-fixtures.js";
import type { Database, Store } from "./connection.js";
import { inTeachersSiteEnglish, seedContent } from "./seed-content.js";
import * as t from "./schema.js";
import { replacedColumns } from "./upsert.js";
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
    // Level tests are the school's to correct: a changed fixture replaces the stored test.
    await tx
      .insert(t.levelTests)
      .values(fixtures["level-tests.json"])
      .onConflictDoUpdate({ target: t.levelTests.id, set: replacedColumns(t.levelTests, ["subjectId", "names", "instructions", "minutes", "gradeIds", "questions", "levels"]) });
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
    await tx
      .insert(t.groupBuyActivities)
      .values(fixtures["group-buys.json"].map(({ startsInDays, endsInDays, ...activity }) => ({ ...activity, startsAt: day(startsInDays), endsAt: day(endsInDays) })))
      .onConflictDoNothing();
    await seedExams(tx as unknown as Database, fixtures["exams.json"]);
    await tx
      .insert(t.evaluationCodes)
      .values(fixtures["evaluation-codes.json"].map(({ endsInDays, ...code }) => ({ ...code, endsAt: day(endsInDays) })))
      .onConflictDoNothing();
    await seedDemoFamilies(tx as unknown as Database, fixtures, sites);

    await tx.insert(t.seedRuns).values({ name: SEED_NAME, fixtureHash: hash }).onConflictDoNothing();
    return "seeded";
  });
}

/** The demo exams, dated from the seed's day at their hour, and the scores of those already sat (added once). */
async function seedExams(db: Database, exams: Fixtures["exams.json"]) {
  for (const { startsInDays, startUtc, minutes, registrationClosesDaysBefore, scores = [], ...exam } of exams) {
    const [hours, mins] = startUtc.split(":").map(Number) as [number, number];
    const startsAt = day(startsInDays);
    startsAt.setUTCHours(hours, mins, 0, 0);
    const registrationEndsAt = new Date(startsAt.getTime() - registrationClosesDaysBefore * 24 * 60 * 60 * 1000);
    await db
      .insert(t.exams)
      .values({ ...exam, startsAt, endsAt: new Date(startsAt.getTime() + minutes * 60_000), registrationEndsAt })
      .onConflictDoNothing();
    if (scores.length > 0) {
      await db
        .insert(t.examScores)
        .values(scores.map((score) => ({ ...score, examId: exam.id, award: score.award ?? null, recordedAt: startsAt })))
        .onConflictDoNothing();
    }
  }
}

/** A moment `offset` days from now: fixtures date coupons from the seed's day, so a demo store always has some running. */
function day(offset: number): Date {
  return new Date(Date.now() + offset * 24 * 60 * 60 * 1000);
}

/** Any fixed UUID: the namespace of the demo rows' name-based ids. */
const DEMO_NAMESPACE = "8d3f0a52-6c1e-4b7a-9e25-2f4c7b1d9a60";

/** A name-based UUID (RFC 9562 version 5): the same demo family or student gets the same id at every seeding. */
export function demoUuid(name: string): string {
  const hash = createHash("sha1").update(Buffer.from(DEMO_NAMESPACE.replaceAll("-", ""), "hex")).update(name).digest();
  hash[6] = (hash[6]! & 0x0f) | 0x50;
  hash[8] = (hash[8]! & 0x3f) | 0x80;
  const hex = hash.subarray(0, 16).toString("hex");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * The demo parents of fixtures/demo-families.json: a family, its students (the first one holding the login) and
 * its coupons. A family is created once, with ids derived from the fixture, and left as it is afterwards (its
 * students may have been changed or removed since); its coupons that are missing are added. A family whose
 * login another account has taken meanwhile is left out whole.
 */
async function seedDemoFamilies(db: Database, fixtures: Fixtures, sites: readonly Pick<Site, "locale" | "schoolCode" | "gradeSystem">[]) {
  const campaigns = new Map(fixtures["coupons.json"].map((campaign) => [campaign.id, campaign]));
  const gradeSystems = new Map(fixtures["grades.json"].flatMap(({ system, groups }) => groups.flatMap((group) => group.grades.map((grade) => [grade.id, system] as const))));
  for (const family of fixtures["demo-families.json"]) {
    const site = sites.find((candidate) => candidate.locale === family.locale)!;
    const problem = (where: string, what: string) => new FixtureError(`fixtures/demo-families.json: ${family.id}.${where}: ${what}`);
    for (const { campaignId } of family.coupons) {
      if (campaigns.get(campaignId)?.locale !== family.locale) throw problem("coupons", `${campaignId} is no coupon campaign of ${family.locale}`);
    }
    for (const student of family.students) {
      if (gradeSystems.get(student.gradeId) !== site.gradeSystem) throw problem("students", `grade ${student.gradeId} is no grade of ${family.locale}`);
    }

    const familyId = demoUuid(`family:${family.id}`);
    const students = family.students.map((student) => ({ ...student, uid: demoUuid(`student:${student.cardNo}`) }));
    const email = family.login.email.toLowerCase();
    const phone = family.login.phone;
    const loginMatches = or(eq(t.accounts.email, email), phone && and(eq(t.accounts.countryCallingCode, phone.countryCallingCode), eq(t.accounts.phone, phone.phone)));
    const [holder] = await db.select({ uid: t.accounts.uid }).from(t.accounts).where(and(eq(t.accounts.schoolCode, site.schoolCode), loginMatches));
    if (holder && holder.uid !== students[0]!.uid) continue;

    const created = await db
      .insert(t.families)
      .values({ id: familyId, schoolCode: site.schoolCode, parentNickname: family.parentNickname, nicknameModified: true, registrationUid: students[0]!.uid })
      .onConflictDoNothing()
      .returning({ id: t.families.id });
    if (created.length > 0) {
      await db.insert(t.accounts).values(
        students.map(({ uid, cardNo, nickName, firstName, lastName, gradeId }, index) => ({
          uid,
          familyId,
          schoolCode: site.schoolCode,
          cardNo,
          nickName,
          firstName,
          lastName,
          gradeId,
          ...(index === 0 ? { email, countryCallingCode: phone?.countryCallingCode ?? null, phone: phone?.phone ?? null } : {}),
        })),
      );
    }
    if (family.coupons.length > 0) {
      await db
        .insert(t.familyCoupons)
        .values(family.coupons.map(({ campaignId, receivedInDays }) => ({ familyId, campaignId, receivedAt: day(receivedInDays) })))
        .onConflictDoNothing();
    }
  }
}

/** Applies pending migrations and seeds fixtures the store has not seen, under the store's start-up lock. */
export function migrateAndSeed(store: Store): Promise<SeedResult> {
  return store.withStartupLock(async () => {
    await store.migrate();
    return seedStore(store);
  });
}
