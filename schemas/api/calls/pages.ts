import { z } from "zod";
import { HEADER_TYPES, LAYOUTS } from "../../pages/document.js";
import { defineCall } from "../define-call.js";
import { id, text } from "../fields.js";

/** A site host as browsers send it (`uk.localhost`, `www.example.co.uk`). */
export const host = text(253, { min: 1 });
/** A page path: starts with /, no query or fragment. */
export const pagePath = text(512, { min: 1 }).regex(/^\/[^?#\s]*$/, "must be a path starting with /");

/** A page module as pages receive it: data checked and sanitized; `problem` says why it cannot be shown. */
export const preparedModuleSchema = z.object({
  id,
  type: z.number().int().nonnegative(),
  componentName: z.string(),
  componentType: z.number().int().nonnegative(),
  componentTitle: z.string().optional(),
  componentData: z.record(z.string(), z.unknown()),
  problem: z.string().optional(),
});
export type PreparedModule = z.infer<typeof preparedModuleSchema>;

export const pageSchema = z.object({
  id,
  version: z.number().int().positive(),
  title: z.string(),
  keywords: z.string(),
  description: z.string(),
  modules: z.array(preparedModuleSchema),
});
export type Page = z.infer<typeof pageSchema>;

const pageConfig = z.object({ layout: z.enum(LAYOUTS), headerType: z.enum(HEADER_TYPES) });

const shellLink = z.object({ name: z.string(), url: z.string(), newWindow: z.boolean(), icon: z.string().optional() });

/** The configured parts of the site's frame, in the request's language and filtered for the site. */
export const siteShellResponseSchema = z.object({
  policyLinks: z.array(shellLink),
  followLinks: z.array(shellLink),
  toolPanel: z.object({
    items: z.array(
      z.object({
        type: z.enum(["link", "qrcode", "chat"]),
        name: z.string(),
        icon: z.string(),
        link: z.string().optional(),
        linkWechat: z.string().optional(),
        newWindow: z.boolean(),
        qrImages: z.array(z.string()),
        tip: z.string().optional(),
        tipWechat: z.string().optional(),
      }),
    ),
    banner: z.object({ src: z.string(), url: z.string(), newWindow: z.boolean() }).nullable(),
  }),
  /** Where the homework entrance sends a signed-in family, on sites that offer homework. */
  homeworkUrl: z.string().optional(),
});
export type SiteShellData = z.infer<typeof siteShellResponseSchema>;

export const pageCalls = {
  queryPageConfig: defineCall({
    path: "/website/page-config",
    summary: "The page's layout and header type; isDefault when the page sets none and the site's apply.",
    request: z.object({ host, path: pagePath }),
    response: z.object({ config: pageConfig, isDefault: z.boolean() }),
  }),
  querySiteData: defineCall({
    path: "/website/site-data",
    summary:
      "The site's modules (the Header with its navigation) and settings for a path. With a navigation preview sign " +
      "(adminNavigationPreviewLink), the signed version of that module's navigation in place of the live one; " +
      "4014 or 4015 when the sign is forged or expired.",
    request: z.object({ host, path: pagePath, navigationSign: text(200, { min: 1 }).optional() }),
    response: z.object({
      isMain: z.boolean(),
      siteModuleList: z.array(preparedModuleSchema),
      /** The navigation version a sign put in place, and whether it is the one visitors see now. */
      navigationPreview: z.object({ moduleId: id, version: z.number().int().positive(), live: z.boolean() }).optional(),
      configs: z.object({
        headerType: z.enum(HEADER_TYPES),
        logo: z.string(),
        whiteLogo: z.string(),
        shell: siteShellResponseSchema,
      }),
    }),
  }),
  queryPageData: defineCall({
    path: "/website/page",
    summary: "The published page at host and path; code 4003 when there is none.",
    request: z.object({ host, path: pagePath }),
    response: z.object({ page: pageSchema }),
  }),
  queryPagePreviewData: defineCall({
    path: "/website/page-preview",
    summary:
      "A draft of the page, for a valid preview sign only (with editorOrigin, the sign of the editors' tool's own frame); " +
      "`live` says whether that version is the one visitors see now.",
    request: z.object({ host, path: pagePath, previewSign: text(200, { min: 1 }), editorOrigin: text(200, { min: 1 }).optional() }),
    response: z.object({ page: pageSchema, live: z.boolean() }),
  }),
  queryModulePreviewData: defineCall({
    path: "/website/module-preview",
    summary: "One module of a draft, for a preview sign made for /module-preview/{moduleId}.",
    request: z.object({ host, moduleId: id, previewSign: text(200, { min: 1 }) }),
    response: z.object({ module: preparedModuleSchema }),
  }),
  queryPageById: defineCall({
    path: "/website/page-by-id",
    summary: "Where a published page lives (for /j/{id}).",
    request: z.object({ id }),
    response: z.object({ path: z.string(), hosts: z.array(z.string()) }),
  }),
  queryPageAlternates: defineCall({
    path: "/website/page-alternates",
    summary: "The regional sites that publish a page at this path (hreflang alternates).",
    request: z.object({ path: pagePath }),
    response: z.object({
      list: z.array(z.object({ locale: z.string(), hosts: z.array(z.string()), language: z.string(), countryCode: z.string() })),
    }),
  }),
  querySitePages: defineCall({
    path: "/website/site-pages",
    summary: "Every published page of the host's site, with when it was last published (sitemap.xml).",
    request: z.object({ host }),
    response: z.object({ list: z.array(z.object({ path: z.string(), updatedAt: z.string() })) }),
  }),
  queryPageModule: defineCall({
    path: "/website/modules",
    summary: "Published modules by id.",
    request: z.object({ moduleIdList: z.array(id).min(1).max(50) }),
    response: z.object({ moduleList: z.array(preparedModuleSchema) }),
  }),
};
