import { and, eq } from "drizzle-orm";
import { ApiError, ErrorCode } from "../../api/errors.js";
import type { ParsedRequestOf, ResponseOf } from "../../schemas/api/contract.js";
import { pages } from "../db/schema.js";
import type { HandlerContext } from "../service/context.js";
import { prepareModule } from "./prepare.js";
import { previewVersionOf } from "./preview-access.js";

/**
 * A document the editor has not saved, as the tool's frame renders it: each module checked against its
 * component's schema and its HTML sanitized exactly as a published module is (prepareModule), so the frame on
 * the site's host never shows markup a save would have removed. Nothing is stored.
 */
export async function renderPreviewDocument(
  ctx: HandlerContext,
  { host, path, previewSign, editorOrigin, document }: ParsedRequestOf<"renderPreviewDocument">,
): Promise<ResponseOf<"renderPreviewDocument">> {
  const site = ctx.sites.forHost(host);
  if (!site) throw new ApiError(ErrorCode.NOT_FOUND_OR_ENDED, `No site serves ${host}`);
  const version = previewVersionOf(ctx, { host, path, sign: previewSign, editorOrigin });
  const [page] = await ctx.db
    .select({ id: pages.id })
    .from(pages)
    .where(and(eq(pages.locale, site.locale), eq(pages.path, path)));
  if (!page) throw new ApiError(ErrorCode.NOT_FOUND_OR_ENDED, "This page could not be found");
  return {
    page: {
      id: page.id,
      version,
      title: document.title,
      keywords: document.keywords,
      description: document.description,
      modules: document.modules.map((module, index) => prepareModule({ id: module.id ?? -(index + 1), type: module.type, content: module.content })),
    },
  };
}
