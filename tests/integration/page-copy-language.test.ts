import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import sitesFixture from "../../fixtures/sites.json";
import { ErrorCode } from "../../api/errors.js";
import type { Locale } from "../../schemas/site.js";
import { loadPageTemplates, parseFixture, type LoadedPageTemplate } from "../../server/db/load-fixtures.js";
import { templateDocument } from "../../server/db/seed-content.js";
import { signInAsStaff, type SignedInStaff } from "../helpers/staff.js";
import { startTestService, type TestService } from "../helpers/test-service.js";

let running: TestService;
let editor: SignedInStaff;
let templates: LoadedPageTemplate[];

const sites = parseFixture("sites.json", sitesFixture);
const site = (locale: Locale) => sites.find((candidate) => candidate.locale === locale)!;

beforeAll(async () => {
  running = await startTestService();
  editor = await signInAsStaff(running, "editor");
  templates = await loadPageTemplates();
});
afterAll(async () => {
  await running?.close();
});

const templateAt = (path: string) => templates.find((template) => template.paths.includes(path))!;

async function seededPage(locale: Locale, path: string) {
  const { list } = await editor.api.call("adminListPages", { locale }, editor.call);
  const page = list.find((entry) => entry.path === path)!;
  return { pageId: page.id, ...(await editor.api.call("adminGetPage", { pageId: page.id }, editor.call)) };
}

const copyPage = (pageId: number, locales: Locale[], language: "en" | "ja") => editor.api.call("adminCopyPage", { pageId, locales, language }, editor.call);
const getPage = (pageId: number) => editor.api.call("adminGetPage", { pageId }, editor.call);
const originOf = async (pageId: number) => (await editor.api.call("adminPageHistory", { pageId }, editor.call)).list[0]!.origin;

async function refusal(call: Promise<unknown>): Promise<{ code: number; message: string }> {
  try {
    await call;
  } catch (error) {
    return error as { code: number; message: string };
  }
  throw new Error("the call was not refused");
}

describe("copying a page into another language", () => {
  it("puts the demo content's texts in Japanese with jp's school name, and keeps an edited text as typed, counted", async () => {
    const home = await seededPage("us", "/");
    const [banner] = home.document.modules;
    const edited = "Summer puzzles for curious minds";
    const saved = await editor.api.call(
      "adminSaveDraft",
      {
        pageId: home.pageId,
        basedOnVersion: home.page.latestVersion,
        document: { ...home.document, modules: [{ ...banner!, content: { ...banner!.content, componentData: { ...banner!.content.componentData, headline: edited } } }] },
      },
      editor.call,
    );

    const [copy] = (await copyPage(home.pageId, ["jp"], "ja")).list;
    expect(copy).toMatchObject({ locale: "jp", fromLanguage: "en", language: "ja", translated: 6, untranslated: 1 });
    expect(await originOf(copy!.pageId)).toBe(`copied from us v${saved.version}, en → ja, 1 text not translated`);

    const { page, document } = await getPage(copy!.pageId);
    expect(page).toMatchObject({ path: "/", draftVersion: copy!.version });
    expect(document.title).toBe("Mathwise Academy Japan | 新学期、新しいパズル");
    // Every text the demo content has reads as the seeded jp home page's draft does, in Japanese; links and pictures stay.
    const japanese = templateDocument(templateAt("/"), site("jp"), "ja", "draft").modules[0]!.content as { componentData: Record<string, unknown> };
    expect(document.modules[0]!.content.componentData).toEqual({ ...japanese.componentData, headline: edited });
    expect(document.modules[0]!.id).not.toBe(banner!.id);
  });

  it("gives a copy the target site's phone and e-mail where the demo content has them", async () => {
    const assessment = await seededPage("us", "/assessment");
    const [copy] = (await copyPage(assessment.pageId, ["jp"], "ja")).list;
    expect(copy).toMatchObject({ fromLanguage: "en", untranslated: 0 });
    expect(copy!.translated).toBeGreaterThan(0);
    const text = JSON.stringify((await getPage(copy!.pageId)).document);
    const [us, jp] = [site("us"), site("jp")];
    expect(text).toContain(jp.contact.phone);
    expect(text).toContain(jp.contact.email);
    for (const theirs of [us.contact.phone, us.contact.email, us.schoolName]) expect(text).not.toContain(theirs);
  });

  it("finds a Japanese page Japanese and copies it into English", async () => {
    const faq = await seededPage("jp", "/faq");
    const [copy] = (await copyPage(faq.pageId, ["us"], "en")).list;
    expect(copy).toMatchObject({ fromLanguage: "ja", untranslated: 0 });
    expect((await getPage(copy!.pageId)).document.title).toBe(templateDocument(templateAt("/faq"), site("us"), "en").title);
  });

  it("copies plainly into the page's own language, with the target's school name", async () => {
    const home = await seededPage("us", "/");
    const { list } = await copyPage(home.pageId, ["uk"], "en");
    expect(list[0]).toMatchObject({ locale: "uk", fromLanguage: "en", translated: 0, untranslated: 0 });
    expect(await originOf(list[0]!.pageId)).toBe(`copied from us v${home.page.latestVersion}, in en`);
    const { document } = await getPage(list[0]!.pageId);
    expect(document.title).toBe("Mathwise Academy United Kingdom | New term, new puzzles");
    expect(document.modules[0]!.content.componentData.headline).toBe(home.document.modules[0]!.content.componentData.headline);
  });

  it("refuses a language one of the sites lacks (4000, naming it) and copies to none of them", async () => {
    const path = `/copy-language-${randomBytes(4).toString("hex")}`;
    const { pageId } = await editor.api.call("adminCreatePage", { locale: "us", path, title: "Open day" }, editor.call);
    const refused = await refusal(copyPage(pageId, ["jp", "kr"], "ja"));
    expect(refused.code).toBe(ErrorCode.INVALID_INPUT);
    expect(refused.message).toContain("kr");
    for (const locale of ["jp", "kr"] as const) {
      const { list } = await editor.api.call("adminListPages", { locale }, editor.call);
      expect(list.map((entry) => entry.path)).not.toContain(path);
    }
  });
});
