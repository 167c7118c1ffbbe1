import { z } from "zod";
import { editedDocumentSchema, LIVE_PREVIEW_HOURS } from "../../schemas/api/calls/admin.js";
import { workingDocumentSchema } from "../../schemas/api/calls/admin-editing.js";
import type { ResponseOf } from "../../schemas/api/contract.js";

/** How long a shared preview link may work, as the editor picks it (hours); a day unless told otherwise. */
export const PREVIEW_LINK_HOURS = [1, 24, 24 * 7, 24 * 30] as const;
export const DEFAULT_PREVIEW_LINK_HOURS = 24;
/** The live preview beside the editor gets its link with every load of the editor, and a new one before it expires. */
export { LIVE_PREVIEW_HOURS };

const version = z.number().int().positive();

/** What the page editor posts to its route's action (as JSON). */
export const editorIntentSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("validate"), document: editedDocumentSchema }),
  z.object({ intent: z.literal("save"), basedOnVersion: version, document: editedDocumentSchema }),
  z.object({ intent: z.literal("publish"), version }),
  /** The heartbeat: unsaved work to keep (null: none any more; absent: unchanged). */
  z.object({ intent: z.literal("keepEditing"), basedOnVersion: version, workingCopy: z.object({ document: workingDocumentSchema }).nullable().optional() }),
  z.object({
    intent: z.literal("previewLink"),
    version,
    host: z.string().min(1).max(253).optional(),
    expiresInHours: z.number().int().min(1).max(24 * 30),
  }),
  /** A new link for the live preview, whose sign is about to expire. */
  z.object({ intent: z.literal("livePreview") }),
]);
export type EditorIntent = z.input<typeof editorIntentSchema>;

/** A staff call's outcome as staffAction gives it. */
export type Outcome<T> = { ok: true; result: T } | { ok: false; error: { code: number; message: string } };

/** What the action answers, per intent. A preview link comes back absolute (see preview-address.ts). */
export type EditorActionData =
  | ({ intent: "validate" } & Outcome<ResponseOf<"adminValidatePage">>)
  | ({ intent: "save" } & Outcome<ResponseOf<"adminSaveDraft">>)
  | ({ intent: "publish" } & Outcome<ResponseOf<"adminPublish">>)
  | ({ intent: "keepEditing" } & Outcome<ResponseOf<"adminKeepEditing">>)
  | ({ intent: "previewLink" } & Outcome<{ url: string; expiresAt: string }>)
  | ({ intent: "livePreview" } & Outcome<string | null>);

/**
 * Intents that change nothing the editor's loader shows, so the page's data is not loaded again after them
 * (the schedule panel's own, but for an unpublish, which changes the live version).
 */
export function keepsLoaderData(submission: unknown): boolean {
  const intent = (submission as { intent?: unknown } | undefined)?.intent;
  return ["validate", "previewLink", "livePreview", "keepEditing", "schedule", "cancel"].includes(String(intent));
}

/** The search parameter a rollback leaves on the editor's address, naming the version restored as the draft. */
export const RESTORED_FROM_PARAMETER = "restoredFrom";
