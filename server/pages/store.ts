import { and, eq, inArray, ne, sql } from "drizzle-orm";
import type { Locale } from "../../schemas/site.js";
import type { Database } from "../db/connection.js";
import { pages, pageVersions, publishedModules } from "../db/schema.js";
import { parsePageDocument, PageDocumentError } from "./document.js";
import { prepareModule } from "./prepare.js";

export interface StoredVersion {
  pageId: number;
  version: number;
  stored: Record<string, unknown>;
}

async function versionOf(db: Database, locale: Locale, path: string, version: "published" | "draft" | number) {
  const wanted =
    version === "published" ? pages.publishedVersion : version === "draft" ? pages.draftVersion : sql`${version}`;
  const [row] = await db
    .select({ pageId: pages.id, version: pageVersions.version, stored: pageVersions.document })
    .from(pages)
    .innerJoin(pageVersions, and(eq(pageVersions.pageId, pages.id), eq(pageVersions.version, wanted)))
    .where(and(eq(pages.locale, locale), eq(pages.path, path)));
  return row ?? null;
}

/** The published version of the page at a site's path, or null. */
export function findPublishedVersion(db: Database, locale: Locale, path: string): Promise<StoredVersion | null> {
  return versionOf(db, locale, path, "published");
}

/** A given version of the page at a site's path (a draft for preview), or null. */
export function findVersion(db: Database, locale: Locale, path: string, version: number): Promise<StoredVersion | null> {
  return versionOf(db, locale, path, version);
}

/** The version of a site's page that holds a module (module ids are unique across pages), or null. */
export async function findVersionWithModule(
  db: Database,
  locale: Locale,
  moduleId: number,
  version: number,
): Promise<StoredVersion | null> {
  const [row] = await db
    .select({ pageId: pages.id, version: pageVersions.version, stored: pageVersions.document })
    .from(pages)
    .innerJoin(pageVersions, and(eq(pageVersions.pageId, pages.id), eq(pageVersions.version, version)))
    .where(and(eq(pages.locale, locale), sql`${pageVersions.document}->'modules' @> ${JSON.stringify([{ id: moduleId }])}::jsonb`));
  return row ?? null;
}

/** Where a published page lives, by its id. */
export async function findPublishedPageById(db: Database, id: number) {
  const [row] = await db
    .select({ locale: pages.locale, path: pages.path })
    .from(pages)
    .where(and(eq(pages.id, id), sql`${pages.publishedVersion} is not null`));
  return row ?? null;
}

/**
 * Saves a document as the page's next version and makes it the draft; creates the page on first save.
 * Throws PageDocumentError naming the module and field when the document does not fit its schema.
 */
export async function saveDraft(
  db: Database,
  input: { locale: Locale; path: string; document: unknown; author: string; origin?: string | null },
): Promise<{ pageId: number; version: number }> {
  const document = parsePageDocument(input.document);
  return db.transaction(async (tx) => {
    await tx.insert(pages).values({ locale: input.locale, path: input.path }).onConflictDoNothing();
    const [page] = await tx
      .select({ id: pages.id })
      .from(pages)
      .where(and(eq(pages.locale, input.locale), eq(pages.path, input.path)))
      .for("update");
    const [{ latest }] = (await tx
      .select({ latest: sql<number>`coalesce(max(${pageVersions.version}), 0)` })
      .from(pageVersions)
      .where(eq(pageVersions.pageId, page!.id))) as [{ latest: number }];
    const version = Number(latest) + 1;
    await tx.insert(pageVersions).values({ pageId: page!.id, version, document, author: input.author, origin: input.origin ?? null });
    await tx.update(pages).set({ draftVersion: version }).where(eq(pages.id, page!.id));
    return { pageId: page!.id, version };
  });
}

/**
 * Makes a version the published one, only when every module validates and no module id belongs to
 * another page. Announcing the change to caches is the caller's (it must follow the commit).
 */
export async function publishVersion(db: Database, pageId: number, version: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ stored: pageVersions.document })
      .from(pageVersions)
      .where(and(eq(pageVersions.pageId, pageId), eq(pageVersions.version, version)));
    if (!row) throw new PageDocumentError(`page ${pageId} has no version ${version}`);
    const document = parsePageDocument(row.stored);
    const problem = document.modules.map(prepareModule).find((module) => module.problem);
    if (problem) throw new PageDocumentError(`module ${problem.id} (${problem.componentName}): ${problem.problem}`);

    const ids = document.modules.map((module) => module.id);
    if (new Set(ids).size !== ids.length) throw new PageDocumentError("two modules share an id");
    if (ids.length > 0) {
      const taken = await tx
        .select({ id: publishedModules.id })
        .from(publishedModules)
        .where(and(inArray(publishedModules.id, ids), ne(publishedModules.pageId, pageId)));
      if (taken.length > 0) throw new PageDocumentError(`module ${taken[0]!.id} belongs to another page`);
    }

    await tx.update(pages).set({ publishedVersion: version }).where(eq(pages.id, pageId));
    await tx.delete(publishedModules).where(eq(publishedModules.pageId, pageId));
    if (document.modules.length > 0) {
      await tx.insert(publishedModules).values(document.modules.map((module) => ({ id: module.id, pageId, module })));
    }
  });
}
