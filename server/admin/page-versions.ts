import { and, asc, eq, gte, sql, type SQL } from "drizzle-orm";
import { ApiError, ErrorCode } from "../../api/errors.js";
import type { SavedDocument } from "../../schemas/api/calls/admin.js";
import type { PageDocument } from "../../schemas/pages/document.js";
import type { Locale } from "../../schemas/site.js";
import type { Database } from "../db/connection.js";
import { pages, pageVersions } from "../db/schema.js";
import { PageDocumentError, parsePageDocument } from "../pages/document.js";
import { saveDraft } from "../pages/store.js";
import type { Transaction } from "./audit.js";

export interface AdminPage {
  id: number;
  locale: Locale;
  path: string;
  draftVersion: number | null;
  publishedVersion: number | null;
}

const pageColumns = {
  id: pages.id,
  locale: pages.locale,
  path: pages.path,
  draftVersion: pages.draftVersion,
  publishedVersion: pages.publishedVersion,
};

const noSuchPage = () => new ApiError(ErrorCode.NOT_FOUND_OR_ENDED, "No such page");

export async function findPage(db: Database, pageId: number): Promise<AdminPage> {
  const [page] = await db.select(pageColumns).from(pages).where(eq(pages.id, pageId));
  if (!page) throw noSuchPage();
  return page;
}

/** The page, locked until the transaction ends: changes to one page's versions take turns. */
export async function lockPage(tx: Transaction, pageId: number): Promise<AdminPage> {
  const [page] = await tx.select(pageColumns).from(pages).where(eq(pages.id, pageId)).for("update");
  if (!page) throw noSuchPage();
  return page;
}

/** The number of a page's newest version. */
const latestVersionOf = (pageId: SQL | typeof pages.id) =>
  sql`(select max(${pageVersions.version}) from ${pageVersions} where ${pageVersions.pageId} = ${pageId})`;

/** Summaries of pages (title, when and by whom their latest version was saved), by path. */
export async function pageSummaries(db: Database, where: SQL | undefined) {
  const rows = await db
    .select({
      ...pageColumns,
      title: sql<string>`${pageVersions.document}->>'title'`,
      latestVersion: pageVersions.version,
      updatedAt: pageVersions.createdAt,
      updatedBy: pageVersions.author,
    })
    .from(pages)
    .innerJoin(pageVersions, and(eq(pageVersions.pageId, pages.id), eq(pageVersions.version, latestVersionOf(pages.id))))
    .where(where)
    .orderBy(asc(pages.path));
  return rows.map((row) => ({ ...row, updatedAt: row.updatedAt.toISOString() }));
}

export interface LoadedVersion {
  version: number;
  document: PageDocument;
  author: string;
  createdAt: Date;
  origin: string | null;
}

async function loadVersions(db: Database, pageId: number, wanted: { only?: number; from?: number } = {}): Promise<LoadedVersion[]> {
  const rows = await db
    .select({
      version: pageVersions.version,
      stored: pageVersions.document,
      author: pageVersions.author,
      createdAt: pageVersions.createdAt,
      origin: pageVersions.origin,
    })
    .from(pageVersions)
    .where(
      and(
        eq(pageVersions.pageId, pageId),
        wanted.only === undefined ? undefined : eq(pageVersions.version, wanted.only),
        wanted.from === undefined ? undefined : gte(pageVersions.version, wanted.from),
      ),
    )
    .orderBy(asc(pageVersions.version));
  return rows.map(({ stored, ...row }) => ({ ...row, document: parsePageDocument(stored) }));
}

/** Every version of a page (from version `from` on, when given), oldest first, each document migrated to the current version. */
export const allVersions = (db: Database, pageId: number, from?: number) => loadVersions(db, pageId, from === undefined ? {} : { from });

export async function loadVersion(db: Database, pageId: number, version: number): Promise<LoadedVersion> {
  const [found] = await loadVersions(db, pageId, { only: version });
  if (!found) throw new ApiError(ErrorCode.NOT_FOUND_OR_ENDED, `The page has no version ${version}`);
  return found;
}

export async function latestVersionNumber(db: Database, pageId: number): Promise<number> {
  const [row] = await db
    .select({ latest: sql<number>`coalesce(max(${pageVersions.version}), 0)`.mapWith(Number) })
    .from(pageVersions)
    .where(eq(pageVersions.pageId, pageId));
  return row?.latest ?? 0;
}

export async function loadLatestVersion(db: Database, pageId: number): Promise<LoadedVersion> {
  return loadVersion(db, pageId, await latestVersionNumber(db, pageId));
}

/** The ids of every module any version of the page has had. */
export async function moduleIdsOfPage(db: Database, pageId: number): Promise<Set<number>> {
  const rows = await db
    .select({ modules: sql<{ id?: unknown }[] | null>`${pageVersions.document}->'modules'` })
    .from(pageVersions)
    .where(eq(pageVersions.pageId, pageId));
  return new Set(rows.flatMap((row) => (row.modules ?? []).map((module) => Number(module.id))));
}

/** Ids for new modules, from the store's sequence (unique across pages and processes). */
export async function newModuleIds(db: Database, count: number): Promise<number[]> {
  if (count === 0) return [];
  const rows = await db
    .select({ id: sql<number>`nextval('module_ids')`.mapWith(Number) })
    .from(sql`generate_series(1, ${count})`);
  return rows.map((row) => row.id);
}

/**
 * Saves a document as the next version and draft of the page at a site's path (created if there is none),
 * with how the version came to be when not by editing (`origin`). A document that does not fit the page
 * document schema is refused with 4000, naming the module and field.
 */
export async function storeDraft(
  tx: Transaction,
  input: { locale: Locale; path: string; document: PageDocument; author: string; origin: string | null },
): Promise<{ pageId: number; version: number }> {
  try {
    return await saveDraft(tx, input);
  } catch (error) {
    if (error instanceof PageDocumentError) throw new ApiError(ErrorCode.INVALID_INPUT, `document: ${error.message}`);
    throw error;
  }
}

/** A stored document as the tool receives it: without its schema version, every text field present. */
export function savedDocument({ schemaVersion: _schemaVersion, ...document }: PageDocument): SavedDocument {
  return { ...document, keywords: document.keywords ?? "", description: document.description ?? "" };
}
