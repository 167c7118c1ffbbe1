import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ErrorCode } from "../../api/errors.js";
import { pages } from "../../server/db/schema.js";
import { createPreviewSign } from "../../server/pages/preview-sign.js";
import { inProcessClient, startTestService, ukContext, type TestService } from "../helpers/test-service.js";
import { startTestSite } from "../helpers/test-site.js";

let running: TestService;
let site: Awaited<ReturnType<typeof startTestSite>>;
let api: ReturnType<typeof inProcessClient>;
let draftVersion: number;

const TOOL = "http://localhost:3000";
const sign = (options: { version?: number; editorOrigin?: string; expiresAt?: number } = {}) =>
  createPreviewSign(
    running.env.PREVIEW_SIGN_SECRET,
    { host: "uk.localhost", path: "/", version: options.version ?? draftVersion, ...(options.editorOrigin ? { editorOrigin: options.editorOrigin } : {}) },
    options.expiresAt ?? Date.now() + 60_000,
  );

const richText = (html: string) => ({ type: 1, content: { componentName: "RichText", componentType: 1, componentData: { html } } });

beforeAll(async () => {
  running = await startTestService();
  site = await startTestSite(running);
  api = inProcessClient(running);
  const [home] = await running.store.db.select().from(pages).where(and(eq(pages.locale, "uk"), eq(pages.path, "/")));
  draftVersion = home!.draftVersion!;
});
afterAll(async () => {
  await site?.close();
  await running?.close();
});

describe("the editors' tool's frame", () => {
  it("renders a posted document as published modules are: checked, sanitized, new modules numbered below zero", async () => {
    const { page } = await api.call(
      "renderPreviewDocument",
      {
        host: "uk.localhost",
        path: "/",
        previewSign: sign({ editorOrigin: TOOL }),
        editorOrigin: TOOL,
        document: { title: "Unsaved", modules: [richText('<p>Hello<script>alert(1)</script><img src="x" onerror="alert(2)"></p>'), richText("")] },
      },
      ukContext,
    );
    expect(page.title).toBe("Unsaved");
    expect(page.modules.map((module) => module.id)).toEqual([-1, -2]);
    const html = String(page.modules[0]!.componentData.html);
    expect(html).toContain("Hello");
    expect(html).not.toMatch(/script|onerror/);
  });

  it("renders only for the tool's own sign, from its own origin, until it expires", async () => {
    const document = { title: "Unsaved", modules: [] };
    const attempts = [
      { previewSign: sign(), editorOrigin: TOOL, code: ErrorCode.PREVIEW_LINK_INVALID },
      { previewSign: sign({ editorOrigin: TOOL }), editorOrigin: "http://evil.localhost:3000", code: ErrorCode.PREVIEW_LINK_INVALID },
      { previewSign: sign({ editorOrigin: TOOL, expiresAt: Date.now() - 1 }), editorOrigin: TOOL, code: ErrorCode.PREVIEW_LINK_EXPIRED },
    ];
    for (const { code, ...signed } of attempts) {
      await expect(api.call("renderPreviewDocument", { host: "uk.localhost", path: "/", ...signed, document }, ukContext)).rejects.toMatchObject({ code });
    }
    await expect(
      api.call("renderPreviewDocument", { host: "uk.localhost", path: "/faq", previewSign: sign({ editorOrigin: TOOL }), editorOrigin: TOOL, document }, ukContext),
    ).rejects.toMatchObject({ code: ErrorCode.PREVIEW_LINK_INVALID });
  });

  it("is labelled for editors, while a shared link shows the draft as visitors will see it and says which version", async () => {
    const framed = await site.get("uk.localhost", `/?viewModel=editor&previewSign=${sign({ editorOrigin: TOOL })}&editorOrigin=${encodeURIComponent(TOOL)}`);
    expect(framed.status).toBe(200);
    expect(framed.body).toContain('class="editor-frame"');
    expect(framed.body).toContain("data-preview-label=");
    expect(framed.body).toContain('data-module-key="m');
    expect(framed.headers["cache-control"]).toBe("no-store");

    const shared = await site.get("uk.localhost", `/?viewModel=preview&previewSign=${sign()}`);
    expect(shared.body).not.toContain("data-preview-label=");
    expect(shared.body).not.toContain("editor-frame");
    expect(shared.body).toContain(`Draft version ${draftVersion}: visitors do not see this version yet.`);
  });

  it("is not opened by a shared link's sign, nor a shared link by the frame's", async () => {
    const withSharedSign = await site.get("uk.localhost", `/?viewModel=editor&previewSign=${sign()}&editorOrigin=${encodeURIComponent(TOOL)}`);
    expect(withSharedSign.body).not.toContain("editor-frame");
    expect(withSharedSign.body).not.toContain("Draft version");
    const withFrameSign = await site.get("uk.localhost", `/?viewModel=preview&previewSign=${sign({ editorOrigin: TOOL })}`);
    expect(withFrameSign.body).not.toContain("Draft version");
  });

  it("answers a posted document at the page's own address, for the frame's sign only", async () => {
    // Posted as a document, Remix answers the page with the action's data in it (the frame's fetcher gets the data alone).
    const post = (body: unknown) => site.postJson("uk.localhost", "/", body);
    const document = { title: "Unsaved", modules: [richText("<p>Typed just now</p>")] };
    const rendered = await post({ previewSign: sign({ editorOrigin: TOOL }), editorOrigin: TOOL, document });
    expect(rendered.status).toBe(200);
    expect(rendered.body).toContain("Typed just now");
    const refused = await post({ previewSign: sign(), editorOrigin: TOOL, document });
    expect(refused.body).not.toContain("Typed just now");
    expect(refused.body).toContain("The preview link is invalid.");
  });
});
