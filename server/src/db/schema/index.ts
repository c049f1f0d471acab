/**
 * The one schema of everything the shop stores. Money is integer cents, discounts are basis points
 * (percent × 100), so no floating point ever touches an amount.
 */
import { sql } from "drizzle-orm";
import {
  bigint,
  bigserial,
  boolean,
  check,
  customType,
  foreignKey,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  unique,
  uniqueIndex,
} from "drizzle-orm/pg-core";

const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => "bytea",
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});
/**
 * PostgreSQL's text of a timestamptz ("0001-01-01 00:00:00+00", "2026-06-01 07:30:00.5+05:30") as a
 * Date. Read as ISO 8601: Date's legacy parser, which drizzle's own timestamp column uses, reads the
 * years 1–99 as 1950–2049 (docs/product/api.md §1: dates of years 1–9999 are kept as they are).
 */
export function parseTimestamptz(value: string | Date): Date {
  if (value instanceof Date) return value;
  const m = /^(\d{4,})-(\d{2})-(\d{2})[ T](\d{2}:\d{2}:\d{2}(?:\.\d+)?)([+-]\d{2})(?::?(\d{2}))?(?::\d{2})?$/.exec(
    value,
  );
  if (!m) return new Date(value);
  return new Date(`${m[1]}-${m[2]}-${m[3]}T${m[4]}${m[5]}:${m[6] ?? "00"}`);
}
const timestamptz = customType<{ data: Date; driverData: string | Date }>({
  dataType: () => "timestamp with time zone",
  toDriver: (value) => value.toISOString(),
  fromDriver: parseTimestamptz,
});

export const users = pgTable(
  "users",
  {
    id: serial("id").primaryKey(),
    username: text("username").notNull(),
    email: text("email").notNull(),
    passwordHash: text("password_hash").notNull(),
    roles: text("roles").array().notNull().default(sql`ARRAY['ROLE_USER']::text[]`),
    /** Bumped on password change, reset and "sign out everywhere": older tokens stop working. */
    tokenVersion: integer("token_version").notNull().default(0),
    /**
     * The one token of the previous version that still works: the one that changed the password
     * (docs/product/api.md §2), so a client that does not store the fresh token stays signed in.
     */
    keptTokenId: text("kept_token_id"),
    orderEmails: boolean("order_emails").notNull().default(true),
    /** The language the account's mails are written in (a shipped code); null: the shop's default (docs/decisions/0051). */
    language: text("language"),
    createdAt: timestamptz("created_at").notNull().default(sql`now()`),
    deletedAt: timestamptz("deleted_at"),
  },
  (t) => [
    uniqueIndex("users_username_lower_uq").on(sql`lower(${t.username})`),
    uniqueIndex("users_email_lower_uq").on(sql`lower(${t.email})`),
    // The admin's user search is ILIKE '%word%' on both.
    index("users_username_trgm_idx").using("gin", sql`${t.username} gin_trgm_ops`),
    index("users_email_trgm_idx").using("gin", sql`${t.email} gin_trgm_ops`),
  ],
);

export const revokedTokens = pgTable(
  "revoked_tokens",
  {
    jti: text("jti").primaryKey(),
    expiresAt: timestamptz("expires_at").notNull(),
  },
  (t) => [index("revoked_tokens_expires_idx").on(t.expiresAt)],
);

export const passwordResetTokens = pgTable(
  "password_reset_tokens",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull(),
    expiresAt: timestamptz("expires_at").notNull(),
    usedAt: timestamptz("used_at"),
    createdAt: timestamptz("created_at").notNull().default(sql`now()`),
  },
  (t) => [
    uniqueIndex("password_reset_tokens_hash_uq").on(t.tokenHash),
    index("password_reset_tokens_user_idx").on(t.userId),
  ],
);

export const categories = pgTable(
  "categories",
  {
    id: serial("id").primaryKey(),
    name: text("name").notNull(),
    createdAt: timestamptz("created_at").notNull().default(sql`now()`),
    /** Listed products in this category, kept by `products_kept_counts` (src/db/functions): exact list totals without counting. */
    listedProducts: integer("listed_products").notNull().default(0),
    /** The tax rate of this category's products, basis points; null: the shop's rate (docs/decisions/0036-taxes.md). */
    taxRateBp: integer("tax_rate_bp"),
    /** The category's name in the shop's other languages: {"de": {"name": "…"}} (decision 0054). */
    translations: jsonb("translations").$type<Partial<Record<string, { name: string }>>>().notNull().default({}),
  },
  (t) => [
    uniqueIndex("categories_name_lower_uq").on(sql`lower(${t.name})`),
    index("categories_name_idx").on(t.name),
    check("categories_tax_rate_range", sql`${t.taxRateBp} is null or ${t.taxRateBp} between 0 and 10000`),
  ],
);

export const images = pgTable("images", {
  /** File name as served under /images/, e.g. "3f2a…-640.webp" (content-hashed). */
  name: text("name").primaryKey(),
  contentType: text("content_type").notNull(),
  data: bytea("data").notNull(),
  createdAt: timestamptz("created_at").notNull().default(sql`now()`),
});

/** The shipped languages' text-search configurations (decision 0054); the order of `search_stems`. */
export const STEMMERS = [
  ["en", "english"],
  ["de", "german"],
  ["es", "spanish"],
  ["ar", "arabic"],
] as const;
/** A product's translated `field` in every shipped language, joined by spaces ('' without translations). */
const translatedText = (field: "name" | "description") =>
  sql.raw(STEMMERS.map(([code]) => `coalesce(translations #>> '{${code},${field}}', '')`).join(" || ' ' || "));
const stemmedTranslations = STEMMERS.map(
  ([code, config]) =>
    `setweight(to_tsvector('${config}', coalesce(translations #>> '{${code},name}', '')), 'A') || setweight(to_tsvector('${config}', coalesce(translations #>> '{${code},description}', '')), 'B')`,
).join(" || ");

export const products = pgTable(
  "products",
  {
    id: serial("id").primaryKey(),
    name: text("name").notNull(),
    description: text("description").notNull(),
    priceCents: integer("price_cents").notNull(),
    discountBp: integer("discount_bp").notNull().default(0),
    /** Derived from price and discount by the pricing module on every write; stored for sorting and filters. */
    specialPriceCents: integer("special_price_cents").notNull(),
    quantity: integer("quantity").notNull(),
    categoryId: integer("category_id")
      .notNull()
      .references(() => categories.id, { onDelete: "restrict" }),
    sellerId: integer("seller_id")
      .notNull()
      .references(() => users.id, { onDelete: "restrict" }),
    /** Base name of the image set (e.g. "3f2a…"), served as /images/{image}-{width}.webp; null = none. */
    image: text("image"),
    /**
     * On sale in the storefront: false while its seller is deleted, no longer a seller or suspended
     * (kept by the function seller_products_listing, docs/decisions/0047). Admins still see unlisted products.
     */
    listed: boolean("listed").notNull().default(true),
    /**
     * The visible reviews' stars summed and counted (decision 0009), kept in the transaction of every
     * review write, so that lists show the average and sort by it without a join or an aggregate.
     */
    ratingSum: integer("rating_sum").notNull().default(0),
    reviewCount: integer("review_count").notNull().default(0),
    /** The average as a sort key (0 when there is no review); its index is in migration 0007. */
    ratingKey: numeric("rating_key", { mode: "number" })
      .notNull()
      .generatedAlwaysAs(sql`case when review_count > 0 then rating_sum::numeric / review_count else 0 end`),
    /**
     * The seller's texts in the shop's other languages: {"de": {"name": "…", "description": "…"}}
     * (docs/decisions/0054-texts-per-language.md); {} when written in the default language only.
     */
    translations: jsonb("translations")
      .$type<Partial<Record<string, { name: string; description?: string }>>>()
      .notNull()
      .default({}),
    /**
     * Every word of the product in every language as written ('simple'): what search matches as typed,
     * with prefixes, and what the vocabulary and its kept counts are made of (decision 0044).
     */
    search: tsvector("search")
      .notNull()
      .generatedAlwaysAs(
        sql`setweight(to_tsvector('simple', coalesce(name, '') || ' ' || ${translatedText("name")}), 'A') || setweight(to_tsvector('simple', coalesce(description, '') || ' ' || ${translatedText("description")}), 'B')`,
      ),
    /**
     * The translations stemmed, each in its language's text-search configuration ('german' for de):
     * what a search in a language other than the default matches besides `search` (decision 0054).
     */
    searchStems: tsvector("search_stems")
      .notNull()
      .generatedAlwaysAs(sql.raw(stemmedTranslations)),
    createdAt: timestamptz("created_at").notNull().default(sql`now()`),
    updatedAt: timestamptz("updated_at").notNull().default(sql`now()`),
    /** The options, in the seller's order: [{"name": "Size", "values": ["S", "M", "L"]}]; [] without options. */
    options: jsonb("options").$type<{ name: string; values: string[] }[]>().notNull().default([]),
    // Kept from the live variants by the product_variants triggers (migration 0011), with `quantity`,
    // `price_cents`, `discount_bp` and `special_price_cents` above: lists and filters read the
    // product row alone (docs/decisions/0022-variants-codes-and-ledger.md).
    variantCount: integer("variant_count").notNull().default(1),
    /** "size:m", "color:blue": every option value some in-stock variant has (the option filter's index). */
    optionTokens: text("option_tokens").array().notNull().default(sql`'{}'::text[]`),
    /**
     * [["color:red", "size:m"], ["size:m", "color:red"]]: every ordered pair of option values that one
     * in-stock variant has together (the kept counts of a chosen value's other options, migration 0017).
     */
    optionPairs: jsonb("option_pairs").$type<[string, string][]>().notNull().default([]),
    /** The live variants' special prices differ (cards say "from"). */
    priceVaries: boolean("price_varies").notNull().default(false),
  },
  (t) => [
    check("products_quantity_nonneg", sql`${t.quantity} >= 0`),
    check("products_price_pos", sql`${t.priceCents} > 0`),
    check("products_discount_range", sql`${t.discountBp} between 0 and 10000`),
    index("products_category_idx").on(t.categoryId, t.id),
    index("products_seller_idx").on(t.sellerId, t.id),
    // The storefront's indexes (partial on listed, covering the filters, so that pages and counts are
    // index-only scans) are created in migration 0001: drizzle cannot declare INCLUDE.
    uniqueIndex("products_owner_category_name_uq").on(t.sellerId, t.categoryId, sql`lower(${t.name})`),
  ],
);

/**
 * Who changed a product and when: its owner, or an admin correcting another seller's listing
 * (docs/product/api.md §3). One row per accepted edit, written in the edit's transaction.
 */
export const productEdits = pgTable(
  "product_edits",
  {
    id: serial("id").primaryKey(),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    editorId: integer("editor_id").references(() => users.id, { onDelete: "set null" }),
    /** The editor acted as an admin on a product they do not own. */
    byAdmin: boolean("by_admin").notNull().default(false),
    createdAt: timestamptz("created_at").notNull().default(sql`now()`),
  },
  (t) => [index("product_edits_product_idx").on(t.productId, t.createdAt)],
);

/**
 * The catalog's vocabulary: every word of every product's name and description, kept by
 * `products_kept_counts` (src/db/functions; migrations 0009, 0010). Search corrects a typo against it (trigram similarity) only when the
 * full-text search finds nothing, instead of comparing the keyword with every product.
 */
export const searchWords = pgTable(
  "search_words",
  {
    word: text("word").primaryKey(),
  },
  // The typo step's index: only the words it corrects to (no digits, 3 to 40 letters; migration 0010).
  // The words that start with a prefix are a range in code point order whatever the database's
  // collation: search reads them through the second index (migration 0014).
  (t) => [
    index("search_words_word_c_idx").using("btree", sql`${t.word} collate "C"`),
    index("search_words_trgm_idx")
      .using("gin", sql`${t.word} gin_trgm_ops`)
      .with({ fastupdate: false })
      .where(sql`length(${t.word}) between 3 and 40 and ${t.word} !~ '[0-9]'`),
  ],
);

/**
 * A product's gallery (decision 0012): up to MAX_PRODUCT_IMAGES image sets in the seller's order. The
 * first is the main image, which `products.image` repeats so that lists need no join.
 */
export const productImages = pgTable(
  "product_images",
  {
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    /** Base name of the image set, as in `products.image`. */
    image: text("image").notNull(),
    position: integer("position").notNull(),
  },
  (t) => [primaryKey({ columns: [t.productId, t.image] }), index("product_images_image_idx").on(t.image)],
);

/**
 * Newsletter subscribers (decision 0015): double opt-in. One secret link token per address, kept as its
 * SHA-256, confirms the subscription and unsubscribes it.
 */
export const newsletterSubscribers = pgTable("newsletter_subscribers", {
  id: serial("id").primaryKey(),
  /** Lower-cased. */
  email: text("email").notNull().unique(),
  /** pending (confirmation mail sent), confirmed, unsubscribed. */
  status: text("status").notNull(),
  tokenHash: text("token_hash").notNull().unique(),
  createdAt: timestamptz("created_at").notNull().default(sql`now()`),
  confirmedAt: timestamptz("confirmed_at"),
  unsubscribedAt: timestamptz("unsubscribed_at"),
  /**
   * The confirmation mails queued for the address, which are limited per address (decision 0015):
   * when the last one was, when the current 24-hour window began and how many were in it.
   */
  lastMailedAt: timestamptz("last_mailed_at"),
  mailDayStartedAt: timestamptz("mail_day_started_at"),
  mailsThatDay: integer("mails_that_day").notNull().default(0),
});

/**
 * Order history (decision 0016): every status change of an order (seller_id null) and of each seller's
 * part, with who made it and when, written in the transaction that made the change.
 */
export const orderEvents = pgTable(
  "order_events",
  {
    id: serial("id").primaryKey(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    /** The seller whose part changed; null for the order as a whole. */
    sellerId: integer("seller_id"),
    status: text("status").notNull(),
    /** Who made the change (null when the account is gone) and in which role. */
    actorId: integer("actor_id"),
    actorRole: text("actor_role").notNull(),
    createdAt: timestamptz("created_at").notNull().default(sql`now()`),
  },
  (t) => [index("order_events_order_idx").on(t.orderId, t.id)],
);

export const carts = pgTable("carts", {
  id: serial("id").primaryKey(),
  userId: integer("user_id")
    .notNull()
    .unique("carts_user_uq")
    .references(() => users.id, { onDelete: "cascade" }),
  createdAt: timestamptz("created_at").notNull().default(sql`now()`),
  /** The discount code the shopper applied; checked again on every read and at checkout. */
  promotionId: integer("promotion_id").references(() => promotions.id, { onDelete: "set null" }),
});

export const cartItems = pgTable(
  "cart_items",
  {
    cartId: integer("cart_id")
      .notNull()
      .references(() => carts.id, { onDelete: "cascade" }),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    /** One line per variant (docs/decisions/0022). */
    variantId: integer("variant_id")
      .notNull()
      .references(() => productVariants.id, { onDelete: "cascade" }),
    quantity: integer("quantity").notNull(),
    addedAt: timestamptz("added_at").notNull().default(sql`now()`),
  },
  (t) => [
    primaryKey({ columns: [t.cartId, t.variantId] }),
    index("cart_items_product_idx").on(t.productId),
    index("cart_items_variant_idx").on(t.variantId),
    check("cart_items_quantity_pos", sql`${t.quantity} > 0`),
  ],
);

export const addresses = pgTable(
  "addresses",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** The recipient, for cash on delivery; null on addresses saved without one. */
    fullName: text("full_name"),
    phone: text("phone"),
    street: text("street").notNull(),
    apartmentNumber: text("apartment_number"),
    city: text("city").notNull(),
    state: text("state").notNull(),
    country: text("country").notNull(),
    zipCode: text("zip_code").notNull(),
    createdAt: timestamptz("created_at").notNull().default(sql`now()`),
  },
  (t) => [index("addresses_user_idx").on(t.userId, t.id)],
);

export const orders = pgTable(
  "orders",
  {
    id: serial("id").primaryKey(),
    /** Null once the customer deleted their account; the order stays for the shop's records. */
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    email: text("email").notNull(),
    orderDate: timestamptz("order_date").notNull().default(sql`now()`),
    status: text("status").notNull(),
    subtotalCents: integer("subtotal_cents").notNull(),
    /** Off the subtotal by a discount code (docs/decisions/0022). */
    discountCents: integer("discount_cents").notNull().default(0),
    promotionId: integer("promotion_id"),
    promotionCode: text("promotion_code"),
    shippingCents: integer("shipping_cents").notNull(),
    taxCents: integer("tax_cents").notNull(),
    totalCents: integer("total_cents").notNull(),
    /** The shop's currency when the order was placed (ISO 4217): every amount of the order is in its minor units. */
    currency: text("currency").notNull(),
    /** The prices included the tax when the order was placed: `tax_cents` is inside the total, not added (docs/decisions/0036-taxes.md). */
    pricesIncludeTax: boolean("prices_include_tax").notNull().default(false),
    /** The language the order was placed in: its mails and papers are written in it; null: the shop's default (docs/decisions/0051). */
    language: text("language"),
    /**
     * Who issues the order's invoices, "shop" or "seller": fixed by the first invoice issued (the store
     * settings' `invoiceIssuer` then), null while none is (docs/decisions/0040-invoices-issued-by-sellers.md).
     */
    invoiceIssuer: text("invoice_issuer"),
    // A copy of the address: deleting or editing an address never changes an order.
    addressId: integer("address_id"),
    fullName: text("full_name"),
    phone: text("phone"),
    street: text("street").notNull(),
    apartmentNumber: text("apartment_number"),
    city: text("city").notNull(),
    state: text("state").notNull(),
    country: text("country").notNull(),
    zipCode: text("zip_code").notNull(),
  },
  (t) => [
    index("orders_user_date_idx").on(t.userId, t.orderDate),
    index("orders_date_idx").on(t.orderDate),
    // The back office's order search and filters (modules/orders/search.ts): ILIKE '%word%' on the
    // customer's e-mail and name, the status (docs/performance.md, "Orders search").
    index("orders_email_trgm_idx").using("gin", sql`${t.email} gin_trgm_ops`),
    index("orders_full_name_trgm_idx").using("gin", sql`${t.fullName} gin_trgm_ops`),
    index("orders_status_idx").on(t.status, t.id),
    // Statuses are the contract's, nothing else.
    check(
      "orders_status_known",
      sql`${t.status} in ('Awaiting payment', 'Order Placed', 'Partially Shipped', 'Shipped', 'Delivered', 'Cancelled')`,
    ),
    check("orders_invoice_issuer_known", sql`${t.invoiceIssuer} is null or ${t.invoiceIssuer} in ('shop', 'seller')`),
  ],
);

export const orderItems = pgTable(
  "order_items",
  {
    id: serial("id").primaryKey(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    /** The product's id at the time; no foreign key, the product may be deleted later. */
    productId: integer("product_id").notNull(),
    productName: text("product_name").notNull(),
    image: text("image"),
    unitPriceCents: integer("unit_price_cents").notNull(),
    discountBp: integer("discount_bp").notNull(),
    quantity: integer("quantity").notNull(),
    sellerId: integer("seller_id").notNull(),
    /** The variant's id at the time (no foreign key: an ordered variant is archived, never deleted). */
    variantId: integer("variant_id"),
    /** A copy of the variant's option values and SKU. */
    options: jsonb("options").$type<Record<string, string>>().notNull().default({}),
    sku: text("sku"),
    /** This line's share of the order's code discount, to the cent. */
    promotionDiscountCents: integer("promotion_discount_cents").notNull().default(0),
    /** The tax rate this line was charged, in basis points (7 % = 700), as it was at placement. */
    taxRateBp: integer("tax_rate_bp").notNull(),
  },
  (t) => [
    index("order_items_order_idx").on(t.orderId),
    index("order_items_seller_idx").on(t.sellerId, t.orderId),
    index("order_items_variant_idx").on(t.variantId),
    // The order search's product names (modules/orders/search.ts).
    index("order_items_product_name_trgm_idx").using("gin", sql`${t.productName} gin_trgm_ops`),
  ],
);

export const payments = pgTable(
  "payments",
  {
    id: serial("id").primaryKey(),
    orderId: integer("order_id")
      .notNull()
      .unique("payments_order_uq")
      .references(() => orders.id, { onDelete: "cascade" }),
    method: text("method").notNull(),
    pgName: text("pg_name").notNull(),
    pgPaymentId: text("pg_payment_id").notNull(),
    pgStatus: text("pg_status").notNull(),
    pgResponseMessage: text("pg_response_message").notNull(),
    /** A card payment's Stripe Checkout Session (docs/decisions/0050-card-payments-through-stripe.md). */
    checkoutSessionId: text("checkout_session_id"),
    /** When an unpaid card order's session expires; the sweep cancels it after. */
    expiresAt: timestamptz("expires_at"),
    /** A card order's placement mails, queued when it is paid. */
    heldMails: jsonb("held_mails"),
  },
  (t) => [
    check("payments_status_known", sql`${t.pgStatus} in ('pending', 'success', 'succeeded', 'failed', 'cancelled')`),
    uniqueIndex("payments_checkout_session_uq").on(t.checkoutSessionId),
    index("payments_expires_idx").on(t.expiresAt),
    // The order filters by payment method and status (modules/orders/search.ts).
    index("payments_method_idx").on(t.method, t.orderId),
    index("payments_status_idx").on(t.pgStatus, t.orderId),
  ],
);

/** Each seller's part of an order ships on its own (docs/product/api.md §6). */
export const sellerShipments = pgTable(
  "seller_shipments",
  {
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    sellerId: integer("seller_id").notNull(),
    status: text("status").notNull(),
    updatedAt: timestamptz("updated_at").notNull().default(sql`now()`),
    // The part's money, fixed when the order was placed (docs/decisions/0022): its lines, the code
    // discount on them and the part of it the seller pays, what the seller sells the part for, its
    // share of shipping and tax, and what the customer pays for it (the parts add up to the total).
    itemsCents: integer("items_cents").notNull().default(0),
    discountCents: integer("discount_cents").notNull().default(0),
    sellerFundedCents: integer("seller_funded_cents").notNull().default(0),
    sellerTotalCents: integer("seller_total_cents").notNull().default(0),
    shippingCents: integer("shipping_cents").notNull().default(0),
    taxCents: integer("tax_cents").notNull().default(0),
    paidCents: integer("paid_cents").notNull().default(0),
    /** The commission rate (basis points) and who collects the cash, as they were when the order was placed. */
    commissionBp: integer("commission_bp").notNull().default(1000),
    cashCollectedBy: text("cash_collected_by").notNull().default("platform"),
    /** Given when the part ships. */
    carrier: text("carrier"),
    trackingNumber: text("tracking_number"),
  },
  (t) => [
    primaryKey({ columns: [t.orderId, t.sellerId] }),
    check("seller_shipments_cash_collector", sql`${t.cashCollectedBy} in ('platform', 'seller')`),
    index("seller_shipments_seller_idx").on(t.sellerId, t.orderId),
    // The order filter by a part's status (modules/orders/search.ts).
    index("seller_shipments_status_idx").on(t.status, t.orderId),
    check(
      "seller_shipments_status_known",
      sql`${t.status} in ('Awaiting payment', 'Order Placed', 'Shipped', 'Delivered', 'Cancelled')`,
    ),
  ],
);

/**
 * Invoices (docs/decisions/0024): a number assigned once per order, in sequence without gaps (under
 * a transaction lock, the next after the highest), kept so every download shows the same number.
 */
export const invoices = pgTable("invoices", {
  orderId: integer("order_id")
    .primaryKey()
    .references(() => orders.id, { onDelete: "restrict" }),
  number: integer("number").notNull().unique("invoices_number_uq"),
  issuedAt: timestamptz("issued_at").notNull().default(sql`now()`),
  /**
   * What the invoice was issued with (the shop's name, contact lines and tax rate at that moment),
   * so it prints the same however the settings change; null on invoices issued before it was kept.
   */
  issuedWith: jsonb("issued_with"),
});

/**
 * Credit notes (docs/product/api.md §6): issued against an invoice when an invoiced order is
 * cancelled (and, later, a part refunded), numbered in their own sequence without gaps; what is
 * credited is kept as issued.
 */
export const creditNotes = pgTable("credit_notes", {
  number: integer("number").primaryKey(),
  orderId: integer("order_id")
    .notNull()
    .references(() => invoices.orderId, { onDelete: "restrict" }),
  invoiceNumber: integer("invoice_number").notNull(),
  amountCents: integer("amount_cents").notNull(),
  /** The credited lines and amounts as the paper prints them. */
  credited: jsonb("credited").notNull(),
  reason: text("reason").notNull(),
  issuedAt: timestamptz("issued_at").notNull().default(sql`now()`),
});

/**
 * The invoices sellers issue, one per seller's part of an order whose invoices are issued by its sellers
 * (docs/decisions/0040-invoices-issued-by-sellers.md): numbered in each seller's own sequence without
 * gaps (under a per-seller transaction lock, the next after the seller's highest), kept with what they
 * were issued with (the seller's name and tax ID, the shop as the marketplace).
 */
export const sellerInvoices = pgTable(
  "seller_invoices",
  {
    orderId: integer("order_id").notNull(),
    sellerId: integer("seller_id").notNull(),
    number: integer("number").notNull(),
    issuedAt: timestamptz("issued_at").notNull().default(sql`now()`),
    issuedWith: jsonb("issued_with").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.orderId, t.sellerId] }),
    unique("seller_invoices_number_uq").on(t.sellerId, t.number),
    foreignKey({
      name: "seller_invoices_part_fk",
      columns: [t.orderId, t.sellerId],
      foreignColumns: [sellerShipments.orderId, sellerShipments.sellerId],
    }).onDelete("restrict"),
  ],
);

/** Credit notes against a seller's invoice, in that seller's own sequence without gaps (decision 0040). */
export const sellerCreditNotes = pgTable(
  "seller_credit_notes",
  {
    sellerId: integer("seller_id").notNull(),
    number: integer("number").notNull(),
    orderId: integer("order_id").notNull(),
    invoiceNumber: integer("invoice_number").notNull(),
    amountCents: integer("amount_cents").notNull(),
    /** The credited lines and amounts as the paper prints them. */
    credited: jsonb("credited").notNull(),
    reason: text("reason").notNull(),
    issuedAt: timestamptz("issued_at").notNull().default(sql`now()`),
  },
  (t) => [
    primaryKey({ columns: [t.sellerId, t.number] }),
    index("seller_credit_notes_order_idx").on(t.orderId, t.sellerId),
    foreignKey({
      name: "seller_credit_notes_invoice_fk",
      columns: [t.orderId, t.sellerId],
      foreignColumns: [sellerInvoices.orderId, sellerInvoices.sellerId],
    }).onDelete("restrict"),
  ],
);

export const idempotencyKeys = pgTable(
  "idempotency_keys",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    key: text("key").notNull(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    createdAt: timestamptz("created_at").notNull().default(sql`now()`),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] }), index("idempotency_keys_created_idx").on(t.createdAt)],
);

/**
 * The Stripe events a server took (docs/decisions/0050-card-payments-through-stripe.md): written in
 * the transaction of the event's effect, so a retried or raced delivery finds it and does nothing.
 */
export const stripeEvents = pgTable("stripe_events", {
  id: text("id").primaryKey(),
  type: text("type").notNull(),
  receivedAt: timestamptz("received_at").notNull().default(sql`now()`),
});

/** Keys the server keeps for itself (e.g. the generated JWT secret of the embedded setup). */
export const settings = pgTable("settings", {
  key: text("key").primaryKey(),
  value: text("value").notNull(),
});

/**
 * Outgoing mail (decision 0005): written in the same transaction as what caused it, delivered by a
 * worker in every server; a claim moves `next_attempt_at` forward so one server sends each mail.
 */
export const mailOutbox = pgTable(
  "mail_outbox",
  {
    id: serial("id").primaryKey(),
    to: text("to").notNull(),
    subject: text("subject").notNull(),
    text: text("text").notNull(),
    html: text("html"),
    createdAt: timestamptz("created_at").notNull().default(sql`now()`),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamptz("next_attempt_at").notNull().default(sql`now()`),
    sentAt: timestamptz("sent_at"),
    failedAt: timestamptz("failed_at"),
    lastError: text("last_error"),
    /**
     * A mail that must go out once however often its cause is retried (a tracking number corrected:
     * docs/decisions/0058-correcting-a-tracking-number.md): a second insert with the key is dropped.
     */
    dedupeKey: text("dedupe_key"),
  },
  (t) => [
    index("mail_outbox_due_idx").on(t.nextAttemptAt).where(sql`${t.sentAt} is null and ${t.failedAt} is null`),
    uniqueIndex("mail_outbox_dedupe_uq").on(t.dedupeKey),
  ],
);

/**
 * Verified-buyer reviews (decision 0009): one per customer and product; hidden by an admin, a review stays
 * with who hid it and when, and is neither shown nor counted.
 */
export const reviews = pgTable(
  "reviews",
  {
    id: serial("id").primaryKey(),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    rating: integer("rating").notNull(),
    title: text("title").notNull().default(""),
    text: text("text").notNull().default(""),
    createdAt: timestamptz("created_at").notNull().default(sql`now()`),
    updatedAt: timestamptz("updated_at").notNull().default(sql`now()`),
    replyText: text("reply_text"),
    replyBy: integer("reply_by").references(() => users.id, { onDelete: "set null" }),
    replyCreatedAt: timestamptz("reply_created_at"),
    replyUpdatedAt: timestamptz("reply_updated_at"),
    hiddenAt: timestamptz("hidden_at"),
    hiddenBy: integer("hidden_by").references(() => users.id, { onDelete: "set null" }),
  },
  (t) => [
    uniqueIndex("reviews_product_user_uq").on(t.productId, t.userId),
    index("reviews_product_visible_idx").on(t.productId, t.createdAt, t.id).where(sql`${t.hiddenAt} is null`),
    index("reviews_user_idx").on(t.userId),
    check("reviews_rating_range", sql`${t.rating} between 1 and 5`),
  ],
);

/**
 * A product's variants (docs/decisions/0022): one value per option, with their own price, discount,
 * stock, SKU and picture. A product without options has one, with `options` {}. Archived variants
 * (ordered once, then removed by the seller) stay for the orders that name them.
 */
export const productVariants = pgTable(
  "product_variants",
  {
    id: serial("id").primaryKey(),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    /** The product's seller, here for the SKU's uniqueness per seller. */
    sellerId: integer("seller_id").notNull(),
    options: jsonb("options").$type<Record<string, string>>().notNull().default({}),
    /** "size:m" for each option value, kept by a trigger from `options` (migration 0011). */
    optionTokens: text("option_tokens").array().notNull().default(sql`'{}'::text[]`),
    sku: text("sku"),
    priceCents: integer("price_cents").notNull(),
    discountBp: integer("discount_bp").notNull().default(0),
    /** Derived from price and discount by the pricing module on every write. */
    specialPriceCents: integer("special_price_cents").notNull(),
    quantity: integer("quantity").notNull(),
    /** An image set of the product's gallery; null: the product's main image. */
    image: text("image"),
    position: integer("position").notNull().default(0),
    archivedAt: timestamptz("archived_at"),
    createdAt: timestamptz("created_at").notNull().default(sql`now()`),
  },
  (t) => [
    check("product_variants_quantity_nonneg", sql`${t.quantity} >= 0`),
    check("product_variants_price_pos", sql`${t.priceCents} > 0`),
    check("product_variants_discount_range", sql`${t.discountBp} between 0 and 10000`),
    index("product_variants_product_idx").on(t.productId, t.position, t.id),
    uniqueIndex("product_variants_options_uq").on(t.productId, t.options).where(sql`${t.archivedAt} is null`),
    uniqueIndex("product_variants_sku_uq")
      .on(t.sellerId, sql`lower(${t.sku})`)
      .where(sql`${t.sku} is not null and ${t.archivedAt} is null`),
  ],
);

/**
 * Discount codes (docs/decisions/0022). `seller_id` null: the shop pays; else that seller pays and
 * only their lines qualify. `value` is basis points for a percent, cents for a fixed amount.
 */
export const promotions = pgTable(
  "promotions",
  {
    id: serial("id").primaryKey(),
    code: text("code").notNull(),
    kind: text("kind").notNull(),
    value: integer("value").notNull().default(0),
    minSubtotalCents: integer("min_subtotal_cents"),
    startsAt: timestamptz("starts_at"),
    endsAt: timestamptz("ends_at"),
    usageLimit: integer("usage_limit"),
    perCustomerLimit: integer("per_customer_limit"),
    active: boolean("active").notNull().default(true),
    sellerId: integer("seller_id").references(() => users.id, { onDelete: "restrict" }),
    /** Orders that redeemed it and were not cancelled: changed only in the placing or cancelling transaction. */
    timesUsed: integer("times_used").notNull().default(0),
    /** The scope (docs/decisions/0057): a line qualifies when any list names its category, product or seller; all empty, every line. */
    categoryIds: integer("category_ids").array().notNull().default(sql`'{}'::int[]`),
    productIds: integer("product_ids").array().notNull().default(sql`'{}'::int[]`),
    sellerIds: integer("seller_ids").array().notNull().default(sql`'{}'::int[]`),
    /** The least units of qualifying lines in the cart; null: none. */
    minQuantity: integer("min_quantity"),
    createdBy: integer("created_by"),
    createdAt: timestamptz("created_at").notNull().default(sql`now()`),
    updatedAt: timestamptz("updated_at").notNull().default(sql`now()`),
  },
  (t) => [
    uniqueIndex("promotions_code_lower_uq").on(sql`lower(${t.code})`),
    index("promotions_seller_idx").on(t.sellerId, t.id),
    check("promotions_kind_known", sql`${t.kind} in ('percent', 'fixed', 'free_shipping')`),
    // The usage limit holds in the database too: no race can pass it.
    check("promotions_usage_within_limit", sql`${t.usageLimit} is null or ${t.timesUsed} <= ${t.usageLimit}`),
    check("promotions_times_used_nonneg", sql`${t.timesUsed} >= 0`),
  ],
);

/** One order's use of a code; released (not deleted) when the order is cancelled. */
export const promotionRedemptions = pgTable(
  "promotion_redemptions",
  {
    id: serial("id").primaryKey(),
    promotionId: integer("promotion_id")
      .notNull()
      .references(() => promotions.id, { onDelete: "restrict" }),
    orderId: integer("order_id")
      .notNull()
      .unique("promotion_redemptions_order_uq")
      .references(() => orders.id, { onDelete: "cascade" }),
    userId: integer("user_id"),
    createdAt: timestamptz("created_at").notNull().default(sql`now()`),
    releasedAt: timestamptz("released_at"),
  },
  (t) => [index("promotion_redemptions_user_idx").on(t.promotionId, t.userId).where(sql`${t.releasedAt} is null`)],
);

/** A seller's own settings: the name customers see, and a commission rate of their own (null: the shop's). */
export const sellerProfiles = pgTable(
  "seller_profiles",
  {
    sellerId: integer("seller_id")
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    displayName: text("display_name"),
    commissionBp: integer("commission_bp"),
    /** The seller's tax ID as their invoices print it; "" for none (docs/decisions/0036-taxes.md). */
    taxId: text("tax_id").notNull().default(""),
    /** The seller's business address, one line, as the invoices they issue print it; "" for none (docs/decisions/0040). */
    address: text("address").notNull().default(""),
    /** The seller's own return window in days after delivery (0: no returns); null: the shop's (docs/decisions/0046). */
    returnWindowDays: integer("return_window_days"),
    /** What the shop page says of the seller; "" for nothing (copied from their application). */
    about: text("about").notNull().default(""),
    /** Where customers send returns, one line or a few; "" until set (copied from their application). */
    returnAddress: text("return_address").notNull().default(""),
    /** The shop's logo and cover picture: paths of pictures uploaded at POST /seller/images; null for none. */
    logo: text("logo"),
    cover: text("cover"),
    /** Where the shop pays this seller's manual payouts (bank, IBAN…): admins only, never public; "" for none. */
    bankDetails: text("bank_details").notNull().default(""),
    /**
     * Set while an admin has suspended the seller (docs/decisions/0047): their products leave the
     * storefront (the function seller_products_listing), their open orders stay theirs to serve.
     */
    suspendedAt: timestamptz("suspended_at"),
    suspensionReason: text("suspension_reason"),
    updatedAt: timestamptz("updated_at").notNull().default(sql`now()`),
  },
  (t) => [
    check("seller_profiles_commission_range", sql`${t.commissionBp} is null or ${t.commissionBp} between 0 and 10000`),
    check(
      "seller_profiles_return_window_range",
      sql`${t.returnWindowDays} is null or ${t.returnWindowDays} between 0 and 365`,
    ),
  ],
);

/**
 * A customer's application to sell (docs/decisions/0047): `pending` → `approved` | `rejected`, and
 * `approved` → `suspended` → `approved`; every move is an update conditional on the status it leaves.
 * One application at a time: a new one only once the last was rejected.
 */
export const sellerApplications = pgTable(
  "seller_applications",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    status: text("status").notNull().default("pending"),
    shopName: text("shop_name").notNull(),
    about: text("about").notNull(),
    contactEmail: text("contact_email").notNull(),
    phone: text("phone").notNull().default(""),
    returnAddress: text("return_address").notNull(),
    /** Why it was rejected, or why the seller is suspended; null otherwise. */
    reason: text("reason"),
    decidedBy: integer("decided_by"),
    decidedAt: timestamptz("decided_at"),
    createdAt: timestamptz("created_at").notNull().default(sql`now()`),
  },
  (t) => [
    check("seller_applications_status_known", sql`${t.status} in ('pending', 'approved', 'rejected', 'suspended')`),
    uniqueIndex("seller_applications_one_open_uq").on(t.userId).where(sql`${t.status} <> 'rejected'`),
    index("seller_applications_user_idx").on(t.userId, t.id),
    index("seller_applications_status_idx").on(t.status, t.createdAt, t.id),
  ],
);

/**
 * The sellers' ledger (docs/decisions/0022): append-only (a trigger refuses updates and deletes),
 * amounts signed, positive when the shop owes the seller more.
 */
export const sellerLedgerEntries = pgTable(
  "seller_ledger_entries",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    sellerId: integer("seller_id")
      .notNull()
      .references(() => users.id, { onDelete: "restrict" }),
    type: text("type").notNull(),
    amountCents: bigint("amount_cents", { mode: "number" }).notNull(),
    orderId: integer("order_id").references(() => orders.id, { onDelete: "restrict" }),
    /** The return a refund's entries book (docs/decisions/0046-returns-and-refunds.md). */
    returnId: integer("return_id").references(() => returns.id, { onDelete: "restrict" }),
    reference: text("reference"),
    note: text("note"),
    createdBy: integer("created_by"),
    createdAt: timestamptz("created_at").notNull().default(sql`now()`),
  },
  (t) => [
    check(
      "seller_ledger_entries_type_known",
      sql`${t.type} in ('sale', 'commission', 'cash_collected', 'payout', 'settlement', 'adjustment', 'refund', 'commission_reversal', 'cash_refunded')`,
    ),
    // A return's refund books each of its types once, however often it is retried or raced.
    uniqueIndex("seller_ledger_entries_return_uq").on(t.returnId, t.type).where(sql`${t.returnId} is not null`),
    // An order's part books its sale, commission and cash once, however often Delivered is retried.
    uniqueIndex("seller_ledger_entries_order_uq")
      .on(t.orderId, t.sellerId, t.type)
      .where(sql`${t.type} in ('sale', 'commission', 'cash_collected')`),
    index("seller_ledger_entries_seller_idx").on(t.sellerId, t.createdAt, t.id),
  ],
);

/** Each seller's balance: the sum of their entries, kept by a trigger on every entry (migration 0011). */
export const sellerBalances = pgTable("seller_balances", {
  sellerId: integer("seller_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "restrict" }),
  balanceCents: bigint("balance_cents", { mode: "number" }).notNull().default(0),
});

/**
 * How facets write an option value (docs/decisions/0022): the first spelling a seller used for its
 * token ("size:m" → Size, M), and the earliest place it had in a product's list of values.
 */
export const optionLabels = pgTable("option_labels", {
  token: text("token").primaryKey(),
  name: text("name").notNull(),
  value: text("value").notNull(),
  position: integer("position").notNull().default(0),
});

/**
 * Kept facet counts (docs/decisions/0026): for each category and option token, how many listed
 * products of the category have a variant in stock with that value (their `option_tokens`). Triggers
 * on `products` keep it; facets without filters read it instead of counting the products.
 */
export const categoryOptionCounts = pgTable(
  "category_option_counts",
  {
    categoryId: integer("category_id")
      .notNull()
      .references(() => categories.id, { onDelete: "cascade" }),
    token: text("token").notNull(),
    products: integer("products").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.categoryId, t.token] })],
);

/**
 * The listed products' in-stock option values as rows (docs/decisions/0026): one per category, token
 * and product, as `products.option_tokens` holds them. A category's list with values of one option
 * chosen counts its products from this table's index alone, without reading the products (migration
 * 0018). Kept by `products_kept_counts` (src/db/functions); no foreign keys, since the trigger removes a
 * product's rows with it and a category with products cannot be deleted.
 */
export const productOptionTokens = pgTable(
  "product_option_tokens",
  {
    categoryId: integer("category_id").notNull(),
    token: text("token").notNull(),
    productId: integer("product_id").notNull(),
  },
  (t) => [primaryKey({ columns: [t.categoryId, t.token, t.productId] })],
);

/**
 * Kept facet counts of one chosen value (docs/decisions/0026): for each category, option token and
 * other token, how many listed products have a variant in stock with both (their `option_pairs`).
 * With one value chosen, the other options' counts are its row's. Kept by statement triggers on
 * `products` (migration 0017).
 */
export const categoryOptionPairCounts = pgTable(
  "category_option_pair_counts",
  {
    categoryId: integer("category_id")
      .notNull()
      .references(() => categories.id, { onDelete: "cascade" }),
    token: text("token").notNull(),
    other: text("other").notNull(),
    products: integer("products").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.categoryId, t.token, t.other] })],
);

/**
 * Kept facet counts by price (docs/decisions/0032): for each category, price band
 * and option token, how many listed products of the category have a variant in stock with that value
 * and a price in the band. A product's price is its special price; its band at level L is its whole
 * dollars divided by 16^L (levels 0 to 5: $1 to $1,048,576 wide), so a price range is a few dozen
 * bands read plus the products of its two partial dollars counted. Kept by statement triggers on
 * `products` like those of category_option_counts (migration 0016). "All products" adds the categories'
 * rows up: no row is shared by writers of different categories (migration 0025).
 */
export const priceBandOptionCounts = pgTable(
  "price_band_option_counts",
  {
    categoryId: integer("category_id").notNull(),
    level: integer("level").notNull(),
    band: integer("band").notNull(),
    token: text("token").notNull(),
    products: integer("products").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.categoryId, t.level, t.band, t.token] })],
);

/** Text compared in code point order, whatever the database's collation (a vocabulary's prefix ranges). */
const textInCodePointOrder = customType<{ data: string }>({ dataType: () => 'text collate "C"' });

/**
 * The vocabulary's kept word counts (docs/decisions/0032): for each word of a product's name or
 * description and each category, how many listed products of the category hold it. A word's count is
 * its rows added up: a lower bound of a one-word search's matches, or its exact number
 * (docs/decisions/0020-search-word-counts.md). Kept per category so that writers of different
 * categories never update the same row (migration 0024; before, one row per word). The words are in
 * code point order, as search reads a prefix's words (migration 0014).
 */
export const searchWordCounts = pgTable(
  "search_word_counts",
  {
    word: textInCodePointOrder("word").notNull(),
    categoryId: integer("category_id")
      .notNull()
      .references(() => categories.id, { onDelete: "cascade" }),
    products: integer("products").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.word, t.categoryId] })],
);

/**
 * Kept facet counts of a one-word search (docs/decisions/0026): for each vocabulary word without digits,
 * category and option token, how many listed products of the category hold the word in their name or
 * description and have a variant in stock with the value. The facets of a search whose word matches
 * exactly one such word among the listed products are that word's rows, summed over the categories:
 * kept per category so that writers of different categories never update the same row. Words with
 * digits (model codes, one product each) are left out: their searches are counted. Kept by
 * `products_kept_counts` (src/db/functions) like the other counts (migrations 0020, 0023).
 */
export const searchWordOptionCounts = pgTable(
  "search_word_option_counts",
  {
    word: text("word").notNull(),
    categoryId: integer("category_id")
      .notNull()
      .references(() => categories.id, { onDelete: "cascade" }),
    token: text("token").notNull(),
    products: integer("products").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.word, t.categoryId, t.token] })],
);

/**
 * Returns (docs/decisions/0046-returns-and-refunds.md): a customer's request to send back units of one
 * delivered seller's part. The status moves by conditional updates only; the refund is fixed when the
 * units are received (`refund_cents`, with the seller's share `sale_cents` and its commission), and
 * booked in the ledger once when the return is refunded.
 */
export const returns = pgTable(
  "returns",
  {
    id: serial("id").primaryKey(),
    orderId: integer("order_id").notNull(),
    sellerId: integer("seller_id").notNull(),
    /** The customer who asked (null once their account is deleted). */
    customerId: integer("customer_id").references(() => users.id, { onDelete: "set null" }),
    status: text("status").notNull(),
    reason: text("reason").notNull(),
    note: text("note").notNull().default(""),
    declineReason: text("decline_reason"),
    /** What the customer gets back: for the units asked, then (fixed on receipt) for the units received. */
    refundCents: integer("refund_cents").notNull().default(0),
    /** The part of it that is the part's shipping. */
    shippingRefundCents: integer("shipping_refund_cents").notNull().default(0),
    /** The seller's share of the received units as their sale booked it, and the commission booked on it. */
    saleCents: integer("sale_cents").notNull().default(0),
    commissionCents: integer("commission_cents").notNull().default(0),
    refundMethod: text("refund_method"),
    refundReference: text("refund_reference"),
    createdAt: timestamptz("created_at").notNull().default(sql`now()`),
    updatedAt: timestamptz("updated_at").notNull().default(sql`now()`),
  },
  (t) => [
    foreignKey({
      name: "returns_part_fk",
      columns: [t.orderId, t.sellerId],
      foreignColumns: [sellerShipments.orderId, sellerShipments.sellerId],
    }).onDelete("cascade"),
    check(
      "returns_status_known",
      sql`${t.status} in ('requested', 'approved', 'declined', 'escalated', 'received', 'refunded', 'cancelled', 'closed')`,
    ),
    check(
      "returns_reason_known",
      sql`${t.reason} in ('changed_mind', 'wrong_size', 'damaged', 'not_as_described', 'wrong_item')`,
    ),
    check(
      "returns_refund_method_known",
      sql`${t.refundMethod} is null or ${t.refundMethod} in ('cash', 'bank_transfer', 'store_credit', 'card')`,
    ),
    check("returns_amounts_nonneg", sql`${t.refundCents} >= 0 and ${t.shippingRefundCents} >= 0`),
    // Refunded means paid back, and that needs its reference.
    check(
      "returns_refunded_with_reference",
      sql`${t.status} <> 'refunded' or (${t.refundMethod} is not null and ${t.refundReference} is not null)`,
    ),
    index("returns_part_idx").on(t.orderId, t.sellerId),
    index("returns_seller_idx").on(t.sellerId, t.createdAt, t.id),
    index("returns_created_idx").on(t.createdAt, t.id),
  ],
);

/** A return's lines: units asked of one order line, then those received and those that can be sold again. */
export const returnLines = pgTable(
  "return_lines",
  {
    returnId: integer("return_id")
      .notNull()
      .references(() => returns.id, { onDelete: "cascade" }),
    orderItemId: integer("order_item_id")
      .notNull()
      .references(() => orderItems.id, { onDelete: "cascade" }),
    quantity: integer("quantity").notNull(),
    quantityReceived: integer("quantity_received").notNull().default(0),
    quantityResellable: integer("quantity_resellable").notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.returnId, t.orderItemId] }),
    index("return_lines_item_idx").on(t.orderItemId),
    check(
      "return_lines_units",
      sql`${t.quantity} > 0 and ${t.quantityReceived} between 0 and ${t.quantity} and ${t.quantityResellable} between 0 and ${t.quantityReceived}`,
    ),
  ],
);

/**
 * Card refunds through Stripe (docs/decisions/0056-card-refunds-through-stripe.md): one row per refund
 * an order owes its customer — the whole order's (`purpose` "order"), a cancelled part's ("part:{seller}")
 * or a refunded return's ("return:{id}") — written in the transaction that owes it, so a retried cancel
 * or refund finds the row instead of owing twice. Stripe is asked with the idempotency key of the row
 * and its attempt; a refused attempt leaves the row failed with Stripe's reason until it is retried.
 */
export const refunds = pgTable(
  "refunds",
  {
    id: serial("id").primaryKey(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    /** The seller whose part or return it refunds; null for the whole order. */
    sellerId: integer("seller_id"),
    returnId: integer("return_id").references(() => returns.id, { onDelete: "cascade" }),
    purpose: text("purpose").notNull(),
    /** In the shop's minor units. */
    amountCents: integer("amount_cents").notNull(),
    status: text("status").notNull().default("pending"),
    /** Each retry of a failed refund is a new attempt, and a new idempotency key. */
    attempt: integer("attempt").notNull().default(1),
    stripeRefundId: text("stripe_refund_id"),
    failureReason: text("failure_reason"),
    createdAt: timestamptz("created_at").notNull().default(sql`now()`),
    updatedAt: timestamptz("updated_at").notNull().default(sql`now()`),
  },
  (t) => [
    unique("refunds_purpose_uq").on(t.orderId, t.purpose),
    uniqueIndex("refunds_stripe_uq").on(t.stripeRefundId),
    index("refunds_return_idx").on(t.returnId),
    check("refunds_status_known", sql`${t.status} in ('pending', 'succeeded', 'failed')`),
    check("refunds_amount_positive", sql`${t.amountCents} > 0`),
  ],
);
