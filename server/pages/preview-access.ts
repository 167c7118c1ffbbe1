import { ApiError, ErrorCode } from "../../api/errors.js";
import type { HandlerContext } from "../service/context.js";
import { verifyPreviewSign } from "./preview-sign.js";

/**
 * The version a preview sign opens at this host and path (SPEC §2 preview mode), or the sign's error. With
 * `editorOrigin`, only the editors' tool's own sign for that origin passes; without, only a shared link's.
 */
export function previewVersionOf(ctx: HandlerContext, target: { host: string; path: string; sign: string; editorOrigin?: string | undefined }): number {
  const check = verifyPreviewSign(ctx.env.PREVIEW_SIGN_SECRET, target.sign, target.host, target.path, ctx.now.getTime(), target.editorOrigin);
  if (!check.valid) throw new ApiError(check.reason === "expired" ? ErrorCode.PREVIEW_LINK_EXPIRED : ErrorCode.PREVIEW_LINK_INVALID);
  return check.version;
}
