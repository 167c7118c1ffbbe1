import { asc, desc, eq } from "drizzle-orm";
import { ApiError, ErrorCode } from "../../api/errors.js";
import type { ParsedRequestOf, ResponseOf } from "../../schemas/api/contract.js";
import type { Locale } from "../../schemas/site.js";
import { unknownChannelIds } from "../catalogue/channels.js";
import { channelGroups, channels, resources, shortLinks } from "../db/schema.js";
import { recordAudit } from "./audit.js";
import { siteOf, type AdminContext } from "./pages.js";

/**
 * What goes live without a version: a site's ads and the short links. Each change is audited in its own
 * transaction and, where a cache keeps it, announced after the commit.
 */

export async function listResources(ctx: AdminContext, locale: Locale): Promise<ResponseOf<"adminListResources">> {
  siteOf(ctx, locale);
  const [rows, shopChannels] = await Promise.all([
    ctx.db
      .select()
      .from(resources)
      .where(eq(resources.locale, locale))
      .orderBy(asc(resources.locationKey), asc(resources.sort), asc(resources.id)),
    ctx.db
      .select({ id: channels.id, names: channels.names })
      .from(channels)
      .innerJoin(channelGroups, eq(channelGroups.id, channels.groupId))
      .orderBy(asc(channelGroups.sort), asc(channels.sort)),
  ]);
  return { list: rows, channels: shopChannels.map((channel) => ({ id: channel.id, name: ctx.text(channel.names) })) };
}

/** Adds an ad, or changes one; the pages of its site (both sites, when it moves) show the change at once. */
export async function saveResource(
  ctx: AdminContext,
  { id, channelIds, ...given }: ParsedRequestOf<"adminSaveResource">,
): Promise<ResponseOf<"adminSaveResource">> {
  siteOf(ctx, given.locale);
  const [unknown] = await unknownChannelIds(ctx.db, channelIds);
  if (unknown !== undefined) throw new ApiError(ErrorCode.INVALID_INPUT, `channelIds: there is no shop channel ${unknown}`);
  const fields = { ...given, channelIds: [...new Set(channelIds)].sort((a, b) => a - b) };
  const { savedId, changedLocales } = await ctx.db.transaction(async (tx) => {
    if (id === undefined) {
      const [added] = await tx.insert(resources).values(fields).returning({ id: resources.id });
      await recordAudit(tx, ctx.staff, "ad-save", `ad ${added!.id}`, fields);
      return { savedId: added!.id, changedLocales: [fields.locale] };
    }
    const [before] = await tx.select({ locale: resources.locale }).from(resources).where(eq(resources.id, id)).for("update");
    if (!before) throw new ApiError(ErrorCode.NOT_FOUND_OR_ENDED, `No ad ${id}`);
    await tx.update(resources).set(fields).where(eq(resources.id, id));
    await recordAudit(tx, ctx.staff, "ad-save", `ad ${id}`, fields);
    return { savedId: id, changedLocales: [...new Set([before.locale, fields.locale])] };
  });
  for (const locale of changedLocales) await ctx.changes.announce({ locale });
  return { id: savedId };
}

export async function deleteResource(ctx: AdminContext, id: number): Promise<null> {
  const deleted = await ctx.db.transaction(async (tx) => {
    const [row] = await tx.delete(resources).where(eq(resources.id, id)).returning();
    if (!row) throw new ApiError(ErrorCode.NOT_FOUND_OR_ENDED, `No ad ${id}`);
    await recordAudit(tx, ctx.staff, "ad-delete", `ad ${id}`, { locale: row.locale, locationKey: row.locationKey, url: row.url, src: row.src });
    return row;
  });
  await ctx.changes.announce({ locale: deleted.locale });
  return null;
}

/*
 * Short links need no announcement: getOrigin reads the store on every request and /link/l/{code} answers
 * a redirect, which the HTML cache never keeps (it keeps 200 HTML pages only), so a change is seen at once
 * by every process.
 */

export async function listShortLinks(ctx: AdminContext): Promise<ResponseOf<"adminListShortLinks">> {
  const rows = await ctx.db.select().from(shortLinks).orderBy(desc(shortLinks.createdAt), asc(shortLinks.code));
  return { list: rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })) };
}

/** Creates the short link, or points an existing code to the new URL. */
export async function saveShortLink(ctx: AdminContext, { code, url }: ParsedRequestOf<"adminSaveShortLink">): Promise<null> {
  await ctx.db.transaction(async (tx) => {
    await tx.insert(shortLinks).values({ code, url }).onConflictDoUpdate({ target: shortLinks.code, set: { url } });
    await recordAudit(tx, ctx.staff, "short-link-save", `short link ${code}`, { url });
  });
  return null;
}

export async function deleteShortLink(ctx: AdminContext, code: string): Promise<null> {
  await ctx.db.transaction(async (tx) => {
    const [row] = await tx.delete(shortLinks).where(eq(shortLinks.code, code)).returning();
    if (!row) throw new ApiError(ErrorCode.NOT_FOUND_OR_ENDED, `No short link ${code}`);
    await recordAudit(tx, ctx.staff, "short-link-delete", `short link ${code}`, { url: row.url });
  });
  return null;
}
