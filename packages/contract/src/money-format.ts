/**
 * The one way an amount or a date is written for a person, on the web and on the server
 * (docs/decisions/0034-money-formatting.md): `Intl` for the page's language in the shop's country,
 * with the currency's symbol and ISO 4217's digits (never CLDR's). A server-rendered page and its
 * hydration build it from the same settings and language, so both write the same string.
 */
import {
  currencyDigits,
  DEFAULT_COUNTRY,
  DEFAULT_CURRENCY,
  formatMinor,
  symbolInDirection,
  fromMinor,
  moneyFormatter,
  moneyLocale,
  toMinor,
} from "./currency.js";

/**
 * The language amounts are written in where no page language is given (mails and papers until they
 * come in the customer's language; docs/decisions/0034-money-formatting.md); a page passes its own
 * (docs/decisions/0045-languages-and-messages.md).
 */
export const PAGE_LANGUAGE = "en";

type DateValue = string | number | Date | null | undefined;

export interface ShopMoney {
  currency: string;
  /** The currency's decimals (ISO 4217): 0 for JPY, 2 for USD, 3 for KWD. */
  digits: number;
  /** The shop's country (ISO 3166-1 alpha-2) the locale is of. */
  country: string;
  /** The BCP 47 locale every amount and date is written in ("en-US", "en-JP"). */
  locale: string;
  /** The currency's symbol in this locale ("$", "¥", "€", "KWD"), shown beside money inputs. */
  symbol: string;
  /** The smallest step of an amount: 0.01 for USD, 1 for JPY, 0.001 for KWD (an input's `step`). */
  step: number;
  /** A decimal amount of the API as a person reads it: "$19.99", "¥1,980". */
  format(amount: number | null | undefined): string;
  /** Minor units as a person reads them. */
  formatMinor(minor: number): string;
  /** A line's total (unit price × quantity, summed in minor units): "$59.97" for 3 × $19.99. */
  lineTotal(unitPrice: number, quantity: number): string;
  /** A decimal amount to minor units (19.99 USD → 1999, 1980 JPY → 1980). */
  toMinor(amount: number): number;
  /** Minor units to the API's decimal amount. */
  fromMinor(minor: number): number;
  /** A decimal amount for machines (CSV, JSON-LD): the currency's digits, no symbol, no grouping ("19.99", "1980", "12.345"). */
  plain(amount: number | null | undefined): string;
  /** "Nov 22, 2026" in the same locale; an empty string for a missing or invalid date. */
  date(value: DateValue): string;
  /** "Nov 22, 2026, 10:15 AM" in the same locale. */
  dateTime(value: DateValue): string;
}

/** What the formatter needs of the store settings (an order may name its own currency). */
export interface MoneySettings {
  currency?: string | null;
  country?: string | null;
}

const cache = new Map<string, ShopMoney>();

function toDate(value: DateValue): Date | null {
  if (value === null || value === undefined || value === "") return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** The formatter of a shop's money and dates, built once per currency, country and language. */
export function shopMoney(settings: MoneySettings, language: string = PAGE_LANGUAGE): ShopMoney {
  const currency = settings.currency || DEFAULT_CURRENCY;
  const country = settings.country || DEFAULT_COUNTRY;
  const key = `${language}|${country}|${currency}`;
  const known = cache.get(key);
  if (known) return known;
  const locale = moneyLocale(language, country);
  const digits = currencyDigits(currency);
  const format = { currency, locale };
  const parts = moneyFormatter(format).formatToParts(0);
  const symbol = symbolInDirection(
    parts.find((p) => p.type === "currency")?.value ?? currency,
    parts.some((p) => p.value.includes("\u200f")),
  );
  const dateFormat = new Intl.DateTimeFormat(locale, { year: "numeric", month: "short", day: "numeric" });
  const dateTimeFormat = new Intl.DateTimeFormat(locale, {
    year: "numeric",
    month: "short",
    day: "numeric",
    hour: "numeric",
    minute: "2-digit",
  });
  const money: ShopMoney = {
    currency,
    digits,
    country,
    locale,
    symbol,
    step: fromMinor(1, digits),
    format: (amount) => formatMinor(toMinor(amount ?? 0, digits), format),
    formatMinor: (minor) => formatMinor(minor, format),
    lineTotal: (unitPrice, quantity) => formatMinor(toMinor(unitPrice, digits) * quantity, format),
    toMinor: (amount) => toMinor(amount, digits),
    fromMinor: (minor) => fromMinor(minor, digits),
    plain: (amount) => fromMinor(toMinor(amount ?? 0, digits), digits).toFixed(digits),
    date: (value) => {
      const d = toDate(value);
      return d ? dateFormat.format(d) : "";
    },
    dateTime: (value) => {
      const d = toDate(value);
      return d ? dateTimeFormat.format(d) : "";
    },
  };
  cache.set(key, money);
  return money;
}

/** The same shop's formatter for an amount in `currency` (an order keeps the currency it was placed in). */
export const moneyIn = (money: ShopMoney, currency: string | null | undefined): ShopMoney =>
  !currency || currency === money.currency
    ? money
    : shopMoney({ currency, country: money.country }, new Intl.Locale(money.locale).language);

/** The US-dollar shop of the defaults (tests, and screens rendered before settings exist). */
export const DEFAULT_MONEY: ShopMoney = shopMoney({});
