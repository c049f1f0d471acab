/**
 * Taxes as the country has them (docs/decisions/0036-taxes.md), held over random carts in currencies
 * of 0, 2 and 3 decimals (JPY, EUR, KWD): with prices that include tax, each line's tax is taken out
 * of what the customer pays for it, the lines' taxes add up exactly to the order's, the total is the
 * gross lines + shipping − discount (what the cart showed is what the order charges), and the
 * sellers' parts add up to the order to the minor unit.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { currencyDigits, fromMinor } from "./currency.js";
import {
  applyPromotion,
  checkoutTotals,
  includedTaxCents,
  lineTaxCents,
  type PricingSettings,
  sellerParts,
} from "./pricing.js";
import { pricingOf } from "./settings-defaults.js";

const CURRENCIES = ["JPY", "EUR", "KWD"] as const;
const minor = fc.oneof(fc.integer({ min: 1, max: 2_000_000 }), fc.constantFrom(1, 5, 999, 1190, 12_345));
/** A category's rate or the shop's (null): 0, 7 %, 19 %, 5.5 %, 28 % or any up to 100 %. */
const rate = fc.oneof(fc.constant(null), fc.constantFrom(0, 700, 1900, 550, 2800), fc.integer({ min: 0, max: 10_000 }));

describe("included tax", () => {
  it("is what is left of the gross after the net, rounded once, half-up", () => {
    expect(includedTaxCents(1190, 1900)).toBe(190);
    expect(includedTaxCents(1000, 1900)).toBe(160); // net 840.34 → 840
    expect(includedTaxCents(107, 700)).toBe(7);
    expect(includedTaxCents(1, 1900)).toBe(0); // net 0.84 → 1
    expect(includedTaxCents(0, 1900)).toBe(0);
    expect(includedTaxCents(500, 0)).toBe(0);
    expect(includedTaxCents(200, 10_000)).toBe(100);
  });

  it("never exceeds the gross and is the tax of the net it leaves, within half a minor unit", () => {
    fc.assert(
      fc.property(minor, fc.integer({ min: 0, max: 10_000 }), (gross, bp) => {
        const tax = includedTaxCents(gross, bp);
        expect(tax).toBeGreaterThanOrEqual(0);
        expect(tax).toBeLessThanOrEqual(gross);
        const net = gross - tax;
        expect(Math.abs(net * (10_000 + bp) - gross * 10_000)).toBeLessThanOrEqual((10_000 + bp) / 2);
      }),
    );
  });
});

describe.each(CURRENCIES)("prices with tax included, in %s", (currency) => {
  const digits = currencyDigits(currency);
  const line = fc.record({
    price: minor,
    quantity: fc.integer({ min: 1, max: 20 }),
    sellerId: fc.integer({ min: 1, max: 3 }),
    rate,
  });
  const cart = fc.uniqueArray(line, { minLength: 1, maxLength: 8, selector: (l) => `${l.price}/${l.sellerId}` });
  const code = fc.oneof(
    fc.record({ kind: fc.constant("percent" as const), value: fc.integer({ min: 1, max: 10_000 }) }),
    fc.record({ kind: fc.constant("fixed" as const), value: minor }),
    fc.record({ kind: fc.constant("free_shipping" as const), value: fc.constant(0) }),
  );

  it("adds up the lines' taxes, keeps the total to gross + shipping − discount, and splits it into parts exactly", () => {
    fc.assert(
      fc.property(
        cart,
        code,
        fc.option(fc.integer({ min: 1, max: 3 }), { nil: null }),
        minor,
        fc.integer({ min: 0, max: 5000 }),
        (lines, terms, funder, fee, shopBp) => {
          const pricing: PricingSettings = pricingOf({
            currency,
            shippingFee: fromMinor(fee, digits),
            freeShippingThreshold: null,
            taxRate: shopBp / 100,
            pricesIncludeTax: true,
          });
          expect(pricing.pricesIncludeTax).toBe(true);
          const priced = lines.map((l, i) => ({
            key: i + 1,
            unitPriceCents: l.price,
            quantity: l.quantity,
            sellerId: l.sellerId,
            taxRateBp: l.rate,
          }));
          const outcome = applyPromotion({ ...terms, minSubtotalCents: null, sellerId: funder }, priced);
          const promotion = outcome.applies ? outcome : undefined;
          const totals = checkoutTotals(priced, pricing, promotion);
          const gross = priced.reduce((sum, l) => sum + l.unitPriceCents * l.quantity, 0);
          expect(totals.subtotalCents).toBe(gross);
          // No tax on top: the total is what the shopper saw on the product page, less the code, plus shipping.
          expect(totals.totalCents).toBe(gross - totals.discountCents + totals.shippingCents);

          // Each line's tax is its own discounted gross's, and they add up to the order's tax exactly.
          const discounts = promotion?.lineDiscounts ?? new Map<number, number>();
          const taxes = lineTaxCents(priced, pricing, discounts);
          let sum = 0;
          for (const l of priced) {
            const net = l.unitPriceCents * l.quantity - (discounts.get(l.key) ?? 0);
            expect(taxes.get(l.key)).toBe(includedTaxCents(net, l.taxRateBp ?? pricing.taxRateBp));
            sum += taxes.get(l.key)!;
          }
          expect(totals.taxCents).toBe(sum);
          expect(totals.taxCents).toBeLessThanOrEqual(gross - totals.discountCents);

          // The cart and the order price the same lines alike, whatever their order.
          const again = checkoutTotals([...priced].reverse(), pricing, promotion);
          expect(again).toEqual(totals);

          // The sellers' parts: their tax is their lines', and they add up to the order.
          const parts = sellerParts(
            priced.map((l) => ({ ...l, discountCents: discounts.get(l.key) ?? 0 })),
            totals,
            funder,
            pricing,
          );
          expect(parts.reduce((s, p) => s + p.paidCents, 0)).toBe(totals.totalCents);
          expect(parts.reduce((s, p) => s + p.taxCents, 0)).toBe(totals.taxCents);
          expect(parts.reduce((s, p) => s + p.shippingCents, 0)).toBe(totals.shippingCents);
          for (const p of parts) {
            expect(p.paidCents).toBe(p.itemsCents - p.discountCents + p.shippingCents);
            const own = priced.filter((l) => l.sellerId === p.sellerId).reduce((s, l) => s + taxes.get(l.key)!, 0);
            expect(p.taxCents).toBe(own);
          }
        },
      ),
    );
  });

  it("taxes lines of several rates added on top per rate, and the parts add up", () => {
    fc.assert(
      fc.property(cart, minor, fc.integer({ min: 0, max: 5000 }), (lines, fee, shopBp) => {
        const pricing = pricingOf({
          currency,
          shippingFee: fromMinor(fee, digits),
          freeShippingThreshold: null,
          taxRate: shopBp / 100,
        });
        const priced = lines.map((l, i) => ({
          key: i + 1,
          unitPriceCents: l.price,
          quantity: l.quantity,
          sellerId: l.sellerId,
          taxRateBp: l.rate,
        }));
        const totals = checkoutTotals(priced, pricing);
        const byRate = new Map<number, number>();
        for (const l of priced) {
          const r = l.taxRateBp ?? shopBp;
          byRate.set(r, (byRate.get(r) ?? 0) + l.unitPriceCents * l.quantity);
        }
        const expected = [...byRate].reduce((s, [r, net]) => s + Math.floor((net * r * 2 + 10_000) / 20_000), 0);
        expect(totals.taxCents).toBe(expected);
        expect(totals.totalCents).toBe(totals.subtotalCents + totals.shippingCents + totals.taxCents);
        const parts = sellerParts(
          priced.map((l) => ({ ...l, discountCents: 0 })),
          totals,
          null,
          pricing,
        );
        expect(parts.reduce((s, p) => s + p.paidCents, 0)).toBe(totals.totalCents);
        expect(parts.reduce((s, p) => s + p.taxCents, 0)).toBe(totals.taxCents);
      }),
    );
  });
});
