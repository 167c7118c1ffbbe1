import { randomBytes } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ErrorCode } from "../../api/errors.js";
import type { EditedDocument } from "../../schemas/api/calls/admin.js";
import { createUserFromCommandLine } from "../../server/admin/create-user-cli.js";
import { checkStaffPassword, StaffMemberError } from "../../server/admin/staff-members.js";
import { auditLog, pages, publishedModules, staffMembers } from "../../server/db/schema.js";
import { createPreviewSign } from "../../server/pages/preview-sign.js";
import { freshClient, signedInAs, signIn } from "../helpers/accounts.js";
import { createStaff, signInAsStaff, STAFF_PASSWORD, uniqueStaffEmail, type SignedInStaff } from "../helpers/staff.js";
import { codeOf, refusal } from "../helpers/refusal.js";
import { inProcessClient, startTestService, type TestService, testStore, ukContext, usContext } from "../helpers/test-service.js";

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

const uniquePath = () => `/admin-test-${randomBytes(5).toString("hex")}`;

const topBanner = (componentData: Record<string, unknown>, id?: number) => ({
  ...(id === undefined ? {} : { id }),
  type: 66,
  content: { componentName: "TopBanner", componentType: 66, componentData },
});
const richText = (html: string, id?: number) => ({
  ...(id === undefined ? {} : { id }),
  type: 1,
  content: { componentName: "RichText", componentType: 1, componentData: { html } },
});

/** As staff: a new page on a site (a draft, version 1). */
async function createPage(staff: SignedInStaff, locale: "uk" | "sg" = "uk", path = uniquePath()) {
  const { pageId, version } = await staff.api.call("adminCreatePage", { locale, path, title: "Open day" }, staff.call);
  return { pageId, version, path };
}

async function save(staff: SignedInStaff, pageId: number, basedOnVersion: number, document: EditedDocument) {
  return staff.api.call("adminSaveDraft", { pageId, basedOnVersion, document }, staff.call);
}

const pageRow = async (pageId: number) => (await running.store.db.select().from(pages).where(eq(pages.id, pageId)))[0]!;

const publicPage = (path: string) => freshClient(running).call("queryPageData", { host: "uk.localhost", path }, usContext);

describe("who may call what", () => {
  it("refuses publishing, rolling back, navigation, ads and short links to an editor (4031)", async () => {
    const { pageId } = await createPage(editor);
    const [header] = (await editor.api.call("adminGetNavigation", { locale: "uk" }, editor.call)).list;
    const ad = { locale: "uk", locationKey: "home", url: "/faq", src: "/images/ads/free-level-test.svg" } as const;
    const { id: adId } = await publisher.api.call("adminSaveResource", { ...ad, active: false }, publisher.call);
    const refused = await Promise.all([
      codeOf(editor.api.call("adminPublish", { pageId, version: 1 }, editor.call)),
      codeOf(editor.api.call("adminRollback", { pageId, version: 1 }, editor.call)),
      codeOf(editor.api.call("adminPublishNavigation", { locale: "uk", moduleId: header!.moduleId, version: header!.latestVersion }, editor.call)),
      codeOf(editor.api.call("adminRollbackNavigation", { locale: "uk", moduleId: header!.moduleId, version: 1 }, editor.call)),
      codeOf(editor.api.call("adminSaveResource", ad, editor.call)),
      codeOf(editor.api.call("adminDeleteResource", { id: adId }, editor.call)),
      codeOf(editor.api.call("adminSaveShortLink", { code: "editor-link", url: "/faq" }, editor.call)),
      codeOf(editor.api.call("adminDeleteShortLink", { code: "faq" }, editor.call)),
    ]);
    expect(refused).toEqual(Array(8).fill(ErrorCode.ROLE_FORBIDDEN));
    expect((await pageRow(pageId)).publishedVersion).toBeNull();
  });

  it("lets an editor draft, validate, preview, copy and read the history", async () => {
    const { pageId } = await createPage(editor);
    const saved = await save(editor, pageId, 1, { title: "Open day", modules: [richText("<p>Welcome</p>")] });
    expect(saved.version).toBe(2);
    await editor.api.call("adminValidatePage", { document: { title: "Open day", modules: [] } }, editor.call);
    await editor.api.call("adminPreviewLink", { pageId }, editor.call);
    await editor.api.call("adminCopyPage", { pageId, locales: ["sg"], language: "en" }, editor.call);
    expect((await editor.api.call("adminPageHistory", { pageId }, editor.call)).list).toHaveLength(2);
  });

  it("gives a parent's token no admin call (4016), and a staff token opens nothing of a parent's", async () => {
    const family = await signIn(running);
    expect(await codeOf(family.api.call("adminWhoAmI", {}, family.call))).toBe(ErrorCode.STAFF_SESSION_INVALID);
    expect(await codeOf(family.api.call("adminListSites", {}, family.call))).toBe(ErrorCode.STAFF_SESSION_INVALID);
    expect(await codeOf(publisher.api.call("queryUserBasicInfo", {}, publisher.call))).toBe(ErrorCode.SESSION_INVALID);
  });

  it("answers 4016 without a token or with an unknown one", async () => {
    const api = freshClient(running);
    expect(await codeOf(api.call("adminWhoAmI", {}, usContext))).toBe(ErrorCode.STAFF_SESSION_INVALID);
    expect(await codeOf(api.call("adminListPages", { locale: "uk" }, signedInAs(usContext, "not-a-token")))).toBe(ErrorCode.STAFF_SESSION_INVALID);
  });
});

const randomAddress = () => `10.${randomBytes(3).join(".")}`;

/**
 * An attacker on `attacked` tries wrong passwords for a staff member's e-mail from one address until slowed down,
 * on `other` too (the same service, or one sharing its counts); the member still signs in there from their own
 * address.
 */
async function expectColleagueNotLockedOut(attacked: TestService, other: TestService) {
  const { email } = await createStaff(attacked, "editor");
  if (other !== attacked) await createStaff(other, "editor", email);
  // Addresses of their own: counts kept in Redis outlive the test run.
  const [attackerAddress, ownAddress] = [randomAddress(), randomAddress()];
  const attacker = (service: TestService) => inProcessClient(service, attackerAddress);
  const refusals: number[] = [];
  for (let attempt = 0; attempt < 20; attempt++) {
    refusals.push((await refusal(attacker(attacked).call("adminSignIn", { email, password: `guess ${attempt}` }, usContext))).code);
  }
  expect(refusals.slice(0, 6)).toEqual(Array(6).fill(ErrorCode.STAFF_SIGN_IN_FAILED));
  expect(refusals.slice(6)).toEqual(Array(14).fill(ErrorCode.OPERATION_TOO_FREQUENT));
  expect(await codeOf(attacker(other).call("adminSignIn", { email, password: STAFF_PASSWORD }, usContext))).toBe(ErrorCode.OPERATION_TOO_FREQUENT);
  const session = await inProcessClient(other, ownAddress).call("adminSignIn", { email, password: STAFF_PASSWORD }, usContext);
  expect(session.staff.email).toBe(email);
}

describe("signing in and out", () => {
  it("answers the member and a session that works until signed out", async () => {
    const staff = await signInAsStaff(running, "editor");
    expect(await staff.api.call("adminWhoAmI", {}, staff.call)).toEqual(staff.staff);
    expect(Date.parse(staff.expiresAt) - Date.now()).toBeGreaterThan(11 * 3600_000);
    await staff.api.call("adminSignOut", {}, staff.call);
    expect(await codeOf(staff.api.call("adminWhoAmI", {}, staff.call))).toBe(ErrorCode.STAFF_SESSION_INVALID);
  });

  it("takes the e-mail in any letter case", async () => {
    const { email } = await createStaff(running, "editor");
    const session = await freshClient(running).call("adminSignIn", { email: email.toUpperCase(), password: STAFF_PASSWORD }, usContext);
    expect(session.staff.email).toBe(email);
  });

  it("refuses a wrong password, an unknown e-mail and a disabled member alike (4110)", async () => {
    const { email } = await createStaff(running, "publisher");
    const { email: disabled } = await createStaff(running, "publisher");
    await running.store.db.update(staffMembers).set({ disabled: true }).where(eq(staffMembers.email, disabled));
    const attempts = [
      { email, password: "not the password at all" },
      { email: uniqueStaffEmail(), password: STAFF_PASSWORD },
      { email: disabled, password: STAFF_PASSWORD },
    ];
    const refusals = await Promise.all(attempts.map((attempt) => refusal(freshClient(running).call("adminSignIn", attempt, usContext))));
    expect(refusals.map((refused) => refused.code)).toEqual([ErrorCode.STAFF_SIGN_IN_FAILED, ErrorCode.STAFF_SIGN_IN_FAILED, ErrorCode.STAFF_SIGN_IN_FAILED]);
    expect(new Set(refusals.map((refused) => refused.message)).size).toBe(1);
  });

  it("slows an e-mail down from the address that got it wrong, with growing waits it names", async () => {
    const { email } = await createStaff(running, "editor");
    const attempt = (password: string) => refusal(inProcessClient(running, "203.0.113.20").call("adminSignIn", { email, password }, usContext));
    for (let failure = 0; failure < 6; failure++) expect((await attempt("wrong password!")).code).toBe(ErrorCode.STAFF_SIGN_IN_FAILED);
    expect(await attempt(STAFF_PASSWORD)).toEqual({ code: ErrorCode.OPERATION_TOO_FREQUENT, message: "Operation too frequent. Try again in 1 s." });
    await new Promise((resolve) => setTimeout(resolve, 1_050));
    expect((await attempt("wrong password!")).code).toBe(ErrorCode.STAFF_SIGN_IN_FAILED);
    expect(await attempt(STAFF_PASSWORD)).toEqual({ code: ErrorCode.OPERATION_TOO_FREQUENT, message: "Operation too frequent. Try again in 2 s." });
  });

  it("lets the staff member in from their own address while another address hammers their e-mail", async () => {
    await expectColleagueNotLockedOut(running, running);
  });

  it("keeps the waits of an e-mail and address in Redis, shared by every process", async () => {
    const settings = { REDIS_URL: process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379" };
    const [first, second] = await Promise.all([startTestService(settings), startTestService(settings)]);
    try {
      await expectColleagueNotLockedOut(first, second);
    } finally {
      await Promise.all([first.close(), second.close()]);
    }
  }, 120_000);

  it("limits attempts per client address, whatever the e-mail", async () => {
    const api = inProcessClient(running, "203.0.113.77");
    for (let attempt = 0; attempt < 30; attempt++) {
      expect(await codeOf(api.call("adminSignIn", { email: uniqueStaffEmail(), password: STAFF_PASSWORD }, usContext))).toBe(ErrorCode.STAFF_SIGN_IN_FAILED);
    }
    const { email } = await createStaff(running, "editor");
    expect(await codeOf(api.call("adminSignIn", { email, password: STAFF_PASSWORD }, usContext))).toBe(ErrorCode.OPERATION_TOO_FREQUENT);
  });
});

describe("pages", () => {
  it("creates a draft at a free path only (4111 when the site has a page there)", async () => {
    const { pageId, version, path } = await createPage(editor);
    expect(version).toBe(1);
    expect(await codeOf(editor.api.call("adminCreatePage", { locale: "uk", path, title: "Again" }, editor.call))).toBe(ErrorCode.PAGE_PATH_TAKEN);
    const { page, document, problems } = await editor.api.call("adminGetPage", { pageId }, editor.call);
    expect(page).toMatchObject({ locale: "uk", path, title: "Open day", draftVersion: 1, publishedVersion: null, latestVersion: 1, updatedBy: editor.staff.email });
    expect(page.hosts).toContain("uk.localhost");
    expect(document).toEqual({ title: "Open day", keywords: "", description: "", modules: [] });
    expect(problems).toEqual([]);
    const { list } = await editor.api.call("adminListPages", { locale: "uk" }, editor.call);
    expect(list.find((summary) => summary.id === pageId)).toMatchObject({ path, draftVersion: 1, publishedVersion: null });
    // Another site may have a page at the same path.
    await createPage(editor, "sg", path);
  });

  it("refuses builder content nested deeper than a component needs, or holding NUL, and keeps the draft as it was", async () => {
    const { pageId } = await createPage(editor);
    let deep: Record<string, unknown> = { html: "<p>bottom</p>" };
    for (let level = 0; level < 3000; level++) deep = { nested: deep };
    for (const componentData of [deep, { html: "<p>\u0000</p>" }, { ["\ud800"]: "x" }]) {
      const document = { title: "Deep", modules: [{ type: 1, content: { componentName: "RichText", componentType: 1, componentData } }] };
      expect(await codeOf(save(editor, pageId, 1, document))).toBe(ErrorCode.INVALID_INPUT);
      expect(await codeOf(editor.api.call("adminValidatePage", { document }, editor.call))).toBe(ErrorCode.INVALID_INPUT);
    }
    expect((await pageRow(pageId)).draftVersion).toBe(1);
    expect((await editor.api.call("adminPageHistory", { pageId }, editor.call)).list).toHaveLength(1);
  });

  it("refuses page ids and versions beyond a 32-bit column with 4000, not a system error", async () => {
    const { pageId } = await createPage(editor);
    const document = { title: "Open day", modules: [] };
    expect(await codeOf(editor.api.call("adminGetPage", { pageId: 2 ** 31 }, editor.call))).toBe(ErrorCode.INVALID_INPUT);
    expect(await codeOf(save(editor, pageId, 2 ** 31, document))).toBe(ErrorCode.INVALID_INPUT);
    expect(await codeOf(publisher.api.call("adminPublish", { pageId, version: 2 ** 31 }, publisher.call))).toBe(ErrorCode.INVALID_INPUT);
    // The largest version a column holds is a version like any other: this page just has none so high.
    expect(await refusal(save(editor, pageId, 2 ** 31 - 1, document))).toMatchObject({ code: ErrorCode.INVALID_INPUT, message: expect.stringContaining("has no version") });
  });

  it("lists every site with its hosts and page count", async () => {
    const { list } = await editor.api.call("adminListSites", {}, editor.call);
    const uk = list.find((site) => site.locale === "uk")!;
    expect(uk.hosts).toContain("uk.localhost");
    expect(list.find((site) => site.locale === "jp")!.languages).toEqual(["ja", "en"]);
    expect(uk.pageCount).toBe(await running.store.db.$count(pages, eq(pages.locale, "uk")));
  });

  it("opens a seeded page at its latest version (the draft) with its problems", async () => {
    const [home] = await running.store.db.select().from(pages).where(and(eq(pages.locale, "uk"), eq(pages.path, "/")));
    const { page, document, problems } = await editor.api.call("adminGetPage", { pageId: home!.id }, editor.call);
    expect(page.latestVersion).toBe(2);
    expect(page.publishedVersion).toBe(1);
    expect(document.modules.length).toBeGreaterThan(0);
    expect(problems).toEqual([]);
  });

  it("gives new modules ids from the sequence and keeps the page's own", async () => {
    const { pageId } = await createPage(editor);
    const first = await save(editor, pageId, 1, { title: "Open day", modules: [topBanner({ headline: "Hi", image: "/a.png" }), richText("<p>A</p>")] });
    const ids = first.document.modules.map((module) => module.id);
    expect(ids.every((id) => id > 100_000_000)).toBe(true);
    const second = await save(editor, pageId, first.version, {
      title: "Open day",
      modules: [richText("<p>B</p>", ids[1]), richText("<p>C</p>")],
    });
    expect(second.document.modules[0]!.id).toBe(ids[1]);
    expect(second.document.modules[1]!.id).toBeGreaterThan(ids[1]!);
  });

  it("saves a half-done module as a draft and answers its problems", async () => {
    const { pageId } = await createPage(editor);
    const saved = await save(editor, pageId, 1, { title: "Open day", modules: [richText("<p>ok</p>"), topBanner({ image: "/a.png" })] });
    expect(saved.problems).toEqual([
      { moduleIndex: 1, field: ["headline"], keyword: "required", params: { missingProperty: "headline" }, message: "headline is required" },
    ]);
    expect((await editor.api.call("adminGetPage", { pageId }, editor.call)).problems).toEqual(saved.problems);
  });

  it("refuses a save based on an older version than the latest (4112) and saves nothing", async () => {
    const { pageId } = await createPage(editor);
    await save(editor, pageId, 1, { title: "Mine", modules: [] });
    expect(await codeOf(save(publisher, pageId, 1, { title: "Theirs", modules: [] }))).toBe(ErrorCode.PAGE_CHANGED_MEANWHILE);
    expect((await pageRow(pageId)).draftVersion).toBe(2);
  });

  it("refuses a module id that is not one of the page's modules (4000 naming modules.N.id)", async () => {
    const [home] = await running.store.db.select().from(publishedModules).limit(1);
    const { pageId } = await createPage(editor);
    const refused = await refusal(save(editor, pageId, 1, { title: "Open day", modules: [richText("<p>A</p>"), richText("<p>B</p>", home!.id)] }));
    expect(refused.code).toBe(ErrorCode.INVALID_INPUT);
    expect(refused.message).toContain("modules.1.id");
    expect((await pageRow(pageId)).draftVersion).toBe(1);
  });

  it("validates a document without saving it, every problem at its field", async () => {
    const { problems } = await editor.api.call(
      "adminValidatePage",
      { document: { title: "Open day", modules: [topBanner({ headline: "", image: "javascript:alert(1)" })] } },
      editor.call,
    );
    expect(problems.map((problem) => `${problem.moduleIndex}:${problem.field.join(".")}:${problem.keyword}`)).toEqual([
      "0:headline:minLength",
      "0:image:format",
    ]);
  });

  it("copies the latest version to other sites as drafts with new module ids", async () => {
    const { pageId, path } = await createPage(publisher);
    const saved = await save(publisher, pageId, 1, { title: "Open day", modules: [richText("<p>A</p>"), richText("<p>B</p>")] });
    const { pageId: existingSg } = await createPage(editor, "sg", path);

    const { list } = await editor.api.call("adminCopyPage", { pageId, locales: ["sg", "au"], language: "en" }, editor.call);
    expect(list.map((copy) => copy.locale)).toEqual(["sg", "au"]);
    expect(list[0]).toEqual({ locale: "sg", pageId: existingSg, version: 2, fromLanguage: "en", language: "en", translated: 0, untranslated: 0 });
    expect(list[1]).toMatchObject({ locale: "au", version: 1 });

    const sourceIds = saved.document.modules.map((module) => module.id);
    const seen = new Set(sourceIds);
    for (const copy of list) {
      const { page, document } = await editor.api.call("adminGetPage", { pageId: copy.pageId }, editor.call);
      expect(page).toMatchObject({ path, publishedVersion: null, draftVersion: copy.version });
      expect(document.modules.map((module) => module.content)).toEqual(saved.document.modules.map((module) => module.content));
      for (const { id } of document.modules) {
        expect(seen.has(id)).toBe(false);
        seen.add(id);
      }
      const [entry] = (await editor.api.call("adminPageHistory", { pageId: copy.pageId }, editor.call)).list;
      expect(entry!.origin).toBe(`copied from uk v${saved.version}, in en`);
    }
    expect(await codeOf(editor.api.call("adminCopyPage", { pageId, locales: ["uk"], language: "en" }, editor.call))).toBe(ErrorCode.INVALID_INPUT);
  });

  it("lists the history newest first with who and what changed", async () => {
    const { pageId } = await createPage(editor);
    const second = await save(editor, pageId, 1, { title: "Open day", modules: [richText("<p>A</p>")] });
    const moduleId = second.document.modules[0]!.id;
    await save(publisher, pageId, 2, { title: "Open day 2025", modules: [richText("<p>B</p>", moduleId)] });
    const history = await editor.api.call("adminPageHistory", { pageId }, editor.call);
    expect(history).toMatchObject({ draftVersion: 3, publishedVersion: null });
    expect(history.list.map(({ version, author, changes, origin }) => ({ version, author, changes, origin }))).toEqual([
      { version: 3, author: publisher.staff.email, changes: ["title changed", `module ${moduleId} (RichText) changed`], origin: null },
      { version: 2, author: editor.staff.email, changes: [`module ${moduleId} (RichText) added`], origin: null },
      { version: 1, author: editor.staff.email, changes: ["page created"], origin: null },
    ]);
  });
});

describe("rolling back", () => {
  it("saves the old version again as a new draft, equal to it", async () => {
    const { pageId } = await createPage(publisher);
    const old = await save(publisher, pageId, 1, { title: "First", modules: [richText("<p>First</p>")] });
    await save(publisher, pageId, old.version, { title: "Second", modules: [topBanner({ headline: "Second", image: "/b.png" })] });

    const { version } = await publisher.api.call("adminRollback", { pageId, version: old.version }, publisher.call);
    expect(version).toBe(4);
    const { page, document } = await publisher.api.call("adminGetPage", { pageId }, publisher.call);
    expect(page.draftVersion).toBe(4);
    expect(document).toEqual(old.document);
    const [entry] = (await publisher.api.call("adminPageHistory", { pageId }, publisher.call)).list;
    expect(entry).toMatchObject({ version: 4, origin: `rollback to ${old.version}` });
    expect(await codeOf(publisher.api.call("adminRollback", { pageId, version: 9 }, publisher.call))).toBe(ErrorCode.NOT_FOUND_OR_ENDED);
  });
});

describe("preview links", () => {
  const previewData = (host: string, path: string, previewSign: string) =>
    freshClient(running).call("queryPagePreviewData", { host, path, previewSign }, usContext);
  const signOf = (url: string) => new URL(url, "http://preview.invalid").searchParams.get("previewSign")!;

  it("open the draft of their page on the site's first host (or the one chosen) until they expire", async () => {
    const { pageId, path } = await createPage(editor);
    await save(editor, pageId, 1, { title: "Draft title", modules: [] });
    const ukHosts = (await editor.api.call("adminGetPage", { pageId }, editor.call)).page.hosts;
    const link = await editor.api.call("adminPreviewLink", { pageId, expiresInHours: 2 }, editor.call);
    expect(link.host).toBe(ukHosts[0]);
    expect(link.url).toMatch(new RegExp(`^${path}\\?viewModel=preview&previewSign=`));
    expect(Math.abs(Date.parse(link.expiresAt) - (Date.now() + 2 * 3600_000))).toBeLessThan(60_000);
    const [, expiresAt] = signOf(link.url).split(".");
    expect(Number(expiresAt)).toBe(Date.parse(link.expiresAt));
    expect((await previewData(link.host, path, signOf(link.url))).page).toMatchObject({ version: 2, title: "Draft title" });

    const local = await editor.api.call("adminPreviewLink", { pageId, host: "uk.localhost" }, editor.call);
    expect(local.host).toBe("uk.localhost");
    expect((await previewData("uk.localhost", path, signOf(local.url))).page.version).toBe(2);
    expect(await codeOf(publicPage(path))).toBe(ErrorCode.NOT_FOUND_OR_ENDED);
  });

  it("do not open another path, another host or an expired sign", async () => {
    const { pageId, path } = await createPage(editor);
    const { path: otherPath } = await createPage(editor);
    const link = await editor.api.call("adminPreviewLink", { pageId, version: 1, host: "uk.localhost" }, editor.call);
    const sign = signOf(link.url);
    expect((await previewData("uk.localhost", path, sign)).page.version).toBe(1);
    expect(await codeOf(previewData("uk.localhost", otherPath, sign))).toBe(ErrorCode.PREVIEW_LINK_INVALID);
    expect(await codeOf(previewData("sg.localhost", path, sign))).toBe(ErrorCode.PREVIEW_LINK_INVALID);
    // The same link as the tool made it, its expiry passed.
    const expired = createPreviewSign(running.env.PREVIEW_SIGN_SECRET, { host: link.host, path, version: 1 }, Date.now() - 1000);
    expect(await codeOf(previewData("uk.localhost", path, expired))).toBe(ErrorCode.PREVIEW_LINK_EXPIRED);
  });

  it("open one module of the draft at /module-preview/{id}, and no other module", async () => {
    const { pageId } = await createPage(editor);
    const saved = await save(editor, pageId, 1, { title: "Open day", modules: [richText("<p>First</p>"), richText("<p>Second</p>")] });
    const [first, second] = saved.document.modules;
    const link = await editor.api.call("adminPreviewLink", { pageId, moduleId: second!.id, host: "uk.localhost" }, editor.call);
    expect(link.url).toMatch(new RegExp(`^/module-preview/${second!.id}\\?viewModel=preview&previewSign=`));
    const modulePreview = (moduleId: number) =>
      freshClient(running).call("queryModulePreviewData", { host: "uk.localhost", moduleId, previewSign: signOf(link.url) }, usContext);
    expect((await modulePreview(second!.id)).module.componentData).toEqual({ html: "<p>Second</p>" });
    expect(await codeOf(modulePreview(first!.id))).toBe(ErrorCode.PREVIEW_LINK_INVALID);
    expect(await codeOf(editor.api.call("adminPreviewLink", { pageId, moduleId: 1 }, editor.call))).toBe(ErrorCode.NOT_FOUND_OR_ENDED);
  });

  it("are made for one of the site's hosts and an existing version only", async () => {
    const { pageId } = await createPage(editor);
    expect(await codeOf(editor.api.call("adminPreviewLink", { pageId, host: "sg.localhost" }, editor.call))).toBe(ErrorCode.INVALID_INPUT);
    expect(await codeOf(editor.api.call("adminPreviewLink", { pageId, version: 5 }, editor.call))).toBe(ErrorCode.NOT_FOUND_OR_ENDED);
  });
});

describe("publishing", () => {
  it("refuses a page with an invalid module, naming the module and field, and changes nothing", async () => {
    const { pageId, path } = await createPage(publisher);
    const valid = await save(publisher, pageId, 1, { title: "Open day", modules: [topBanner({ headline: "Come", image: "/a.png" })] });
    await publisher.api.call("adminPublish", { pageId, version: valid.version }, publisher.call);
    const bannerId = valid.document.modules[0]!.id;
    const invalid = await save(publisher, pageId, valid.version, { title: "Open day", modules: [topBanner({ image: "/a.png" }, bannerId)] });

    const refused = await refusal(publisher.api.call("adminPublish", { pageId, version: invalid.version }, publisher.call));
    expect(refused).toEqual({ code: ErrorCode.PAGE_NOT_PUBLISHABLE, message: `module ${bannerId} (TopBanner): headline is required` });
    expect((await pageRow(pageId)).publishedVersion).toBe(valid.version);
    const [published] = await running.store.db.select().from(publishedModules).where(eq(publishedModules.id, bannerId));
    expect((published!.module as { content: { componentData: object } }).content.componentData).toEqual({ headline: "Come", image: "/a.png" });
    expect((await publicPage(path)).page.version).toBe(valid.version);
  });

  it("shows the new version on the next request (the cached page is dropped)", async () => {
    const { pageId, path } = await createPage(publisher);
    await publisher.api.call("adminPublish", { pageId, version: 1 }, publisher.call);
    expect((await publicPage(path)).page).toMatchObject({ version: 1, title: "Open day" });
    const saved = await save(publisher, pageId, 1, { title: "Open day, updated", modules: [richText("<p>News</p>")] });
    expect((await publicPage(path)).page.version).toBe(1);
    expect(await publisher.api.call("adminPublish", { pageId, version: saved.version }, publisher.call)).toEqual({ publishedVersion: 2 });
    expect((await publicPage(path)).page).toMatchObject({ version: 2, title: "Open day, updated" });
  });
});

describe.runIf(testStore === "postgres")("publishing with two server processes on PostgreSQL", () => {
  it("shows the published version on the other process's next request", async () => {
    const other = await startTestService({ DATABASE_URL: running.env.DATABASE_URL! });
    try {
      const otherPage = (path: string) => inProcessClient(other).call("queryPageData", { host: "uk.localhost", path }, usContext);
      const { pageId, path } = await createPage(publisher);
      await publisher.api.call("adminPublish", { pageId, version: 1 }, publisher.call);
      expect((await otherPage(path)).page.version).toBe(1);
      await save(publisher, pageId, 1, { title: "Seen everywhere", modules: [] });
      await publisher.api.call("adminPublish", { pageId, version: 2 }, publisher.call);
      await expect.poll(async () => (await otherPage(path)).page.title, { timeout: 5_000 }).toBe("Seen everywhere");
    } finally {
      await other.close();
    }
  });
});

describe("navigation, ads and short links", () => {
  const siteData = () => freshClient(running).call("querySiteData", { host: "uk.localhost", path: "/" }, usContext);

  it("shows a navigation draft once it is published; answers problems and saves nothing otherwise", async () => {
    const [header] = (await publisher.api.call("adminGetNavigation", { locale: "uk" }, publisher.call)).list;
    const { moduleId, latestVersion } = header!;
    await siteData();
    const links = [{ name: "Summer camp", url: "/summer" }];
    const bad = await publisher.api.call(
      "adminSaveNavigation",
      { locale: "uk", moduleId, basedOnVersion: latestVersion, componentData: { navigationLinks: [{ name: "No url" }] } },
      publisher.call,
    );
    expect(bad).toEqual({ version: null, problems: [expect.objectContaining({ field: ["navigationLinks", "0", "url"], keyword: "required" })] });
    const [unchanged] = (await publisher.api.call("adminGetNavigation", { locale: "uk" }, publisher.call)).list;
    expect(unchanged).toEqual(header);

    const good = await publisher.api.call("adminSaveNavigation", { locale: "uk", moduleId, basedOnVersion: latestVersion, componentData: { navigationLinks: links } }, publisher.call);
    expect(good).toEqual({ version: latestVersion + 1, problems: [] });
    await publisher.api.call("adminPublishNavigation", { locale: "uk", moduleId, version: latestVersion + 1 }, publisher.call);
    const shown = (await siteData()).siteModuleList.find((module) => module.id === moduleId);
    expect(shown!.componentData).toEqual({ navigationLinks: links });
    await publisher.api.call("adminPublishNavigation", { locale: "uk", moduleId, version: header!.publishedVersion }, publisher.call);
  });

  it("adds, changes and deletes an ad, shown by location at once", async () => {
    const adsAt = async () => (await freshClient(running).call("queryResourceByLocation", [{ locationKey: "examination_home" }], ukContext))[0]!.resources;
    const ad = { locale: "uk", locationKey: "examination_home", url: "/exam", src: "/images/ads/exam.svg" } as const;
    const { id } = await publisher.api.call("adminSaveResource", ad, publisher.call);
    expect((await adsAt()).map((shown) => shown.resId)).toContain(id);
    await publisher.api.call("adminSaveResource", { ...ad, id, url: "/exam-2025" }, publisher.call);
    const { list } = await publisher.api.call("adminListResources", { locale: "uk" }, publisher.call);
    expect(list.find((row) => row.id === id)).toMatchObject({ url: "/exam-2025", active: true, newWindow: false, sort: 0 });
    await publisher.api.call("adminDeleteResource", { id }, publisher.call);
    expect((await adsAt()).map((shown) => shown.resId)).not.toContain(id);
    expect(await codeOf(publisher.api.call("adminDeleteResource", { id }, publisher.call))).toBe(ErrorCode.NOT_FOUND_OR_ENDED);
    expect(await codeOf(publisher.api.call("adminSaveResource", { ...ad, id }, publisher.call))).toBe(ErrorCode.NOT_FOUND_OR_ENDED);
  });

  it("refuses a link to another host in any disguise, and line breaks, in navigation, ads and short links; saves nothing", async () => {
    const disguised = ["//evil.example", "/\\evil.example", "/\t/evil.example", "\\\\evil.example", "https://good.example\\@evil.example", "/faq\r\nSet-Cookie: a=1"];
    const [header] = (await publisher.api.call("adminGetNavigation", { locale: "uk" }, publisher.call)).list;
    const code = `d-${randomBytes(4).toString("hex")}`;
    for (const url of disguised) {
      expect(await codeOf(publisher.api.call("adminSaveShortLink", { code, url }, publisher.call)), url).toBe(ErrorCode.INVALID_INPUT);
      const ad = { locale: "uk", locationKey: "home", url, src: "/images/ads/exam.svg" } as const;
      expect(await codeOf(publisher.api.call("adminSaveResource", ad, publisher.call)), url).toBe(ErrorCode.INVALID_INPUT);
      const navigation = { navigationLinks: [{ name: "Elsewhere", url }] };
      const { problems } = await publisher.api.call(
        "adminSaveNavigation",
        { locale: "uk", moduleId: header!.moduleId, basedOnVersion: header!.latestVersion, componentData: navigation },
        publisher.call,
      );
      expect(problems, url).toEqual([expect.objectContaining({ field: ["navigationLinks", "0", "url"], keyword: "format" })]);
    }
    expect(await codeOf(freshClient(running).call("getOrigin", { url: code }, usContext))).toBe(ErrorCode.NOT_FOUND_OR_ENDED);
    const [unchanged] = (await publisher.api.call("adminGetNavigation", { locale: "uk" }, publisher.call)).list;
    expect(unchanged!.componentData).toEqual(header!.componentData);
  });

  it("creates, repoints and deletes a short link, followed at once", async () => {
    const code = `t-${randomBytes(4).toString("hex")}`;
    const origin = () => freshClient(running).call("getOrigin", { url: code }, usContext);
    await publisher.api.call("adminSaveShortLink", { code, url: "/faq" }, publisher.call);
    expect(await origin()).toEqual({ url: "/faq" });
    await publisher.api.call("adminSaveShortLink", { code, url: "https://example.com/spring" }, publisher.call);
    expect(await origin()).toEqual({ url: "https://example.com/spring" });
    const { list } = await editor.api.call("adminListShortLinks", {}, editor.call);
    expect(list.filter((link) => link.code === code)).toEqual([expect.objectContaining({ url: "https://example.com/spring" })]);
    await publisher.api.call("adminDeleteShortLink", { code }, publisher.call);
    expect(await codeOf(origin())).toBe(ErrorCode.NOT_FOUND_OR_ENDED);
  });
});

describe("the audit log", () => {
  it("has a row with the staff member's e-mail for every change", async () => {
    const staff = await signInAsStaff(running, "publisher");
    const { pageId } = await createPage(staff);
    await save(staff, pageId, 1, { title: "Audited", modules: [] });
    await staff.api.call("adminPreviewLink", { pageId }, staff.call);
    // The tool's own live preview is not handed to anyone: no row.
    await staff.api.call("adminPreviewLink", { pageId, expiresInHours: 1, shared: false }, staff.call);
    await staff.api.call("adminPublish", { pageId, version: 2 }, staff.call);
    await staff.api.call("adminRollback", { pageId, version: 1 }, staff.call);
    await staff.api.call("adminCopyPage", { pageId, locales: ["sg"], language: "en" }, staff.call);
    const [header] = (await staff.api.call("adminGetNavigation", { locale: "sg" }, staff.call)).list;
    const navigation = { locale: "sg", moduleId: header!.moduleId } as const;
    const { version } = await staff.api.call("adminSaveNavigation", { ...navigation, basedOnVersion: header!.latestVersion, componentData: header!.componentData }, staff.call);
    await staff.api.call("adminRollbackNavigation", { ...navigation, version: header!.publishedVersion }, staff.call);
    await staff.api.call("adminPublishNavigation", { ...navigation, version: version! }, staff.call);
    const { id } = await staff.api.call("adminSaveResource", { locale: "sg", locationKey: "home", url: "/a", src: "/a.svg", active: false }, staff.call);
    await staff.api.call("adminDeleteResource", { id }, staff.call);
    const code = `a-${randomBytes(4).toString("hex")}`;
    await staff.api.call("adminSaveShortLink", { code, url: "/faq" }, staff.call);
    await staff.api.call("adminDeleteShortLink", { code }, staff.call);
    await staff.api.call("adminSignOut", {}, staff.call);

    const rows = await running.store.db.select().from(auditLog).where(eq(auditLog.staffEmail, staff.staff.email));
    expect(rows.map((row) => row.action).sort()).toEqual(
      [
        "sign-in",
        "page-create",
        "page-save",
        "page-preview-link",
        "page-publish",
        "page-rollback",
        "page-copy",
        "navigation-save",
        "navigation-rollback",
        "navigation-publish",
        "ad-save",
        "ad-delete",
        "short-link-save",
        "short-link-delete",
        "sign-out",
      ].sort(),
    );
    expect(rows.every((row) => row.staffId === staff.staff.id)).toBe(true);
    expect(rows.find((row) => row.action === "page-publish")).toMatchObject({ target: expect.stringMatching(/^page uk \//), detail: { pageId, version: 2 } });
  });

  it("records a preview link that works longer than the tool's own hour, shared or not", async () => {
    const staff = await signInAsStaff(running, "editor");
    const { pageId } = await createPage(staff);
    await staff.api.call("adminPreviewLink", { pageId, expiresInHours: 1, shared: false }, staff.call);
    const { host, expiresAt } = await staff.api.call("adminPreviewLink", { pageId, expiresInHours: 24 * 30, shared: false }, staff.call);
    const rows = await running.store.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.staffEmail, staff.staff.email), eq(auditLog.action, "page-preview-link")));
    expect(rows.map((row) => row.detail)).toEqual([{ pageId, version: 1, host, expiresAt, shared: false }]);
  });

  it("writes no row for a change that was refused", async () => {
    const staff = await signInAsStaff(running, "publisher");
    const { pageId } = await createPage(staff);
    await save(staff, pageId, 1, { title: "Broken", modules: [topBanner({})] });
    await refusal(staff.api.call("adminPublish", { pageId, version: 2 }, staff.call));
    await refusal(save(staff, pageId, 1, { title: "Stale", modules: [] }));
    const actions = (await running.store.db.select().from(auditLog).where(eq(auditLog.staffEmail, staff.staff.email))).map((row) => row.action);
    expect(actions.sort()).toEqual(["page-create", "page-save", "sign-in"]);
  });

  it("lists entries newest first and pages back with `before`", async () => {
    const first = await editor.api.call("adminAuditLog", { limit: 3 }, editor.call);
    expect(first.list).toHaveLength(3);
    const ids = first.list.map((entry) => entry.id);
    expect([...ids].sort((a, b) => b - a)).toEqual(ids);
    const next = await editor.api.call("adminAuditLog", { limit: 3, before: ids[2] }, editor.call);
    expect(next.list[0]!.id).toBeLessThan(ids[2]!);
    expect(next.list.every((entry) => typeof entry.staffEmail === "string" && !Number.isNaN(Date.parse(entry.createdAt)))).toBe(true);
  });
});

describe("npm run admin:create-user", () => {
  const create = (args: string[], password = STAFF_PASSWORD) => createUserFromCommandLine(running.store.db, args, async () => password);

  it("creates a member whose password verifies, audited as the command line", async () => {
    const email = uniqueStaffEmail();
    const member = await create(["--email", email.toUpperCase(), "--name", "Ann", "--role", "publisher"]);
    expect(member).toMatchObject({ email, name: "Ann", role: "publisher" });
    expect(await checkStaffPassword(running.store.db, email, STAFF_PASSWORD)).toEqual(member);
    const [stored] = await running.store.db.select().from(staffMembers).where(eq(staffMembers.email, email));
    expect(stored!.passwordHash).toMatch(/^\$argon2id\$/);
    const [row] = await running.store.db.select().from(auditLog).where(and(eq(auditLog.action, "staff-create"), eq(auditLog.target, `staff ${email}`)));
    expect(row).toMatchObject({ staffEmail: "command line", staffId: null });
  });

  it("creates a customer-service member (--role service)", async () => {
    const email = uniqueStaffEmail();
    expect(await create(["--email", email, "--name", "Cas", "--role", "service"])).toMatchObject({ email, role: "service" });
  });

  it("refuses a taken e-mail, a bad role and a short password with the reason", async () => {
    const { email: taken } = await createStaff(running, "editor");
    const cases = [
      { args: ["--email", taken, "--name", "Ann", "--role", "editor"], password: STAFF_PASSWORD, reason: `email: a staff member with ${taken} exists already` },
      { args: ["--email", uniqueStaffEmail(), "--name", "Ann", "--role", "boss"], password: STAFF_PASSWORD, reason: "--role: must be one of editor, publisher, service\n" },
      { args: ["--email", uniqueStaffEmail(), "--name", "Ann", "--role", "editor"], password: "eleven char", reason: "password: must have at least 12 characters" },
    ];
    for (const { args, password, reason } of cases) {
      const refused = await create(args, password).then(
        () => undefined,
        (error: unknown) => error,
      );
      expect(refused).toBeInstanceOf(StaffMemberError);
      expect((refused as Error).message).toContain(reason);
    }
  });

  it("checks the arguments before asking for the password", async () => {
    let asked = false;
    const readPassword = async () => {
      asked = true;
      return STAFF_PASSWORD;
    };
    await expect(createUserFromCommandLine(running.store.db, ["--email", "not-an-address", "--name", "Ann", "--role", "editor"], readPassword)).rejects.toThrow(
      "--email: must be an e-mail address",
    );
    expect(asked).toBe(false);
  });
});
