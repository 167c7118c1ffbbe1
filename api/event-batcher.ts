/**
 * Collects items and sends them together: when `maxItems` are waiting, or `maxWaitMs` after the first
 * one arrived, whichever comes first (SPEC §9 tracking: 6 events or 6000 ms). A failed send is dropped:
 * tracking never gets in a visitor's way.
 */
export function createBatcher<T>(options: { maxItems: number; maxWaitMs: number; send: (items: T[]) => Promise<unknown> }) {
  let waiting: T[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;

  function flush() {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    if (waiting.length === 0) return;
    const batch = waiting;
    waiting = [];
    options.send(batch).catch(() => undefined);
  }

  return {
    add(item: T) {
      waiting.push(item);
      if (waiting.length >= options.maxItems) flush();
      else timer ??= setTimeout(flush, options.maxWaitMs);
    },
    flush,
  };
}
