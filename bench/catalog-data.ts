/**
 * A realistic, repeatable catalog for the benchmark: product names of 4–6 words drawn from a
 * shop's vocabulary (a few words common, most rare, like a real catalog's long tail), descriptions
 * of 2–4 sentences, 20 categories, 50 sellers, prices and stock spread like a real shop's.
 */

// Deterministic pseudo-random numbers (mulberry32), so every run seeds the same catalog.
export function rng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const CATEGORY_NAMES = [
  "Kitchen & Dining",
  "Home Decor",
  "Garden & Outdoors",
  "Audio & Headphones",
  "Computers & Tablets",
  "Phones & Accessories",
  "Books & Stationery",
  "Toys & Games",
  "Sports & Fitness",
  "Travel & Luggage",
  "Beauty & Care",
  "Health & Wellness",
  "Clothing - Women",
  "Clothing - Men",
  "Shoes & Boots",
  "Jewellery & Watches",
  "Pet Supplies",
  "Tools & Hardware",
  "Lighting & Lamps",
  "Baby & Kids",
];

const NOUNS = `lamp mug teapot kettle skillet saucepan bowl plate knife spatula whisk grater blender toaster
cushion blanket throw rug curtain vase mirror clock frame candle planter shelf basket tray hammock
lantern chair table bench parasol hose trowel headphones earbuds speaker amplifier turntable microphone
soundbar keyboard mouse monitor tablet laptop charger cable adapter case stand dock notebook journal
pen pencil planner backpack puzzle boardgame kite yoga mat dumbbell bottle racket helmet tent sleeping
bag suitcase duffel wallet passport serum cream lotion shampoo brush comb razor towel robe dress skirt
blouse jacket coat scarf shirt trousers jeans sweater hoodie sneakers boots sandals loafers slippers
necklace bracelet ring earrings watch collar leash feeder aquarium drill hammer wrench screwdriver saw
ladder chandelier pendant sconce bulb stroller crib rattle bib onesie`
  .split(/\s+/)
  .filter(Boolean);
const ADJECTIVES = `classic modern rustic vintage compact portable wireless foldable heavy light slim soft sturdy
elegant minimalist deluxe premium everyday handmade organic recycled waterproof insulated ergonomic
adjustable cordless rechargeable quiet bright warm cool smart travel mini large extra wide tall round
square oval nordic artisan studio professional family outdoor indoor vegan natural scented unscented
breathable stretch quilted padded glazed matte glossy hammered brushed woven knitted embroidered`
  .split(/\s+/)
  .filter(Boolean);
const MATERIALS = `oak walnut bamboo teak pine ceramic stoneware porcelain glass crystal steel copper brass
aluminium cast-iron linen cotton wool cashmere silk leather suede canvas denim velvet rattan wicker
marble granite concrete cork felt jute hemp silicone titanium`
  .split(/[\s]+/)
  .filter(Boolean);
const COLOURS = `black white grey charcoal ivory cream beige sand olive sage forest navy cobalt teal turquoise
mint coral rose blush burgundy crimson mustard amber ochre terracotta rust plum lavender indigo`
  .split(/\s+/)
  .filter(Boolean);
const SYLLABLES = "ka lo mi ra ve to sa ni qu el an or is ur ba de fi go hu ja ke lu mo ne pa ri su ti vo wa ye zo"
  .split(" ")
  .filter(Boolean);
const SENTENCES = [
  "Made from {m} with a {a} finish that lasts for years.",
  "A {a} {n} for every day, easy to clean and built to last.",
  "Designed in our {a} studio and finished by hand in {c}.",
  "Pairs well with any {n} from the {b} collection.",
  "Each piece is checked twice before it leaves the workshop.",
  "Comes in a recycled box, ready to give as a gift.",
  "The {m} body stays cool to the touch and weighs very little.",
  "Customers love its {a} look and {a} feel.",
  "Measures about {d} cm and fits neatly on a shelf or in a bag.",
  "Care: wipe with a damp cloth; do not use harsh cleaners.",
];

/** Brand-like invented words: the long tail of rare words a real catalog has. */
export function brandWords(count: number, random: () => number): string[] {
  const out = new Set<string>();
  while (out.size < count) {
    const n = 2 + Math.floor(random() * 2);
    let w = "";
    for (let i = 0; i < n; i++) w += SYLLABLES[Math.floor(random() * SYLLABLES.length)];
    if (w.length >= 5) out.add(w);
  }
  return [...out];
}

const pick = <T>(list: readonly T[], random: () => number) => list[Math.floor(random() * list.length)]!;
const cap = (w: string) => w[0]!.toUpperCase() + w.slice(1);

export interface GeneratedProduct {
  name: string;
  description: string;
  priceCents: number;
  discountBp: number;
  specialPriceCents: number;
  quantity: number;
  categoryId: number;
  sellerId: number;
}

export function makeProduct(
  i: number,
  random: () => number,
  brands: string[],
  categoryIds: number[],
  sellerIds: number[],
): GeneratedProduct {
  const brand = pick(brands, random);
  const noun = pick(NOUNS, random);
  const words = [cap(brand), pick(ADJECTIVES, random)];
  if (random() < 0.6) words.push(pick(COLOURS, random));
  if (random() < 0.7) words.push(pick(MATERIALS, random));
  words.push(noun);
  // A model code keeps names unique per seller and category, as real catalogs' names are.
  const name = `${words.join(" ")} ${String.fromCharCode(65 + (i % 26))}${i}`;
  const sentences = 2 + Math.floor(random() * 3);
  const description = Array.from({ length: sentences }, () =>
    pick(SENTENCES, random)
      .replace(/\{a\}/g, () => pick(ADJECTIVES, random))
      .replace(/\{m\}/g, () => pick(MATERIALS, random))
      .replace(/\{n\}/g, () => pick(NOUNS, random))
      .replace(/\{c\}/g, () => cap(pick(brands, random)))
      .replace(/\{b\}/g, () => cap(pick(brands, random)))
      .replace(/\{d\}/g, () => String(5 + Math.floor(random() * 95))),
  ).join(" ");
  // Prices: mostly 5–150, a tail up to 2,000.
  const priceCents = Math.round((random() < 0.9 ? 5 + random() * 145 : 150 + random() * 1850) * 100);
  const discountBp = random() < 0.2 ? (5 + Math.floor(random() * 10) * 5) * 100 : 0;
  const specialPriceCents = Math.round((priceCents * (10000 - discountBp)) / 10000);
  const quantity = random() < 0.1 ? 0 : Math.floor(random() * 500);
  return {
    name,
    description,
    priceCents,
    discountBp,
    specialPriceCents: Math.max(1, specialPriceCents),
    quantity,
    categoryId: pick(categoryIds, random),
    sellerId: pick(sellerIds, random),
  };
}

/** Words a shopper would type: common vocabulary, rare brand words, 3-letter prefixes, one-letter typos. */
export function searchTerms(brands: string[], random: () => number) {
  const common = [...NOUNS, ...MATERIALS, ...COLOURS].filter((w) => !w.includes("-"));
  const rare = brands.slice(0, 2000);
  const prefixes = [...new Set(common.filter((w) => w.length >= 4).map((w) => w.slice(0, 3)))];
  const typo = (w: string) => {
    const at = 1 + Math.floor(random() * (w.length - 2));
    const letters = "abcdefghijklmnopqrstuvwxyz";
    const op = random();
    if (op < 0.4) return w.slice(0, at) + w.slice(at + 1); // a letter left out
    if (op < 0.8) return w.slice(0, at) + pick([...letters], random) + w.slice(at + 1); // a wrong letter
    return w.slice(0, at) + w[at + 1] + w[at] + w.slice(at + 2); // two letters swapped
  };
  const typos = Array.from({ length: 400 }, () =>
    typo(
      pick(
        [...common, ...rare].filter((w) => w.length >= 5),
        random,
      ),
    ),
  );
  return { common, rare, prefixes, typos };
}

/** The benchmark's options: a colour or a size, the way a general shop's catalog has them. */
export const BENCH_COLOURS = ["Red", "Blue", "Green", "Black", "White", "Grey", "Navy", "Beige"] as const;
export const BENCH_SIZES = ["S", "M", "L", "XL", "XXL"] as const;

export interface GeneratedVariants {
  options: { name: string; values: string[] }[];
  variants: { options: Record<string, string>; priceCents: number; specialPriceCents: number; quantity: number }[];
}

/**
 * A product's variants, three on average (docs/decisions/0022): a third have none (one default
 * variant), a third come in three colours, a third in five sizes (the two largest a little dearer);
 * about one variant in ten is sold out. Drawn from a generator of their own, so the products
 * themselves (and the search vocabulary) stay as they were. `single` keeps the one default variant.
 */
export function makeVariants(i: number, p: GeneratedProduct, single = false): GeneratedVariants {
  const random = rng(1_000_003 + i);
  const kind = single ? 0 : Math.floor(random() * 3);
  const price = (priceCents: number) => ({
    priceCents,
    specialPriceCents: Math.max(1, Math.round((priceCents * (10000 - p.discountBp)) / 10000)),
  });
  const stock = (n: number) => {
    const share = Math.floor(p.quantity / n);
    return () => (random() < 0.1 ? 0 : share);
  };
  if (kind === 0) return { options: [], variants: [{ options: {}, ...price(p.priceCents), quantity: p.quantity }] };
  if (kind === 1) {
    const start = Math.floor(random() * BENCH_COLOURS.length);
    const colours = [0, 1, 2].map((k) => BENCH_COLOURS[(start + k) % BENCH_COLOURS.length]!);
    const quantity = stock(3);
    return {
      options: [{ name: "Color", values: colours }],
      variants: colours.map((c) => ({ options: { Color: c }, ...price(p.priceCents), quantity: quantity() })),
    };
  }
  const quantity = stock(5);
  return {
    options: [{ name: "Size", values: [...BENCH_SIZES] }],
    variants: BENCH_SIZES.map((s, k) => ({
      options: { Size: s },
      ...price(k >= 3 ? p.priceCents + 200 * (k - 2) : p.priceCents),
      quantity: quantity(),
    })),
  };
}
