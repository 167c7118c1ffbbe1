import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ErrorCode } from "../../api/errors.js";
import { PRESENCE_MS } from "../../server/admin/working-copies.js";
import { editorPresence } from "../../server/db/schema.js";
import type { RequestOf } from "../../schemas/api/contract.js";
import { freshClient } from "../helpers/accounts.js";
import { signInAsStaff, type SignedInStaff } from "../helpers/staff.js";
import { startTestService, usContext, type TestService } from "../helpers/test-service.js";

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

async function newPage() {
  const path = `/working-copy-${randomBytes(5).toString("hex")}`;
  return (await publisher.api.call("adminCreatePage", { locale: "uk", path, title: "Open day" }, publisher.call)).pageId;
}

const keep = (staff: SignedInStaff, request: RequestOf<"adminKeepEditing">) => staff.api.call("adminKeepEditing", request, staff.call);
const workingCopy = async (staff: SignedInStaff, pageId: number) => (await staff.api.call("adminGetWorkingCopy", { pageId }, staff.call)).workingCopy;

describe("an editor's unsaved work", () => {
  it("is kept without making a version, half-done as it is, until the editor has none any more", async () => {
    const pageId = await newPage();
    const document = { title: "", keywords: "", description: "", modules: [] };
    await keep(editor, { pageId, basedOnVersion: 1, workingCopy: { document } });
    expect(await workingCopy(editor, pageId)).toMatchObject({ basedOnVersion: 1, document: { title: "" } });
    // Another editor has work of their own, not this one's.
    expect(await workingCopy(publisher, pageId)).toBeNull();
    const history = await editor.api.call("adminPageHistory", { pageId }, editor.call);
    expect(history.list.map((entry) => entry.version)).toEqual([1]);

    await keep(editor, { pageId, basedOnVersion: 1 });
    expect(await workingCopy(editor, pageId)).not.toBeNull();
    await keep(editor, { pageId, basedOnVersion: 1, workingCopy: null });
    expect(await workingCopy(editor, pageId)).toBeNull();
  });

  it("is gone once the editor saves it as a version", async () => {
    const pageId = await newPage();
    await keep(editor, { pageId, basedOnVersion: 1, workingCopy: { document: { title: "Open day, kept", modules: [] } } });
    await keep(publisher, { pageId, basedOnVersion: 1, workingCopy: { document: { title: "Open day, the publisher's", modules: [] } } });
    await editor.api.call("adminSaveDraft", { pageId, basedOnVersion: 1, document: { title: "Open day, kept", modules: [] } }, editor.call);
    expect(await workingCopy(editor, pageId)).toBeNull();
    expect(await workingCopy(publisher, pageId)).not.toBeNull();
  });

  it("tells who else has the page open, until their tab stops beating", async () => {
    const pageId = await newPage();
    await keep(publisher, { pageId, basedOnVersion: 1 });
    const { others } = await keep(editor, { pageId, basedOnVersion: 1 });
    expect(others).toEqual([{ name: publisher.staff.name, email: publisher.staff.email }]);
    expect((await keep(publisher, { pageId, basedOnVersion: 1 })).others.map((other) => other.email)).toEqual([editor.staff.email]);

    await running.store.db.update(editorPresence).set({ seenAt: new Date(Date.now() - PRESENCE_MS - 1000) }).where(eq(editorPresence.pageId, pageId));
    expect((await keep(editor, { pageId, basedOnVersion: 1 })).others).toEqual([]);
  });

  it("learns what a colleague saved since the version it started from", async () => {
    const pageId = await newPage();
    expect((await keep(editor, { pageId, basedOnVersion: 1 })).savedSince).toEqual([]);
    await publisher.api.call("adminSaveDraft", { pageId, basedOnVersion: 1, document: { title: "Open day in spring", modules: [] } }, publisher.call);
    const { savedSince } = await keep(editor, { pageId, basedOnVersion: 1 });
    expect(savedSince).toMatchObject([{ version: 2, author: publisher.staff.email, changes: ["title changed"] }]);
  });

  it("is refused for a page that does not exist, a version it does not have, or without a staff session", async () => {
    await expect(keep(editor, { pageId: 999_999_999, basedOnVersion: 1 })).rejects.toMatchObject({ code: ErrorCode.NOT_FOUND_OR_ENDED });
    await expect(keep(editor, { pageId: await newPage(), basedOnVersion: 7 })).rejects.toMatchObject({ code: ErrorCode.INVALID_INPUT });
    await expect(freshClient(running).call("adminGetWorkingCopy", { pageId: 1 }, usContext)).rejects.toMatchObject({ code: ErrorCode.STAFF_SESSION_INVALID });
  });
});
