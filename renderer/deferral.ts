/** The first modules of a page render on the server; the rest load after (SPEC §9 'Minimum first-screen modules 2'). */
export const SERVER_RENDERED_MODULES = 2;

/** How long the browser may wait for an idle moment before prefetching the rest (SPEC §9). */
export const IDLE_PREFETCH_TIMEOUT_MS = 2_000;

/** Start loading deferred modules before they are needed, unless the visitor saves data or is on 2G. */
export function shouldPrefetch(connection: { saveData?: boolean; effectiveType?: string } | undefined): boolean {
  if (!connection) return true;
  if (connection.saveData) return false;
  return connection.effectiveType !== "2g" && connection.effectiveType !== "slow-2g";
}

export function isServerRendered(index: number): boolean {
  return index < SERVER_RENDERED_MODULES;
}
