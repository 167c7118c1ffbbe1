/**
 * Whether a state-changing request comes from another site (CSRF). Browsers send Sec-Fetch-Site; older
 * ones send Origin. A request with neither comes from a non-browser client, which cookies cannot be
 * forged for, and is let through.
 */
export function isCrossSiteRequest(headers: {
  secFetchSite?: string;
  origin?: string;
  host?: string;
}): boolean {
  if (headers.secFetchSite) return headers.secFetchSite === "cross-site";
  if (headers.origin === undefined) return false;
  try {
    return new URL(headers.origin).host !== headers.host;
  } catch {
    return true;
  }
}
