import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ErrorCode } from "../../api/errors.js";
import { signInAsStaff, type SignedInStaff } from "../helpers/staff.js";
import { startTestService, type TestService } from "../helpers/test-service.js";

let running: TestService;
let editor: SignedInStaff;

beforeAll(async () => {
  running = await startTestService();
  editor = await signInAsStaff(running, "editor");
});
afterAll(async () => {
  await running?.close();
});

const newPath = () => `/from-template-${randomBytes(5).toString("hex")}`;

describe("new pages from templates", () => {
  it("lists the pages every site has, named in the site's language, with the languages they come in", async () => {
    const { list, languages } = await editor.api.call("adminPageTemplates", { locale: "hk" }, editor.call);
    expect(languages).toEqual(expect.arrayContaining(["zh-Hant", "en"]));
    const faq = list.find((template) => template.path === "/faq");
    expect(faq).toMatchObject({ title: expect.stringContaining("常見問題"), moduleCount: expect.any(Number) });
    expect(list.some((template) => template.path.startsWith("/campus"))).toBe(false);
  });

  it("starts a draft with the template's modules in the language chosen, each with a new id, under the editor's title", async () => {
    const { list } = await editor.api.call("adminPageTemplates", { locale: "hk" }, editor.call);
    const faq = list.find((template) => template.path === "/faq")!;
    const { pageId } = await editor.api.call(
      "adminCreatePage",
      { locale: "hk", path: newPath(), title: "FAQ for parents", template: { id: faq.id, language: "en" } },
      editor.call,
    );
    const { document, problems, page } = await editor.api.call("adminGetPage", { pageId }, editor.call);
    expect(page.publishedVersion).toBeNull();
    expect(document.title).toBe("FAQ for parents");
    expect(document.modules).toHaveLength(faq.moduleCount);
    expect(document.modules.every((module) => module.id > 100_000_000)).toBe(true);
    expect(JSON.stringify(document.modules)).toMatch(/Frequently|class/i);
    expect(problems).toEqual([]);
  });

  it("refuses a template or a language the site does not have, and leaves no page behind", async () => {
    const path = newPath();
    const create = (template: { id: number; language: "en" | "ja" }) =>
      editor.api.call("adminCreatePage", { locale: "uk", path, title: "Nope", template }, editor.call);
    await expect(create({ id: 999_999, language: "en" })).rejects.toMatchObject({ code: ErrorCode.INVALID_INPUT });
    const { list } = await editor.api.call("adminPageTemplates", { locale: "uk" }, editor.call);
    await expect(create({ id: list[0]!.id, language: "ja" })).rejects.toMatchObject({ code: ErrorCode.INVALID_INPUT });
    const pages = await editor.api.call("adminListPages", { locale: "uk" }, editor.call);
    expect(pages.list.some((page) => page.path === path)).toBe(false);
  });

  it("makes every template into a publishable page in every language of every site", async () => {
    const failures: string[] = [];
    for (const locale of ["us", "hk", "jp", "fr", "cn"] as const) {
      const { list, languages } = await editor.api.call("adminPageTemplates", { locale }, editor.call);
      for (const template of list) {
        for (const language of languages) {
          const { pageId } = await editor.api.call("adminCreatePage", { locale, path: newPath(), title: template.title, template: { id: template.id, language } }, editor.call);
          const { problems } = await editor.api.call("adminGetPage", { pageId }, editor.call);
          if (problems.length > 0) failures.push(`${locale} ${template.path} ${language}: ${problems[0]!.message}`);
        }
      }
    }
    expect(failures).toEqual([]);
  }, 120_000);
});
