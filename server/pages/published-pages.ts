import type { Page } from "../../schemas/api/calls/pages.js";
import type { PageConfig } from "../../schemas/pages/document.js";
import type { Locale } from "../../schemas/site.js";
import type { Database } from "../db/connection.js";
import { Memo } from "../service/memo.js";
import type { ContentChanges } from "./content-changes.js";
import { parsePageDocument } from "./document.js";
import { prepareModule } from "./prepare.js";
import { findPublishedVersion, publishVersion, type StoredVersion } from "./store.js";

const MAX_CACHED_PAGES = 5_000;

export interface LoadedPage {
  page: Page;
  /** The page's own layout and header type, when it sets them. */
  config: PageConfig | undefined;
}

/** A stored version as pages receive it: migrated, checked, every module prepared. */
export function loadPage({ pageId, version, stored }: StoredVersion): LoadedPage {
  const document = parsePageDocument(stored);
  return {
    page: {
      id: pageId,
      version,
      title: document.title,
      keywords: document.keywords ?? "",
      description: document.description ?? "",
      modules: document.modules.map(prepareModule),
    },
    config: document.config,
  };
}

/** Content that spans sites (which sites publish a path): forgotten when any site changes. */
const ALL_SITES = "*";

/**
 * Published pages and the rest of a site's published content (settings, site modules), prepared once and
 * kept until their site announces a change (a publish on any server process), so a published change
 * shows on the next request.
 */
export class PublishedPages {
  private readonly cache = new Memo(Number.POSITIVE_INFINITY, MAX_CACHED_PAGES);

  constructor(
    private readonly db: Database,
    private readonly changes: ContentChanges,
  ) {
    changes.subscribe((change) => {
      this.cache.forgetPrefix(`${change.locale}|`);
      this.cache.forgetPrefix(`${ALL_SITES}|`);
    });
  }

  find(locale: Locale, path: string): Promise<LoadedPage | null> {
    return this.remember(locale, `page|${path}`, async () => {
      const row = await findPublishedVersion(this.db, locale, path);
      return row ? loadPage(row) : null;
    });
  }

  /** Keeps other published content of a site (or of all sites, with "*") the same way as its pages. */
  remember<T>(scope: Locale | typeof ALL_SITES, key: string, load: () => Promise<T>): Promise<T> {
    return this.cache.get(`${scope}|${key}`, load);
  }

  async publish(locale: Locale, pageId: number, version: number): Promise<void> {
    await publishVersion(this.db, pageId, version);
    await this.changes.announce({ locale });
  }
}
