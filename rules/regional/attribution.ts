/**
 * The attribution values a landing URL can carry and the session keeps (SPEC §3 Attribution, session values).
 * The other session values the spec lists (isNewUser, courses_detail_id, goods_detail_id, price) are set by
 * the pages themselves, never read from a link.
 */
export const ATTRIBUTION_KEYS = [
  "source",
  "utm_source",
  "utm_medium",
  "utm_campaign",
  "external_user_id",
  "corp_id",
  "source_id",
  "source_type",
  "event_type",
  "event_id",
  "scene",
] as const;

export type AttributionKey = (typeof ATTRIBUTION_KEYS)[number];
export type Attribution = Partial<Record<AttributionKey, string>>;

/** Longest attribution value kept; longer values are cut (by characters, never inside one). */
export const ATTRIBUTION_MAX_LENGTH = 200;

function clean(value: unknown): string | undefined {
  if (typeof value !== "string") return undefined;
  const trimmed = value.trim();
  if (trimmed.length === 0) return undefined;
  const characters = Array.from(trimmed);
  return characters.length > ATTRIBUTION_MAX_LENGTH ? characters.slice(0, ATTRIBUTION_MAX_LENGTH).join("").trimEnd() : trimmed;
}

/**
 * The attribution values of a landing URL's query: only the known keys, trimmed and cut to 200 characters;
 * keys that are missing or blank are left out. When a key repeats, its first value counts.
 */
export function readAttribution(searchParams: URLSearchParams | string): Attribution {
  const params = typeof searchParams === "string" ? new URLSearchParams(searchParams) : searchParams;
  const result: Attribution = {};
  for (const key of ATTRIBUTION_KEYS) {
    const value = clean(params.get(key));
    if (value !== undefined) result[key] = value;
  }
  return result;
}

/**
 * The session's attribution after a landing: each value the landing URL carries replaces the stored one
 * (a new campaign link wins), and stored values it does not carry are kept. `stored` may come straight from
 * session storage: anything that is not a known key with a usable string value is dropped.
 */
export function mergeAttribution(stored: Readonly<Record<string, unknown>> | null | undefined, landing: Attribution): Attribution {
  const result: Attribution = {};
  for (const key of ATTRIBUTION_KEYS) {
    const value = clean(landing[key]) ?? clean(stored?.[key]);
    if (value !== undefined) result[key] = value;
  }
  return result;
}
