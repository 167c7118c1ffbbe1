/**
 * Intl formatters made once per language and options. Making one costs far more than using it: CPU, and ICU
 * memory outside V8's heap that a burst of concurrent renders piles up faster than the collector frees it
 * (measured with heaptrack: a footer's two formatters a render were a quarter of a server process's peak of
 * native memory). Bounded, since a language can come from a request. A lookup costs about 1.5 µs (the options'
 * key): the wall clock (./wall-clock.ts), which reads many dates a render, keeps its one formatter a zone itself.
 */
const KEPT = 512;

function cachedPerLanguage<Options, Formatter>(make: (language: string, options: Options) => Formatter) {
  const made = new Map<string, Formatter>();
  return (language: string, options: Options): Formatter => {
    const key = `${language}\u0000${JSON.stringify(options)}`;
    let formatter = made.get(key);
    if (!formatter) {
      formatter = make(language, options);
      if (made.size >= KEPT) made.clear();
      made.set(key, formatter);
    }
    return formatter;
  };
}

export const dateTimeFormat = cachedPerLanguage(
  (language: string, options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat(language, options),
);

export const numberFormat = cachedPerLanguage(
  (language: string, options: Intl.NumberFormatOptions) => new Intl.NumberFormat(language, options),
);

export const displayNames = cachedPerLanguage(
  (language: string, options: Intl.DisplayNamesOptions) => new Intl.DisplayNames([language], options),
);

export const collator = cachedPerLanguage((language: string, options: Intl.CollatorOptions) => new Intl.Collator(language, options));

export const listFormat = cachedPerLanguage((language: string, options: Intl.ListFormatOptions) => new Intl.ListFormat(language, options));

/** The decimals of a currency's minor unit, as ICU knows them (ISO 4217): 2 for GBP, 0 for JPY; a RangeError for a code that is no currency. */
export function currencyDecimals(currency: string): number {
  return numberFormat("en", { style: "currency", currency }).resolvedOptions().maximumFractionDigits ?? 2;
}
