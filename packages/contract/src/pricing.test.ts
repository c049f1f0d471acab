import { describe, expect, it } from "vitest";
import {
  discountBadgePercent,
  discountBasisPoints,
  discountPercent,
  DEFAULT_PRICING,
  formatTaxRate,
  orderTotals,
  shippingCents,
  specialPriceCents,
  taxCents,
} from "./pricing.js";

describe("discount percent and basis points", () => {
  it("round-trip the stored basis points and the wire percent", () => {
    expect(discountBasisPoints(12.5)).toBe(1250);
    expect(discountPercent(1250)).toBe(12.5);
    expect(discountPercent(discountBasisPoints(33.33))).toBe(33.33);
    expect(discountPercent(0)).toBe(0);
  });
});

describe("special price and badge", () => {
  it("applies a percent discount, rounded half-up to the cent", () => {
    expect(specialPriceCents(10000, 25)).toBe(7500);
    expect(specialPriceCents(1999, 10)).toBe(1799); // 199.9 → 200 off
    expect(specialPriceCents(1999, 15)).toBe(1699); // 299.85 → 300 off
    expect(specialPriceCents(999, 12.5)).toBe(874); // 124.875 → 125 off
    expect(specialPriceCents(1000, 0)).toBe(1000);
    expect(specialPriceCents(1000, 100)).toBe(0);
  });
  it("shows the badge as the rounded percent", () => {
    expect(discountBadgePercent(10000, 7500)).toBe(25);
    expect(discountBadgePercent(1999, 1799)).toBe(10);
    expect(discountBadgePercent(300, 200)).toBe(33);
    expect(discountBadgePercent(300, 100)).toBe(67);
    expect(discountBadgePercent(1000, 1000)).toBe(0);
    expect(discountBadgePercent(0, 0)).toBe(0);
  });
});

describe("order totals", () => {
  it("charges flat shipping above 0 and 7% tax, half-up", () => {
    expect(shippingCents(0)).toBe(0);
    expect(shippingCents(1)).toBe(599);
    const freeOver50 = { ...DEFAULT_PRICING, freeShippingThresholdCents: 5000 };
    expect(shippingCents(6000, freeOver50)).toBe(0);
    expect(shippingCents(5000, freeOver50)).toBe(599);
    // The owner's fee and rate (decision 0013).
    const own = { shippingFeeCents: 450, taxRateBp: 825, freeShippingThresholdCents: null };
    expect(shippingCents(100_000, own)).toBe(450);
    expect(taxCents(1999, own)).toBe(165); // 164.9175
    expect(orderTotals([{ unitPriceCents: 1000, quantity: 2 }], own)).toEqual({
      subtotalCents: 2000,
      shippingCents: 450,
      taxCents: 165,
      totalCents: 2615,
    });
    expect(formatTaxRate(825)).toBe("8.25%");
    expect(formatTaxRate(700)).toBe("7%");
    expect(taxCents(1999)).toBe(140); // 139.93
    expect(taxCents(50)).toBe(4); // 3.5 → 4
    expect(taxCents(0)).toBe(0);
  });
  it("adds subtotal, shipping and tax to the cent", () => {
    const totals = orderTotals([
      { unitPriceCents: 1999, quantity: 2 },
      { unitPriceCents: 4550, quantity: 1 },
    ]);
    expect(totals).toEqual({ subtotalCents: 8548, shippingCents: 599, taxCents: 598, totalCents: 9745 });
    expect(orderTotals([])).toEqual({ subtotalCents: 0, shippingCents: 0, taxCents: 0, totalCents: 0 });
  });
});
