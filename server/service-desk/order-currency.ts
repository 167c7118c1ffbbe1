import type { Locale, Site } from "../../schemas/site.js";
import type { SiteDirectory } from "../service/sites.js";
import { currencyDecimals } from "../../rules/regional/intl-formats.js";

/**
 * How an order's amounts are shown: its site's currency, or, should the site have changed currency since, the
 * order's own currency code with its standard decimals (minor units = 10^decimals).
 */
export function orderCurrency(sites: SiteDirectory, order: { locale: Locale; currency: string }): Site["currency"] {
  const siteCurrency = sites.forLocale(order.locale)?.currency;
  if (siteCurrency?.code === order.currency) return siteCurrency;
  const decimals = currencyDecimals(order.currency);
  return { code: order.currency, symbol: `${order.currency} `, factor: 10 ** decimals, decimals };
}
