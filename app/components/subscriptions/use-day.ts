import { formatCardDate } from "../../../rules/regional/dates.js";
import { useShell } from "../shell/use-shell.js";

/** A day as the site writes compact dates (05/10/2026 in the US), in the visitor's timezone: periods and expiry need no time of day. */
export function useDay(): (value: string) => string {
  const { site, timezone } = useShell();
  return (value) => formatCardDate(value, site, { timezone });
}
