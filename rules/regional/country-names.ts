import { displayNames } from "./intl-formats.js";

/**
 * A country's or region's name in a language, from the platform (Intl.DisplayNames, CLDR): "日本" for JP in
 * Japanese, "Japon" in French. `fallback` (the site data's English name) when the platform does not know it.
 */
export function countryName(countryCode: string, language: string, fallback: string): string {
  try {
    return displayNames(language, { type: "region", fallback: "none" }).of(countryCode) ?? fallback;
  } catch {
    return fallback;
  }
}
