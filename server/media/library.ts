import { and, count, desc, eq, inArray, or, sql, type SQL } from "drizzle-orm";
import { ApiError, ErrorCode } from "../../api/errors.js";
import {
  MEDIA_PATH,
  mediaHashOf,
  type MediaAsset,
  type MediaImage,
  type MediaUploadFields,
  type MediaUse,
} from "../../schemas/api/calls/media.js";
import type { ParsedRequestOf, ResponseOf } from "../../schemas/api/contract.js";
import { recordAudit, type AuditActor } from "../admin/audit.js";
import type { Database } from "../db/connection.js";
import { mediaAssets, pages, pageVersions } from "../db/schema.js";
import { log } from "../log.js";
import { makeImage } from "./images.js";
import type { MediaStorage } from "./storage.js";

type AssetRow = typeof mediaAssets.$inferSelect;

/** The address image fields hold: the largest WebP variant. */
function addressOf(row: Pick<AssetRow, "variants">): string {
  const largest = row.variants.filter((variant) => variant.format === "webp").reduce((a, b) => (b.width > a.width ? b : a));
  return `${MEDIA_PATH}${largest.file}`;
}

const imageOf = (row: AssetRow): MediaImage => ({
  address: addressOf(row),
  width: row.width,
  height: row.height,
  placeholder: row.placeholder,
  variants: row.variants,
});

const assetOf = (row: AssetRow): MediaAsset => ({
  ...imageOf(row),
  id: row.id,
  hash: row.hash,
  fileName: row.fileName,
  sourceType: row.sourceType as MediaAsset["sourceType"],
  bytes: row.bytes,
  alt: row.alt,
  staffEmail: row.staffEmail,
  createdAt: row.createdAt.toISOString(),
});

const assetTarget = (row: Pick<AssetRow, "id" | "fileName">) => `media ${row.id} ${row.fileName}`;

/**
 * The media library: uploads checked and made into variants (images.ts), their files in the storage and
 * their rows in media_assets, each change audited in its own transaction. Files are written before their
 * row and removed after it, so a row never names a missing file (a crash in between leaves unused files).
 */
export class MediaLibrary {
  constructor(
    private readonly db: Database,
    readonly storage: MediaStorage,
  ) {}

  /** Adds an upload; the same bytes again are the asset already there (`duplicate`), whatever their name and alt text. */
  async upload(
    upload: MediaUploadFields & { bytes: Buffer; hash: string },
    staff: AuditActor,
  ): Promise<{ asset: MediaAsset; duplicate: boolean }> {
    const existing = await this.findByHash(upload.hash);
    if (existing) return { asset: assetOf(existing), duplicate: true };
    const made = await makeImage(upload.bytes, upload.hash);
    await Promise.all(made.variants.map((variant) => this.storage.put(variant.file, variant.data)));
    const row = await this.db.transaction(async (tx) => {
      const [added] = await tx
        .insert(mediaAssets)
        .values({
          hash: upload.hash,
          fileName: upload.fileName,
          sourceType: made.sourceType,
          width: made.width,
          height: made.height,
          bytes: upload.bytes.length,
          alt: upload.alt,
          placeholder: made.placeholder,
          variants: made.variants.map(({ data: _data, ...variant }) => variant),
          storage: this.storage.kind,
          staffId: staff.id,
          staffEmail: staff.email,
        })
        // The same bytes uploaded at the same moment by someone else: theirs is the asset (the files are the same).
        .onConflictDoNothing({ target: mediaAssets.hash })
        .returning();
      if (added) await recordAudit(tx, staff, "media-upload", assetTarget(added), { hash: added.hash, alt: added.alt });
      return added;
    });
    if (row) return { asset: assetOf(row), duplicate: false };
    return { asset: assetOf((await this.findByHash(upload.hash))!), duplicate: true };
  }

  async list({ search, page, pageSize }: ParsedRequestOf<"adminListMedia">): Promise<ResponseOf<"adminListMedia">> {
    const needle = search.toLowerCase();
    const where: SQL | undefined = needle
      ? sql`strpos(lower(${mediaAssets.fileName} || ' ' || ${mediaAssets.alt}), ${needle}) > 0`
      : undefined;
    const [rows, [total]] = await Promise.all([
      this.db
        .select()
        .from(mediaAssets)
        .where(where)
        .orderBy(desc(mediaAssets.createdAt), desc(mediaAssets.id))
        .limit(pageSize)
        .offset((page - 1) * pageSize),
      this.db.select({ value: count() }).from(mediaAssets).where(where),
    ]);
    return { total: total!.value, list: rows.map(assetOf) };
  }

  async updateAlt({ id, alt }: ParsedRequestOf<"adminUpdateMediaAlt">, staff: AuditActor): Promise<MediaAsset> {
    return this.db.transaction(async (tx) => {
      const [row] = await tx.update(mediaAssets).set({ alt }).where(eq(mediaAssets.id, id)).returning();
      if (!row) throw new ApiError(ErrorCode.NOT_FOUND_OR_ENDED, `No image ${id} in the library`);
      await recordAudit(tx, staff, "media-alt", assetTarget(row), { alt });
      return assetOf(row);
    });
  }

  async usage(id: number): Promise<MediaUse[]> {
    return this.usageOf(await this.get(id));
  }

  /** Deletes an image no page's draft or published version shows (4114 names the pages that do), then its files. */
  async remove(id: number, staff: AuditActor): Promise<void> {
    const row = await this.get(id);
    const uses = await this.usageOf(row);
    if (uses.length > 0) {
      const named = uses.map((use) => `${use.locale} ${use.path}`).join(", ");
      throw new ApiError(ErrorCode.MEDIA_IN_USE, `This image is used on ${uses.length === 1 ? "the page" : "the pages"} ${named}. Remove it from them first.`);
    }
    await this.db.transaction(async (tx) => {
      await tx.delete(mediaAssets).where(eq(mediaAssets.id, id));
      await recordAudit(tx, staff, "media-delete", assetTarget(row), { hash: row.hash });
    });
    await this.storage.remove(row.variants.map((variant) => variant.file)).catch((error: unknown) =>
      log.warn("media files not removed", { id, error: error instanceof Error ? error.message : String(error) }),
    );
  }

  /** The library images among these addresses (any variant's address finds its image). */
  async images(addresses: readonly string[]): Promise<MediaImage[]> {
    const hashes = [...new Set(addresses.map(mediaHashOf).filter((hash): hash is string => hash !== null))];
    if (hashes.length === 0) return [];
    const rows = await this.db.select().from(mediaAssets).where(inArray(mediaAssets.hash, hashes));
    return rows.map(imageOf);
  }

  private async findByHash(hash: string): Promise<AssetRow | undefined> {
    const [row] = await this.db.select().from(mediaAssets).where(eq(mediaAssets.hash, hash));
    return row;
  }

  private async get(id: number): Promise<AssetRow> {
    const [row] = await this.db.select().from(mediaAssets).where(eq(mediaAssets.id, id));
    if (!row) throw new ApiError(ErrorCode.NOT_FOUND_OR_ENDED, `No image ${id} in the library`);
    return row;
  }

  /** The pages whose draft or published document names one of the image's files (its hash is in every name). */
  private async usageOf(row: Pick<AssetRow, "hash">): Promise<MediaUse[]> {
    const found = await this.db
      .select({
        pageId: pages.id,
        locale: pages.locale,
        path: pages.path,
        version: pageVersions.version,
        draftVersion: pages.draftVersion,
        publishedVersion: pages.publishedVersion,
        title: sql<string>`coalesce(${pageVersions.document}->>'title', '')`,
      })
      .from(pages)
      .innerJoin(
        pageVersions,
        and(eq(pageVersions.pageId, pages.id), or(eq(pageVersions.version, pages.draftVersion), eq(pageVersions.version, pages.publishedVersion))),
      )
      .where(sql`strpos(${pageVersions.document}::text, ${row.hash}) > 0`)
      // The newest version first: a page is named by the title it has now.
      .orderBy(pages.locale, pages.path, desc(pageVersions.version));
    const byPage = new Map<number, MediaUse>();
    for (const { version, draftVersion, publishedVersion, ...page } of found) {
      const use = byPage.get(page.pageId) ?? { ...page, versions: [] };
      if (version === draftVersion) use.versions.push("draft");
      if (version === publishedVersion) use.versions.push("published");
      byPage.set(page.pageId, use);
    }
    return [...byPage.values()];
  }
}
