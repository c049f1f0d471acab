/**
 * Money in currencies of 0, 2 and 3 decimals (JPY, USD, KWD) held over random carts (fast-check,
 * docs/product/api.md "Money"): the API's decimal amounts go to minor units and back unchanged,
 * a settings' fee is never multiplied by 100, and totals, discounts, tax, the sellers' parts and what
 * the ledger books add up exactly to the minor unit.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { currencyDigits, fromMinor, hasAtMostDigits, lineAmount, toMinor } from "./currency.js";
import { applyPromotion, checkoutTotals, commissionCents, type PricingLine, sellerParts } from "./pricing.js";
import { pricingOf } from "./settings-defaults.js";

const CURRENCIES = ["JPY", "USD", "KWD"] as const;

/** An amount in minor units, as a decimal of the currency would be typed (19.99, 1980, 12.345). */
const minor = fc.oneof(fc.integer({ min: 1, max: 2_000_000 }), fc.constantFrom(1, 5, 999, 1999, 12_345));

describe.each(CURRENCIES)("in %s", (currency) => {
  const digits = currencyDigits(currency);

  it("has ISO 4217's exponent", () => {
    expect(digits).toBe({ JPY: 0, USD: 2, KWD: 3 }[currency]);
  });

  it("turns decimals to minor units and back unchanged, and refuses one decimal more", () => {
    fc.assert(
      fc.property(minor, (m) => {
        const amount = fromMinor(m, digits);
        expect(hasAtMostDigits(amount, digits)).toBe(true);
        expect(toMinor(amount, digits)).toBe(m);
        // One digit more than the currency has (…5 in the next place) is not an amount of it.
        expect(hasAtMostDigits(Number(`${amount.toFixed(digits)}${digits === 0 ? "." : ""}5`), digits)).toBe(false);
      }),
    );
  });

  it("prices the settings' fees in minor units, never × 100", () => {
    fc.assert(
      fc.property(minor, minor, fc.integer({ min: 0, max: 5000 }), (fee, threshold, taxBp) => {
        const pricing = pricingOf({
          currency,
          shippingFee: fromMinor(fee, digits),
          freeShippingThreshold: fromMinor(threshold, digits),
          taxRate: taxBp / 100,
        });
        expect(pricing).toEqual({ shippingFeeCents: fee, freeShippingThresholdCents: threshold, taxRateBp: taxBp });
      }),
    );
  });

  const line = fc.record({
    price: minor,
    quantity: fc.integer({ min: 1, max: 20 }),
    sellerId: fc.integer({ min: 1, max: 3 }),
  });
  const cart = fc.array(line, { minLength: 1, maxLength: 8 });

  it("adds up a checkout with a code, its tax, the sellers' parts and the ledger to the minor unit", () => {
    fc.assert(
      fc.property(
        cart,
        fc.oneof(
          fc.record({ kind: fc.constant("percent" as const), value: fc.integer({ min: 1, max: 10_000 }) }),
          fc.record({ kind: fc.constant("fixed" as const), value: minor }),
        ),
        fc.option(fc.integer({ min: 1, max: 3 }), { nil: null }),
        fc.integer({ min: 0, max: 2500 }),
        minor,
        fc.integer({ min: 0, max: 5000 }),
        (ls, code, codeSeller, taxBp, fee, commissionBp) => {
          // The cart as the API carries it (decimals), priced as the server does (minor units).
          const lines: PricingLine[] = ls.map((l, i) => ({
            key: 100 + i,
            unitPriceCents: toMinor(fromMinor(l.price, digits), digits),
            quantity: l.quantity,
            sellerId: l.sellerId,
          }));
          const settings = {
            currency,
            shippingFee: fromMinor(fee, digits),
            freeShippingThreshold: null,
            taxRate: taxBp / 100,
          };
          const outcome = applyPromotion({ ...code, minSubtotalCents: null, sellerId: codeSeller }, lines);
          const promotion = outcome.applies ? outcome : undefined;
          const totals = checkoutTotals(lines, pricingOf(settings), promotion);
          expect(totals.totalCents).toBe(
            totals.subtotalCents - totals.discountCents + totals.shippingCents + totals.taxCents,
          );
          // The lines' decimal totals (as mails and invoices write them) add up to the subtotal.
          const decimals = ls.map((l) => lineAmount(fromMinor(l.price, digits), l.quantity, currency));
          expect(decimals.reduce((sum, a) => sum + toMinor(a, digits), 0)).toBe(totals.subtotalCents);
          const discounts = promotion?.lineDiscounts ?? new Map<number, number>();
          expect([...discounts.values()].reduce((a, b) => a + b, 0)).toBe(totals.discountCents);
          const parts = sellerParts(
            lines.map((l) => ({ ...l, discountCents: discounts.get(l.key) ?? 0 })),
            totals,
            codeSeller,
          );
          expect(parts.reduce((sum, p) => sum + p.paidCents, 0)).toBe(totals.totalCents);
          expect(parts.reduce((sum, p) => sum + p.taxCents, 0)).toBe(totals.taxCents);
          expect(parts.reduce((sum, p) => sum + p.shippingCents, 0)).toBe(totals.shippingCents);
          // What the ledger books when sellers collect: sale − commission − cash; the shop keeps the
          // commissions and what the customers paid beyond the sales (shipping, tax, its own codes).
          let sellersNet = 0;
          let commissions = 0;
          for (const part of parts) {
            const commission = commissionCents(part.sellerTotalCents, commissionBp);
            expect(Number.isInteger(commission)).toBe(true);
            commissions += commission;
            sellersNet += part.sellerTotalCents - commission - part.paidCents;
          }
          const sales = parts.reduce((sum, p) => sum + p.sellerTotalCents, 0);
          expect(-sellersNet).toBe(totals.totalCents - sales + commissions);
          // Every figure is a whole number of minor units and reads back as a decimal of the currency.
          for (const value of Object.values(totals))
            expect(hasAtMostDigits(fromMinor(value, digits), digits)).toBe(true);
        },
      ),
    );
  });
});
