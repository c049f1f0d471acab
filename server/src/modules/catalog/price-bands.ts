/**
 * The price bands of the kept facet counts by price (price_band_option_counts, migration 0016): at
 * level L a band holds the prices whose whole dollars, divided by 16^L, give the band's number. A
 * price range in cents is the bands it covers whole, the fewest (at most 15 a side per level, the
 * widest level's all), and the parts of two dollars at its ends that no band covers whole: those
 * products are counted.
 */
export const BAND_LEVELS = 6;
/** The largest price a product can have (special_price_cents is an integer). */
export const MAX_PRICE_CENTS = 2_147_483_647;

export interface PriceBlocks {
  /** The bands, as two parallel lists (the read unnests them together). */
  levels: number[];
  bands: number[];
  /** Ranges of cents, both ends included, whose products are counted. */
  edges: [number, number][];
}

/** The bands and edges that make up the cents from `lo` to `hi` (both included). */
export function priceBlocks(lo: number, hi: number): PriceBlocks {
  const blocks: PriceBlocks = { levels: [], bands: [], edges: [] };
  if (lo > hi) return blocks;
  const first = Math.ceil(lo / 100); // the first whole dollar inside the range
  const last = Math.floor((hi + 1) / 100) - 1; // the last one
  if (first > last) {
    blocks.edges.push([lo, hi]);
    return blocks;
  }
  if (lo < first * 100) blocks.edges.push([lo, first * 100 - 1]);
  if (hi > last * 100 + 99) blocks.edges.push([last * 100 + 100, hi]);
  const take = (level: number, band: number) => {
    blocks.levels.push(level);
    blocks.bands.push(band);
  };
  // Dollars [a, b) at each level: the bands up to the next multiple of 16 from below and above are
  // taken at this level, what lies between is the next level's, in bands 16 times as wide.
  let a = first;
  let b = last + 1;
  for (let level = 0; a < b; level++) {
    const top = level === BAND_LEVELS - 1;
    while (a < b && (top || a % 16 !== 0)) take(level, a++);
    while (a < b && b % 16 !== 0) take(level, --b);
    a /= 16;
    b /= 16;
  }
  return blocks;
}
