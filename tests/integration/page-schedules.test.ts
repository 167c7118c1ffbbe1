import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { randomBytes } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ErrorCode } from "../../api/errors.js";
import type { EditedDocument } from "../../schemas/api/calls/admin.js";
import { runDueSchedules } from "../../server/admin/schedule-sweep.js";
import { auditLog, pages, pageSchedules, publishedModules } from "../../server/db/schema.js";
import { freshClient } from "../helpers/accounts.js";
import { signInAsStaff, type SignedInStaff } from "../helpers/staff.js";
import { codeOf } from "../helpers/refusal.js";
import { copySeededPgliteInto } from "../helpers/seeded-stores.js";
import { startTestService, testStore, usContext, type TestService } from "../helpers/test-service.js";

// Scheduled publishing and unpublishing (decision 0017): each schedule runs once, when due, on either store.

let running: TestService;
let publisher: SignedInStaff;
let editor: SignedInStaff;

beforeAll(async () => {
  running = await startTestService();
  [publisher, editor] = await Promise.all([signInAsStaff(running, "publisher"), signInAsStaff(running, "editor")]);
});
afterAll(async () => {
  await running?.close();
});

const MINUTE = 60 * 1000;
/** A time ahead of now: the services' own sweeps (which use the real clock) leave it alone until the test sweeps later. */
const ahead = (minutes: number) => new Date(Date.now() + minutes * MINUTE);
/** One sweep round of a service as if it ran at `now`. */
const sweepAt = (service: TestService, now: Date) => runDueSchedules(service.store.db, service.changes, now);

const banner = (componentData: Record<string, unknown>, id?: number) => ({
  ...(id === undefined ? {} : { id }),
  type: 66,
  content: { componentName: "TopBanner", componentType: 66, componentData },
});

/** A new uk page whose version 2 has a valid banner saved (version 1 is the empty page). */
async function pageWithDraft(staff: SignedInStaff) {
  const pagePath = `/scheduled-${randomBytes(5).toString("hex")}`;
  const { pageId } = await staff.api.call("adminCreatePage", { locale: "uk", path: pagePath, title: "Summer camp" }, staff.call);
  const saved = await save(staff, pageId, 1, { title: "Summer camp", modules: [banner({ headline: "Summer camp", image: "/a.png" })] });
  return { pageId, path: pagePath, version: saved.version, bannerId: saved.document.modules[0]!.id };
}

const save = (staff: SignedInStaff, pageId: number, basedOnVersion: number, document: EditedDocument) =>
  staff.api.call("adminSaveDraft", { pageId, basedOnVersion, document }, staff.call);

const schedule = (staff: SignedInStaff, request: { pageId: number; action: "publish" | "unpublish"; version?: number; runAt: Date }) =>
  staff.api.call("adminSchedulePage", { ...request, runAt: request.runAt.toISOString() }, staff.call);

const publicPage = (pagePath: string, service = running) => freshClient(service).call("queryPageData", { host: "uk.localhost", path: pagePath }, usContext);

const auditOf = (service: TestService, action: "page-scheduled-publish" | "page-scheduled-unpublish", scheduleId: number) =>
  service.store.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), sql`${auditLog.detail}->>'scheduleId' = ${String(scheduleId)}`));

describe("scheduling a publish", () => {
  it("publishes the scheduled version once when due, in the name of the publisher who scheduled it", async () => {
    const page = await pageWithDraft(publisher);
    const { schedule: made, replaced } = await schedule(publisher, { pageId: page.pageId, action: "publish", version: page.version, runAt: ahead(2) });
    expect(replaced).toBeNull();
    expect(made).toMatchObject({ pageId: page.pageId, action: "publish", version: page.version, staffEmail: publisher.staff.email, failure: null });

    // Editors see what is scheduled, on the page and in the site's list, with the site's timezone.
    const forEditor = await editor.api.call("adminPageSchedules", { pageId: page.pageId }, editor.call);
    expect(forEditor).toEqual({ timezone: "Europe/London", list: [made] });
    expect((await editor.api.call("adminSiteSchedules", { locale: "uk" }, editor.call)).list).toContainEqual(made);

    await sweepAt(running, ahead(1));
    expect(await codeOf(publicPage(page.path))).toBe(ErrorCode.NOT_FOUND_OR_ENDED);

    await sweepAt(running, ahead(3));
    expect((await publicPage(page.path)).page).toMatchObject({ version: page.version, title: "Summer camp" });
    await sweepAt(running, ahead(4));
    const audited = await auditOf(running, "page-scheduled-publish", made.id);
    expect(audited).toHaveLength(1);
    expect(audited[0]).toMatchObject({ staffId: publisher.staff.id, staffEmail: publisher.staff.email, target: `page uk ${page.path}` });
    expect(audited[0]!.detail).toMatchObject({ pageId: page.pageId, version: page.version, previous: null, runAt: made.runAt });
    expect((await editor.api.call("adminPageSchedules", { pageId: page.pageId }, editor.call)).list).toEqual([]);
  });

  it("refuses a time that is past or more than a year off, and a version with problems (4113), at once", async () => {
    const page = await pageWithDraft(publisher);
    const request = { pageId: page.pageId, action: "publish" as const, version: page.version };
    expect(await codeOf(schedule(publisher, { ...request, runAt: new Date(Date.now() - MINUTE) }))).toBe(ErrorCode.INVALID_INPUT);
    expect(await codeOf(schedule(publisher, { ...request, runAt: ahead(366 * 24 * 60) }))).toBe(ErrorCode.INVALID_INPUT);
    expect(await codeOf(schedule(publisher, { ...request, version: 9, runAt: ahead(5) }))).toBe(ErrorCode.NOT_FOUND_OR_ENDED);
    expect(await codeOf(schedule(publisher, { pageId: page.pageId, action: "publish", runAt: ahead(5) }))).toBe(ErrorCode.INVALID_INPUT);

    const broken = await save(publisher, page.pageId, page.version, { title: "Summer camp", modules: [banner({ image: "/a.png" }, page.bannerId)] });
    expect(await codeOf(schedule(publisher, { ...request, version: broken.version, runAt: ahead(5) }))).toBe(ErrorCode.PAGE_NOT_PUBLISHABLE);
    expect((await publisher.api.call("adminPageSchedules", { pageId: page.pageId }, publisher.call)).list).toEqual([]);
  });

  it("refuses scheduling, cancelling and unpublishing to an editor (4031)", async () => {
    const page = await pageWithDraft(publisher);
    const { schedule: made } = await schedule(publisher, { pageId: page.pageId, action: "publish", version: page.version, runAt: ahead(5) });
    expect(
      await Promise.all([
        codeOf(schedule(editor, { pageId: page.pageId, action: "unpublish", runAt: ahead(5) })),
        codeOf(editor.api.call("adminCancelSchedule", { scheduleId: made.id }, editor.call)),
        codeOf(editor.api.call("adminUnpublish", { pageId: page.pageId }, editor.call)),
      ]),
    ).toEqual([ErrorCode.ROLE_FORBIDDEN, ErrorCode.ROLE_FORBIDDEN, ErrorCode.ROLE_FORBIDDEN]);
    expect((await editor.api.call("adminPageSchedules", { pageId: page.pageId }, editor.call)).list).toEqual([made]);
    await publisher.api.call("adminCancelSchedule", { scheduleId: made.id }, publisher.call);
  });

  it("keeps one pending schedule per page and action: a new one replaces it; a cancelled one never runs", async () => {
    const page = await pageWithDraft(publisher);
    const first = await schedule(publisher, { pageId: page.pageId, action: "publish", version: page.version, runAt: ahead(10) });
    const second = await schedule(publisher, { pageId: page.pageId, action: "publish", version: page.version, runAt: ahead(20) });
    expect(second.replaced).toBe(first.schedule.id);
    const unpublish = await schedule(publisher, { pageId: page.pageId, action: "unpublish", runAt: ahead(30) });
    expect(unpublish.replaced).toBeNull();
    const { list } = await publisher.api.call("adminPageSchedules", { pageId: page.pageId }, publisher.call);
    expect(list.map((entry) => entry.id)).toEqual([second.schedule.id, unpublish.schedule.id]);

    await publisher.api.call("adminCancelSchedule", { scheduleId: second.schedule.id }, publisher.call);
    await publisher.api.call("adminCancelSchedule", { scheduleId: unpublish.schedule.id }, publisher.call);
    expect(await codeOf(publisher.api.call("adminCancelSchedule", { scheduleId: second.schedule.id }, publisher.call))).toBe(ErrorCode.NOT_FOUND_OR_ENDED);
    await sweepAt(running, ahead(40));
    expect(await codeOf(publicPage(page.path))).toBe(ErrorCode.NOT_FOUND_OR_ENDED);
    expect(await auditOf(running, "page-scheduled-publish", first.schedule.id)).toEqual([]);
    expect(await auditOf(running, "page-scheduled-publish", second.schedule.id)).toEqual([]);
    expect((await publisher.api.call("adminPageSchedules", { pageId: page.pageId }, publisher.call)).list).toEqual([]);
  });

  it("records why a due publish could not run, shows it until dismissed, and changes nothing", async () => {
    const page = await pageWithDraft(publisher);
    await publisher.api.call("adminPublish", { pageId: page.pageId, version: page.version }, publisher.call);
    const broken = await save(publisher, page.pageId, page.version, { title: "Summer camp", modules: [banner({ image: "/a.png" }, page.bannerId)] });
    // As if the components' rules had changed since it was scheduled: the version now has a problem.
    const [failing] = await running.store.db
      .insert(pageSchedules)
      .values({ pageId: page.pageId, action: "publish", version: broken.version, runAt: ahead(2), staffId: publisher.staff.id, staffEmail: publisher.staff.email })
      .returning();
    await sweepAt(running, ahead(3));

    const { list } = await editor.api.call("adminPageSchedules", { pageId: page.pageId }, editor.call);
    expect(list).toEqual([expect.objectContaining({ id: failing!.id, failure: `module ${page.bannerId} (TopBanner): headline is required` })]);
    expect((await publicPage(page.path)).page.version).toBe(page.version);
    expect(await auditOf(running, "page-scheduled-publish", failing!.id)).toEqual([]);

    await publisher.api.call("adminCancelSchedule", { scheduleId: failing!.id }, publisher.call);
    expect((await editor.api.call("adminPageSchedules", { pageId: page.pageId }, editor.call)).list).toEqual([]);
  });

  it("never puts back an older version: a newer one published after scheduling makes the schedule fail", async () => {
    const page = await pageWithDraft(publisher);
    const { schedule: made } = await schedule(publisher, { pageId: page.pageId, action: "publish", version: page.version, runAt: ahead(2) });
    const newer = await save(publisher, page.pageId, page.version, { title: "Summer camp 2", modules: [banner({ headline: "Later", image: "/a.png" }, page.bannerId)] });
    await publisher.api.call("adminPublish", { pageId: page.pageId, version: newer.version }, publisher.call);
    expect(await codeOf(schedule(publisher, { pageId: page.pageId, action: "publish", version: page.version, runAt: ahead(5) }))).toBe(ErrorCode.INVALID_INPUT);

    await sweepAt(running, ahead(3));
    expect((await publicPage(page.path)).page.version).toBe(newer.version);
    const { list } = await publisher.api.call("adminPageSchedules", { pageId: page.pageId }, publisher.call);
    expect(list).toEqual([expect.objectContaining({ id: made.id, failure: expect.stringContaining(`version ${newer.version}, newer than version ${page.version}`) })]);
  });
});

describe("unpublishing", () => {
  it("takes a page off its site at once: it answers like an unknown page (4003) and its modules are gone", async () => {
    const page = await pageWithDraft(publisher);
    await publisher.api.call("adminPublish", { pageId: page.pageId, version: page.version }, publisher.call);
    expect((await publicPage(page.path)).page.version).toBe(page.version);

    expect(await publisher.api.call("adminUnpublish", { pageId: page.pageId }, publisher.call)).toBeNull();
    expect(await codeOf(publicPage(page.path))).toBe(ErrorCode.NOT_FOUND_OR_ENDED);
    expect(await running.store.db.select().from(publishedModules).where(eq(publishedModules.pageId, page.pageId))).toEqual([]);
    const [row] = await running.store.db.select().from(pages).where(eq(pages.id, page.pageId));
    expect(row).toMatchObject({ publishedVersion: null, draftVersion: page.version });
    expect(await codeOf(publisher.api.call("adminUnpublish", { pageId: page.pageId }, publisher.call))).toBe(ErrorCode.NOT_FOUND_OR_ENDED);
    const [entry] = (await publisher.api.call("adminAuditLog", { limit: 5 }, publisher.call)).list.filter((audit) => audit.action === "page-unpublish");
    expect(entry).toMatchObject({ staffEmail: publisher.staff.email, target: `page uk ${page.path}`, detail: { pageId: page.pageId, previous: page.version } });
  });

  it("takes a page off its site when its scheduled unpublish is due, and records a failure when it is not published", async () => {
    const page = await pageWithDraft(publisher);
    await publisher.api.call("adminPublish", { pageId: page.pageId, version: page.version }, publisher.call);
    const { schedule: made } = await schedule(publisher, { pageId: page.pageId, action: "unpublish", runAt: ahead(2) });
    await sweepAt(running, ahead(3));
    expect(await codeOf(publicPage(page.path))).toBe(ErrorCode.NOT_FOUND_OR_ENDED);
    expect(await auditOf(running, "page-scheduled-unpublish", made.id)).toEqual([expect.objectContaining({ staffEmail: publisher.staff.email })]);

    const { schedule: again } = await schedule(publisher, { pageId: page.pageId, action: "unpublish", runAt: ahead(2) });
    await sweepAt(running, ahead(3));
    const { list } = await publisher.api.call("adminPageSchedules", { pageId: page.pageId }, publisher.call);
    expect(list).toEqual([expect.objectContaining({ id: again.id, failure: "The page is not published" })]);
  });
});

describe.runIf(testStore === "postgres")("two server processes on one PostgreSQL database", () => {
  it("run each due schedule once when they sweep at the same moment", async () => {
    const other = await startTestService({ DATABASE_URL: running.env.DATABASE_URL! });
    try {
      const scheduled = [];
      for (let index = 0; index < 6; index++) {
        const page = await pageWithDraft(publisher);
        const { schedule: made } = await schedule(publisher, { pageId: page.pageId, action: "publish", version: page.version, runAt: ahead(2) });
        scheduled.push({ page, made });
      }
      const now = ahead(3);
      await Promise.all([sweepAt(running, now), sweepAt(other, now), sweepAt(running, now), sweepAt(other, now)]);
      for (const { page, made } of scheduled) {
        expect(await auditOf(running, "page-scheduled-publish", made.id)).toHaveLength(1);
        // The other process's cache heard of it too.
        await expect.poll(async () => (await publicPage(page.path, other)).page.version, { timeout: 5_000 }).toBe(page.version);
      }
    } finally {
      await other.close();
    }
  });
});

describe("a restart", () => {
  const folders: string[] = [];
  afterAll(async () => {
    await Promise.all(folders.map((folder) => rm(folder, { recursive: true, force: true })));
  });

  /**
   * The settings of a service on a store that outlives it: a data folder of PGlite (a copy of the seeded store), or
   * the test's PostgreSQL database.
   */
  async function lastingStore(): Promise<Record<string, string>> {
    if (testStore === "postgres") return { DATABASE_URL: running.env.DATABASE_URL! };
    const folder = await mkdtemp(path.join(tmpdir(), "storefront-schedules-"));
    folders.push(folder);
    await copySeededPgliteInto(folder);
    return { DATA_DIR: folder };
  }

  it("keeps a pending schedule, which the restarted service runs when due", { timeout: 120_000 }, async () => {
    const settings = await lastingStore();
    const before = await startTestService(settings);
    let page: Awaited<ReturnType<typeof pageWithDraft>>;
    let scheduleId: number;
    try {
      const staff = await signInAsStaff(before, "publisher");
      page = await pageWithDraft(staff);
      scheduleId = (await schedule(staff, { pageId: page.pageId, action: "publish", version: page.version, runAt: ahead(2) })).schedule.id;
    } finally {
      await before.close();
    }

    const after = await startTestService(settings);
    try {
      const staff = await signInAsStaff(after, "editor");
      expect((await staff.api.call("adminPageSchedules", { pageId: page.pageId }, staff.call)).list.map((entry) => entry.id)).toEqual([scheduleId]);
      await sweepAt(after, ahead(3));
      expect((await publicPage(page.path, after)).page.version).toBe(page.version);
      expect(await auditOf(after, "page-scheduled-publish", scheduleId)).toHaveLength(1);
    } finally {
      await after.close();
    }
  });
});
