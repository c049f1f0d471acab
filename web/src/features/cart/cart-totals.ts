import {
  basisPoints,
  type CheckoutTotals,
  checkoutTotals,
  formatTaxRate,
  type PricingSettings,
  toMinor,
} from "@shop/contract";
import { type Language, t } from "@shop/contract/i18n";

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

/** A cart line as the totals need it; the server's cart adds each line's tax rate and share of the code. */
export interface TotalsLine {
  specialPrice?: number | null;
  price: number;
  quantity: number;
  variantId?: number;
  /** The category's rate, percent; null or absent: the shop's (docs/decisions/0036-taxes.md). */
  taxRate?: number | null;
  promotionDiscount?: number;
}

/**
 * Subtotal − discount + shipping (+ tax unless the prices include it) of cart lines, by the
 * contract's pricing module (the server prices the code and says each line's share; this only adds
 * up what it said). Everything is in minor units of the shop's currency (`digits` decimals, as
 * `pricingOf` gives the fee and threshold), never "×100".
 */
export function cartTotals(
  lines: readonly TotalsLine[],
  pricing: PricingSettings,
  digits: number,
  promotion: CartPromotion = NO_PROMOTION,
): CheckoutTotals {
  const keyed = lines.map((line, i) => ({ ...line, key: line.variantId ?? -1 - i }));
  const applies = promotion.code && !promotion.problem;
  // The code's split over the lines as the server said it; without it, the pricing module splits it.
  const split = keyed.every((l) => l.promotionDiscount !== undefined)
    ? new Map(keyed.map((l) => [l.key, toMinor(l.promotionDiscount ?? 0, digits)]))
    : undefined;
  return checkoutTotals(
    keyed.map((line) => ({
      key: line.key,
      unitPriceCents: toMinor(line.specialPrice ?? line.price, digits),
      quantity: line.quantity,
      taxRateBp: line.taxRate === null || line.taxRate === undefined ? null : basisPoints(line.taxRate),
    })),
    pricing,
    applies
      ? {
          discountCents: promotion.discountCents,
          freeShipping: promotion.freeShipping,
          ...(split && keyed.length > 0 ? { lineDiscounts: split } : {}),
        }
      : undefined,
  );
}

/**
 * The summaries' tax line (docs/decisions/0036-taxes.md): "Tax (7%)" when tax is added, "incl. 19%
 * tax" when the prices include it; several rates are listed when added ("Tax (7%, 19%)") and said
 * once when included ("incl. tax").
 */
export function taxLabel(
  pricing: PricingSettings,
  lines: readonly Pick<TotalsLine, "taxRate">[] = [],
  language: Language = "en",
): string {
  const rates = [
    ...new Set(
      lines.map((l) => (l.taxRate === null || l.taxRate === undefined ? pricing.taxRateBp : basisPoints(l.taxRate))),
    ),
  ].sort((a, b) => a - b);
  const shown = rates.length > 0 ? rates : [pricing.taxRateBp];
  if (!pricing.pricesIncludeTax) return t(language, "cart.tax", { rates: shown.map(formatTaxRate).join(", ") });
  return shown.length === 1
    ? t(language, "taxIncluded", { rate: formatTaxRate(shown[0] as number) })
    : t(language, "taxIncludedRates");
}
