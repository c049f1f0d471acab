/**
 * The shop's currency (docs/product/api.md, "Money"; docs/decisions/0033-minor-units.md): which codes a shop may sell in, how many decimals
 * each has, and the two conversions between the API's decimal amounts and the integer count of the
 * currency's minor unit that every sum is done in. The exponent is ISO 4217's, never a guess and
 * never "×100": JPY has 0 decimals, USD 2, KWD 3.
 */

/**
 * The active ISO 4217 codes a shop can sell in (funds, metals, testing codes and withdrawn codes
 * left out). Kept as a list rather than read from `Intl.supportedValuesOf`, which follows the ICU
 * of whichever engine runs it.
 */
// biome-ignore format: a table, fourteen codes a line
export const CURRENCY_CODES = [
  "AED", "AFN", "ALL", "AMD", "AOA", "ARS", "AUD", "AWG", "AZN", "BAM", "BBD", "BDT", "BGN", "BHD",
  "BIF", "BMD", "BND", "BOB", "BRL", "BSD", "BTN", "BWP", "BYN", "BZD", "CAD", "CDF", "CHF", "CLP",
  "CNY", "COP", "CRC", "CUP", "CVE", "CZK", "DJF", "DKK", "DOP", "DZD", "EGP", "ERN", "ETB", "EUR",
  "FJD", "FKP", "GBP", "GEL", "GHS", "GIP", "GMD", "GNF", "GTQ", "GYD", "HKD", "HNL", "HTG", "HUF",
  "IDR", "ILS", "INR", "IQD", "IRR", "ISK", "JMD", "JOD", "JPY", "KES", "KGS", "KHR", "KMF", "KPW",
  "KRW", "KWD", "KYD", "KZT", "LAK", "LBP", "LKR", "LRD", "LSL", "LYD", "MAD", "MDL", "MGA", "MKD",
  "MMK", "MNT", "MOP", "MRU", "MUR", "MVR", "MWK", "MXN", "MYR", "MZN", "NAD", "NGN", "NIO", "NOK",
  "NPR", "NZD", "OMR", "PAB", "PEN", "PGK", "PHP", "PKR", "PLN", "PYG", "QAR", "RON", "RSD", "RUB",
  "RWF", "SAR", "SBD", "SCR", "SDG", "SEK", "SGD", "SHP", "SLE", "SOS", "SRD", "SSP", "STN", "SVC",
  "SYP", "SZL", "THB", "TJS", "TMT", "TND", "TOP", "TRY", "TTD", "TWD", "TZS", "UAH", "UGX", "USD",
  "UYU", "UZS", "VES", "VND", "VUV", "WST", "XAF", "XCD", "XCG", "XOF", "XPF", "YER", "ZAR", "ZMW",
  "ZWG",
] as const;

export type CurrencyCode = (typeof CURRENCY_CODES)[number];

const KNOWN = new Set<string>(CURRENCY_CODES);

/** ISO 4217's minor-unit exponents that are not 2 (every other listed code has 2). */
// biome-ignore format: a table
const EXPONENTS: Readonly<Record<string, number>> = {
  BIF: 0, CLP: 0, DJF: 0, GNF: 0, ISK: 0, JPY: 0, KMF: 0, KRW: 0, PYG: 0, RWF: 0, UGX: 0, VND: 0,
  VUV: 0, XAF: 0, XOF: 0, XPF: 0,
  BHD: 3, IQD: 3, JOD: 3, KWD: 3, LYD: 3, OMR: 3, TND: 3,
};

export const DEFAULT_CURRENCY: CurrencyCode = "USD";
/** The shop's country before its owner chose one (ISO 3166-1 alpha-2). */
export const DEFAULT_COUNTRY = "US";

/** The most decimals any listed currency has (KWD, BHD, OMR…): what a schema that cannot know the shop's currency allows. */
export const MAX_CURRENCY_DIGITS = 3;

export function isCurrencyCode(code: string): code is CurrencyCode {
  return KNOWN.has(code);
}

/** The number of decimals of a currency's minor unit (ISO 4217): JPY 0, USD 2, KWD 3. */
export function currencyDigits(code: string): number {
  if (!KNOWN.has(code)) throw new RangeError(`Unknown currency ${code}`);
  return EXPONENTS[code] ?? 2;
}

const POWERS = [1, 10, 100, 1000, 10_000] as const;

function power(digits: number): number {
  const p = POWERS[digits];
  if (p === undefined) throw new RangeError("digits must be 0 to 4");
  return p;
}

/**
 * Whether a decimal amount has at most `digits` decimals (19.99 in USD yes, 19.9 in JPY no). The
 * check is on the number's shortest decimal form, so binary noise (0.1 + 0.2) is not a decimal.
 */
export function hasAtMostDigits(amount: number, digits: number): boolean {
  if (!Number.isFinite(amount)) return false;
  const text = String(Math.abs(amount));
  if (text.includes("e")) {
    // 1e-7 and the like: exponent form only appears far beyond any currency's decimals, or for huge values.
    return Number.isInteger(amount) || digits >= 7;
  }
  const dot = text.indexOf(".");
  return dot < 0 || text.length - dot - 1 <= digits;
}

/**
 * A decimal amount in the major unit to the integer count of minor units (19.99 USD → 1999,
 * 1980 JPY → 1980, 12.345 KWD → 12345), rounded half away from zero at the currency's digits.
 * Callers that must refuse extra decimals check `hasAtMostDigits` first.
 */
export function toMinor(amount: number, digits: number): number {
  if (!Number.isFinite(amount)) throw new RangeError("amount must be finite");
  const sign = amount < 0 ? -1 : 1;
  // toFixed(6) removes binary noise (0.285 × 100 = 28.499999…) before rounding.
  const scaled = Number((Math.abs(amount) * power(digits)).toFixed(6));
  return sign * Math.floor(scaled + 0.5);
}

/** Minor units to the API's decimal amount: a number with at most `digits` decimals. */
export function fromMinor(minor: number, digits: number): number {
  const p = power(digits);
  return Number((Math.round(minor) / p).toFixed(digits));
}

/**
 * A line's total in the API's decimal amount: the unit price in minor units times the quantity,
 * never a float product (19.99 × 3 = 59.97 in USD, 1980 × 3 = 5940 in JPY, 12.345 × 3 = 37.035 in KWD).
 */
export function lineAmount(unitPrice: number, quantity: number, currency: string): number {
  const digits = currencyDigits(currency);
  return fromMinor(toMinor(unitPrice, digits) * quantity, digits);
}

/** The currency and the locale every amount a person reads is written in. */
export interface MoneyFormat {
  currency: string;
  /** A BCP 47 locale: the page's language with the shop's country ("de-DE", "en-IN"). */
  locale: string;
}

const formatters = new Map<string, Intl.NumberFormat>();

/**
 * The `Intl.NumberFormat` for a currency and locale, with ISO 4217's digits (not CLDR's, which
 * differ for a few currencies), built once per pair: a product list formats hundreds of prices.
 */
export function moneyFormatter({ currency, locale }: MoneyFormat): Intl.NumberFormat {
  const key = `${locale}|${currency}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    const digits = currencyDigits(currency);
    formatter = new Intl.NumberFormat(locale, {
      style: "currency",
      currency,
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    });
    formatters.set(key, formatter);
  }
  return formatter;
}

/** Intl's right-to-left mark, which begins an amount of a right-to-left locale ("\u200f2,469.00 US$" in Arabic). */
const RLM = "\u200f";

/**
 * Money in a right-to-left locale (docs/decisions/0034-money-formatting.md): a symbol of Latin letters
 * and a sign ("US$", "CA$", "UK£" in Arabic) ends in a left-to-right mark (U+200E), so the sign stays
 * with its letters; without it the Unicode Bidirectional Algorithm gives the trailing sign the page's
 * direction and an Arabic page shows "$US 2,469.00". `rtl`: the text is of a right-to-left locale
 * (an amount says so with its RLM). Every other text is as `Intl` writes it.
 */
export const symbolInDirection = (text: string, rtl = text.includes(RLM)): string =>
  rtl ? text.replace(/[A-Za-z]+[^\sA-Za-z\d.,\u200e\u200f]+/, "$&\u200e") : text;

/** An amount in minor units as a person reads it: "$19.99", "19,99 €", "￥1,980", "KWD 12.345". */
export function formatMinor(minor: number, format: MoneyFormat): string {
  const digits = currencyDigits(format.currency);
  return symbolInDirection(moneyFormatter(format).format(fromMinor(minor, digits)));
}

/** A decimal amount in the major unit (as the API carries it) as a person reads it. */
export function formatAmount(amount: number | null | undefined, format: MoneyFormat): string {
  const digits = currencyDigits(format.currency);
  return formatMinor(toMinor(amount ?? 0, digits), format);
}

/** The locale amounts and dates are written in: the page's language in the shop's country. */
export function moneyLocale(language: string, country: string): string {
  const locale = `${language}-${country}`;
  try {
    return Intl.getCanonicalLocales(locale)[0] ?? language;
  } catch {
    return language;
  }
}

/** Regions `Intl` names that are not countries a shop sits in. */
const NOT_COUNTRIES = new Set(["EU", "EZ", "UN", "ZZ", "QO", "XA", "XB"]);
let regionNames: Intl.DisplayNames | undefined;

/** Whether `code` is an ISO 3166-1 alpha-2 country (two upper-case letters `Intl` knows a name for). */
export function isCountryCode(code: string): boolean {
  if (!/^[A-Z]{2}$/.test(code) || NOT_COUNTRIES.has(code)) return false;
  regionNames ??= new Intl.DisplayNames(["en"], { type: "region", fallback: "none" });
  try {
    // A code ISO withdrew is renamed by the canonical form ("DD" East Germany → "und-DE"): not a country now.
    return regionNames.of(code) !== undefined && Intl.getCanonicalLocales(`und-${code}`)[0] === `und-${code}`;
  } catch {
    return false;
  }
}

let countries: string[] | undefined;

/** Every country code `isCountryCode` accepts, in code order (the country picker's options). */
export function countryCodes(): readonly string[] {
  if (!countries) {
    const letters = "ABCDEFGHIJKLMNOPQRSTUVWXYZ";
    countries = [...letters].flatMap((a) => [...letters].map((b) => a + b)).filter(isCountryCode);
  }
  return countries;
}
