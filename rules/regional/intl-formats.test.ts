import { describe, expect, it } from "vitest";
import { currencyDecimals, dateTimeFormat, displayNames, numberFormat } from "./intl-formats.js";

describe("Intl formatters kept per language and options", () => {
  it("answers the same formatter for the same language and options, another for other ones", () => {
    const clock = dateTimeFormat("en", { hour: "numeric", timeZone: "UTC" });
    expect(dateTimeFormat("en", { hour: "numeric", timeZone: "UTC" })).toBe(clock);
    expect(dateTimeFormat("fr", { hour: "numeric", timeZone: "UTC" })).not.toBe(clock);
    expect(dateTimeFormat("en", { hour: "2-digit", timeZone: "UTC" })).not.toBe(clock);
    expect(dateTimeFormat("fr", { hour: "numeric", minute: "2-digit", timeZone: "UTC" }).format(Date.UTC(2024, 0, 1, 15, 30))).toBe("15:30");
  });

  it("formats as a new formatter would", () => {
    expect(numberFormat("ja", { style: "unit", unit: "day", unitDisplay: "long" }).format(180)).toBe(
      new Intl.NumberFormat("ja", { style: "unit", unit: "day", unitDisplay: "long" }).format(180),
    );
    expect(displayNames("fr", { type: "region", fallback: "none" }).of("JP")).toBe("Japon");
  });

  it("keeps a bounded number, however many languages are asked for", () => {
    const first = numberFormat("en", { maximumFractionDigits: 0 });
    // 600 well-formed currency codes: more than are kept.
    for (let n = 0; n < 600; n += 1) numberFormat("en", { style: "currency", currency: `X${String.fromCharCode(65 + (n % 26))}${String.fromCharCode(65 + Math.floor(n / 26))}` });
    expect(numberFormat("en", { maximumFractionDigits: 0 })).not.toBe(first);
  });

  it("knows each currency's minor unit, and refuses a code that is no currency", () => {
    expect([currencyDecimals("GBP"), currencyDecimals("JPY"), currencyDecimals("KRW"), currencyDecimals("KWD")]).toEqual([2, 0, 0, 3]);
    expect(() => currencyDecimals("not a currency")).toThrow(RangeError);
  });
});
