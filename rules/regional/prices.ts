import type { Language, Site } from "../../schemas/site.js";

export type Currency = Site["currency"];

/**
 * A stored price (in minor units) as a number of currency units: stored / factor (SPEC §9 price conversion).
 * NaN for a non-finite amount.
 */
export function convertPrice(amountInMinorUnits: number, currency: Pick<Currency, "factor">): number {
  if (!Number.isFinite(amountInMinorUnits)) return Number.NaN;
  return amountInMinorUnits / currency.factor;
}

export interface FormatPriceOptions {
  /**
   * Always show `currency.decimals` decimals (S$1,234.00). Default true. When false, trailing zero decimals
   * are dropped (S$1,234, S$1,234.5) — SPEC §9: conversion "can pad to two decimals".
   */
  padDecimals?: boolean;
}

/**
 * A stored price (minor units) as shown: currency symbol, then the converted amount with comma thousands
 * separators and a dot for decimals, rounded half away from zero to `currency.decimals`
 * (SGD 123450 → "S$1,234.50", JPY 1200 → "¥1,200", SGD -500 → "-S$5.00").
 * The grouping is fixed, not taken from the machine's ICU locale, so server and browser render the same text.
 * A non-finite amount gives "".
 */
export function formatPrice(
  amountInMinorUnits: number,
  currency: Pick<Currency, "symbol" | "factor" | "decimals">,
  { padDecimals = true }: FormatPriceOptions = {},
): string {
  if (!Number.isFinite(amountInMinorUnits)) return "";
  const scale = 10 ** currency.decimals;
  // The amount in the smallest shown unit (cents for two decimals), as an integer.
  const units = Math.round((Math.abs(amountInMinorUnits) * scale) / currency.factor);
  if (!Number.isSafeInteger(units)) return "";
  const whole = Math.floor(units / scale)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ",");
  let fraction = currency.decimals > 0 ? String(units % scale).padStart(currency.decimals, "0") : "";
  if (!padDecimals) fraction = fraction.replace(/0+$/, "");
  const sign = amountInMinorUnits < 0 && units > 0 ? "-" : "";
  return `${sign}${currency.symbol}${whole}${fraction ? `.${fraction}` : ""}`;
}

export interface TaxLabel {
  /** Shown as is in every interface language. */
  label: "GST";
  /** Whether the shown price includes the tax. */
  included: boolean;
}

/**
 * The tax note beside a price on sites that show tax (features.showTax: sg and uk): SPEC §9 says tax is shown
 * included or excluded, labelled GST — on the uk site too, as specified. Null on other sites.
 * `_language` is accepted for call-site symmetry with the other formatters: the acronym is not translated.
 */
export function taxLabel(site: Pick<Site, "features">, included: boolean, _language?: Language): TaxLabel | null {
  return site.features.showTax ? { label: "GST", included } : null;
}
