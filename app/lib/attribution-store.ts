import { COOKIES } from "../../schemas/cookies.js";
import { mergeAttribution, readAttribution, type Attribution } from "../../rules/regional/attribution.js";

const STORAGE_KEY = "attribution";

/** The attribution kept for this browser session (empty on the server and before the first visit). */
export function sessionAttribution(): Attribution {
  if (typeof window === "undefined") return {};
  try {
    return mergeAttribution(JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? "{}") as Record<string, unknown>, {});
  } catch {
    return {};
  }
}

/**
 * Reads source, utm_* and the other session values of SPEC §3 from the landing URL and keeps them for the
 * session: in session storage for the browser's calls and in a session cookie for the server's.
 */
export function rememberLandingAttribution(search: string): void {
  const landing = readAttribution(search);
  if (Object.keys(landing).length === 0) return;
  const merged = mergeAttribution(sessionAttribution(), landing);
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(merged));
  } catch {
    // Storage refused (private mode): the cookie below still carries it.
  }
  document.cookie = `${COOKIES.attribution}=${encodeURIComponent(JSON.stringify(merged))}; path=/; samesite=lax`;
}
