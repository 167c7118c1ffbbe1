/**
 * Keeps computed answers, at most `maxEntries` of them, each for `ttlMs` (or until forgotten). Used for
 * reference data (a minute of staleness instead of a query per call) and published pages (kept until a
 * publish announces a change).
 */
export class Memo {
  private readonly entries = new Map<string, { expiresAt: number; value: Promise<unknown> }>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 1_000,
    private readonly now: () => number = Date.now,
  ) {}

  get<T>(key: string, compute: () => Promise<T>): Promise<T> {
    const hit = this.entries.get(key);
    if (hit && hit.expiresAt > this.now()) return hit.value as Promise<T>;
    const value = compute();
    this.entries.delete(key);
    // Maps keep insertion order: the first key is the oldest entry.
    if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(key, { expiresAt: this.now() + this.ttlMs, value });
    // A failure is not remembered: the next call tries again.
    value.catch(() => this.entries.delete(key));
    return value;
  }

  /** Forgets every entry whose key starts with `prefix`. */
  forgetPrefix(prefix: string): void {
    for (const key of this.entries.keys()) if (key.startsWith(prefix)) this.entries.delete(key);
  }

  clear(): void {
    this.entries.clear();
  }
}
