/**
 * The one pricing module (docs/product/api.md, "Money"; docs/decisions/0033-minor-units.md): every
 * amount is an integer count of the shop's currency's minor unit (a cent of USD, a yen, a fils of
 * KWD), whatever its exponent; rounding is half-up to the minor unit and happens here only. The
 * names say "cents" for the minor unit (they were written for dollars); nothing here assumes 2
 * decimals. Rates (tax, discounts, commission) are basis points, percent × 100, whatever the currency.
 */
import { SHIPPING_FEE_CENTS, TAX_RATE_PERCENT } from "./constants.js";
import { toMinor } from "./currency.js";

/** Half-up division of non-negative integers: round(numerator / denominator). */
function divideHalfUp(numerator: number, denominator: number): number {
  return Math.floor((numerator * 2 + denominator) / (denominator * 2));
}

/**
 * A decimal with at most 2 decimals to hundredths, half-up: a percent to basis points (12.5 → 1250).
 * Not for money: an amount goes to minor units with `toMinor(amount, currencyDigits(currency))`.
 */
function toCents(amount: number): number {
  return toMinor(amount, 2);
}

/** Hundredths to a decimal (basis points to a percent); money comes back with `fromMinor`. */
function fromCents(cents: number): number {
  return Math.round(cents) / 100;
}

/** A discount percent (0..100, up to 2 decimals) as basis points (0..10000). */
export function discountBasisPoints(discountPercent: number): number {
  return toCents(discountPercent);
}

/** Basis points (0..10000) as the wire's discount percent (0..100, up to 2 decimals). */
export function discountPercent(basisPoints: number): number {
  return fromCents(basisPoints);
}

/** specialPrice = price − price × discount / 100, in cents. */
export function specialPriceCents(priceCents: number, discountPercent: number): number {
  const bp = Math.min(Math.max(discountBasisPoints(discountPercent), 0), 10_000);
  return priceCents - divideHalfUp(priceCents * bp, 10_000);
}

/** The badge percent: round((price − specialPrice) / price × 100); 0 for a free item. */
export function discountBadgePercent(priceCents: number, specialCents: number): number {
  if (priceCents <= 0 || specialCents >= priceCents) return 0;
  return divideHalfUp((priceCents - specialCents) * 100, priceCents);
}

export interface PricedLine {
  unitPriceCents: number;
  quantity: number;
}

export function subtotalCents(lines: readonly PricedLine[]): number {
  return lines.reduce((sum, line) => sum + line.unitPriceCents * line.quantity, 0);
}

/**
 * What a shop charges on top of its products (the owner sets them in the store settings, decision 0013):
 * a flat shipping fee, free above an optional threshold, and a tax rate in basis points (7 % = 700).
 */
export interface PricingSettings {
  shippingFeeCents: number;
  taxRateBp: number;
  /** Subtotal above which shipping is free; null when it never is. */
  freeShippingThresholdCents: number | null;
  /**
   * The prices include tax (decision 0036): each line's tax is taken out of its price, never added on
   * top, so the total is the lines + shipping − discount. Absent: false (tax is added, as in a US shop).
   */
  pricesIncludeTax?: boolean;
}

/** docs/product/storefront.md §9: $5.99 shipping, 7 % tax, no free shipping (a USD shop; others price by `pricingOf`). */
export const DEFAULT_PRICING: PricingSettings = {
  shippingFeeCents: SHIPPING_FEE_CENTS,
  taxRateBp: TAX_RATE_PERCENT * 100,
  freeShippingThresholdCents: null,
};

export function shippingCents(subtotal: number, pricing: PricingSettings = DEFAULT_PRICING): number {
  if (subtotal <= 0) return 0;
  const threshold = pricing.freeShippingThresholdCents;
  if (threshold !== null && subtotal > threshold) return 0;
  return pricing.shippingFeeCents;
}

export function taxCents(subtotal: number, pricing: PricingSettings = DEFAULT_PRICING): number {
  return divideHalfUp(subtotal * pricing.taxRateBp, 10_000);
}

/**
 * The tax inside a tax-inclusive amount, rounded once, half-up, in the minor unit (decision 0036):
 * gross − round(gross × 10,000 / (10,000 + rate)). €11.90 at 19 % holds €1.90.
 */
export function includedTaxCents(grossCents: number, rateBp: number): number {
  if (grossCents <= 0 || rateBp <= 0) return 0;
  return grossCents - divideHalfUp(grossCents * 10_000, 10_000 + rateBp);
}

/** A line as tax sees it: its key, its amount and the rate of its category (absent: the shop's rate). */
export interface TaxLine {
  key: number;
  unitPriceCents: number;
  quantity: number;
  /** The rate this line is taxed at, basis points; absent or null: the shop's `taxRateBp`. */
  taxRateBp?: number | null;
}

/**
 * Each line's tax, by line key, on what the customer pays for the line (its amount − its share of a
 * discount code). Prices with tax included: each line's tax is taken out of it on its own
 * (`includedTaxCents`, rounded once per line). Tax added on top: the lines of one rate are taxed
 * together (rounded once per rate, so a shop with one rate charges exactly round(net × rate)) and
 * that tax is shared over them by the largest remainder. The lines' taxes add up to the order's tax.
 */
export function lineTaxCents(
  lines: readonly TaxLine[],
  pricing: PricingSettings = DEFAULT_PRICING,
  lineDiscounts?: ReadonlyMap<number, number>,
): Map<number, number> {
  const rateOf = (l: TaxLine) => l.taxRateBp ?? pricing.taxRateBp;
  const netOf = (l: TaxLine) => Math.max(lineTotalCents(l) - (lineDiscounts?.get(l.key) ?? 0), 0);
  const result = new Map<number, number>();
  if (pricing.pricesIncludeTax) {
    for (const l of lines) result.set(l.key, (result.get(l.key) ?? 0) + includedTaxCents(netOf(l), rateOf(l)));
    return result;
  }
  const byRate = new Map<number, TaxLine[]>();
  for (const l of lines) byRate.set(rateOf(l), [...(byRate.get(rateOf(l)) ?? []), l]);
  for (const [rate, group] of byRate) {
    const net = group.reduce((sum, l) => sum + netOf(l), 0);
    const shares = allocateCents(
      divideHalfUp(net * rate, 10_000),
      group.map((l) => ({ key: l.key, weight: netOf(l) })),
    );
    for (const [key, tax] of shares) result.set(key, (result.get(key) ?? 0) + tax);
  }
  return result;
}

/** "7%" or "8.25%": a tax rate in basis points as the summaries label it. */
export function formatTaxRate(taxRateBp: number): string {
  return `${fromCents(taxRateBp)}%`;
}

export interface OrderTotals {
  subtotalCents: number;
  shippingCents: number;
  taxCents: number;
  totalCents: number;
}

/** Subtotal + shipping + tax: what the cart and checkout show and what the order charges. */
export function orderTotals(lines: readonly PricedLine[], pricing: PricingSettings = DEFAULT_PRICING): OrderTotals {
  const subtotal = subtotalCents(lines);
  const shipping = shippingCents(subtotal, pricing);
  const tax = taxCents(subtotal, pricing);
  return { subtotalCents: subtotal, shippingCents: shipping, taxCents: tax, totalCents: subtotal + shipping + tax };
}

// ---------------------------------------------------------------------------------------------
// Allocation, discount codes and the sellers' parts of an order (docs/decisions/0022).
// The cart, order placement and the sellers' ledger all price through these functions.
// ---------------------------------------------------------------------------------------------

/** A percent with up to 2 decimals (a discount, a commission rate) as basis points: 12.5 → 1250. */
export const basisPoints = (percent: number): number => toCents(percent);
/** Basis points as the wire's percent: 1250 → 12.5. */
export const percentOf = (bp: number): number => fromCents(bp);

/** One share of an amount to split: `key` names it whatever the order of the list (a line, a seller). */
export interface Share<K extends string | number> {
  key: K;
  /** What the share is in proportion to, in cents (≥ 0). */
  weight: number;
}

const compareKeys = (a: string | number, b: string | number) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * Splits `amountCents` over the shares in proportion to their weights, to the cent (the largest
 * remainder method): each share gets the floor of its exact part, and the cents left over go one
 * each to the largest remainders. Ties go to the larger weight, then to the smaller key, so the
 * result depends on the keys and weights only, never on the order of the list. When every weight is
 * 0 the amount is split evenly. A share never gets more than its weight when the amount is at most
 * the sum of the weights.
 */
export function allocateCents<K extends string | number>(
  amountCents: number,
  shares: readonly Share<K>[],
): Map<K, number> {
  const result = new Map<K, number>();
  if (shares.length === 0) return result;
  if (!Number.isSafeInteger(amountCents) || amountCents < 0) throw new RangeError("amount must be whole cents ≥ 0");
  const allZero = shares.every((s) => s.weight === 0);
  const weights = shares.map((s) => {
    if (!Number.isSafeInteger(s.weight) || s.weight < 0) throw new RangeError("weights must be whole cents ≥ 0");
    return BigInt(allZero ? 1 : s.weight);
  });
  const total = weights.reduce((a, b) => a + b, 0n);
  const amount = BigInt(amountCents);
  const parts = shares.map((s, i) => {
    const exact = amount * (weights[i] as bigint);
    return { key: s.key, weight: weights[i] as bigint, floor: exact / total, remainder: exact % total };
  });
  let left = amount - parts.reduce((a, p) => a + p.floor, 0n);
  const order = [...parts].sort(
    (a, b) =>
      (b.remainder > a.remainder ? 1 : b.remainder < a.remainder ? -1 : 0) ||
      (b.weight > a.weight ? 1 : b.weight < a.weight ? -1 : 0) ||
      compareKeys(a.key, b.key),
  );
  for (const part of order) {
    if (left <= 0n) break;
    part.floor += 1n;
    left -= 1n;
  }
  for (const part of parts) result.set(part.key, (result.get(part.key) ?? 0) + Number(part.floor));
  return result;
}

/** One line of a cart or an order as pricing sees it. */
export interface PricingLine {
  /** Identifies the line whatever the order of the lines (the variant's id). */
  key: number;
  unitPriceCents: number;
  quantity: number;
  sellerId: number;
  /** The line's product and its category, which a code's scope names (docs/decisions/0057); absent: unknown. */
  productId?: number;
  categoryId?: number | null;
}

export const lineTotalCents = (line: Pick<PricingLine, "unitPriceCents" | "quantity">) =>
  line.unitPriceCents * line.quantity;

export type PromotionKind = "percent" | "fixed" | "free_shipping";

/** What a discount code grants, as pricing needs it. */
export interface PromotionTerms {
  kind: PromotionKind;
  /** percent: basis points (1..10,000); fixed: cents (> 0); free_shipping: not used. */
  value: number;
  /** The least the qualifying lines must add up to; null when there is no minimum. */
  minSubtotalCents: number | null;
  /** The seller who pays for the code: only that seller's lines qualify. null: the shop pays, every line qualifies. */
  sellerId: number | null;
  /**
   * The code's scope (docs/decisions/0057): a line qualifies when its category, its product or its
   * seller is named in one of these lists (any of them); no list named (absent, null or empty): every
   * line does. Within the funding seller's lines when `sellerId` is set.
   */
  categoryIds?: readonly number[] | null;
  productIds?: readonly number[] | null;
  sellerIds?: readonly number[] | null;
  /** The least units of qualifying lines the cart must hold; null or absent: no minimum. */
  minQuantity?: number | null;
}

const named = (ids: readonly number[] | null | undefined): ids is readonly number[] =>
  ids !== null && ids !== undefined && ids.length > 0;

/** Whether the code names a scope (categories, products or sellers) at all. */
export function hasScope(terms: Pick<PromotionTerms, "categoryIds" | "productIds" | "sellerIds">): boolean {
  return named(terms.categoryIds) || named(terms.productIds) || named(terms.sellerIds);
}

/** Whether a line qualifies for a code: the funding seller's when one pays, and within the scope when there is one. */
export function lineQualifies(terms: PromotionTerms, line: PricingLine): boolean {
  if (terms.sellerId !== null && line.sellerId !== terms.sellerId) return false;
  if (!hasScope(terms)) return true;
  return (
    (named(terms.categoryIds) && line.categoryId != null && terms.categoryIds.includes(line.categoryId)) ||
    (named(terms.productIds) && line.productId !== undefined && terms.productIds.includes(line.productId)) ||
    (named(terms.sellerIds) && terms.sellerIds.includes(line.sellerId))
  );
}

export type PromotionOutcome =
  | {
      applies: true;
      /** The qualifying lines' total. */
      qualifyingCents: number;
      /** Off the subtotal (0 for free shipping). */
      discountCents: number;
      /** The discount on each qualifying line, by line key; sums to `discountCents`. */
      lineDiscounts: Map<number, number>;
      freeShipping: boolean;
    }
  | { applies: false; reason: "no_qualifying_items" }
  /** The code has a scope and no line of the cart is in it. */
  | { applies: false; reason: "not_in_scope" }
  | { applies: false; reason: "below_minimum"; missingCents: number }
  /** Fewer qualifying units than `minQuantity`: `missingUnits` more are needed. */
  | { applies: false; reason: "below_quantity"; missingUnits: number };

/**
 * A code applied to lines: only the qualifying lines (`lineQualifies`: the funding seller's, within
 * the scope) count and are discounted. percent = value % of the qualifying lines, rounded half-up to
 * the cent; fixed = the value, at most the qualifying total; then split over the qualifying lines by
 * the largest remainder. Other lines are untouched, no line goes below zero and the order of the lines
 * changes nothing. Refused without qualifying lines, below `minQuantity` units or below the minimum.
 */
export function applyPromotion(terms: PromotionTerms, lines: readonly PricingLine[]): PromotionOutcome {
  const qualifying = lines.filter((l) => lineQualifies(terms, l));
  const qualifyingCents = qualifying.reduce((sum, l) => sum + lineTotalCents(l), 0);
  if (qualifying.length === 0 || qualifyingCents <= 0) {
    const ownLines = lines.some((l) => terms.sellerId === null || l.sellerId === terms.sellerId);
    return { applies: false, reason: hasScope(terms) && ownLines ? "not_in_scope" : "no_qualifying_items" };
  }
  const units = qualifying.reduce((sum, l) => sum + l.quantity, 0);
  if (terms.minQuantity != null && units < terms.minQuantity) {
    return { applies: false, reason: "below_quantity", missingUnits: terms.minQuantity - units };
  }
  if (terms.minSubtotalCents !== null && qualifyingCents < terms.minSubtotalCents) {
    return { applies: false, reason: "below_minimum", missingCents: terms.minSubtotalCents - qualifyingCents };
  }
  let discountCents = 0;
  if (terms.kind === "percent") {
    const bp = Math.min(Math.max(terms.value, 0), 10_000);
    discountCents = divideHalfUp(qualifyingCents * bp, 10_000);
  } else if (terms.kind === "fixed") {
    discountCents = Math.min(Math.max(terms.value, 0), qualifyingCents);
  }
  const lineDiscounts = allocateCents(
    discountCents,
    qualifying.map((l) => ({ key: l.key, weight: lineTotalCents(l) })),
  );
  return { applies: true, qualifyingCents, discountCents, lineDiscounts, freeShipping: terms.kind === "free_shipping" };
}

export interface CheckoutTotals extends OrderTotals {
  /** Off the subtotal by a discount code. */
  discountCents: number;
}

/** A line of `checkoutTotals`: keyed (the variant's id) and with its category's rate when the caller knows them. */
export type CheckoutLine = Pick<PricingLine, "unitPriceCents" | "quantity"> &
  Partial<Pick<TaxLine, "key" | "taxRateBp">>;

/**
 * What a cart or an order costs: subtotal − discount + shipping, + tax unless the prices include it
 * (decision 0036). Tax is on the discounted lines (`lineTaxCents`; the code's own split of the
 * discount over the lines when given, else the discount split over every line by the largest
 * remainder, as a code of the shop splits it); shipping is the shop's fee while there is something to
 * ship, unless the code is free shipping or the discounted subtotal is above the free-shipping threshold.
 */
export function checkoutTotals(
  lines: readonly CheckoutLine[],
  pricing: PricingSettings = DEFAULT_PRICING,
  promotion?: { discountCents: number; freeShipping: boolean; lineDiscounts?: ReadonlyMap<number, number> },
): CheckoutTotals {
  const subtotal = subtotalCents(lines);
  const discount = Math.min(promotion?.discountCents ?? 0, subtotal);
  const net = subtotal - discount;
  const threshold = pricing.freeShippingThresholdCents;
  const free = subtotal <= 0 || promotion?.freeShipping === true || (threshold !== null && net > threshold);
  const shipping = free ? 0 : pricing.shippingFeeCents;
  const keyed = lines.map((l, i) => ({ ...l, key: l.key ?? i }));
  const discounts =
    promotion?.lineDiscounts ??
    allocateCents(
      discount,
      keyed.map((l) => ({ key: l.key, weight: lineTotalCents(l) })),
    );
  let tax = 0;
  for (const t of lineTaxCents(keyed, pricing, discounts).values()) tax += t;
  return {
    subtotalCents: subtotal,
    discountCents: discount,
    shippingCents: shipping,
    taxCents: tax,
    totalCents: net + shipping + (pricing.pricesIncludeTax ? 0 : tax),
  };
}

/** One seller's part of an order, in cents. */
export interface SellerPart {
  sellerId: number;
  /** The part's lines at their prices. */
  itemsCents: number;
  /** Every code discount on the part's lines. */
  discountCents: number;
  /** The part of that discount the seller pays (their own code). */
  sellerFundedCents: number;
  /** What the seller sells the part for: items − the discount they pay. */
  sellerTotalCents: number;
  /** The part's share of the order's shipping and tax. */
  shippingCents: number;
  taxCents: number;
  /**
   * What the customer pays for the part: items − discount + shipping, + tax unless the prices include
   * it. The parts add up to the order's total.
   */
  paidCents: number;
}

/**
 * Splits an order into its sellers' parts. Shipping is shared in proportion to what the customer
 * pays for each part's items (after discounts), to the cent by the largest remainder. Tax likewise
 * while the shop adds one rate on top (as it always was); with prices that include tax or with
 * several rates (decision 0036), each part's tax is its own lines' (`lineTaxCents`), so a part at
 * 7 % is not charged 19 %. Either way the parts' tax and `paidCents` add up exactly to the order's.
 */
export function sellerParts(
  lines: readonly (PricingLine & { discountCents: number; taxRateBp?: number | null })[],
  totals: Pick<OrderTotals, "shippingCents" | "taxCents">,
  fundingSellerId: number | null,
  pricing?: PricingSettings,
): SellerPart[] {
  const bySeller = new Map<number, { items: number; discount: number }>();
  for (const line of lines) {
    const part = bySeller.get(line.sellerId) ?? { items: 0, discount: 0 };
    part.items += lineTotalCents(line);
    part.discount += line.discountCents;
    bySeller.set(line.sellerId, part);
  }
  const shares = [...bySeller].map(([sellerId, p]) => ({ key: sellerId, weight: p.items - p.discount }));
  const shipping = allocateCents(totals.shippingCents, shares);
  const included = pricing?.pricesIncludeTax === true;
  const rates = new Set(lines.map((l) => l.taxRateBp ?? pricing?.taxRateBp));
  const byLine = pricing !== undefined && (included || rates.size > 1);
  let tax = new Map<number, number>();
  if (byLine) {
    const taxes = lineTaxCents(lines, pricing, new Map(lines.map((l) => [l.key, l.discountCents])));
    for (const line of lines) tax.set(line.sellerId, (tax.get(line.sellerId) ?? 0) + (taxes.get(line.key) ?? 0));
  } else {
    tax = allocateCents(totals.taxCents, shares);
  }
  return [...bySeller]
    .sort(([a], [b]) => a - b)
    .map(([sellerId, p]) => {
      const sellerFunded = fundingSellerId === sellerId ? p.discount : 0;
      const shippingShare = shipping.get(sellerId) ?? 0;
      const taxShare = tax.get(sellerId) ?? 0;
      return {
        sellerId,
        itemsCents: p.items,
        discountCents: p.discount,
        sellerFundedCents: sellerFunded,
        sellerTotalCents: p.items - sellerFunded,
        shippingCents: shippingShare,
        taxCents: taxShare,
        paidCents: p.items - p.discount + shippingShare + (included ? 0 : taxShare),
      };
    });
}

/** The shop's commission on a seller's sale: the rate (basis points) × the sale, rounded half-up to the cent. */
export function commissionCents(saleCents: number, rateBp: number): number {
  if (saleCents <= 0) return 0;
  return divideHalfUp(saleCents * rateBp, 10_000);
}
