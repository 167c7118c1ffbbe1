import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ErrorCode } from "../../api/errors.js";
import { navigationVersions, siteModules } from "../../server/db/schema.js";
import { createNavigationSign } from "../../server/pages/navigation-sign.js";
import { createPreviewSign } from "../../server/pages/preview-sign.js";
import { freshClient } from "../helpers/accounts.js";
import { signInAsStaff, type SignedInStaff } from "../helpers/staff.js";
import { startTestService, type TestService, ukContext } from "../helpers/test-service.js";
import { codeOf } from "../helpers/refusal.js";
import { startTestSite } from "../helpers/test-site.js";

let running: TestService;
let site: Awaited<ReturnType<typeof startTestSite>>;
let publisher: SignedInStaff;
let editor: SignedInStaff;

beforeAll(async () => {
  running = await startTestService();
  site = await startTestSite(running);
  [publisher, editor] = await Promise.all([signInAsStaff(running, "publisher"), signInAsStaff(running, "editor")]);
});
afterAll(async () => {
  await site?.close();
  await running?.close();
});

const ukHeader = async (staff: SignedInStaff = publisher) => (await staff.api.call("adminGetNavigation", { locale: "uk" }, staff.call)).list[0]!;

const liveLinks = async () => {
  const { siteModuleList } = await freshClient(running).call("querySiteData", { host: "uk.localhost", path: "/" }, ukContext);
  return siteModuleList.find((module) => module.componentName === "Header")!.componentData;
};

/** The UK header's links with one more at the end, named `name`. */
async function withExtraLink(name: string) {
  const header = await ukHeader();
  const links = (header.componentData.navigationLinks as object[]) ?? [];
  return { header, componentData: { navigationLinks: [...links, { name, url: "/faq" }] } };
}

describe("a navigation draft", () => {
  it("is saved without changing what visitors see; its preview link shows it under a truthful banner, never cached; publishing makes it live", async () => {
    const before = await liveLinks();
    const { header, componentData } = await withExtraLink("Spring open day");
    const saved = await editor.api.call(
      "adminSaveNavigation",
      { locale: "uk", moduleId: header.moduleId, basedOnVersion: header.latestVersion, componentData },
      editor.call,
    );
    expect(saved).toEqual({ version: header.latestVersion + 1, problems: [] });
    expect(await liveLinks()).toEqual(before);
    expect(await ukHeader()).toMatchObject({ latestVersion: saved.version, draftVersion: saved.version, publishedVersion: header.publishedVersion, componentData });
    expect((await site.get("uk.localhost", "/")).body).not.toContain("Spring open day");

    const link = await editor.api.call("adminNavigationPreviewLink", { locale: "uk", moduleId: header.moduleId, host: "uk.localhost" }, editor.call);
    expect(link.url).toMatch(/^\/\?viewModel=navigation&navigationSign=/);
    const [recorded] = (await publisher.api.call("adminAuditLog", { limit: 1 }, publisher.call)).list;
    expect(recorded).toMatchObject({ staffEmail: editor.staff.email, action: "navigation-preview-link", target: `navigation uk module ${header.moduleId}` });
    const previewed = await site.get(link.host, link.url);
    expect(previewed.status).toBe(200);
    expect(previewed.body).toContain("Spring open day");
    expect(previewed.body).toContain(`Navigation draft version ${saved.version!}: visitors do not see it yet.`);
    expect(previewed.headers["cache-control"]).toBe("no-store");
    expect(previewed.headers["x-cache"]).toBeUndefined();
    expect((await site.get(link.host, link.url)).headers["x-cache"]).toBeUndefined();

    await publisher.api.call("adminPublishNavigation", { locale: "uk", moduleId: header.moduleId, version: saved.version! }, publisher.call);
    expect(await liveLinks()).toEqual(componentData);
    expect((await site.get("uk.localhost", "/")).body).toContain("Spring open day");
    expect((await site.get(link.host, link.url)).body).toContain(`Navigation version ${saved.version!}: this is the version visitors see now.`);
    expect(await ukHeader()).toMatchObject({ publishedVersion: saved.version, draftVersion: null });
  });

  it("is not shown for a forged, expired or page preview sign: the page is as visitors see it", async () => {
    const { header, componentData } = await withExtraLink("Forged draft link");
    const { version } = await publisher.api.call(
      "adminSaveNavigation",
      { locale: "uk", moduleId: header.moduleId, basedOnVersion: header.latestVersion, componentData },
      publisher.call,
    );
    const secret = running.env.PREVIEW_SIGN_SECRET;
    const soon = Date.now() + 60_000;
    const forged = createNavigationSign("another-secret-another-secret-0000", { host: "uk.localhost", moduleId: header.moduleId, version: version! }, soon);
    const expired = createNavigationSign(secret, { host: "uk.localhost", moduleId: header.moduleId, version: version! }, Date.now() - 1);
    const otherHost = createNavigationSign(secret, { host: "sg.localhost", moduleId: header.moduleId, version: version! }, soon);
    const pageSign = createPreviewSign(secret, { host: "uk.localhost", path: "/", version: version! }, soon);
    const siteData = (navigationSign: string) => freshClient(running).call("querySiteData", { host: "uk.localhost", path: "/", navigationSign }, ukContext);
    expect(await codeOf(siteData(forged))).toBe(ErrorCode.PREVIEW_LINK_INVALID);
    expect(await codeOf(siteData(otherHost))).toBe(ErrorCode.PREVIEW_LINK_INVALID);
    expect(await codeOf(siteData(pageSign))).toBe(ErrorCode.PREVIEW_LINK_INVALID);
    expect(await codeOf(siteData(expired))).toBe(ErrorCode.PREVIEW_LINK_EXPIRED);
    for (const sign of [forged, pageSign, expired]) {
      const page = await site.get("uk.localhost", `/?viewModel=navigation&navigationSign=${sign}`);
      expect(page.status).toBe(200);
      expect(page.body).not.toContain("Forged draft link");
      expect(page.body).not.toContain("visitors do not see it yet");
    }
    // The navigation's sign opens no page draft either.
    const asPagePreview = await site.get("uk.localhost", `/?viewModel=preview&previewSign=${createNavigationSign(secret, { host: "uk.localhost", moduleId: header.moduleId, version: version! }, soon)}`);
    expect(asPagePreview.body).not.toContain("Draft version");
  });

  it("is refused (4112) when another version was saved after the one it started from, and saves nothing", async () => {
    const header = await ukHeader();
    const first = { locale: "uk", moduleId: header.moduleId, basedOnVersion: header.latestVersion } as const;
    await publisher.api.call("adminSaveNavigation", { ...first, componentData: header.componentData }, publisher.call);
    expect(await codeOf(editor.api.call("adminSaveNavigation", { ...first, componentData: { navigationLinks: [] } }, editor.call))).toBe(ErrorCode.PAGE_CHANGED_MEANWHILE);
    expect((await ukHeader()).latestVersion).toBe(header.latestVersion + 1);
    expect(await codeOf(editor.api.call("adminSaveNavigation", { ...first, basedOnVersion: header.latestVersion + 5, componentData: { navigationLinks: [] } }, editor.call))).toBe(
      ErrorCode.INVALID_INPUT,
    );
  });

  it("answers problems at their fields and saves nothing", async () => {
    const header = await ukHeader();
    const answer = await editor.api.call(
      "adminSaveNavigation",
      { locale: "uk", moduleId: header.moduleId, basedOnVersion: header.latestVersion, componentData: { navigationLinks: [{ name: "No address" }] } },
      editor.call,
    );
    expect(answer).toEqual({ version: null, problems: [expect.objectContaining({ field: ["navigationLinks", "0", "url"], keyword: "required" })] });
    expect(await ukHeader()).toEqual(header);
  });
});

describe("publishing and rolling back the navigation", () => {
  it("are a publisher's: an editor may save and preview, not publish or roll back (4031)", async () => {
    const header = await ukHeader(editor);
    const ref = { locale: "uk", moduleId: header.moduleId } as const;
    expect(await codeOf(editor.api.call("adminPublishNavigation", { ...ref, version: header.latestVersion }, editor.call))).toBe(ErrorCode.ROLE_FORBIDDEN);
    expect(await codeOf(editor.api.call("adminRollbackNavigation", { ...ref, version: 1 }, editor.call))).toBe(ErrorCode.ROLE_FORBIDDEN);
    expect((await editor.api.call("adminNavigationHistory", ref, editor.call)).list.length).toBeGreaterThan(0);
  });

  it("rolls back by saving an earlier version again as the new draft, which goes live once published; history says what each changed", async () => {
    const header = await ukHeader();
    const ref = { locale: "uk", moduleId: header.moduleId } as const;
    const renamed = { navigationLinks: [{ name: "Only link", url: "/faq" }] };
    const { version: changed } = await publisher.api.call("adminSaveNavigation", { ...ref, basedOnVersion: header.latestVersion, componentData: renamed }, publisher.call);
    await publisher.api.call("adminPublishNavigation", { ...ref, version: changed! }, publisher.call);
    expect(await liveLinks()).toEqual(renamed);

    const { version: restored } = await publisher.api.call("adminRollbackNavigation", { ...ref, version: 1 }, publisher.call);
    expect(restored).toBe(changed! + 1);
    expect(await liveLinks()).toEqual(renamed);
    const [first] = await running.store.db.select().from(navigationVersions).where(eq(navigationVersions.moduleId, header.moduleId)).orderBy(navigationVersions.version).limit(1);
    expect((await ukHeader()).componentData).toEqual(first!.componentData);

    const history = await publisher.api.call("adminNavigationHistory", ref, publisher.call);
    expect(history.publishedVersion).toBe(changed);
    expect(history.list[0]).toMatchObject({ version: restored, origin: "rollback to 1", author: publisher.staff.email });
    expect(history.list.find((entry) => entry.version === changed)!.changes).toContain('link "Only link" added');
    expect(history.list.at(-1)).toMatchObject({ version: 1, author: "seed", changes: ["navigation created"] });

    await publisher.api.call("adminPublishNavigation", { ...ref, version: restored }, publisher.call);
    expect(await liveLinks()).toEqual(first!.componentData);
    const [row] = await running.store.db.select().from(siteModules).where(eq(siteModules.id, header.moduleId));
    expect(row!.publishedVersion).toBe(restored);
  });

  it("refuses another site's module and a version that does not exist (4003)", async () => {
    const sg = (await publisher.api.call("adminGetNavigation", { locale: "sg" }, publisher.call)).list[0]!;
    const header = await ukHeader();
    const other = { locale: "uk", moduleId: sg.moduleId } as const;
    expect(await codeOf(publisher.api.call("adminSaveNavigation", { ...other, basedOnVersion: sg.latestVersion, componentData: sg.componentData }, publisher.call))).toBe(
      ErrorCode.NOT_FOUND_OR_ENDED,
    );
    expect(await codeOf(publisher.api.call("adminPublishNavigation", { ...other, version: 1 }, publisher.call))).toBe(ErrorCode.NOT_FOUND_OR_ENDED);
    expect(await codeOf(publisher.api.call("adminRollbackNavigation", { ...other, version: 1 }, publisher.call))).toBe(ErrorCode.NOT_FOUND_OR_ENDED);
    expect(await codeOf(publisher.api.call("adminNavigationHistory", other, publisher.call))).toBe(ErrorCode.NOT_FOUND_OR_ENDED);
    expect(await codeOf(publisher.api.call("adminNavigationPreviewLink", other, publisher.call))).toBe(ErrorCode.NOT_FOUND_OR_ENDED);
    expect(await codeOf(publisher.api.call("adminPublishNavigation", { locale: "uk", moduleId: header.moduleId, version: header.latestVersion + 100 }, publisher.call))).toBe(
      ErrorCode.NOT_FOUND_OR_ENDED,
    );
    // The sign of another site's module shows nothing of it on this site.
    const sign = createNavigationSign(running.env.PREVIEW_SIGN_SECRET, { host: "uk.localhost", moduleId: sg.moduleId, version: 1 }, Date.now() + 60_000);
    const answer = await freshClient(running).call("querySiteData", { host: "uk.localhost", path: "/", navigationSign: sign }, ukContext);
    expect(answer.navigationPreview).toBeUndefined();
  });
});
