/** Why an address opened no page: it is no address with a host, or no site answers at its host. */
export type AddressProblem = { problem: "invalid" } | { problem: "unknownHost"; host: string };

/** The path a new page starts with, when an address led to a path without a page. */
export const NEW_PATH_PARAMETER = "newPath";

/**
 * A page's address as an editor pastes it ("https://uk.mathwise.example/faq?x=1", "uk.localhost:3000/faq",
 * "uk.mathwise.example") as the host and path the site and page are found by: the host lower-cased
 * without its port, the path without query, fragment or trailing slash. Null without a host.
 */
export function parsePageAddress(text: string): { host: string; path: string } | null {
  const trimmed = text.trim();
  if (trimmed === "" || trimmed.startsWith("/")) return null;
  let url: URL;
  try {
    url = new URL(/^[a-z][a-z\d+.-]*:\/\//i.test(trimmed) ? trimmed : `http://${trimmed}`);
  } catch {
    return null;
  }
  if (url.hostname === "") return null;
  const path = url.pathname.length > 1 ? url.pathname.replace(/\/+$/, "") : "/";
  return { host: url.hostname.toLowerCase(), path: readablePath(path) };
}

function readablePath(path: string): string {
  try {
    return decodeURI(path);
  } catch {
    return path; // a stray "%" that starts no escape
  }
}
