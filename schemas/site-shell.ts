import { z } from "zod";
import { linkUrl as url } from "./api/fields.js";
import { localizedTextSchema } from "./site.js";

/** A link of the site shell (footer policy and follow links), named in every interface language. */
export const shellLinkSchema = z.object({
  names: localizedTextSchema,
  url,
  newWindow: z.boolean().default(false),
  icon: url.optional(),
  /** Follow links only: shown on the tm site (SPEC §2 footer: for tm only those flagged isTm). */
  isTm: z.boolean().default(false),
});

/** An item of the right tool panel (SPEC §3 tool item). */
export const toolItemSchema = z.object({
  type: z.enum(["link", "qrcode", "chat"]),
  names: localizedTextSchema,
  icon: url,
  link: url.optional(),
  linkWechat: url.optional(),
  newWindow: z.boolean().default(false),
  /** One or two QR images (150 px wide), with an optional tip and WeChat tip. */
  qrImages: z.array(url).max(2).default([]),
  tip: localizedTextSchema.optional(),
  tipWechat: localizedTextSchema.optional(),
});

/** The parts of a site's frame that are configured, not coded: footer links and the tool panel. */
export const siteShellSchema = z.object({
  policyLinks: z.array(shellLinkSchema),
  followLinks: z.array(shellLinkSchema),
  toolPanel: z.object({
    items: z.array(toolItemSchema).max(6),
    banner: z.object({ src: url, url, newWindow: z.boolean() }).nullable(),
  }),
  /**
   * The learning site's homework page, opened with `?token=` (a five-minute hand-over token) by the homework
   * entrance; shown only where the site offers homework (SPEC §6: hk and cn). Absent: no entrance.
   */
  homeworkUrl: url.optional(),
});
export type SiteShell = z.infer<typeof siteShellSchema>;
