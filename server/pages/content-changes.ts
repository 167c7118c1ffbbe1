import type { Store } from "../db/connection.js";
import { log } from "../log.js";

/** Published content of a site changed: pages, navigation, ads or short links. */
export interface ContentChange {
  locale: string;
}

const CHANNEL = "storefront_content";

/**
 * Tells every server process that a site's published content changed, so caches drop it. On PostgreSQL
 * through LISTEN/NOTIFY (the notice goes out when the publishing transaction commits, to every process,
 * this one included); on embedded PGlite, which one process owns, directly.
 */
export class ContentChanges {
  private readonly listeners = new Set<(change: ContentChange) => void>();
  private stopListening?: () => Promise<void>;

  constructor(private readonly store: Store) {}

  async start(): Promise<void> {
    const pool = this.store.pool;
    if (!pool) return;
    const client = await pool.connect();
    client.on("notification", (message) => {
      if (message.channel !== CHANNEL || !message.payload) return;
      try {
        this.emit(JSON.parse(message.payload) as ContentChange);
      } catch (error) {
        log.warn("unreadable content change notice", { error: String(error) });
      }
    });
    await client.query(`listen ${CHANNEL}`);
    this.stopListening = async () => {
      await client.query(`unlisten ${CHANNEL}`).catch(() => undefined);
      client.release();
    };
  }

  subscribe(listener: (change: ContentChange) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Call after the change is committed. */
  async announce(change: ContentChange): Promise<void> {
    if (this.store.pool) await this.store.pool.query("select pg_notify($1, $2)", [CHANNEL, JSON.stringify(change)]);
    else this.emit(change);
  }

  async stop(): Promise<void> {
    await this.stopListening?.();
  }

  private emit(change: ContentChange) {
    for (const listener of this.listeners) listener(change);
  }
}
