/**
 * The one pricing module (docs/product/api.md §1): every amount is an integer number of cents,
 * rounding is half-up to the cent and happens here only.
 */
import { SHIPPING_FEE_CENTS, TAX_RATE_PERCENT } from "./constants.js";

/** Half-up division of non-negative integers: round(numerator / denominator). */
function divideHalfUp(numerator: number, denominator: number): number {
  return Math.floor((numerator * 2 + denominator) / (denominator * 2));
}

/** A decimal amount such as 19.99 to cents (1999), half-up. */
export function toCents(amount: number): number {
  if (!Number.isFinite(amount)) throw new RangeError("amount must be finite");
  const sign = amount < 0 ? -1 : 1;
  // toFixed(6) removes binary noise (0.285 * 100 = 28.499999...) before rounding.
  const scaled = Number((Math.abs(amount) * 100).toFixed(6));
  return sign * Math.floor(scaled + 0.5);
}

/** Cents to the wire amount: a number with at most 2 decimals. */
export function fromCents(cents: number): number {
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
}

/** docs/product/storefront.md §9: $5.99 shipping, 7 % tax, no free shipping. */
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

/** Totals from wire amounts (dollars), for screens that hold API data. */
export function orderTotalsFromAmounts(
  lines: readonly { specialPrice?: number | null; price: number; quantity: number }[],
  pricing: PricingSettings = DEFAULT_PRICING,
): OrderTotals {
  return orderTotals(
    lines.map((l) => ({ unitPriceCents: toCents(l.specialPrice ?? l.price), quantity: l.quantity })),
    pricing,
  );
}

/**
 * "$1,234.50" from cents. The thousands are grouped by hand: `toLocaleString` builds a number
 * formatter on every call, and a product list formats a few hundred prices while it hydrates.
 */
export function formatCents(cents: number): string {
  const negative = cents < 0;
  const abs = Math.abs(Math.round(cents));
  const dollars = String(Math.floor(abs / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, ",");
  const rest = String(abs % 100).padStart(2, "0");
  return `${negative ? "-" : ""}$${dollars}.${rest}`;
}

/** "$59.97" for a line of 3 at $19.99: the unit price in cents times the quantity, never a float product. */
export function formatLineTotal(unitPrice: number, quantity: number): string {
  return formatCents(toCents(unitPrice) * quantity);
}

/** "$19.99" from a wire amount. */
export function formatMoney(amount: number | null | undefined): string {
  return formatCents(toCents(amount ?? 0));
}
