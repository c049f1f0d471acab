import { type CheckoutTotals, checkoutTotals, type PricingSettings, toMinor } from "@shop/contract";

/** The discount code on a cart, as the summaries show it (docs/decisions/0022). */
export interface CartPromotion {
  /** The applied code, or null. */
  code: string | null;
  /** What it takes off the lines now, in minor units (0 when it does not apply). */
  discountCents: number;
  freeShipping: boolean;
  /** Why the code no longer applies to the cart as it is; null when it does. */
  problem: string | null;
}

export const NO_PROMOTION: CartPromotion = { code: null, discountCents: 0, freeShipping: false, problem: null };

/**
 * Subtotal − discount + shipping + tax of cart lines, by the contract's pricing module (the server
 * prices the code; this only adds up what it said). Everything is in minor units of the shop's
 * currency (`digits` decimals, as `pricingOf` gives the fee and threshold), never "×100".
 */
export function cartTotals(
  lines: readonly { specialPrice?: number | null; price: number; quantity: number }[],
  pricing: PricingSettings,
  digits: number,
  promotion: CartPromotion = NO_PROMOTION,
): CheckoutTotals {
  return checkoutTotals(
    lines.map((line) => ({
      unitPriceCents: toMinor(line.specialPrice ?? line.price, digits),
      quantity: line.quantity,
    })),
    pricing,
    promotion.code && !promotion.problem
      ? { discountCents: promotion.discountCents, freeShipping: promotion.freeShipping }
      : undefined,
  );
}
