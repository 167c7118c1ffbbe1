/**
 * Keeps computed answers for a short time. Reference data (grades, subjects, countries, teachers...)
 * changes only through seeding or an operator, while every page asks for it; a minute of staleness is
 * the price of not querying the store on every call.
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

  clear(): void {
    this.entries.clear();
  }
}
