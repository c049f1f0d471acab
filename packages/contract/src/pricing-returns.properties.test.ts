/**
 * The refund of returned units held over random orders (fast-check), in currencies of 0, 2 and 3
 * decimals: parts priced as placement prices them (a code, tax added or included, one rate or
 * several, shipping), then returned in random pieces. Each refund is within its bounds, and a part
 * that comes back in full, in however many returns, refunds exactly what was paid for it and reverses
 * exactly the seller's sale and commission.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  applyPromotion,
  checkoutTotals,
  commissionCents,
  type PricingLine,
  type PricingSettings,
  type PromotionTerms,
  sellerParts,
} from "./pricing.js";
import { type ReturnablePart, returnRefund } from "./pricing-returns.js";

const scale = (digits: number) => 10 ** digits;

/** An order priced as placement does, and each seller's part as a returns' part, in a currency of `digits` decimals. */
function orderOf(
  digits: number,
  raw: { price: number; quantity: number; sellerId: number; rate: number }[],
  terms: PromotionTerms | null,
  pricing: PricingSettings,
): ReturnablePart[] {
  const lines = raw.map((l, i) => ({
    key: 100 + i,
    unitPriceCents: l.price * scale(digits),
    quantity: l.quantity,
    sellerId: l.sellerId,
    taxRateBp: l.rate,
  }));
  const outcome = terms ? applyPromotion(terms, lines as PricingLine[]) : null;
  const promotion = outcome?.applies ? outcome : undefined;
  const totals = checkoutTotals(lines, pricing, promotion);
  const withDiscounts = lines.map((l) => ({ ...l, discountCents: promotion?.lineDiscounts.get(l.key) ?? 0 }));
  const parts = sellerParts(withDiscounts, totals, promotion ? terms!.sellerId : null, pricing);
  return parts.map((p) => ({
    lines: withDiscounts
      .filter((l) => l.sellerId === p.sellerId)
      .map((l) => ({
        key: l.key,
        unitPriceCents: l.unitPriceCents,
        quantity: l.quantity,
        discountCents: l.discountCents,
        taxRateBp: l.taxRateBp,
      })),
    shippingCents: p.shippingCents,
    taxCents: p.taxCents,
    paidCents: p.paidCents,
    pricesIncludeTax: pricing.pricesIncludeTax === true,
    sellerFundedCents: p.sellerFundedCents,
    sellerTotalCents: p.sellerTotalCents,
    commissionBp: 1250,
  }));
}

const rawLines = fc.array(
  fc.record({
    price: fc.oneof(fc.integer({ min: 1, max: 900 }), fc.constantFrom(1, 10, 19, 25)),
    quantity: fc.integer({ min: 1, max: 9 }),
    sellerId: fc.integer({ min: 1, max: 3 }),
    rate: fc.constantFrom(0, 700, 1900, 825),
  }),
  { minLength: 1, maxLength: 6 },
);
const terms = fc.option(
  fc.oneof(
    fc.record({
      kind: fc.constant("percent" as const),
      value: fc.integer({ min: 1, max: 10_000 }),
      minSubtotalCents: fc.constant(null),
      sellerId: fc.option(fc.integer({ min: 1, max: 3 }), { nil: null }),
    }),
    fc.record({
      kind: fc.constant("fixed" as const),
      value: fc.integer({ min: 1, max: 400_000 }),
      minSubtotalCents: fc.constant(null),
      sellerId: fc.option(fc.integer({ min: 1, max: 3 }), { nil: null }),
    }),
  ),
  { nil: null },
);
const pricingFor = (digits: number): fc.Arbitrary<PricingSettings> =>
  fc.record({
    shippingFeeCents: fc.integer({ min: 0, max: 20 * scale(digits) }),
    taxRateBp: fc.constantFrom(0, 700, 1900),
    freeShippingThresholdCents: fc.constant(null),
    pricesIncludeTax: fc.boolean(),
  });
/** How a part comes back: for each return, a fraction of what is left of each line (the last takes the rest). */
const pieces = fc.array(fc.array(fc.double({ min: 0, max: 1, noNaN: true }), { minLength: 6, maxLength: 6 }), {
  minLength: 1,
  maxLength: 4,
});

/** Returns the part in pieces (the last return takes every unit left) and answers each refund. */
function returnInPieces(part: ReturnablePart, fractions: number[][], sellerAtFault: boolean[], full: boolean) {
  const earlierUnits = new Map<number, number>();
  let earlierRefundCents = 0;
  let shippingRefunded = false;
  const refunds = [];
  for (let r = 0; r < fractions.length; r++) {
    const last = full && r === fractions.length - 1;
    const units = new Map<number, number>();
    part.lines.forEach((l, i) => {
      const left = l.quantity - (earlierUnits.get(l.key) ?? 0);
      units.set(l.key, last ? left : Math.floor(left * (fractions[r]![i] ?? 0)));
    });
    const refund = returnRefund(part, {
      units,
      earlierUnits,
      earlierRefundCents,
      shippingRefunded,
      sellerAtFault: sellerAtFault[r] ?? false,
    });
    refunds.push({ units: new Map(units), refund });
    for (const [key, n] of units) earlierUnits.set(key, (earlierUnits.get(key) ?? 0) + n);
    earlierRefundCents += refund.totalCents;
    shippingRefunded ||= refund.shippingCents > 0;
  }
  return refunds;
}

const sum = (values: Iterable<number>) => [...values].reduce((a, b) => a + b, 0);

describe.each([0, 2, 3])("returnRefund in a currency of %i decimals", (digits) => {
  it("refunds a part returned in full, in one return or several, exactly what was paid for it", () => {
    fc.assert(
      fc.property(rawLines, terms, pricingFor(digits), pieces, fc.array(fc.boolean()), (raw, t, pricing, f, fault) => {
        for (const part of orderOf(digits, raw, t, pricing)) {
          const refunds = returnInPieces(part, f, fault, true);
          expect(sum(refunds.map((r) => r.refund.totalCents))).toBe(part.paidCents);
          expect(sum(refunds.map((r) => r.refund.saleCents))).toBe(part.sellerTotalCents);
          expect(sum(refunds.map((r) => r.refund.commissionCents))).toBe(
            commissionCents(part.sellerTotalCents, part.commissionBp),
          );
          expect(sum(refunds.map((r) => r.refund.shippingCents))).toBe(part.shippingCents);
        }
      }),
      { numRuns: 300 },
    );
  });

  it("keeps every refund within its bounds: never negative, never past what was paid, shipping only when due", () => {
    fc.assert(
      fc.property(rawLines, terms, pricingFor(digits), pieces, fc.array(fc.boolean()), (raw, t, pricing, f, fault) => {
        for (const part of orderOf(digits, raw, t, pricing)) {
          const refunds = returnInPieces(part, f, fault, false);
          let refunded = 0;
          const back = new Map<number, number>();
          refunds.forEach(({ units, refund }, r) => {
            for (const v of [refund.totalCents, refund.itemsCents, refund.taxCents, refund.saleCents]) {
              expect(v).toBeGreaterThanOrEqual(0);
            }
            expect(refund.commissionCents).toBeGreaterThanOrEqual(0);
            refunded += refund.totalCents;
            expect(refunded).toBeLessThanOrEqual(part.paidCents);
            for (const [key, n] of units) back.set(key, (back.get(key) ?? 0) + n);
            const whole = part.lines.every((l) => back.get(l.key) === l.quantity);
            if (refund.shippingCents > 0) expect(whole || fault[r] === true).toBe(true);
            // A line's refund is at most its units' share of what was paid for the line, a minor unit over at most, with the tax.
            for (const line of part.lines) {
              const n = units.get(line.key) ?? 0;
              const paid = line.unitPriceCents * line.quantity - line.discountCents;
              const cap = Math.floor((paid * n) / line.quantity) + 1 + (part.pricesIncludeTax ? 0 : part.taxCents);
              expect(refund.lines.get(line.key) ?? 0).toBeLessThanOrEqual(cap);
              if (n === 0) expect(refund.lines.has(line.key)).toBe(false);
            }
          });
        }
      }),
      { numRuns: 300 },
    );
  });
});

describe("returnRefund, by example", () => {
  it("shares a line's discount and tax over its units and keeps shipping for the whole part", () => {
    // 3 × 10.00 with 3.00 off the line, 7 % added: the part paid 27.00 + 1.89 tax + 5.99 shipping.
    const part: ReturnablePart = {
      lines: [{ key: 1, unitPriceCents: 1000, quantity: 3, discountCents: 300, taxRateBp: 700 }],
      shippingCents: 599,
      taxCents: 189,
      paidCents: 2700 + 189 + 599,
      pricesIncludeTax: false,
      sellerFundedCents: 0,
      sellerTotalCents: 3000,
      commissionBp: 1000,
    };
    const one = returnRefund(part, { units: new Map([[1, 1]]), sellerAtFault: false });
    expect(one).toMatchObject({ itemsCents: 900, taxCents: 63, shippingCents: 0, totalCents: 963, saleCents: 1000 });
    expect(one.commissionCents).toBe(100);
    const rest = returnRefund(part, {
      units: new Map([[1, 2]]),
      earlierUnits: new Map([[1, 1]]),
      earlierRefundCents: 963,
      sellerAtFault: false,
    });
    expect(rest.totalCents).toBe(1800 + 126 + 599);
    expect(one.totalCents + rest.totalCents).toBe(part.paidCents);
    // A damaged unit brings the shipping back at once.
    expect(returnRefund(part, { units: new Map([[1, 1]]), sellerAtFault: true }).shippingCents).toBe(599);
  });
});
