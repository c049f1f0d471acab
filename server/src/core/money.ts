/**
 * The shop's currency as the server reads and checks amounts in it (docs/product/api.md, "Money";
 * docs/decisions/0033-minor-units.md). The contract's schemas cannot know the shop's currency, so
 * they allow the most decimals any currency has; every route or use case that takes an amount
 * converts it here, refused with a 400 naming the field when it has more decimals than the shop's
 * currency ("Price can have at most 0 decimals in JPY"). Amounts are kept as integer minor units.
 */
import { currencyDigits, fromMinor, hasAtMostDigits, MSG, toMinor } from "@shop/contract";
import { badRequest } from "./errors.js";

export interface Amounts {
  currency: string;
  /** The currency's decimals (ISO 4217): 0 for JPY, 2 for USD, 3 for KWD. */
  digits: number;
  /**
   * A decimal amount of the API in minor units. Refused with a 400 when it has more decimals than
   * the currency: `field` names it in the answer's fieldErrors, `label` in the message ("Price").
   */
  minor(amount: number, field: string, label: string): number;
  /** As `minor`, for an amount that may be absent (null and undefined stay what they are). */
  minorOrNull<T extends null | undefined>(amount: number | T, field: string, label: string): number | T;
  /** Minor units as the API's decimal amount. */
  amount(minor: number): number;
}

/** The conversions and checks of amounts in `currency` (an ISO 4217 code the contract knows). */
export function amountsIn(currency: string): Amounts {
  const digits = currencyDigits(currency);
  const minor = (amount: number, field: string, label: string) => {
    if (!hasAtMostDigits(amount, digits)) {
      const message = MSG.amountDecimals(label, digits, currency);
      throw badRequest(message, { [field]: message });
    }
    return toMinor(amount, digits);
  };
  return {
    currency,
    digits,
    minor,
    minorOrNull: (amount, field, label) =>
      amount === null || amount === undefined ? amount : minor(amount, field, label),
    amount: (value) => fromMinor(value, digits),
  };
}
