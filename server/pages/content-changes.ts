import type { Store } from "../db/connection.js";
import { log } from "../log.js";

/** Published content of a site changed: pages, navigation, ads or short links. */
export interface ContentChange {
  locale: string;
}

const CHANNEL = "storefront_content";

/**
 * Tells every server process that a site's published content changed, so caches drop it: this process
 * directly, the others on PostgreSQL through LISTEN/NOTIFY (embedded PGlite has one process only).
 */
export class ContentChanges {
  private readonly listeners = new Set<(change: ContentChange) => void>();
  private stopListening?: () => Promise<void>;

  constructor(private readonly store: Store) {}

  async start(): Promise<void> {
    this.stopListening = await this.store.notifications?.listen(CHANNEL, (payload) => {
      try {
        this.emit(JSON.parse(payload) as ContentChange);
      } catch (error) {
        log.warn("unreadable content change notice", { error: String(error) });
      }
    });
  }

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
    await this.store.notifications?.notify(CHANNEL, JSON.stringify(change));
  }

  async stop(): Promise<void> {
    await this.stopListening?.();
  }

  private emit(change: ContentChange) {
    for (const listener of this.listeners) listener(change);
  }
}
