import { describe, expect, it } from "vitest";
import {
  CURRENCY_CODES,
  currencyDigits,
  formatAmount,
  formatMinor,
  fromMinor,
  hasAtMostDigits,
  isCurrencyCode,
  moneyLocale,
  toMinor,
} from "./currency.js";

describe("currencies", () => {
  it("has ISO 4217's exponents, not 2 for every code", () => {
    expect(currencyDigits("JPY")).toBe(0);
    expect(currencyDigits("KRW")).toBe(0);
    expect(currencyDigits("USD")).toBe(2);
    expect(currencyDigits("EUR")).toBe(2);
    expect(currencyDigits("KWD")).toBe(3);
    expect(currencyDigits("BHD")).toBe(3);
    expect(currencyDigits("OMR")).toBe(3);
    expect(() => currencyDigits("XYZ")).toThrow(/XYZ/);
  });

  it("knows only active codes that Intl can format", () => {
    expect(isCurrencyCode("USD")).toBe(true);
    expect(isCurrencyCode("usd")).toBe(false);
    expect(isCurrencyCode("XAU")).toBe(false);
    expect(isCurrencyCode("HRK")).toBe(false);
    for (const code of CURRENCY_CODES) expect(() => formatMinor(1, { currency: code, locale: "en-US" })).not.toThrow();
  });

  it("converts between the API's decimals and minor units without ×100", () => {
    expect(toMinor(19.99, 2)).toBe(1999);
    expect(toMinor(1980, 0)).toBe(1980);
    expect(toMinor(12.345, 3)).toBe(12345);
    expect(toMinor(0.285, 2)).toBe(29);
    expect(toMinor(-48.79, 2)).toBe(-4879);
    expect(fromMinor(1999, 2)).toBe(19.99);
    expect(fromMinor(1980, 0)).toBe(1980);
    expect(fromMinor(12345, 3)).toBe(12.345);
    for (const digits of [0, 2, 3]) {
      for (let minor = 0; minor < 5000; minor += 7) expect(toMinor(fromMinor(minor, digits), digits)).toBe(minor);
    }
  });

  it("tells whether an amount has too many decimals for the currency", () => {
    expect(hasAtMostDigits(1980, 0)).toBe(true);
    expect(hasAtMostDigits(19.9, 0)).toBe(false);
    expect(hasAtMostDigits(19.99, 2)).toBe(true);
    expect(hasAtMostDigits(19.999, 2)).toBe(false);
    expect(hasAtMostDigits(12.345, 3)).toBe(true);
    expect(hasAtMostDigits(12.3456, 3)).toBe(false);
    expect(hasAtMostDigits(0.1 + 0.2, 2)).toBe(false);
    expect(hasAtMostDigits(1e-7, 3)).toBe(false);
    expect(hasAtMostDigits(Number.NaN, 2)).toBe(false);
  });

  it("formats with the currency's symbol and ISO digits for the locale", () => {
    expect(formatMinor(1999, { currency: "USD", locale: "en-US" })).toBe("$19.99");
    expect(formatMinor(1999, { currency: "EUR", locale: "de-DE" })).toBe("19,99\u00a0€");
    expect(formatMinor(1980, { currency: "JPY", locale: "ja-JP" })).toBe("￥1,980");
    expect(formatMinor(149900, { currency: "INR", locale: "en-IN" })).toBe("₹1,499.00");
    expect(formatAmount(12.345, { currency: "KWD", locale: "en-KW" })).toBe("KWD\u00a012.345");
    expect(formatMinor(-4879, { currency: "USD", locale: "en-US" })).toBe("-$48.79");
  });

  it("puts the page's language in the shop's country", () => {
    expect(moneyLocale("de", "DE")).toBe("de-DE");
    expect(moneyLocale("en", "IN")).toBe("en-IN");
  });
});
