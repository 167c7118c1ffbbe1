import { z } from "zod";
import { isChannelLocation, LOCATION_KEYS } from "../../location-keys.js";
import { HEADER_TYPES, LAYOUTS } from "../../pages/document.js";
import { languageSchema, localeSchema } from "../../site.js";
import { defineCall, STAFF_ROLES } from "../define-call.js";
import { bigId, builderData, count, id, linkUrl, text, version } from "../fields.js";
import { adChannelIds } from "./content.js";
import { host, pagePath, pageSchema, preparedModuleSchema } from "./pages.js";

/**
 * The editors' tool (/admin): staff sign in apart from parents; editors draft and preview (pages and the
 * navigation), publishers also publish, roll back and change what goes live at once (ads, short links); customer
 * service signs in, reads the audit log and works on orders (service-desk.ts), not on content. Every change is
 * written to the audit log with the staff member, in the same transaction.
 */

export const staffRoleSchema = z.enum(STAFF_ROLES);

export const staffMemberSchema = z.object({
  id,
  email: z.string(),
  name: z.string(),
  role: staffRoleSchema,
});
export type StaffMember = z.infer<typeof staffMemberSchema>;

const email = text(254, { min: 3, trim: true }).toLowerCase().regex(/^[^\s@]+@[^\s@]+$/, "must be an e-mail address");
const shortLinkCode = z.string().min(1).max(64).regex(/^[A-Za-z0-9_-]+$/, "must be letters, digits, - or _");

const pageConfig = z.object({ layout: z.enum(LAYOUTS).optional(), headerType: z.enum(HEADER_TYPES).optional() });

/**
 * A page as the editor sends it. Module ids are optional: new modules get theirs from the service, and an
 * id that is not already one of this page's modules is refused. Module data is checked at publish, not at
 * save, so a draft can be saved half-done.
 */
const editedModuleSchema = z.object({
  id: id.optional(),
  type: count,
  content: z.object({
    componentName: text(64, { min: 1 }),
    componentType: count,
    componentTitle: text(200).optional(),
    componentData: builderData,
  }),
});

export const editedDocumentSchema = z.object({
  title: text(200, { min: 1, trim: true }),
  keywords: text(500).default(""),
  description: text(1000, { multiline: true }).default(""),
  config: pageConfig.optional(),
  modules: z.array(editedModuleSchema).max(100),
});
export type EditedDocument = z.input<typeof editedDocumentSchema>;

/** A stored page document (the page-document JSON Schema's shape, modules with their ids). */
const savedDocumentSchema = z.object({
  title: z.string(),
  keywords: z.string(),
  description: z.string(),
  config: pageConfig.optional(),
  modules: z.array(
    z.object({
      id,
      type: z.number().int(),
      content: z.object({
        componentName: z.string(),
        componentType: z.number().int(),
        componentTitle: z.string().optional(),
        componentData: z.record(z.string(), z.unknown()),
      }),
    }),
  ),
});
export type SavedDocument = z.infer<typeof savedDocumentSchema>;

/** Why a module or the page cannot be published, at the field: `field` is the path inside componentData. */
export const fieldProblemSchema = z.object({
  /** The module's position in the document, or null for the page's own fields (title...). */
  moduleIndex: z.number().int().nonnegative().nullable(),
  field: z.array(z.string()),
  /** The ajv keyword (required, minLength, pattern, ...) and its params, so the tool can word it. */
  keyword: z.string(),
  params: z.record(z.string(), z.unknown()),
  message: z.string(),
});
export type FieldProblem = z.infer<typeof fieldProblemSchema>;

const pageSummarySchema = z.object({
  id,
  locale: localeSchema,
  path: z.string(),
  title: z.string(),
  draftVersion: version.nullable(),
  publishedVersion: version.nullable(),
  updatedAt: z.string(),
  updatedBy: z.string(),
});

export const versionEntrySchema = z.object({
  version,
  author: z.string(),
  createdAt: z.string(),
  /** What this version changed from the one before it, e.g. "title", "module 100000012 (RichText) added". */
  changes: z.array(z.string()),
  /** Set when the version was made by a rollback or a copy. */
  origin: z.string().nullable(),
});

/** One copy of a page: where it went, the language its texts were read as and how many of them the demo content translated. */
export const pageCopySchema = z.object({
  locale: localeSchema,
  pageId: id,
  version,
  /** The language the copied page was found to be in (the one whose demo texts it shares most). */
  fromLanguage: languageSchema,
  /** The copy's language, as asked for. */
  language: languageSchema,
  /** Texts put in the copy's language from the demo content (none when it is the page's own language). */
  translated: count,
  /** Texts still in `fromLanguage`, for an editor to translate (none when it is the page's own language). */
  untranslated: count,
});
export type PageCopy = z.infer<typeof pageCopySchema>;

const resourceSchema = z.object({
  id,
  locale: localeSchema,
  locationKey: z.enum(LOCATION_KEYS),
  url: z.string(),
  src: z.string(),
  newWindow: z.boolean(),
  sort: z.number().int(),
  active: z.boolean(),
  /** Empty: every channel (decision 0022). */
  channelIds: z.array(id),
});

const resourceFieldsSchema = z.object({
  locale: localeSchema,
  locationKey: z.enum(LOCATION_KEYS),
  url: linkUrl,
  src: linkUrl,
  newWindow: z.boolean().default(false),
  sort: z.number().int().min(0).max(10_000).default(0),
  active: z.boolean().default(true),
  channelIds: adChannelIds.default([]),
});

/** A shop channel, as the ads screen offers it. */
const adChannelSchema = z.object({ id, name: z.string() });

/** Every kind of change the audit log records (the tool words them: admin namespace, audit.actions). */
export const AUDIT_ACTIONS = [
  "sign-in",
  "sign-out",
  "staff-create",
  "page-create",
  "page-save",
  "page-copy",
  "page-rollback",
  "page-preview-link",
  "page-publish",
  "page-unpublish",
  "page-schedule",
  "page-schedule-cancel",
  "page-scheduled-publish",
  "page-scheduled-unpublish",
  "navigation-save",
  "navigation-publish",
  "navigation-rollback",
  "navigation-preview-link",
  "ad-save",
  "ad-delete",
  "short-link-save",
  "short-link-delete",
  "media-upload",
  "media-alt",
  "media-delete",
  "refund-approve",
  "refund-reject",
  "order-address-change",
  "shipment-record",
  "receipt-resend",
  "auto-pay-closure-approve",
  "auto-pay-closure-reject",
  "feedback-answer",
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const pageRef = z.object({ pageId: id });

/** An origin the editors' tool is served from: scheme, host and port, nothing after. */
export const editorOrigin = text(200, { min: 1 }).regex(/^https?:\/\/[a-z0-9.-]+(:\d{1,5})?$/i, "must be an origin such as https://admin.example.com");

/** One site module of a site: a module of another site is refused as not found. */
const navigationModuleRef = z.object({ locale: localeSchema, moduleId: id });

/** How long the editors' tool's own live preview link works (hours); a longer link is audited even when not shared. */
export const LIVE_PREVIEW_HOURS = 1;

export const adminCalls = {
  adminSignIn: defineCall({
    path: "/admin/sign-in",
    summary:
      "Signs a staff member in with e-mail and password; 4110 when either is wrong. Limited per address, and wrong " +
      "passwords slow that e-mail down from that address only: 4290 says in how many seconds to try again.",
    request: z.object({ email, password: text(200, { min: 1 }) }),
    response: z.object({ token: z.string(), expiresAt: z.string(), staff: staffMemberSchema }),
  }),
  adminSignOut: defineCall({
    path: "/admin/sign-out",
    summary: "Ends the staff session.",
    request: z.object({}),
    response: z.null(),
    auth: "staff",
    roles: STAFF_ROLES,
  }),
  adminWhoAmI: defineCall({
    path: "/admin/me",
    summary: "The signed-in staff member; 4016 without a staff session.",
    request: z.object({}),
    response: staffMemberSchema,
    auth: "staff",
    roles: STAFF_ROLES,
  }),
  adminListSites: defineCall({
    path: "/admin/sites",
    summary: "Every regional site with its hosts, languages (the default first) and how many pages it has.",
    request: z.object({}),
    response: z.object({
      list: z.array(
        z.object({ locale: localeSchema, name: z.string(), hosts: z.array(z.string()), languages: z.array(languageSchema), pageCount: z.number().int() }),
      ),
    }),
    auth: "staff",
  }),
  adminListPages: defineCall({
    path: "/admin/pages",
    summary: "A site's pages by path, with their draft and published versions.",
    request: z.object({ locale: localeSchema }),
    response: z.object({ list: z.array(pageSummarySchema) }),
    auth: "staff",
  }),
  adminCreatePage: defineCall({
    path: "/admin/pages/create",
    summary:
      "Creates a draft page at a site's path, empty or with a page template's modules in one of the site's languages; " +
      "4111 when a page is there already.",
    request: z.object({
      locale: localeSchema,
      path: pagePath,
      title: text(200, { min: 1, trim: true }),
      template: z.object({ id, language: languageSchema }).optional(),
    }),
    response: pageRef.extend({ version }),
    auth: "staff",
  }),
  adminPageTemplates: defineCall({
    path: "/admin/pages/templates",
    summary: "The page templates a new page of the site can start from, and the site's languages they come in.",
    request: z.object({ locale: localeSchema }),
    response: z.object({
      list: z.array(z.object({ id, title: z.string(), path: z.string(), moduleCount: z.number().int() })),
      languages: z.array(languageSchema),
    }),
    auth: "staff",
  }),
  adminGetPage: defineCall({
    path: "/admin/pages/get",
    summary: "A page's latest version (the draft, or the published one) with its problems and the site's hosts.",
    request: pageRef,
    response: z.object({
      page: pageSummarySchema.extend({ hosts: z.array(z.string()), latestVersion: version }),
      document: savedDocumentSchema,
      problems: z.array(fieldProblemSchema),
    }),
    auth: "staff",
  }),
  adminValidatePage: defineCall({
    path: "/admin/pages/validate",
    summary: "Checks a document with the runtime's schemas, every problem at its field.",
    request: z.object({ document: editedDocumentSchema }),
    response: z.object({ problems: z.array(fieldProblemSchema) }),
    auth: "staff",
  }),
  adminSaveDraft: defineCall({
    path: "/admin/pages/save",
    summary:
      "Saves the document as the page's next version and its draft; 4112 when another version was saved after basedOnVersion.",
    request: pageRef.extend({ basedOnVersion: version, document: editedDocumentSchema }),
    response: z.object({ version, document: savedDocumentSchema, problems: z.array(fieldProblemSchema) }),
    auth: "staff",
  }),
  adminCopyPage: defineCall({
    path: "/admin/pages/copy",
    summary:
      "Copies a page's latest version to other sites at the same path, as drafts (new module ids), its texts in `language` as far as " +
      "the demo content translates them; 4000 names a site that lacks the language, and then nothing is copied.",
    request: pageRef.extend({ locales: z.array(localeSchema).min(1).max(19), language: languageSchema }),
    response: z.object({ list: z.array(pageCopySchema) }),
    auth: "staff",
  }),
  adminPageHistory: defineCall({
    path: "/admin/pages/history",
    summary: "Every version of a page, newest first: who, when and what changed.",
    request: pageRef,
    response: z.object({ publishedVersion: version.nullable(), draftVersion: version.nullable(), list: z.array(versionEntrySchema) }),
    auth: "staff",
  }),
  adminRollback: defineCall({
    path: "/admin/pages/rollback",
    summary: "Saves an earlier version again as a new draft (publishers).",
    request: pageRef.extend({ version }),
    response: z.object({ version }),
    auth: "staff",
    roles: ["publisher"],
  }),
  adminPreviewLink: defineCall({
    path: "/admin/pages/preview-link",
    summary: "A signed preview link to a version (the draft when unset), or to one of its modules, that works until it expires.",
    request: pageRef.extend({
      version: version.optional(),
      /** A link to this one module of the version (/module-preview/{moduleId}) instead of the whole page. */
      moduleId: id.optional(),
      host: text(253, { min: 1 }).optional(),
      expiresInHours: z.number().int().min(1).max(24 * 30).default(24),
      /**
       * False for the tool's own live preview, which is not handed to anyone: not written to the audit log
       * unless it works longer than that preview's LIVE_PREVIEW_HOURS.
       */
      shared: z.boolean().default(true),
      /**
       * The tool's origin, for the tool's own frame: such a link shows editor labels and renders the documents
       * the tool posts from this origin (renderPreviewDocument). Never shared.
       */
      editorOrigin: editorOrigin.optional(),
    }),
    /** The host to open it on and the path with its query; the tool adds scheme and port. */
    response: z.object({ host: z.string(), url: z.string(), expiresAt: z.string() }),
    auth: "staff",
  }),
  renderPreviewDocument: defineCall({
    path: "/admin/pages/render-preview",
    summary:
      "The page as the tool's frame renders a document the editor has not saved: every module checked and " +
      "sanitized as a published one is. Authorized by the frame's own sign (adminPreviewLink with editorOrigin), " +
      "for that host, path and origin only.",
    request: z.object({ host, path: pagePath, previewSign: text(200, { min: 1 }), editorOrigin, document: editedDocumentSchema }),
    /** Modules new since the last save have no id yet: each gets a negative stand-in, by position. */
    response: z.object({ page: pageSchema.extend({ modules: z.array(preparedModuleSchema.extend({ id: z.number().int() })) }) }),
  }),
  adminPublish: defineCall({
    path: "/admin/pages/publish",
    summary: "Publishes a version (publishers), only when every module validates (4113 names the field).",
    request: pageRef.extend({ version }),
    response: z.object({ publishedVersion: version }),
    auth: "staff",
    roles: ["publisher"],
  }),
  adminGetNavigation: defineCall({
    path: "/admin/navigation",
    summary:
      "The site's header navigation (its site modules): each module's latest version with its data, the version live " +
      "now and the draft (the latest, when newer than the live one).",
    request: z.object({ locale: localeSchema }),
    response: z.object({
      list: z.array(
        z.object({
          moduleId: id,
          pathPrefix: z.string().nullable(),
          publishedVersion: version,
          latestVersion: version,
          draftVersion: version.nullable(),
          componentData: z.record(z.string(), z.unknown()),
        }),
      ),
    }),
    auth: "staff",
  }),
  adminSaveNavigation: defineCall({
    path: "/admin/navigation/save",
    summary:
      "Saves a site module's navigation as its next version, a draft that visitors do not see until it is published; " +
      "4112 when another version was saved after basedOnVersion. With problems (each at its field) nothing is saved.",
    request: navigationModuleRef.extend({ basedOnVersion: version, componentData: builderData }),
    /** The version saved, or null when problems kept it from being saved. */
    response: z.object({ version: version.nullable(), problems: z.array(fieldProblemSchema) }),
    auth: "staff",
  }),
  adminPublishNavigation: defineCall({
    path: "/admin/navigation/publish",
    summary: "Makes a version of a site module's navigation the one visitors see (publishers); 4113 when it has problems.",
    request: navigationModuleRef.extend({ version }),
    response: z.object({ publishedVersion: version }),
    auth: "staff",
    roles: ["publisher"],
  }),
  adminNavigationHistory: defineCall({
    path: "/admin/navigation/history",
    summary: "Every version of a site module's navigation, newest first: who, when and what changed.",
    request: navigationModuleRef,
    response: z.object({ publishedVersion: version, list: z.array(versionEntrySchema) }),
    auth: "staff",
  }),
  adminRollbackNavigation: defineCall({
    path: "/admin/navigation/rollback",
    summary: "Saves an earlier version of a site module's navigation again as its new draft (publishers).",
    request: navigationModuleRef.extend({ version }),
    response: z.object({ version }),
    auth: "staff",
    roles: ["publisher"],
  }),
  adminNavigationPreviewLink: defineCall({
    path: "/admin/navigation/preview-link",
    summary:
      "A signed link that shows the site's published page at a path (the module's path prefix, else /) with a version " +
      "of the navigation (the latest when unset) in place of the live one, until it expires.",
    request: navigationModuleRef.extend({
      version: version.optional(),
      path: pagePath.optional(),
      host: host.optional(),
      expiresInHours: z.number().int().min(1).max(24 * 30).default(24),
    }),
    /** The host to open it on and the path with its query; the tool adds scheme and port. */
    response: z.object({ host: z.string(), url: z.string(), expiresAt: z.string() }),
    auth: "staff",
  }),
  adminListResources: defineCall({
    path: "/admin/resources",
    summary: "A site's ads, by location key and order, and the shop channels a shop ad can be for.",
    request: z.object({ locale: localeSchema }),
    response: z.object({ list: z.array(resourceSchema), channels: z.array(adChannelSchema) }),
    auth: "staff",
  }),
  adminSaveResource: defineCall({
    path: "/admin/resources/save",
    summary:
      "Adds an ad, or changes one when id is given (publishers); channelIds (shop locations only) must be shop channels, 4000 otherwise.",
    request: resourceFieldsSchema
      .extend({ id: id.optional() })
      .refine((fields) => fields.channelIds.length === 0 || isChannelLocation(fields.locationKey), {
        path: ["channelIds"],
        message: "only the shop's ads (shop_home, shop_list) can be for some channels",
      }),
    response: z.object({ id }),
    auth: "staff",
    roles: ["publisher"],
  }),
  adminDeleteResource: defineCall({
    path: "/admin/resources/delete",
    summary: "Deletes an ad (publishers).",
    request: z.object({ id }),
    response: z.null(),
    auth: "staff",
    roles: ["publisher"],
  }),
  adminListShortLinks: defineCall({
    path: "/admin/short-links",
    summary: "Every short link, newest first.",
    request: z.object({}),
    response: z.object({ list: z.array(z.object({ code: z.string(), url: z.string(), createdAt: z.string() })) }),
    auth: "staff",
  }),
  adminSaveShortLink: defineCall({
    path: "/admin/short-links/save",
    summary: "Creates a short link or points an existing code elsewhere (publishers).",
    request: z.object({ code: shortLinkCode, url: linkUrl }),
    response: z.null(),
    auth: "staff",
    roles: ["publisher"],
  }),
  adminDeleteShortLink: defineCall({
    path: "/admin/short-links/delete",
    summary: "Deletes a short link (publishers).",
    request: z.object({ code: shortLinkCode }),
    response: z.null(),
    auth: "staff",
    roles: ["publisher"],
  }),
  adminAuditLog: defineCall({
    path: "/admin/audit-log",
    summary: "The latest changes, newest first; `before` pages back by entry id.",
    request: z.object({ before: bigId.optional(), limit: z.number().int().min(1).max(200).default(50) }),
    response: z.object({
      list: z.array(
        z.object({
          id: bigId,
          staffEmail: z.string(),
          action: z.enum(AUDIT_ACTIONS),
          target: z.string(),
          detail: z.record(z.string(), z.unknown()),
          createdAt: z.string(),
        }),
      ),
    }),
    auth: "staff",
    roles: STAFF_ROLES,
  }),
};
