import { and, eq } from "drizzle-orm";
import { ApiError, ErrorCode } from "../../api/errors.js";
import type { PreparedModule } from "../../schemas/api/calls/pages.js";
import type { ResponseOf } from "../../schemas/api/contract.js";
import type { Site } from "../../schemas/site.js";
import { navigationVersions, siteModules } from "../db/schema.js";
import type { HandlerContext } from "../service/context.js";
import { verifyNavigationSign } from "./navigation-sign.js";
import { prepareModule } from "./prepare.js";

type NavigationPreview = NonNullable<ResponseOf<"querySiteData">["navigationPreview"]>;

/**
 * The site modules of a page with the navigation version a preview sign names in place of its module's live
 * data, checked and sanitized as a published module is. A forged or expired sign is refused (4014, 4015); a
 * module that does not show at this path leaves the list as it is, with no preview to announce.
 */
export async function withNavigationPreview(
  ctx: HandlerContext,
  { site, host, sign }: { site: Site; host: string; sign: string },
  modules: PreparedModule[],
): Promise<{ siteModuleList: PreparedModule[]; navigationPreview?: NavigationPreview }> {
  const check = verifyNavigationSign(ctx.env.PREVIEW_SIGN_SECRET, sign, host, ctx.now.getTime());
  if (!check.valid) throw new ApiError(check.reason === "expired" ? ErrorCode.PREVIEW_LINK_EXPIRED : ErrorCode.PREVIEW_LINK_INVALID);
  const at = modules.findIndex((module) => module.id === check.moduleId);
  const live = modules[at];
  if (!live) return { siteModuleList: modules };
  const [row] = await ctx.db
    .select({ componentData: navigationVersions.componentData, publishedVersion: siteModules.publishedVersion })
    .from(navigationVersions)
    .innerJoin(siteModules, eq(siteModules.id, navigationVersions.moduleId))
    .where(and(eq(navigationVersions.moduleId, check.moduleId), eq(navigationVersions.version, check.version), eq(siteModules.locale, site.locale)));
  if (!row) throw new ApiError(ErrorCode.NOT_FOUND_OR_ENDED, "This navigation version no longer exists");
  const { id, type, componentName, componentType, componentTitle } = live;
  const previewed = prepareModule({ id, type, content: { componentName, componentType, ...(componentTitle === undefined ? {} : { componentTitle }), componentData: row.componentData } });
  return {
    siteModuleList: modules.map((module, index) => (index === at ? previewed : module)),
    navigationPreview: { moduleId: check.moduleId, version: check.version, live: row.publishedVersion === check.version },
  };
}
