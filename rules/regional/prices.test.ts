import { describe, expect, it } from "vitest";
import { convertPrice, formatPrice, taxLabel } from "./prices.js";
import { SITES, siteOf } from "../../tests/helpers/test-sites.js";

const SGD = siteOf("sg").currency;
const JPY = siteOf("jp").currency;
const GBP = siteOf("uk").currency;

describe("convertPrice", () => {
  it("divides the stored amount by the currency's factor", () => {
    expect(convertPrice(123450, SGD)).toBe(1234.5);
    expect(convertPrice(29, SGD)).toBe(0.29);
    expect(convertPrice(1200, JPY)).toBe(1200);
    expect(convertPrice(-500, GBP)).toBe(-5);
  });

  it("gives NaN for a non-finite amount", () => {
    expect(convertPrice(Number.NaN, SGD)).toBeNaN();
    expect(convertPrice(Infinity, SGD)).toBeNaN();
  });
});

describe("formatPrice", () => {
  it("puts the symbol before the amount with comma thousands separators, padded to the currency's decimals", () => {
    expect(formatPrice(123450, SGD)).toBe("S$1,234.50");
    expect(formatPrice(1200, JPY)).toBe("¥1,200");
    expect(formatPrice(0, GBP)).toBe("£0.00");
    expect(formatPrice(5, GBP)).toBe("£0.05");
    expect(formatPrice(100, GBP)).toBe("£1.00");
    expect(formatPrice(99999, GBP)).toBe("£999.99");
    expect(formatPrice(123456789012, SGD)).toBe("S$1,234,567,890.12");
    expect(formatPrice(1234567, JPY)).toBe("¥1,234,567");
    expect(formatPrice(123450, siteOf("hk").currency)).toBe("HK$1,234.50");
  });

  it("drops trailing zero decimals without padding", () => {
    expect(formatPrice(123450, SGD, { padDecimals: false })).toBe("S$1,234.5");
    expect(formatPrice(123400, SGD, { padDecimals: false })).toBe("S$1,234");
    expect(formatPrice(123401, SGD, { padDecimals: false })).toBe("S$1,234.01");
    expect(formatPrice(1200, JPY, { padDecimals: false })).toBe("¥1,200");
  });

  it("puts the minus sign before the symbol, and never on zero", () => {
    expect(formatPrice(-123450, SGD)).toBe("-S$1,234.50");
    expect(formatPrice(-0, SGD)).toBe("S$0.00");
    expect(formatPrice(-0.4, SGD)).toBe("S$0.00");
  });

  it("rounds half away from zero when the factor has more precision than is shown", () => {
    const mills = { symbol: "$", factor: 1000, decimals: 2 };
    expect(formatPrice(1005, mills)).toBe("$1.01");
    expect(formatPrice(1004, mills)).toBe("$1.00");
    expect(formatPrice(-1005, mills)).toBe("-$1.01");
    expect(formatPrice(1.5, JPY)).toBe("¥2");
  });

  it("does not depend on the machine's locale", () => {
    const real = Number.prototype.toLocaleString;
    Number.prototype.toLocaleString = function () {
      return "locale was used";
    };
    try {
      expect(formatPrice(123450, SGD)).toBe("S$1,234.50");
    } finally {
      Number.prototype.toLocaleString = real;
    }
  });

  it("gives an empty string for amounts it cannot show", () => {
    expect(formatPrice(Number.NaN, SGD)).toBe("");
    expect(formatPrice(Infinity, SGD)).toBe("");
    expect(formatPrice(1e300, SGD)).toBe("");
  });
});

describe("taxLabel", () => {
  it("labels tax GST, included or excluded, on sg and uk", () => {
    expect(taxLabel(siteOf("sg"), true, "en")).toEqual({ label: "GST", included: true });
    expect(taxLabel(siteOf("uk"), false, "en")).toEqual({ label: "GST", included: false });
    expect(taxLabel(siteOf("sg"), true, "zh-Hans")).toEqual({ label: "GST", included: true });
  });

  it("shows no tax note on the other sites", () => {
    const withTax = SITES.filter((site) => taxLabel(site, true, site.defaultLanguage) !== null).map((site) => site.locale);
    expect(withTax).toEqual(["uk", "sg"]);
  });
});
