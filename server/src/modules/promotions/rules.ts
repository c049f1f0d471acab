/**
 * Whether a code applies, and why not, in words a shopper reads (docs/decisions/0022). The same check
 * prices the cart on every read and guards placement, which then redeems the code in its transaction.
 *
 * The rules checked again at placement, under the code's lock, live in the database function
 * `redeem_code` (server/src/db/functions/redeem_code.sql): a change to a rule here is a change there.
 * Applying a code to the cart, with its rate limit and the answer that does not say which codes
 * exist, is the use case in cart/apply-code.ts.
 */
import {
  applyPromotion,
  MSG,
  type PricingLine,
  type PromotionKind,
  type PromotionOutcome,
  type PromotionTerms,
  type ShopMoney,
} from "@shop/contract";

/** A code as the rules need it (a row of `promotions`, plus how often this customer used it). */
export interface CodeTerms extends PromotionTerms {
  id: number;
  code: string;
  kind: PromotionKind;
  value: number;
  minSubtotalCents: number | null;
  startsAt: Date | null;
  endsAt: Date | null;
  usageLimit: number | null;
  perCustomerLimit: number | null;
  active: boolean;
  sellerId: number | null;
  timesUsed: number;
  /** Orders of this customer that redeemed it and were not cancelled. */
  usedByCustomer: number;
  /** The scope and minimum quantity (docs/decisions/0057); empty lists: every line. */
  categoryIds: number[];
  productIds: number[];
  sellerIds: number[];
  minQuantity: number | null;
}

export type CodeCheck =
  | { applies: true; terms: CodeTerms; outcome: Extract<PromotionOutcome, { applies: true }> }
  | { applies: false; terms: CodeTerms | undefined; reason: string; usedUp?: boolean };

/** Checks a code against the lines at `now`; the first reason that holds is the one given, its amounts written by `money`. */
export function checkCode(
  terms: CodeTerms | undefined,
  lines: readonly PricingLine[],
  now: Date,
  money: ShopMoney,
): CodeCheck {
  if (!terms) return { applies: false, terms, reason: MSG.promoUnknown };
  const refuse = (reason: string, usedUp = false): CodeCheck => ({ applies: false, terms, reason, usedUp });
  if (!terms.active) return refuse(MSG.promoInactive);
  if (terms.startsAt && now < terms.startsAt) return refuse(MSG.promoNotStarted);
  if (terms.endsAt && now >= terms.endsAt) return refuse(MSG.promoExpired);
  if (terms.usageLimit !== null && terms.timesUsed >= terms.usageLimit) return refuse(MSG.promoUsedUp, true);
  if (terms.perCustomerLimit !== null && terms.usedByCustomer >= terms.perCustomerLimit) {
    return refuse(MSG.promoAlreadyUsed);
  }
  // The terms are the pricing module's PromotionTerms and more: the scope and the least quantity with them.
  const outcome = applyPromotion(terms, lines);
  if (!outcome.applies) return refuse(refusal(outcome, money));
  return { applies: true, terms, outcome };
}

/** Why the pricing module refused a code, in the shopper's words. */
function refusal(outcome: Extract<PromotionOutcome, { applies: false }>, money: ShopMoney): string {
  switch (outcome.reason) {
    case "below_minimum":
      return MSG.promoBelowMinimum(money.formatMinor(outcome.missingCents));
    case "below_quantity":
      return MSG.promoBelowQuantity(outcome.missingUnits);
    case "not_in_scope":
      return MSG.promoNotInScope;
    case "no_qualifying_items":
      return MSG.promoNoQualifyingItems;
  }
}
