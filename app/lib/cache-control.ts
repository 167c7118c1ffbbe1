/** Pages with the visitor's own data (their name in the header, their wish list): kept by no cache. */
export const PERSONAL_PAGE = { "Cache-Control": "private, no-store" } as const;

/**
 * Pages the same for every visitor without a session: a shared cache (the HTML cache, a CDN) may keep one for
 * a minute, a browser asks again each time. No stale-while-revalidate: a browser would answer from it too,
 * and after signing in a page's data would come back as the visitor's anonymous copy. The page depends on
 * cookies (the session, the language), hence Vary.
 */
export const SHARED_PAGE = { "Cache-Control": "public, max-age=0, s-maxage=60", Vary: "Cookie" } as const;

/** Pages whose figures must be live (seats on class cards): revalidated on every view, by anyone. */
export const LIVE_PAGE = { "Cache-Control": "no-cache", Vary: "Cookie" } as const;

/** A page's caching for a visitor with or without a session. */
export function pageCaching(kind: typeof SHARED_PAGE | typeof LIVE_PAGE, hasSession: boolean) {
  return hasSession ? PERSONAL_PAGE : kind;
}
