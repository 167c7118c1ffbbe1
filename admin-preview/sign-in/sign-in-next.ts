const SIGNED_IN_HOME = "/admin";
/** Any address resolves against this origin; one that leaves it is not ours. */
const BASE = "https://admin.invalid";

/**
 * Where the sign-in page sends a staff member afterwards: the `next` it was given when that is a page of
 * the tool on this site, else the tool's start. Anything else (another host, `//elsewhere`, `/\elsewhere`,
 * a storefront page) could turn the sign-in page into an open redirect.
 */
export function signInDestination(next: string | null | undefined): string {
  if (!next || !next.startsWith("/") || /[\\\s]/.test(next)) return SIGNED_IN_HOME;
  let url: URL;
  try {
    url = new URL(next, BASE);
  } catch {
    return SIGNED_IN_HOME;
  }
  if (url.origin !== BASE || !/^\/admin(\/|$)/.test(url.pathname) || url.pathname.startsWith("/admin/login")) return SIGNED_IN_HOME;
  return url.pathname + url.search + url.hash;
}
