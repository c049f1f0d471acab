/** Business constants of docs/product/storefront.md §9 and docs/product/api.md. Money is in integer cents. */

export const SHIPPING_FEE_CENTS = 599;
export const TAX_RATE_PERCENT = 7;

export const LOW_STOCK_THRESHOLD = 10;
export const CART_BADGE_CAP = 99;

export const PAGE_SIZE_DEFAULT = 10;
export const PAGE_SIZE_MAX = 100;
export const PAGE_SIZES = {
  productList: 12,
  home: 8,
  featured: 4,
  homeCategories: 10,
  listCategories: 20,
  categoriesPage: 50,
  sellerCategories: 100,
  table: 10,
  recentOrders: 5,
} as const;
export const PAGINATION_WINDOW = 5;

export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;
/** The most images one product's gallery holds (decision 0012). */
export const MAX_PRODUCT_IMAGES = 8;
export const MAX_JSON_BYTES = 1024 * 1024;
export const ACCEPTED_IMAGE_TYPES = ["image/png", "image/jpeg", "image/gif", "image/webp"] as const;

/** The longest order note (sent as the payment's pgResponseMessage). */
export const ORDER_NOTE_MAX = 500;

export const REQUEST_TIMEOUT_MS = 10_000;
export const CART_DEDUP_MS = 300;
export const EMPTY_CART_DELAY_MS = 300;

export const TIMINGS = {
  cardAddedMs: 1500,
  detailAddedMs: 2000,
  newsletterThanksMs: 5000,
  registerRedirectMs: 3000,
  messageClearMs: 5000,
  simulatedResetMs: 1500,
  sessionExpiredRedirectMs: 1500,
  authFailedRedirectMs: 2000,
} as const;

export const ROLES = {
  user: "ROLE_USER",
  seller: "ROLE_SELLER",
  admin: "ROLE_ADMIN",
} as const;
export type Role = (typeof ROLES)[keyof typeof ROLES];

export const ORDER_STATUS = {
  /** A card order placed, its stock taken, until Stripe says it is paid (docs/decisions/0050). */
  awaitingPayment: "Awaiting payment",
  placed: "Order Placed",
  partiallyShipped: "Partially Shipped",
  shipped: "Shipped",
  delivered: "Delivered",
  cancelled: "Cancelled",
} as const;
export type OrderStatus = (typeof ORDER_STATUS)[keyof typeof ORDER_STATUS];

export const PAYMENT_STATUS = {
  pending: "pending",
  success: "success",
  failed: "failed",
  cancelled: "cancelled",
  /** A card payment Stripe confirmed. */
  succeeded: "succeeded",
} as const;

/**
 * Who issues an order's invoices (docs/decisions/0040-invoices-issued-by-sellers.md): the shop, one
 * invoice per order in the shop's sequence, or each seller, one invoice per part in the seller's own.
 */
export const INVOICE_ISSUERS = ["shop", "seller"] as const;
export type InvoiceIssuer = (typeof INVOICE_ISSUERS)[number];

/** What a cash-on-delivery order sends (docs/product/storefront.md §9). */
export const COD_PAYMENT = {
  paymentMethod: "cash",
  pgName: "COD",
  pgPaymentId: "NA",
  pgStatus: "pending",
  defaultMessage: "Order placed",
} as const;

/** A card payment through Stripe Checkout (docs/decisions/0050-card-payments-through-stripe.md). */
export const CARD_PAYMENT = {
  paymentMethod: "card",
  pgName: "Stripe",
  defaultMessage: "Awaiting card payment",
} as const;

/** How a shopper may pay: cash on delivery, and a card when the shop has Stripe's keys. */
export const PAYMENT_METHODS = ["cash", "card"] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export const FALLBACK_CATEGORIES = [
  { categoryId: 1, categoryName: "Electronics" },
  { categoryId: 2, categoryName: "Fashion" },
  { categoryId: 3, categoryName: "Home & Furniture" },
  { categoryId: 4, categoryName: "Beauty & Health" },
] as const;

/** Sort options of the product list (docs/product/storefront.md §9). */
export const SORT_OPTIONS = [
  { value: "productId-asc", label: "Featured", sortBy: "productId", sortOrder: "asc" },
  { value: "productId-desc", label: "Newest", sortBy: "productId", sortOrder: "desc" },
  { value: "price-asc", label: "Price: Low to High", sortBy: "price", sortOrder: "asc" },
  { value: "price-desc", label: "Price: High to Low", sortBy: "price", sortOrder: "desc" },
  { value: "productName-asc", label: "Name: A to Z", sortBy: "productName", sortOrder: "asc" },
  { value: "productName-desc", label: "Name: Z to A", sortBy: "productName", sortOrder: "desc" },
  { value: "rating-desc", label: "Rating: High to Low", sortBy: "rating", sortOrder: "desc" },
] as const;

export const DEFAULT_IMAGE = "default.png";

/** Bounds on what one account can pile up, so no account can grow the database without limit. */
export const LIMITS = { cartLines: 100, addresses: 50, ordersPageSize: 100 } as const;

/** The sort fields of the product and category lists (here, not beside the zod schemas, so the storefront reads them without loading zod). */
export const PRODUCT_SORT_FIELDS = [
  "productId",
  "productName",
  "price",
  "specialPrice",
  "quantity",
  "discount",
  "rating",
] as const;
export const SEARCH_SORT_FIELDS = [...PRODUCT_SORT_FIELDS, "relevance"] as const;
export const CATEGORY_SORT_FIELDS = ["categoryId", "categoryName"] as const;
