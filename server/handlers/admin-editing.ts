import type { adminEditingCalls } from "../../schemas/api/calls/admin-editing.js";
import { keepEditing, workingCopyOf } from "../admin/working-copies.js";
import type { Handlers } from "../service/context.js";
import { admin } from "./admin.js";

export const adminEditingHandlers: Handlers<keyof typeof adminEditingCalls> = {
  adminKeepEditing: (data, ctx) => keepEditing(admin(ctx), data),
  adminGetWorkingCopy: async ({ pageId }, ctx) => ({ workingCopy: await workingCopyOf(admin(ctx), pageId) }),
};
