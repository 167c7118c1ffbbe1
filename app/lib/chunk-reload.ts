/** SPEC §8/§9: a page whose code chunk failed to load reloads, at most once per 60 s. */
export const CHUNK_RELOAD_GUARD_MS = 60_000;

export function shouldReloadAfterChunkFailure(lastReloadAt: number | null, now: number): boolean {
  return lastReloadAt === null || now - lastReloadAt >= CHUNK_RELOAD_GUARD_MS;
}
