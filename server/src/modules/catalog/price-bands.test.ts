import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { BAND_LEVELS, MAX_PRICE_CENTS, priceBlocks } from "./price-bands.js";

/** The cents a band covers, both ends included: as migration 0016 files a price (dollars >> 4 × level). */
const bandCents = (level: number, band: number): [number, number] => {
  const width = 100 * 16 ** level;
  return [band * width, (band + 1) * width - 1];
};

describe("price blocks", () => {
  it("cover exactly the range, without overlap, with few bands", () => {
    const cents = fc.integer({ min: 0, max: MAX_PRICE_CENTS });
    fc.assert(
      fc.property(cents, cents, (x, y) => {
        const [lo, hi] = x <= y ? [x, y] : [y, x];
        const { levels, bands, edges } = priceBlocks(lo, hi);
        const parts = [...levels.map((level, i) => bandCents(level, bands[i]!)), ...edges].sort((p, q) => p[0] - q[0]);
        expect(parts[0]![0]).toBe(lo);
        expect(parts.at(-1)![1]).toBe(hi);
        for (let i = 1; i < parts.length; i++) expect(parts[i]![0]).toBe(parts[i - 1]![1] + 1);
        for (const level of levels) expect(level).toBeLessThan(BAND_LEVELS);
        expect(levels.length).toBeLessThanOrEqual(2 * 15 * (BAND_LEVELS - 1) + 21);
        expect(edges.length).toBeLessThanOrEqual(2);
        // Edges are parts of a dollar: never more than 99 cents wide.
        for (const [from, to] of edges) expect(to - from).toBeLessThan(100);
      }),
      { numRuns: 2000 },
    );
  });

  it("takes whole dollars as bands and the parts of dollars as edges", () => {
    expect(priceBlocks(1000, 1099)).toEqual({ levels: [0], bands: [10], edges: [] });
    expect(priceBlocks(1050, 1149)).toEqual({ levels: [], bands: [], edges: [[1050, 1149]] });
    expect(priceBlocks(1050, 1249)).toEqual({
      levels: [0],
      bands: [11],
      edges: [
        [1050, 1099],
        [1200, 1249],
      ],
    });
    expect(priceBlocks(1050, 1060)).toEqual({ levels: [], bands: [], edges: [[1050, 1060]] });
    expect(priceBlocks(0, 1599)).toEqual({ levels: [1], bands: [0], edges: [] });
    expect(priceBlocks(5, 4)).toEqual({ levels: [], bands: [], edges: [] });
  });
});
