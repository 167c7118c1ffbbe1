import type { NoticeListener, Store } from "../db/connection.js";
import { log } from "../log.js";
import { LOCALES } from "../../schemas/site.js";

/** Published content of a site changed: pages, navigation, ads or short links. */
export interface ContentChange {
  locale: string;
}

export const CONTENT_CHANNEL = "storefront_content";

/**
 * Tells every server process that a site's published content changed, so caches drop it: this process
 * directly, the others on PostgreSQL through NOTIFY, which every connection of theirs hears (`Store.hear`: give it
 * this before the store's first query). Embedded PGlite has one process only.
 */
export class ContentChanges implements NoticeListener {
  private readonly listeners = new Set<(change: ContentChange) => void>();

  constructor(private readonly store: Store) {}

  subscribe(listener: (change: ContentChange) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /**
   * Call after the change is committed. This process forgets at once (its next request must show the
   * change); the others hear it through NOTIFY, which echoes here too, harmlessly.
   */
  async announce(change: ContentChange): Promise<void> {
    this.emit(change);
    await this.store.notifications?.notify(CONTENT_CHANNEL, JSON.stringify(change));
  }

  notice(payload: string): void {
    try {
      this.emit(JSON.parse(payload) as ContentChange);
    } catch (error) {
      log.warn("unreadable content change notice", { error: String(error) });
    }
  }

  /** Another process's publish may have gone unheard (no connection listened for a while): every site changed. */
  missed(): void {
    for (const locale of LOCALES) this.emit({ locale });
  }

  private emit(change: ContentChange) {
    for (const listener of this.listeners) listener(change);
  }
}
