import { formatDateTime } from "../../../rules/regional/dates.js";
import { formatPrice } from "../../../rules/regional/prices.js";
import { useShell } from "../shell/use-shell.js";

/** A moment as the family's site writes it, in the visitor's timezone. */
export function useMoment(): (value: string) => string {
  const { site, language, timezone } = useShell();
  return (value) => formatDateTime(value, site, language, { timezone });
}

/** An amount in the site's currency: a family orders on its own site only, so an order's currency is the site's. */
export function useMoney(): (amount: number) => string {
  const { site } = useShell();
  return (amount) => formatPrice(amount, site.currency);
}
