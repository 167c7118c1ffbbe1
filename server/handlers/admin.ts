import { ApiError, ErrorCode } from "../../api/errors.js";
import type { adminCalls } from "../../schemas/api/calls/admin.js";
import { listAudit } from "../admin/audit.js";
import { previewLink, publishPage, rollbackPage } from "../admin/page-publishing.js";
import { pageProblems } from "../admin/page-problems.js";
import { listPageTemplates } from "../admin/page-templates.js";
import {
  copyPage,
  createPage,
  getPage,
  listPages,
  listSites,
  pageHistory,
  saveDraftVersion,
  type AdminContext,
} from "../admin/pages.js";
import { signInStaff, signOutStaff } from "../admin/sign-in.js";
import { deleteResource, deleteShortLink, listResources, listShortLinks, saveResource, saveShortLink } from "../admin/site-content.js";
import {
  getNavigation,
  navigationHistory,
  navigationPreviewLink,
  publishNavigation,
  rollbackNavigation,
  saveNavigation,
} from "../admin/navigation.js";
import { renderPreviewDocument } from "../pages/live-preview.js";
import type { HandlerContext, Handlers } from "../service/context.js";

/** The staff session the service resolved for a staff call (its role already checked). */
function staffSessionOf(ctx: HandlerContext) {
  if (!ctx.staffSession) throw new ApiError(ErrorCode.STAFF_SESSION_INVALID);
  return ctx.staffSession;
}

/** The context of the tool's page operations, with the signed-in staff member. */
export const admin = (ctx: HandlerContext): AdminContext => ({ ...ctx, staff: staffSessionOf(ctx).staff });

export const adminHandlers: Handlers<keyof typeof adminCalls> = {
  adminSignIn: ({ email, password }, ctx) => signInStaff(ctx.db, ctx.rateLimits, { email, password, clientIp: ctx.clientIp, now: ctx.now }),
  adminSignOut: async (_data, ctx) => {
    await signOutStaff(ctx.db, staffSessionOf(ctx));
    return null;
  },
  adminWhoAmI: async (_data, ctx) => staffSessionOf(ctx).staff,

  adminListSites: (_data, ctx) => listSites(admin(ctx)),
  adminListPages: ({ locale }, ctx) => listPages(admin(ctx), locale),
  adminCreatePage: (data, ctx) => createPage(admin(ctx), data),
  adminPageTemplates: ({ locale }, ctx) => listPageTemplates(admin(ctx), locale),
  adminGetPage: ({ pageId }, ctx) => getPage(admin(ctx), pageId),
  adminValidatePage: async ({ document }) => ({ problems: pageProblems(document) }),
  adminSaveDraft: (data, ctx) => saveDraftVersion(admin(ctx), data),
  adminCopyPage: (data, ctx) => copyPage(admin(ctx), data),
  adminPageHistory: ({ pageId }, ctx) => pageHistory(admin(ctx), pageId),
  adminRollback: (data, ctx) => rollbackPage(admin(ctx), data),
  adminPreviewLink: (data, ctx) => previewLink(admin(ctx), data),
  renderPreviewDocument: (data, ctx) => renderPreviewDocument(ctx, data),
  adminPublish: (data, ctx) => publishPage(admin(ctx), data),

  adminGetNavigation: ({ locale }, ctx) => getNavigation(admin(ctx), locale),
  adminSaveNavigation: (data, ctx) => saveNavigation(admin(ctx), data),
  adminPublishNavigation: (data, ctx) => publishNavigation(admin(ctx), data),
  adminNavigationHistory: (data, ctx) => navigationHistory(admin(ctx), data),
  adminRollbackNavigation: (data, ctx) => rollbackNavigation(admin(ctx), data),
  adminNavigationPreviewLink: (data, ctx) => navigationPreviewLink(admin(ctx), data),
  adminListResources: ({ locale }, ctx) => listResources(admin(ctx), locale),
  adminSaveResource: (data, ctx) => saveResource(admin(ctx), data),
  adminDeleteResource: ({ id }, ctx) => deleteResource(admin(ctx), id),
  adminListShortLinks: (_data, ctx) => listShortLinks(admin(ctx)),
  adminSaveShortLink: (data, ctx) => saveShortLink(admin(ctx), data),
  adminDeleteShortLink: ({ code }, ctx) => deleteShortLink(admin(ctx), code),
  adminAuditLog: async (query, ctx) => ({ list: await listAudit(ctx.db, query) }),
};
