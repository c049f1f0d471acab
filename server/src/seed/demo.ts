/**
 * The demo shop (docs/product/api.md §9): the demo accounts, eight categories (the four
 * fallback ones first, so they get ids 1..4), 40 products of the two demo sellers with generated
 * illustrations, two addresses and a few orders of user1 in every status, and 90 days of orders of
 * the shop's other customers for the seller dashboard's charts (decision 0018). One insert per table.
 */
import {
  addressSnapshot,
  COD_PAYMENT,
  discountBasisPoints,
  FALLBACK_CATEGORIES,
  ORDER_STATUS,
  type OwnerPageSlug,
  ROLES,
  DEFAULT_PRICING,
  orderTotals,
  sellerParts,
  specialPriceCents,
  type StoreSettings,
} from "@shop/contract";
import type { SellerPartStatus } from "../modules/orders/status.js";
import { orderStatusOf, paymentStatusOf } from "../modules/orders/status.js";
import { eq, sql } from "drizzle-orm";
import type { Db } from "../db/client.js";
import {
  addresses,
  categories,
  images,
  productImages,
  orderEvents,
  orderItems,
  orders,
  payments,
  products,
  productVariants,
  promotions,
  reviews,
  sellerLedgerEntries,
  sellerProfiles,
  sellerShipments,
  users,
} from "../db/schema/index.js";
import { recordOptionLabels } from "../modules/catalog/option-labels.js";
import { entriesOfDelivery } from "../modules/ledger/book-delivery.js";
import { DEFAULT_TERMS } from "../modules/ledger/marketplace-settings.js";
import { hashPassword } from "../modules/auth/passwords.js";
import { writePage } from "../modules/pages/repository.js";
import { writeStoreSettings } from "../modules/store-settings/repository.js";
import { seedDemoAccounts } from "./index.js";
import { type IllustrationKind, type IllustrationSpec, illustrationImageSets, type Paint } from "./illustrations.js";

export const DEMO_CATEGORIES = [
  ...FALLBACK_CATEGORIES.map((c) => c.categoryName),
  "Sports & Outdoors",
  "Books & Stationery",
  "Toys & Games",
  "Kitchen & Dining",
] as const;
type CategoryName = (typeof DEMO_CATEGORIES)[number];

type Seller = "seller1" | "seller2";

/**
 * The demo sellers' shop names: customers see a seller by display name, else the username, in the
 * order's history, its shipments and mails (docs/decisions/0024-mails-and-papers.md).
 */
export const DEMO_SELLER_NAMES: Record<Seller, string> = {
  seller1: "Maple & Finch",
  seller2: "Harbour Street Goods",
};

interface DemoProduct {
  name: string;
  description: string;
  category: CategoryName;
  seller: Seller;
  priceCents: number;
  discountPercent: number;
  /** Stock before the demo orders; the stored quantity is this minus what the orders took. */
  stock: number;
  art: IllustrationSpec;
  /** Options and the variants the seller keeps (docs/decisions/0022); without, one default variant. */
  variants?: DemoVariants;
}

interface DemoVariants {
  options: { name: string; values: string[] }[];
  variants: {
    options: Record<string, string>;
    /** Stock before the demo orders. */
    stock: number;
    priceCents?: number;
    sku?: string;
    /** The gallery picture (0 = the main one) that shows this variant. */
    picture?: number;
  }[];
  /**
   * Pictures drawn in the colours an option names (the T-shirt's White, Navy and Heather Grey): the
   * first value's is the main picture, the others follow in the gallery, and each variant shows the
   * picture of its value.
   */
  painted?: { option: string; paints: Record<string, Paint> };
}

/**
 * The products that come in options: headphones in three colours, each with its own picture; a
 * T-shirt in sizes and colours (not every combination, one sold out); running shoes in sizes, the
 * largest dearer and one size sold out.
 */
const DEMO_VARIANTS: Record<string, DemoVariants> = {
  "Aurora Wireless Headphones": {
    options: [{ name: "Color", values: ["Red", "Green", "Blue"] }],
    variants: [
      { options: { Color: "Red" }, stock: 14, sku: "AUR-HP-RED", picture: 0 },
      { options: { Color: "Green" }, stock: 9, sku: "AUR-HP-GRN", picture: 1 },
      { options: { Color: "Blue" }, stock: 12, sku: "AUR-HP-BLU", picture: 2 },
    ],
  },
  "Everyday Cotton Crew T-Shirt": {
    options: [
      { name: "Size", values: ["S", "M", "L", "XL"] },
      { name: "Color", values: ["White", "Navy", "Heather Grey"] },
    ],
    variants: [
      { options: { Size: "S", Color: "White" }, stock: 8, sku: "TEE-S-WHT" },
      { options: { Size: "M", Color: "White" }, stock: 14, sku: "TEE-M-WHT" },
      { options: { Size: "L", Color: "White" }, stock: 12, sku: "TEE-L-WHT" },
      { options: { Size: "XL", Color: "White" }, stock: 5, sku: "TEE-XL-WHT" },
      { options: { Size: "S", Color: "Navy" }, stock: 6, sku: "TEE-S-NVY" },
      { options: { Size: "M", Color: "Navy" }, stock: 0, sku: "TEE-M-NVY" },
      { options: { Size: "L", Color: "Navy" }, stock: 12, sku: "TEE-L-NVY" },
      { options: { Size: "XL", Color: "Navy" }, stock: 8, sku: "TEE-XL-NVY" },
      { options: { Size: "M", Color: "Heather Grey" }, stock: 11, sku: "TEE-M-GRY" },
      { options: { Size: "L", Color: "Heather Grey" }, stock: 6, sku: "TEE-L-GRY" },
    ],
    painted: {
      option: "Color",
      paints: {
        White: { main: "#f5f5f2", dark: "#b4b8c2", light: "#ffffff" },
        Navy: { main: "#233a6b", dark: "#15244a", light: "#4a6299" },
        "Heather Grey": { main: "#a7abb2", dark: "#6f737b", light: "#c9ccd1" },
      },
    },
  },
  "Trailblazer Running Sneakers": {
    options: [{ name: "Size", values: ["40", "41", "42", "43", "44", "45"] }],
    variants: [
      { options: { Size: "40" }, stock: 4, sku: "TRL-40" },
      { options: { Size: "41" }, stock: 6, sku: "TRL-41" },
      { options: { Size: "42" }, stock: 8, sku: "TRL-42" },
      { options: { Size: "43" }, stock: 6, sku: "TRL-43" },
      { options: { Size: "44" }, stock: 0, sku: "TRL-44" },
      { options: { Size: "45" }, stock: 4, sku: "TRL-45", priceCents: 9499 },
    ],
  },
};

type Row = [
  name: string,
  category: CategoryName,
  seller: Seller,
  priceCents: number,
  discountPercent: number,
  stock: number,
  kind: IllustrationKind,
  hue: number,
  description: string,
];

// biome-ignore format: a table reads better one product per row
const ROWS: readonly Row[] = [
  ["Aurora Wireless Headphones", "Electronics", "seller1", 12999, 15, 35, "headphones", 0, "Over-ear Bluetooth headphones with plush memory-foam cushions and 30 hours of battery. Folds flat for travel."],
  ["Nimbus Noise-Cancelling Headphones", "Electronics", "seller2", 24999, 0, 18, "headphones", 215, "Adaptive noise cancelling that shuts out the commute. Crisp calls with four beam-forming microphones."],
  ["Pixel Pro 6.1\" Smartphone", "Electronics", "seller1", 69900, 10, 25, "phone", 40, "A bright 6.1-inch OLED display, a dual camera that shines at night and a battery that lasts all day."],
  ["Horizon 14\" Ultrabook", "Electronics", "seller2", 109900, 0, 8, "laptop", 125, "A 1.2 kg aluminium laptop with a 14-inch display, 16 GB of memory and a 1 TB SSD. Charges over USB-C."],
  ["Pulse Fitness Smartwatch", "Electronics", "seller1", 19900, 20, 41, "watch", 145, "Tracks heart rate, sleep and 40 workouts. Water resistant to 50 metres with a week of battery life."],
  ["Boom Portable Bluetooth Speaker", "Electronics", "seller2", 5999, 0, 62, "speaker", 185, "Room-filling sound in a splash-proof body. Pair two for stereo."],
  ["Snapshot Mirrorless Camera", "Electronics", "seller1", 84900, 0, 3, "camera", 232, "A 24-megapixel mirrorless camera with a bright 35 mm lens. Shoots 4K video and fits in a coat pocket."],
  ["Everyday Cotton Crew T-Shirt", "Fashion", "seller2", 1999, 0, 82, "tshirt", 280, "Soft organic cotton in a relaxed fit. Pre-shrunk, so it keeps its shape wash after wash."],
  ["Trailblazer Running Sneakers", "Fashion", "seller1", 8999, 25, 28, "sneaker", 332, "Lightweight running shoes with a responsive foam sole and a breathable knit upper."],
  ["Classic Aviator Sunglasses", "Fashion", "seller2", 3499, 0, 45, "sunglasses", 22, "Timeless aviators with polarised lenses and a slim metal frame. UV400 protection."],
  ["Milano Leather Handbag", "Fashion", "seller1", 15900, 10, 6, "handbag", 68, "Full-grain leather handbag with a gold-tone clasp, an inner zip pocket and room for a tablet."],
  ["Retro Court Sneakers", "Fashion", "seller2", 7499, 0, 0, "sneaker", 198, "Low-top court sneakers inspired by the seventies, with a cushioned insole and a grippy rubber sole."],
  ["Oversized Graphic Tee", "Fashion", "seller1", 2499, 15, 55, "tshirt", 14, "A heavyweight cotton tee with a boxy cut and a dropped shoulder. Made to be lived in."],
  ["Halo Table Lamp", "Home & Furniture", "seller1", 4999, 0, 34, "lamp", 95, "A slim table lamp with a linen-look shade that casts a warm, even glow. Bulb included."],
  ["Nordic Accent Chair", "Home & Furniture", "seller2", 18900, 10, 12, "chair", 160, "A padded accent chair on solid oak legs. Compact enough for a reading corner."],
  ["Cloud Three-Seat Sofa", "Home & Furniture", "seller1", 89900, 15, 4, "sofa", 214, "Deep seats, feather-soft cushions and removable, washable covers. Seats three with room to spare."],
  ["Monstera Plant in Ceramic Pot", "Home & Furniture", "seller2", 3999, 0, 22, "plant", 262, "An easy-going Monstera delivered in a glazed ceramic pot. Likes bright, indirect light."],
  ["Minimalist Wall Clock", "Home & Furniture", "seller1", 2999, 0, 47, "clock", 300, "A silent-sweep wall clock with a clean dial, 30 cm across. No ticking, just time."],
  ["Velvet Matte Lipstick", "Beauty & Health", "seller2", 1899, 0, 72, "lipstick", 350, "Richly pigmented matte colour that stays put for hours without drying your lips."],
  ["Bloom Eau de Parfum 50 ml", "Beauty & Health", "seller1", 6900, 20, 15, "perfume", 30, "Notes of peony, pear and white musk. A fresh floral scent for every day."],
  ["Hydra Daily Face Cream", "Beauty & Health", "seller2", 2450, 10, 38, "jar", 88, "A lightweight moisturiser with hyaluronic acid and aloe. Absorbs quickly, suits all skin types."],
  ["Rose Tinted Lip Balm", "Beauty & Health", "seller1", 1299, 0, 2, "lipstick", 320, "A nourishing balm with shea butter and a sheer rose tint. SPF 15."],
  ["Summit Insulated Water Bottle", "Sports & Outdoors", "seller2", 2999, 0, 77, "bottle", 135, "Double-wall stainless steel keeps drinks cold for 24 hours or hot for 12. 750 ml, leak-proof lid."],
  ["Pro Match Soccer Ball", "Sports & Outdoors", "seller1", 3499, 10, 44, "ball", 200, "A match-grade size 5 ball with a thermally bonded cover for a true flight."],
  ["Adjustable Dumbbell Pair", "Sports & Outdoors", "seller2", 7999, 0, 9, "dumbbell", 222, "Two dumbbells of up to 10 kg each with quick-release collars. A complete home gym in a box."],
  ["Trekker 30 L Hiking Backpack", "Sports & Outdoors", "seller1", 8900, 15, 23, "backpack", 265, "A ventilated back panel, a rain cover and hip-belt pockets. Ready for a long day on the trail."],
  ["Alpine Two-Person Tent", "Sports & Outdoors", "seller2", 14900, 0, 0, "tent", 322, "A freestanding three-season tent that pitches in five minutes and weighs just 2.1 kg."],
  ["The Silent Orchard", "Books & Stationery", "seller1", 2499, 0, 36, "book", 5, "A hardcover novel about three generations of a family and the orchard that holds their secrets."],
  ["Dotted Spiral Notebook A5", "Books & Stationery", "seller2", 899, 0, 80, "notebook", 48, "160 pages of thick dotted paper that takes fountain pen ink without bleeding."],
  ["Colour Pencil Set of 24", "Books & Stationery", "seller1", 1499, 10, 59, "pencils", 200, "Soft, richly pigmented pencils that blend and layer beautifully. Comes in a tin case."],
  ["Atlas of Distant Places", "Books & Stationery", "seller2", 3999, 25, 7, "book", 190, "An illustrated atlas of remote islands, hidden valleys and forgotten towns. A gift for curious minds."],
  ["Cuddly Teddy Bear", "Toys & Games", "seller2", 2499, 0, 29, "bear", 140, "A huggable 35 cm bear made of super-soft plush. Machine washable."],
  ["Rainbow Building Blocks", "Toys & Games", "seller1", 3499, 15, 41, "blocks", 340, "Sixty smooth wooden blocks in bright, child-safe colours, with letters to learn as you build."],
  ["Classic Rubber Duck", "Toys & Games", "seller2", 699, 0, 3, "duck", 200, "The bath-time classic. Floats upright and squeaks on demand."],
  ["Jumbo Teddy Bear", "Toys & Games", "seller1", 5999, 10, 3, "bear", 20, "A giant 80 cm bear with a satin bow. The best hugs in the house."],
  ["Stoneware Coffee Mug", "Kitchen & Dining", "seller1", 1499, 0, 68, "mug", 272, "A generous 400 ml mug in reactive glaze. Microwave and dishwasher safe."],
  ["Cast Iron Skillet 26 cm", "Kitchen & Dining", "seller2", 4499, 10, 32, "pan", 10, "Pre-seasoned cast iron that goes from hob to oven. Gets better with every use."],
  ["Ceramic Teapot 1.2 L", "Kitchen & Dining", "seller1", 3999, 0, 14, "teapot", 18, "A hand-glazed teapot with a stainless steel infuser. Brews four generous cups."],
  ["Dinner Plate Set of 4", "Kitchen & Dining", "seller2", 5499, 20, 26, "plate", 100, "Four porcelain dinner plates with a coloured rim. Chip resistant and dishwasher safe."],
  ["Morning Glow Mug Duo", "Kitchen & Dining", "seller2", 2599, 0, 19, "mug", 178, "Two matching mugs in a sunny glaze, boxed and ready to give."],
];

/** The paints of a product's pictures in its own colours, in the option's order; none for the others. */
function paintedArt(variants: DemoVariants | undefined): { paint: Paint }[] {
  const painted = variants?.painted;
  if (!painted) return [];
  const values = variants.options.find((o) => o.name === painted.option)?.values ?? [];
  return values.map((value) => {
    const paint = painted.paints[value];
    if (!paint) throw new Error(`no paint for ${painted.option} ${value}`);
    return { paint };
  });
}

/** Each variant of a painted product shows the picture of its colour (0 = the first colour's, the main one). */
function withPaintedPictures(variants: DemoVariants): DemoVariants {
  const painted = variants.painted;
  if (!painted) return variants;
  const values = variants.options.find((o) => o.name === painted.option)?.values ?? [];
  return {
    ...variants,
    variants: variants.variants.map((v) => ({ ...v, picture: values.indexOf(v.options[painted.option] ?? "") })),
  };
}

export const DEMO_PRODUCTS: readonly DemoProduct[] = ROWS.map(
  ([name, category, seller, priceCents, discountPercent, stock, kind, hue, description]) => ({
    name,
    description,
    category,
    seller,
    priceCents,
    discountPercent,
    stock,
    art: { kind, hue, ...paintedArt(DEMO_VARIANTS[name])[0] },
    ...(DEMO_VARIANTS[name] ? { variants: withPaintedPictures(DEMO_VARIANTS[name]) } : {}),
  }),
);

/** A product's variants as the seed writes them: its own, or one default variant with its stock. */
const variantsOf = (p: DemoProduct): DemoVariants => {
  if (!p.variants) return { options: [], variants: [{ options: {}, stock: p.stock }] };
  // The table's stock is the variants' sum: one figure to read for the whole product.
  const sum = p.variants.variants.reduce((n, v) => n + v.stock, 0);
  if (sum !== p.stock) throw new Error(`the variants of "${p.name}" hold ${sum}, not its ${p.stock}`);
  return p.variants;
};

const sameOptions = (a: Record<string, string>, b: Record<string, string>) =>
  Object.keys(a).length === Object.keys(b).length && Object.entries(a).every(([k, v]) => b[k] === v);

const DEMO_ADDRESSES = [
  {
    fullName: "Jordan Miller",
    phone: "+1 (555) 010-4477",
    street: "123 Maple Street",
    apartmentNumber: "4B",
    city: "Springfield",
    state: "Illinois",
    country: "USA",
    zipCode: "62704",
  },
  {
    fullName: "Jordan Miller",
    phone: "+1 (555) 010-9012",
    street: "77 Harbor View Road",
    apartmentNumber: null,
    city: "Portland",
    state: "Oregon",
    country: "USA",
    zipCode: "97201",
  },
] as const;

interface DemoOrder {
  daysAgo: number;
  /** user1's address; ignored for another customer's order (they have one address). */
  address: 0 | 1;
  /** One of HISTORY_CUSTOMERS (by index); user1 when absent. */
  customer?: number;
  /** Minutes before `daysAgo` days ago (history orders; user1's are spread by their index). */
  minutesEarlier?: number;
  /** A product with options names its variant; else its first variant in stock. */
  lines: { product: string; quantity: number; variant?: Record<string, string> }[];
  /** Each seller's part; the order status is derived from these. */
  parts: Partial<Record<Seller, SellerPartStatus>>;
}

const DEMO_ORDERS: readonly DemoOrder[] = [
  {
    daysAgo: 26,
    address: 0,
    lines: [
      { product: "Aurora Wireless Headphones", quantity: 1, variant: { Color: "Blue" } },
      { product: "Classic Rubber Duck", quantity: 3 },
      { product: "Everyday Cotton Crew T-Shirt", quantity: 2, variant: { Size: "M", Color: "White" } },
    ],
    parts: { seller1: ORDER_STATUS.delivered, seller2: ORDER_STATUS.delivered },
  },
  {
    daysAgo: 19,
    address: 1,
    lines: [
      { product: "Stoneware Coffee Mug", quantity: 2 },
      { product: "Colour Pencil Set of 24", quantity: 1 },
    ],
    parts: { seller1: ORDER_STATUS.delivered },
  },
  {
    daysAgo: 12,
    address: 0,
    lines: [{ product: 'Horizon 14" Ultrabook', quantity: 1 }],
    parts: { seller2: ORDER_STATUS.cancelled },
  },
  {
    daysAgo: 7,
    address: 0,
    lines: [
      { product: "Summit Insulated Water Bottle", quantity: 2 },
      { product: "Cast Iron Skillet 26 cm", quantity: 1 },
    ],
    parts: { seller2: ORDER_STATUS.shipped },
  },
  {
    daysAgo: 4,
    address: 1,
    lines: [
      { product: "Trailblazer Running Sneakers", quantity: 1, variant: { Size: "42" } },
      { product: "Monstera Plant in Ceramic Pot", quantity: 1 },
    ],
    parts: { seller1: ORDER_STATUS.shipped, seller2: ORDER_STATUS.placed },
  },
  {
    daysAgo: 1,
    address: 0,
    lines: [
      { product: "Pulse Fitness Smartwatch", quantity: 1 },
      { product: "Halo Table Lamp", quantity: 1 },
      { product: "Velvet Matte Lipstick", quantity: 2 },
    ],
    parts: { seller1: ORDER_STATUS.placed, seller2: ORDER_STATUS.placed },
  },
];

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The shop's other customers (decision 0018): they sign in with "password1" like user1, but are not
 * shown as demo accounts. Their orders are the seller dashboard's 90 days of history.
 */
export const HISTORY_CUSTOMERS = [
  "ava_lane",
  "ben_ortiz",
  "chloe_park",
  "dan_kowalski",
  "emma_reyes",
  "felix_berg",
  "grace_osei",
  "hugo_marsh",
] as const;
const HISTORY_PASSWORD = "password1";
/** How many days of history: the dashboard's longest range. */
export const HISTORY_DAYS = 90;

/** A small deterministic generator (mulberry32): the same demo history on every start. */
function random(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/**
 * Two to six orders a day over the last 90 days, busier at weekends' end and growing slowly, of one
 * to three products (of either seller). Each part's status fits its age: nothing ships within a day
 * of the order nor arrives within three (the history's events follow that timing); older parts are
 * mostly Delivered, a few still wait; about one order in fourteen was cancelled by its customer.
 * Their stock is not taken from today's quantities: the shop restocked since (only user1's orders
 * are counted in the stock).
 */
function historyOrders(): DemoOrder[] {
  const next = random(13);
  const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)] as T;
  const result: DemoOrder[] = [];
  for (let daysAgo = HISTORY_DAYS - 1; daysAgo >= 0; daysAgo--) {
    const trend = (HISTORY_DAYS - daysAgo) / HISTORY_DAYS;
    const count = 2 + Math.floor(next() * 3 + trend * 1.5 + (daysAgo % 7 === 2 ? 1 : 0));
    for (let j = 0; j < count; j++) {
      const products = new Set<DemoProduct>();
      const lineCount = 1 + Math.floor(next() * next() * 3);
      while (products.size < lineCount) products.add(pick(DEMO_PRODUCTS));
      const lines = [...products].map((p) => ({ product: p.name, quantity: 1 + Math.floor(next() * next() * 3) }));
      const sellers = [...new Set([...products].map((p) => p.seller))];
      const cancelled = next() < 0.07;
      const partStatus = (): SellerPartStatus => {
        if (cancelled) return ORDER_STATUS.cancelled;
        const r = next();
        if (daysAgo < 1) return ORDER_STATUS.placed;
        if (daysAgo < 3) return r < 0.5 ? ORDER_STATUS.placed : ORDER_STATUS.shipped;
        if (daysAgo < 12 && r < 0.06) return ORDER_STATUS.placed;
        if (r < 0.12) return ORDER_STATUS.shipped;
        return ORDER_STATUS.delivered;
      };
      result.push({
        daysAgo,
        address: 0,
        customer: Math.floor(next() * HISTORY_CUSTOMERS.length),
        // Spread over the day, one order every three hours or so, never the same minute.
        minutesEarlier: 20 + j * 170 + Math.floor(next() * 120),
        lines,
        parts: Object.fromEntries(sellers.map((seller) => [seller, partStatus()])),
      });
    }
  }
  return result;
}
const HISTORY_ORDERS = historyOrders();
/** The hue shifts of the extra gallery images of the demo products with a gallery. */
const GALLERY_VARIANT_HUES = [120, 240] as const;
/** How many demo products have a gallery of three. */
const GALLERY_PRODUCTS = 4;

/** user1's reviews of products it received (decision 0009), some with the seller's reply. */
const DEMO_REVIEWS: readonly { product: string; rating: number; title: string; text: string; reply?: string }[] = [
  {
    product: "Aurora Wireless Headphones",
    rating: 5,
    title: "Comfortable all day",
    text: "Great sound for the price and the battery easily lasts a week of commuting.",
    reply: "Thank you! Glad they keep you company on the way to work.",
  },
  {
    product: "Classic Rubber Duck",
    rating: 4,
    title: "Bath time hit",
    text: "The kids love it. Squeaks a bit quietly.",
  },
  {
    product: "Stoneware Coffee Mug",
    rating: 5,
    title: "",
    text: "Keeps coffee warm and feels solid in the hand.",
    reply: "Thanks for the kind words, enjoy your coffee!",
  },
  { product: "Everyday Cotton Crew T-Shirt", rating: 3, title: "Fine", text: "Soft, but runs a little small." },
];

/**
 * The demo shop's store settings: the home and footer texts of docs/product/storefront.md (its hero, two banners,
 * "Why Choose Us" items, three testimonials and placeholder contact details), on top of the initial settings.
 */
export function demoSettings(initial: StoreSettings): StoreSettings {
  return {
    ...initial,
    // The demo's prices are dollars, whatever SHOP_CURRENCY says (docs/product/api.md, "Money").
    currency: "USD",
    country: "US",
    currencyDigits: 2,
    tagline: "Thoughtfully made products that blend style, quality and sustainability — delivered to your door.",
    contactAddress: "123 Market Street, Springfield, 12345",
    contactPhone: "+1 (555) 010-0200",
    contactEmail: "hello@example.com",
    social: {
      instagram: "https://www.instagram.com/",
      facebook: "https://www.facebook.com/",
      x: "https://x.com/",
      youtube: "https://www.youtube.com/",
    },
    whyChooseUs: [
      { icon: "star", title: "4.9/5 Rating", text: "Loved by thousands of happy customers" },
      // "Free Delivery" only where delivery is free: beside a shipping fee for every order it would not be.
      initial.freeShippingThreshold !== null && initial.freeShippingThreshold > 0
        ? { icon: "truck", title: "Free Delivery", text: "Free, tracked delivery on larger orders" }
        : { icon: "truck", title: "Tracked Delivery", text: "Fast, tracked delivery to your door, paid on arrival" },
      { icon: "heart", title: "Made with Love", text: "Crafted by makers who care" },
    ],
    testimonials: [
      {
        quote: "The quality is outstanding and delivery was quicker than promised. My new favourite shop.",
        author: "Sarah M.",
        detail: "Verified buyer",
      },
      {
        quote: "Beautifully curated. Everything I ordered looked exactly like the pictures — and felt even better.",
        author: "James K.",
        detail: "Verified buyer",
      },
      {
        quote: "Paying on delivery made my first order stress-free. Friendly support, too. Highly recommended!",
        author: "Priya R.",
        detail: "Verified buyer",
      },
    ],
    // The home page's hero and banners are the owner's settings; the demo shop sets the storefront's.
    hero: {
      headline: "Discover Premium Quality Products",
      text: "Curated collection of exceptional products that blend style, quality, and sustainability for the modern lifestyle",
      ctaLabel: "Shop Now",
      ctaUrl: "/products",
      image: "",
    },
    banners: [
      {
        title: "New Arrivals",
        text: "The latest additions to our collection, fresh this week.",
        url: "/products?sort=newest",
        image: "",
      },
      {
        title: "Seasonal Sale",
        text: "Great products at even better prices, while stocks last.",
        url: "/products?sale=true",
        image: "",
      },
    ],
  };
}

/** The demo shop's About, Privacy and Terms pages, in Markdown as an owner would write them. */
export const DEMO_PAGES = {
  about: `## A small shop with a big heart

We are a small, independent shop that brings together products chosen for their **quality, design and
durability**. We work directly with makers and sellers we trust, and we stand behind everything we sell.

- Every product is picked by hand.
- You pay in cash when your order arrives.
- Questions? Write to us at [hello@example.com](mailto:hello@example.com).`,
  privacy: `## What we keep

We collect only what we need to run the shop: your account details, delivery addresses and orders.

## What we do with it

We use it solely to process orders, provide support and keep your account secure. **We never sell your
data.** You can delete your account at any time from your profile.`,
  terms: `## Ordering

By using this shop you agree to provide accurate information, to use the shop lawfully, and to pay for
orders on delivery.

## Prices and availability

Prices and availability may change; an order is confirmed once it appears in your account.`,
} as const;

/** The discount code the demo shop offers to try (README, "Run it"): 10 % off, no limit. */
export const DEMO_CODE = { code: "WELCOME10", percent: 10 } as const;

/** The demo shop: store settings, accounts, categories, products with generated images, a few orders. */
export async function seedDemoShop(db: Db, initial: StoreSettings) {
  // Drawing and encoding the illustrations is pure CPU work: done before the transaction.
  const imageSets = await illustrationImageSets(DEMO_PRODUCTS.map((p) => p.art));
  // Galleries (decision 0012): four products (every third of the first twelve) also come in two other
  // colours. Few, because each image set is drawn and encoded one after the other at start.
  // A product painted in its own colours (the T-shirt) has one picture per colour instead.
  const variantArt = DEMO_PRODUCTS.flatMap((p, i) =>
    p.variants?.painted
      ? paintedArt(p.variants)
          .slice(1)
          .map(({ paint }) => ({ product: i, art: { ...p.art, paint } }))
      : i % 3 === 0 && i < GALLERY_PRODUCTS * 3
        ? GALLERY_VARIANT_HUES.map((shift) => ({ product: i, art: { ...p.art, hue: p.art.hue + shift } }))
        : [],
  );
  const variantSets = await illustrationImageSets(variantArt.map((v) => v.art));
  const now = Date.now();

  await db.transaction(async (tx) => {
    await writeStoreSettings(tx, demoSettings(initial));
    for (const [slug, markdown] of Object.entries(DEMO_PAGES)) await writePage(tx, slug as OwnerPageSlug, markdown);
    const accounts = await seedDemoAccounts(tx);
    const userId = (username: string) => {
      const account = accounts.find((a) => a.username === username);
      if (!account) throw new Error(`demo account ${username} is missing`);
      return account;
    };
    const customer = userId("user1");
    // A code to try at checkout (the README names it): the shop's, on every seller's products.
    await tx.insert(promotions).values({
      code: DEMO_CODE.code,
      kind: "percent",
      value: DEMO_CODE.percent * 100,
      createdBy: userId("admin").id,
    });
    const historyHash = await hashPassword(HISTORY_PASSWORD);
    const historyCustomers = await tx
      .insert(users)
      .values(
        HISTORY_CUSTOMERS.map((username, i) => ({
          username,
          email: `${username.replace("_", ".")}@example.com`,
          passwordHash: historyHash,
          roles: [ROLES.user],
          createdAt: new Date(now - (HISTORY_DAYS + 10 - i) * DAY_MS),
        })),
      )
      .returning();
    const sellerIds: Record<Seller, number> = { seller1: userId("seller1").id, seller2: userId("seller2").id };
    await tx.insert(sellerProfiles).values(
      Object.entries(DEMO_SELLER_NAMES).map(([seller, displayName]) => ({
        sellerId: sellerIds[seller as Seller],
        displayName,
      })),
    );

    const categoryRows = await tx
      .insert(categories)
      .values(DEMO_CATEGORIES.map((name, i) => ({ name, createdAt: new Date(now - (60 - i) * DAY_MS) })))
      .returning({ id: categories.id, name: categories.name });
    const categoryId = new Map(categoryRows.map((c) => [c.name, c.id]));

    const imageByName = new Map<string, typeof images.$inferInsert>();
    for (const set of [...imageSets, ...variantSets]) for (const row of set.rows) imageByName.set(row.name, row);
    await tx
      .insert(images)
      .values([...imageByName.values()])
      .onConflictDoNothing();

    // Which variant a demo order's line takes: the one it names, else the product's first in stock.
    const variantOfLine = (line: DemoOrder["lines"][number]) => {
      const product = DEMO_PRODUCTS.find((p) => p.name === line.product);
      if (!product) throw new Error(`demo order names an unknown product "${line.product}"`);
      const all = variantsOf(product).variants;
      const index = line.variant
        ? all.findIndex((v) => sameOptions(v.options, line.variant!))
        : Math.max(
            all.findIndex((v) => v.stock > 0),
            0,
          );
      if (index < 0) throw new Error(`demo order names an unknown variant of "${line.product}"`);
      return `${line.product}#${index}`;
    };
    // What user1's non-cancelled orders took from each variant (the history's was restocked since).
    const sold = new Map<string, number>();
    for (const order of DEMO_ORDERS) {
      if (orderStatusOf(Object.values(order.parts)) === ORDER_STATUS.cancelled) continue;
      for (const line of order.lines) {
        const key = variantOfLine(line);
        sold.set(key, (sold.get(key) ?? 0) + line.quantity);
      }
    }

    // The product rows; their stock and prices follow from their variants (a trigger), written next.
    const productValues = DEMO_PRODUCTS.map((p, i) => {
      const created = new Date(now - (45 - i) * DAY_MS);
      return {
        name: p.name,
        description: p.description,
        priceCents: p.priceCents,
        discountBp: discountBasisPoints(p.discountPercent),
        specialPriceCents: specialPriceCents(p.priceCents, p.discountPercent),
        quantity: 0,
        categoryId: categoryId.get(p.category) as number,
        sellerId: sellerIds[p.seller],
        image: imageSets[i]?.base ?? null,
        options: variantsOf(p).options,
        createdAt: created,
        updatedAt: created,
      };
    });
    const productRows = await tx.insert(products).values(productValues).returning();
    const galleries = productRows.map((_, i) =>
      [imageSets[i]?.base, ...variantArt.flatMap((v, k) => (v.product === i ? [variantSets[k]?.base] : []))].filter(
        (image): image is string => image !== undefined,
      ),
    );
    const galleryRows = productRows.flatMap((product, i) =>
      (galleries[i] ?? []).map((image, position) => ({ productId: product.id, image, position })),
    );
    if (galleryRows.length > 0) await tx.insert(productImages).values(galleryRows);
    const variantRows = await tx
      .insert(productVariants)
      .values(
        DEMO_PRODUCTS.flatMap((p, i) =>
          variantsOf(p).variants.map((v, position) => {
            const quantity = v.stock - (sold.get(`${p.name}#${position}`) ?? 0);
            if (quantity < 0) throw new Error(`demo orders take more "${p.name}" than its stock`);
            const priceCents = v.priceCents ?? p.priceCents;
            return {
              productId: productRows[i]!.id,
              sellerId: sellerIds[p.seller],
              options: v.options,
              sku: v.sku ?? null,
              priceCents,
              discountBp: discountBasisPoints(p.discountPercent),
              specialPriceCents: specialPriceCents(priceCents, p.discountPercent),
              quantity,
              image: v.picture === undefined ? null : (galleries[i]?.[v.picture] ?? null),
              position,
            };
          }),
        ),
      )
      .returning();
    await recordOptionLabels(
      tx,
      DEMO_PRODUCTS.flatMap((p) => variantsOf(p).options),
    );
    const productByName = new Map(productRows.map((p) => [p.name, p]));
    const variantByKey = new Map(
      variantRows.map((v) => {
        const product = productRows.find((p) => p.id === v.productId)!;
        return [`${product.name}#${v.position}`, v];
      }),
    );

    const addressRows = await tx
      .insert(addresses)
      .values(
        DEMO_ADDRESSES.map((a, i) => ({ ...a, userId: customer.id, createdAt: new Date(now - (30 - i) * DAY_MS) })),
      )
      .returning();
    const addressByStreet = new Map(addressRows.map((a) => [a.street, a]));
    const historyAddresses = await tx
      .insert(addresses)
      .values(
        historyCustomers.map((c, i) => ({
          userId: c.id,
          fullName: c.username
            .split("_")
            .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
            .join(" "),
          phone: `+1 (555) 020-${String(1000 + i * 137).slice(-4)}`,
          street: `${10 + i * 7} ${["Oak", "Cedar", "Elm", "Birch"][i % 4]} Avenue`,
          apartmentNumber: null,
          city: ["Springfield", "Portland", "Madison", "Austin"][i % 4] as string,
          state: ["Illinois", "Oregon", "Wisconsin", "Texas"][i % 4] as string,
          country: "USA",
          zipCode: ["62704", "97201", "53703", "73301"][i % 4] as string,
          createdAt: c.createdAt,
        })),
      )
      .returning();
    const buyerOf = (order: DemoOrder) => {
      if (order.customer === undefined) {
        const address = addressByStreet.get(DEMO_ADDRESSES[order.address].street);
        if (!address) throw new Error("demo address is missing");
        return { account: customer, address };
      }
      const account = historyCustomers[order.customer];
      const address = historyAddresses.find((a) => a.userId === account?.id);
      if (!account || !address) throw new Error("demo history customer is missing");
      return { account, address };
    };

    const planned = [...DEMO_ORDERS, ...HISTORY_ORDERS].map((order, i) => {
      const lines = order.lines.map((line) => {
        const product = productByName.get(line.product);
        const variant = variantByKey.get(variantOfLine(line));
        if (!product || !variant) throw new Error(`demo order names an unknown product "${line.product}"`);
        return { product, variant, quantity: line.quantity };
      });
      const sellersOfLines = new Set(lines.map((l) => l.product.sellerId));
      const sellersOfParts = new Set(Object.keys(order.parts).map((s) => sellerIds[s as Seller]));
      if (sellersOfLines.size !== sellersOfParts.size || [...sellersOfLines].some((s) => !sellersOfParts.has(s))) {
        throw new Error("a demo order's seller parts do not match its lines");
      }
      const status = orderStatusOf(Object.values(order.parts));
      const totals = orderTotals(
        lines.map((l) => ({ unitPriceCents: l.variant.specialPriceCents, quantity: l.quantity })),
      );
      const { account, address } = buyerOf(order);
      // Distinct, spread-out times: also how the inserted rows are matched back to their plans
      // (user1's at whole minutes, the history's at 17 s past one).
      const minutes = order.minutesEarlier ?? i * 97 + 13;
      const orderDate = new Date(
        now - order.daysAgo * DAY_MS - minutes * 60 * 1000 - (order.minutesEarlier === undefined ? 0 : 17_000),
      );
      return { order, lines, status, totals, account, address, orderDate };
    });
    if (new Set(planned.map((p) => p.orderDate.getTime())).size !== planned.length) {
      throw new Error("two demo orders share a time");
    }

    const orderRows = await tx
      .insert(orders)
      .values(
        planned.map(({ status, totals, account, address, orderDate }) => ({
          userId: account.id,
          email: account.email,
          orderDate,
          status,
          ...totals,
          currency: "USD",
          addressId: address.id,
          ...addressSnapshot(address),
        })),
      )
      .returning({ id: orders.id, orderDate: orders.orderDate });
    const orderIdByTime = new Map(orderRows.map((o) => [o.orderDate.getTime(), o.id]));
    const withIds = planned.map((p) => {
      const id = orderIdByTime.get(p.orderDate.getTime());
      if (id === undefined) throw new Error("a demo order was not inserted");
      return { ...p, id };
    });

    await tx.insert(orderItems).values(
      withIds.flatMap(({ id, lines }) =>
        lines.map(({ product, variant, quantity }) => ({
          orderId: id,
          productId: product.id,
          productName: product.name,
          image: variant.image ?? product.image,
          unitPriceCents: variant.specialPriceCents,
          discountBp: variant.discountBp,
          quantity,
          sellerId: product.sellerId,
          variantId: variant.id,
          options: variant.options,
          sku: variant.sku,
          taxRateBp: DEFAULT_PRICING.taxRateBp,
        })),
      ),
    );

    await tx.insert(payments).values(
      withIds.map(({ id, status }) => ({
        orderId: id,
        method: COD_PAYMENT.paymentMethod,
        pgName: COD_PAYMENT.pgName,
        pgPaymentId: COD_PAYMENT.pgPaymentId,
        pgStatus: paymentStatusOf(status),
        pgResponseMessage: COD_PAYMENT.defaultMessage,
      })),
    );

    // Each part with its amounts (shipping and tax shared by the pricing module), the shop's
    // default commission, and the platform collecting the cash.
    const partRows = withIds.flatMap(({ id, order, orderDate, lines, totals }) => {
      const parts = sellerParts(
        lines.map((l) => ({
          key: l.variant.id,
          unitPriceCents: l.variant.specialPriceCents,
          quantity: l.quantity,
          sellerId: l.product.sellerId,
          discountCents: 0,
        })),
        totals,
        null,
      );
      return (Object.entries(order.parts) as [Seller, SellerPartStatus][]).map(([seller, status]) => {
        const part = parts.find((p) => p.sellerId === sellerIds[seller])!;
        return {
          orderId: id,
          sellerId: sellerIds[seller],
          status,
          // Parts that moved on were updated a day or two after the order.
          updatedAt:
            status === ORDER_STATUS.placed
              ? orderDate
              : new Date(orderDate.getTime() + (status === ORDER_STATUS.delivered ? 3 : 1) * DAY_MS),
          itemsCents: part.itemsCents,
          discountCents: part.discountCents,
          sellerFundedCents: part.sellerFundedCents,
          sellerTotalCents: part.sellerTotalCents,
          shippingCents: part.shippingCents,
          taxCents: part.taxCents,
          paidCents: part.paidCents,
          commissionBp: DEFAULT_TERMS.commissionBp,
          cashCollectedBy: DEFAULT_TERMS.cashCollectedBy,
        };
      });
    });
    await tx.insert(sellerShipments).values(partRows);
    // The delivered parts' sale and commission, booked when they were delivered.
    const delivered = partRows.filter((p) => p.status === ORDER_STATUS.delivered);
    const bookings = delivered.flatMap((p) =>
      entriesOfDelivery(p, p.sellerId).map((e) => ({ ...e, createdAt: p.updatedAt })),
    );
    if (bookings.length > 0) {
      await tx.insert(sellerLedgerEntries).values(
        bookings
          .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime())
          .map((e) => ({
            sellerId: e.sellerId,
            type: e.type,
            amountCents: e.amountCents,
            orderId: e.orderId ?? null,
            createdBy: e.createdBy ?? null,
            createdAt: e.createdAt,
          })),
      );
    }

    // Their history (decision 0016): placed by user1; each part shipped a day later and delivered two
    // days after that by its seller, or cancelled by user1 within the hour; the order's own status
    // follows its parts.
    await tx.insert(orderEvents).values(
      withIds.flatMap(({ id, order, orderDate, status, account }) => {
        const at = (days: number) => new Date(orderDate.getTime() + days * DAY_MS);
        const parts = Object.entries(order.parts) as [Seller, SellerPartStatus][];
        const event = (sellerId: number | null, s: string, when: Date, actor: number, role: string) => ({
          orderId: id,
          sellerId,
          status: s,
          actorId: actor,
          actorRole: role,
          createdAt: when,
        });
        const events = [
          event(null, ORDER_STATUS.placed, orderDate, account.id, "customer"),
          ...parts.map(([seller]) => event(sellerIds[seller], ORDER_STATUS.placed, orderDate, account.id, "customer")),
        ];
        if (status === ORDER_STATUS.cancelled) {
          const when = new Date(orderDate.getTime() + 40 * 60 * 1000);
          events.push(event(null, ORDER_STATUS.cancelled, when, account.id, "customer"));
          for (const [seller] of parts)
            events.push(event(sellerIds[seller], ORDER_STATUS.cancelled, when, account.id, "customer"));
          return events;
        }
        for (const [seller, partStatus] of parts) {
          if (partStatus === ORDER_STATUS.shipped || partStatus === ORDER_STATUS.delivered)
            events.push(event(sellerIds[seller], ORDER_STATUS.shipped, at(1), sellerIds[seller], "seller"));
          if (partStatus === ORDER_STATUS.delivered)
            events.push(event(sellerIds[seller], ORDER_STATUS.delivered, at(3), sellerIds[seller], "seller"));
        }
        if (status !== ORDER_STATUS.placed) {
          // The order's own status moved with its last part's change, by that part's seller.
          const moved = parts.filter(([, partStatus]) => partStatus !== ORDER_STATUS.placed);
          const mover = sellerIds[(moved.at(-1) ?? (parts.at(-1) as [Seller, SellerPartStatus]))[0]];
          const last = status === ORDER_STATUS.delivered ? at(3) : at(1);
          if (status === ORDER_STATUS.delivered) events.push(event(null, ORDER_STATUS.shipped, at(1), mover, "seller"));
          events.push(event(null, status, last, mover, "seller"));
        }
        return events;
      }),
    );

    // Reviews only of what user1 received: a line whose seller part is Delivered.
    const received = new Set(
      DEMO_ORDERS.flatMap((order) =>
        order.lines
          .filter((line) => {
            const seller = DEMO_PRODUCTS.find((p) => p.name === line.product)?.seller;
            return seller !== undefined && order.parts[seller] === ORDER_STATUS.delivered;
          })
          .map((line) => line.product),
      ),
    );
    const reviewValues = DEMO_REVIEWS.map((r, i) => {
      const product = productByName.get(r.product);
      if (!product || !received.has(r.product)) throw new Error(`demo review of "${r.product}" by a non-buyer`);
      const createdAt = new Date(now - (10 - i) * DAY_MS);
      return {
        productId: product.id,
        userId: customer.id,
        rating: r.rating,
        title: r.title,
        text: r.text,
        createdAt,
        updatedAt: createdAt,
        replyText: r.reply ?? null,
        replyBy: r.reply ? product.sellerId : null,
        replyCreatedAt: r.reply ? new Date(createdAt.getTime() + DAY_MS) : null,
        replyUpdatedAt: r.reply ? new Date(createdAt.getTime() + DAY_MS) : null,
      };
    });
    await tx.insert(reviews).values(reviewValues);
    for (const r of reviewValues) {
      await tx
        .update(products)
        .set({ ratingSum: sql`${products.ratingSum} + ${r.rating}`, reviewCount: sql`${products.reviewCount} + 1` })
        .where(eq(products.id, r.productId));
    }
  });
}
