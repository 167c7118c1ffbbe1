import { z } from "zod";
import { defineCall } from "../define-call.js";
import { text, version } from "../fields.js";
import { editedDocumentSchema, pageRef, versionEntrySchema } from "./admin.js";

/**
 * An editor at work on a page: the unsaved document kept on the server every few seconds without making a
 * version (so a crash or a closed tab loses nothing), and who else has the page open.
 */

/** Work in progress may be anything the form lets an editor type, an empty title too. */
export const workingDocumentSchema = editedDocumentSchema.extend({ title: text(200, { trim: true }) });

const workingCopySchema = z.object({ basedOnVersion: version, document: workingDocumentSchema, updatedAt: z.string() });
export type WorkingCopy = z.infer<typeof workingCopySchema>;
export type WorkingDocument = WorkingCopy["document"];

export const adminEditingCalls = {
  adminKeepEditing: defineCall({
    path: "/admin/pages/keep-editing",
    summary:
      "The editor's heartbeat while a page is open: keeps its unsaved work (null: there is none any more; absent: " +
      "unchanged), and answers who else has the page open and the versions saved since the editor's own.",
    request: pageRef.extend({
      basedOnVersion: version,
      workingCopy: z.object({ document: workingDocumentSchema }).nullable().optional(),
    }),
    response: z.object({
      others: z.array(z.object({ name: z.string(), email: z.string() })),
      /** Versions saved after basedOnVersion, newest first: a save now would be refused (4112). */
      savedSince: z.array(versionEntrySchema),
    }),
    auth: "staff",
  }),
  adminGetWorkingCopy: defineCall({
    path: "/admin/pages/working-copy",
    summary: "The signed-in editor's unsaved work on a page, kept by adminKeepEditing, or null.",
    request: pageRef,
    response: z.object({ workingCopy: workingCopySchema.nullable() }),
    auth: "staff",
  }),
};
