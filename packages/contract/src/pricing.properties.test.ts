/**
 * The rules of discount codes, allocation and sellers' parts held over random carts (fast-check):
 * exact to the cent, never below zero, never dependent on the order of the lines.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  allocateCents,
  applyPromotion,
  checkoutTotals,
  commissionCents,
  DEFAULT_PRICING,
  hasScope,
  lineQualifies,
  lineTotalCents,
  type PricingLine,
  type PricingSettings,
  type PromotionTerms,
  sellerParts,
} from "./pricing.js";

/** Prices often repeat in a real cart (and equal weights are where ties in the allocation happen). */
const price = fc.oneof(fc.integer({ min: 0, max: 500_000 }), fc.constantFrom(0, 100, 999, 1999, 2500));
const line = fc.record({
  unitPriceCents: price,
  quantity: fc.integer({ min: 1, max: 50 }),
  sellerId: fc.integer({ min: 1, max: 4 }),
});
/** Lines with distinct keys, as a cart has (one line per variant). */
const lines = fc
  .array(line, { minLength: 1, maxLength: 12 })
  .map((ls) => ls.map((l, i): PricingLine => ({ ...l, key: 1000 + i * 7 })));

const terms: fc.Arbitrary<PromotionTerms> = fc.oneof(
  fc.record({
    kind: fc.constant("percent" as const),
    value: fc.integer({ min: 1, max: 10_000 }),
    minSubtotalCents: fc.option(fc.integer({ min: 1, max: 2_000_000 }), { nil: null }),
    sellerId: fc.option(fc.integer({ min: 1, max: 4 }), { nil: null }),
  }),
  fc.record({
    kind: fc.constant("fixed" as const),
    value: fc.integer({ min: 1, max: 3_000_000 }),
    minSubtotalCents: fc.option(fc.integer({ min: 1, max: 2_000_000 }), { nil: null }),
    sellerId: fc.option(fc.integer({ min: 1, max: 4 }), { nil: null }),
  }),
  fc.record({
    kind: fc.constant("free_shipping" as const),
    value: fc.constant(0),
    minSubtotalCents: fc.option(fc.integer({ min: 1, max: 2_000_000 }), { nil: null }),
    sellerId: fc.option(fc.integer({ min: 1, max: 4 }), { nil: null }),
  }),
);

const pricing: fc.Arbitrary<PricingSettings> = fc.record({
  shippingFeeCents: fc.integer({ min: 0, max: 5000 }),
  taxRateBp: fc.integer({ min: 0, max: 3000 }),
  freeShippingThresholdCents: fc.option(fc.integer({ min: 0, max: 500_000 }), { nil: null }),
});

const sum = (values: Iterable<number>) => [...values].reduce((a, b) => a + b, 0);

describe("allocateCents", () => {
  it("hands out exactly the amount, never more than a share's weight, whatever the order", () => {
    fc.assert(
      fc.property(
        fc.array(fc.oneof(fc.integer({ min: 0, max: 1_000_000 }), fc.constantFrom(0, 1, 300, 1000)), {
          minLength: 1,
          maxLength: 15,
        }),
        fc.integer({ min: 0, max: 100 }),
        (weights, percent) => {
          const shares = weights.map((weight, i) => ({ key: i, weight }));
          const total = sum(weights);
          const amount = Math.floor((total * percent) / 100);
          const split = allocateCents(amount, shares);
          expect(sum(split.values())).toBe(amount);
          for (const s of shares) {
            const got = split.get(s.key)!;
            expect(got).toBeGreaterThanOrEqual(0);
            if (total > 0) expect(got).toBeLessThanOrEqual(s.weight);
            // Within one cent of the exact proportional share.
            if (total > 0) expect(Math.abs(got - (amount * s.weight) / total)).toBeLessThan(1);
          }
          const reversed = allocateCents(amount, [...shares].reverse());
          for (const s of shares) expect(reversed.get(s.key)).toBe(split.get(s.key));
        },
      ),
    );
  });

  it("splits evenly when every weight is zero, and gives ties to the smaller key", () => {
    expect([
      ...allocateCents(
        5,
        [3, 1, 2].map((key) => ({ key, weight: 0 })),
      ),
    ]).toEqual([
      [3, 1],
      [1, 2],
      [2, 2],
    ]);
    // 100 over three equal weights: 34 to the smallest key.
    const split = allocateCents(100, [
      { key: 9, weight: 10 },
      { key: 2, weight: 10 },
      { key: 5, weight: 10 },
    ]);
    expect(split.get(2)).toBe(34);
    expect(split.get(5)).toBe(33);
    expect(split.get(9)).toBe(33);
  });

  it("refuses fractions and negative amounts", () => {
    expect(() => allocateCents(1.5, [{ key: 1, weight: 1 }])).toThrow(RangeError);
    expect(() => allocateCents(-1, [{ key: 1, weight: 1 }])).toThrow(RangeError);
    expect(() => allocateCents(1, [{ key: 1, weight: -1 }])).toThrow(RangeError);
  });
});

describe("applyPromotion over random carts", () => {
  it("discounts only qualifying lines, never below zero, to the cent, independent of line order", () => {
    fc.assert(
      fc.property(terms, lines, fc.infiniteStream(fc.integer()), (t, ls, _) => {
        const outcome = applyPromotion(t, ls);
        const qualifying = ls.filter((l) => t.sellerId === null || l.sellerId === t.sellerId);
        const qualifyingCents = sum(qualifying.map(lineTotalCents));
        if (!outcome.applies) {
          if (outcome.reason === "below_minimum") {
            expect(qualifyingCents).toBeLessThan(t.minSubtotalCents!);
            expect(outcome.missingCents).toBe(t.minSubtotalCents! - qualifyingCents);
          } else {
            expect(qualifyingCents).toBe(0);
          }
          return;
        }
        expect(outcome.qualifyingCents).toBe(qualifyingCents);
        if (t.minSubtotalCents !== null) expect(qualifyingCents).toBeGreaterThanOrEqual(t.minSubtotalCents);
        if (t.kind === "fixed") expect(outcome.discountCents).toBe(Math.min(t.value, qualifyingCents));
        if (t.kind === "percent") {
          // value % of the qualifying lines, half-up: within half a cent of the exact figure.
          expect(Math.abs(outcome.discountCents - (qualifyingCents * t.value) / 10_000)).toBeLessThanOrEqual(0.5);
        }
        if (t.kind === "free_shipping") expect(outcome.discountCents).toBe(0);
        expect(outcome.discountCents).toBeLessThanOrEqual(qualifyingCents);
        expect(sum(outcome.lineDiscounts.values())).toBe(outcome.discountCents);
        for (const l of ls) {
          const d = outcome.lineDiscounts.get(l.key) ?? 0;
          expect(d).toBeGreaterThanOrEqual(0);
          expect(d).toBeLessThanOrEqual(lineTotalCents(l));
          if (t.sellerId !== null && l.sellerId !== t.sellerId) expect(outcome.lineDiscounts.has(l.key)).toBe(false);
        }
      }),
    );
  });

  it("gives every line the same discount whatever the order of the lines", () => {
    fc.assert(
      fc.property(
        terms,
        lines.chain((ls) => fc.tuple(fc.constant(ls), fc.shuffledSubarray(ls, { minLength: ls.length }))),
        (t, [ls, shuffled]) => {
          const a = applyPromotion(t, ls);
          const b = applyPromotion(t, shuffled);
          expect(b).toEqual(a);
        },
      ),
    );
  });
});

describe("checkoutTotals and sellers' parts", () => {
  it("total = subtotal − discount + shipping + tax, tax on the discounted subtotal, parts add up to the total", () => {
    fc.assert(
      fc.property(terms, lines, pricing, (t, ls, p) => {
        const outcome = applyPromotion(t, ls);
        const promo = outcome.applies ? outcome : undefined;
        const totals = checkoutTotals(ls, p, promo);
        const subtotal = sum(ls.map(lineTotalCents));
        expect(totals.subtotalCents).toBe(subtotal);
        expect(totals.discountCents).toBe(promo?.discountCents ?? 0);
        const net = subtotal - totals.discountCents;
        expect(net).toBeGreaterThanOrEqual(0);
        expect(totals.taxCents).toBe(Math.floor((net * p.taxRateBp * 2 + 10_000) / 20_000));
        if (promo?.freeShipping) expect(totals.shippingCents).toBe(0);
        expect(totals.totalCents).toBe(net + totals.shippingCents + totals.taxCents);

        const parts = sellerParts(
          ls.map((l) => ({ ...l, discountCents: promo?.lineDiscounts.get(l.key) ?? 0 })),
          totals,
          t.sellerId,
        );
        expect(sum(parts.map((x) => x.paidCents))).toBe(totals.totalCents);
        expect(sum(parts.map((x) => x.shippingCents))).toBe(totals.shippingCents);
        expect(sum(parts.map((x) => x.taxCents))).toBe(totals.taxCents);
        for (const part of parts) {
          const own = ls.filter((l) => l.sellerId === part.sellerId);
          expect(part.itemsCents).toBe(sum(own.map(lineTotalCents)));
          // A shop-paid code leaves the seller's sale whole; a seller's own code lowers only theirs.
          if (t.sellerId === part.sellerId) expect(part.sellerTotalCents).toBe(part.itemsCents - part.discountCents);
          else expect(part.sellerTotalCents).toBe(part.itemsCents);
          expect(part.paidCents).toBeGreaterThanOrEqual(0);
        }
      }),
    );
  });
});

describe("worked examples", () => {
  const cart: PricingLine[] = [
    { key: 1, unitPriceCents: 1999, quantity: 3, sellerId: 1 }, // 59.97
    { key: 2, unitPriceCents: 4050, quantity: 1, sellerId: 2 }, // 40.50
  ];

  it("10 % off 100.47 is 10.05, split 6.00 / 4.05; tax on 90.42", () => {
    const outcome = applyPromotion({ kind: "percent", value: 1000, minSubtotalCents: null, sellerId: null }, cart);
    expect(
      outcome.applies && [outcome.discountCents, outcome.lineDiscounts.get(1), outcome.lineDiscounts.get(2)],
    ).toEqual([1005, 600, 405]);
    const totals = checkoutTotals(cart, DEFAULT_PRICING, outcome.applies ? outcome : undefined);
    expect(totals).toEqual({
      subtotalCents: 10047,
      discountCents: 1005,
      shippingCents: 599,
      taxCents: 633,
      totalCents: 10274,
    });
  });

  it("a seller's fixed code only touches their own lines, and says how much is missing", () => {
    const own = { kind: "fixed" as const, value: 2500, minSubtotalCents: 5000, sellerId: 2 };
    expect(applyPromotion(own, cart)).toEqual({ applies: false, reason: "below_minimum", missingCents: 950 });
    const ok = applyPromotion({ ...own, minSubtotalCents: 4000 }, cart);
    expect(ok.applies && [...ok.lineDiscounts]).toEqual([[2, 2500]]);
    expect(applyPromotion({ ...own, sellerId: 3 }, cart)).toEqual({ applies: false, reason: "no_qualifying_items" });
  });

  it("free shipping zeroes the fee; a fixed amount never passes the qualifying lines", () => {
    const free = applyPromotion({ kind: "free_shipping", value: 0, minSubtotalCents: null, sellerId: null }, cart);
    expect(checkoutTotals(cart, DEFAULT_PRICING, free.applies ? free : undefined).shippingCents).toBe(0);
    const big = applyPromotion({ kind: "fixed", value: 999_999, minSubtotalCents: null, sellerId: 1 }, cart);
    expect(big.applies && big.discountCents).toBe(5997);
  });

  it("commission is the rate of the sale, half-up", () => {
    expect(commissionCents(5997, 1000)).toBe(600); // 599.7
    expect(commissionCents(4050, 1250)).toBe(506); // 506.25
    expect(commissionCents(1, 5000)).toBe(1); // 0.5 → 1
    expect(commissionCents(0, 1000)).toBe(0);
  });
});

describe("a code's scope and minimum quantity (docs/decisions/0057)", () => {
  /** Lines that name their product (one per line) and a category of four. */
  const scopedLines = fc
    .array(fc.record({ line, categoryId: fc.option(fc.integer({ min: 1, max: 4 }), { nil: null }) }), {
      minLength: 1,
      maxLength: 12,
    })
    .map((ls) =>
      ls.map(
        ({ line: l, categoryId }, i): PricingLine => ({ ...l, key: 1000 + i * 7, productId: 500 + i, categoryId }),
      ),
    );
  const ids = (min: number, max: number) =>
    fc.option(fc.uniqueArray(fc.integer({ min, max }), { maxLength: 3 }), { nil: null });
  const scoped = fc
    .tuple(terms, ids(1, 4), ids(500, 511), ids(1, 4), fc.option(fc.integer({ min: 1, max: 120 }), { nil: null }))
    .map(
      ([t, categoryIds, productIds, sellerIds, minQuantity]): PromotionTerms => ({
        ...t,
        categoryIds,
        productIds,
        sellerIds,
        minQuantity,
      }),
    );
  const inScope = (t: PromotionTerms, l: PricingLine) =>
    (t.sellerId === null || l.sellerId === t.sellerId) &&
    (!hasScope(t) ||
      (t.categoryIds ?? []).includes(l.categoryId ?? -1) ||
      (t.productIds ?? []).includes(l.productId ?? -1) ||
      (t.sellerIds ?? []).includes(l.sellerId));

  it("discounts only the lines in scope, never more than their total, to the cent; others untouched", () => {
    fc.assert(
      fc.property(scoped, scopedLines, (t, ls) => {
        const outcome = applyPromotion(t, ls);
        const qualifying = ls.filter((l) => inScope(t, l));
        const qualifyingCents = sum(qualifying.map(lineTotalCents));
        const units = sum(qualifying.map((l) => l.quantity));
        for (const l of ls) expect(lineQualifies(t, l)).toBe(inScope(t, l));
        if (qualifyingCents === 0) {
          // A scope that misses the code's own lines says so; a seller's code without that seller's lines does not.
          const ownLines = ls.some((l) => t.sellerId === null || l.sellerId === t.sellerId);
          expect(outcome).toEqual({
            applies: false,
            reason: hasScope(t) && ownLines ? "not_in_scope" : "no_qualifying_items",
          });
          return;
        }
        if (t.minQuantity !== null && t.minQuantity !== undefined && units < t.minQuantity) {
          expect(outcome).toEqual({ applies: false, reason: "below_quantity", missingUnits: t.minQuantity - units });
          return;
        }
        if (!outcome.applies) {
          expect(outcome.reason).toBe("below_minimum");
          return;
        }
        expect(outcome.qualifyingCents).toBe(qualifyingCents);
        expect(outcome.discountCents).toBeLessThanOrEqual(qualifyingCents);
        expect(sum(outcome.lineDiscounts.values())).toBe(outcome.discountCents);
        for (const l of ls) {
          const d = outcome.lineDiscounts.get(l.key);
          if (inScope(t, l)) {
            expect(d).toBeGreaterThanOrEqual(0);
            expect(d).toBeLessThanOrEqual(lineTotalCents(l));
          } else expect(d).toBeUndefined();
        }
        // The same lines in another order get the same discounts.
        const again = applyPromotion(t, [...ls].reverse());
        expect(again.applies && [...again.lineDiscounts].sort(([a], [b]) => a - b)).toEqual(
          [...outcome.lineDiscounts].sort(([a], [b]) => a - b),
        );
      }),
    );
  });

  it("says the scope matched nothing when the code's own lines are all outside it", () => {
    fc.assert(
      fc.property(scopedLines, (ls) => {
        const outside = { kind: "percent" as const, value: 1000, minSubtotalCents: null, sellerId: null };
        expect(applyPromotion({ ...outside, productIds: [9999] }, ls)).toEqual({
          applies: false,
          reason: "not_in_scope",
        });
        // An empty scope is no scope: every line qualifies.
        const all = applyPromotion({ ...outside, productIds: [], categoryIds: null }, ls);
        if (sum(ls.map(lineTotalCents)) > 0) expect(all.applies).toBe(true);
      }),
    );
  });

  it("a 10 % code on one category discounts that category's lines only, and counts their units", () => {
    const cart: PricingLine[] = [
      { key: 1, unitPriceCents: 2000, quantity: 1, sellerId: 1, productId: 10, categoryId: 7 },
      { key: 2, unitPriceCents: 999, quantity: 3, sellerId: 2, productId: 11, categoryId: 7 },
      { key: 3, unitPriceCents: 5000, quantity: 1, sellerId: 1, productId: 12, categoryId: 8 },
    ];
    const fashion = { kind: "percent" as const, value: 1000, minSubtotalCents: null, sellerId: null, categoryIds: [7] };
    const outcome = applyPromotion(fashion, cart);
    expect(outcome).toMatchObject({ applies: true, qualifyingCents: 4997, discountCents: 500 });
    expect(outcome.applies && [...outcome.lineDiscounts]).toEqual([
      [1, 200],
      [2, 300],
    ]);
    expect(applyPromotion({ ...fashion, minQuantity: 5 }, cart)).toEqual({
      applies: false,
      reason: "below_quantity",
      missingUnits: 1,
    });
  });
});
