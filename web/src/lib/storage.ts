/**
 * Typed access to the localStorage keys of docs/product/storefront.md §3: user, guestCart, lastOrder,
 * lastOrderId. Reads validate the stored JSON, so a corrupt or outdated entry reads as empty
 * instead of crashing a page.
 */
// Checked by hand rather than with zod: this module is in every page's first load, and zod (~25 KB
// gzip) should load only with the forms and screens that use the contract's schemas.

export const STORAGE_KEYS = {
  user: "user",
  guestCart: "guestCart",
  lastOrder: "lastOrder",
  lastOrderId: "lastOrderId",
} as const;

export interface StoredUser {
  id: number;
  username: string;
  email: string;
  roles: string[];
  jwtToken: string;
  isLoggedIn: true;
}

export interface GuestCartItem {
  productId: number;
  productName: string;
  description: string;
  image: string;
  price: number;
  discount: number;
  specialPrice: number;
  quantity: number;
  /** Units in stock when the item was added, to bound the stepper. */
  stock?: number;
  /**
   * The line's variant (docs/decisions/0022): lines are one per variant. Absent on lines stored
   * before variants, which stand for the product's only variant.
   */
  variantId?: number;
  /** The variant's option values ({} for a product without options). */
  options?: Record<string, string>;
  sku?: string | null;
}

export interface GuestCart {
  cartItems: GuestCartItem[];
  totalPrice: number;
}

/** The result shape of zod's safeParse, so the checkout can pass the contract's orderSchema. */
export type Parsed<T> = { success: true; data: T } | { success: false };
export interface Validator<T> {
  safeParse(data: unknown): Parsed<T>;
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);
const isNumber = (v: unknown): v is number => typeof v === "number" && Number.isFinite(v);
const isString = (v: unknown): v is string => typeof v === "string";
const ok = <T>(data: T): Parsed<T> => ({ success: true, data });
const FAIL = { success: false } as const;

/** A stored session: the signin answer plus isLoggedIn: true; other keys are dropped. */
export const storedUserSchema: Validator<StoredUser> = {
  safeParse(v) {
    if (!isRecord(v)) return FAIL;
    const { id, username, email, roles, jwtToken, isLoggedIn } = v;
    if (!isNumber(id) || !isString(username) || !isString(email)) return FAIL;
    if (!Array.isArray(roles) || !roles.every(isString)) return FAIL;
    if (!isString(jwtToken) || jwtToken.length === 0 || isLoggedIn !== true) return FAIL;
    return ok({ id, username, email, roles, jwtToken, isLoggedIn });
  },
};

export const guestCartItemSchema: Validator<GuestCartItem> = {
  safeParse(v) {
    if (!isRecord(v)) return FAIL;
    const { productId, productName, image, price, specialPrice, quantity, stock, variantId, options, sku } = v;
    const description = v.description ?? "";
    const discount = v.discount ?? 0;
    if (!isNumber(productId) || !isString(productName) || !isString(description) || !isString(image)) return FAIL;
    if (!isNumber(price) || !isNumber(discount) || !isNumber(specialPrice)) return FAIL;
    if (!Number.isInteger(quantity) || (stock !== undefined && !Number.isInteger(stock))) return FAIL;
    if (variantId !== undefined && !Number.isInteger(variantId)) return FAIL;
    if (options !== undefined && (!isRecord(options) || !Object.values(options).every(isString))) return FAIL;
    if (sku !== undefined && sku !== null && !isString(sku)) return FAIL;
    const item: GuestCartItem = {
      productId,
      productName,
      description,
      image,
      price,
      discount,
      specialPrice,
      quantity: quantity as number,
    };
    if (stock !== undefined) item.stock = stock as number;
    if (variantId !== undefined) item.variantId = variantId as number;
    if (options !== undefined) item.options = options as Record<string, string>;
    if (sku !== undefined) item.sku = sku as string | null;
    return ok(item);
  },
};

export const guestCartSchema: Validator<GuestCart> = {
  safeParse(v) {
    if (!isRecord(v) || !Array.isArray(v.cartItems) || !isNumber(v.totalPrice)) return FAIL;
    const cartItems: GuestCartItem[] = [];
    for (const raw of v.cartItems) {
      const item = guestCartItemSchema.safeParse(raw);
      if (!item.success) return FAIL;
      cartItems.push(item.data);
    }
    return ok({ cartItems, totalPrice: v.totalPrice });
  },
};

/** The last order's id, stored as a number (a numeric string is accepted too). */
const orderIdSchema: Validator<number> = {
  safeParse(v) {
    const id = typeof v === "string" && v.trim() !== "" ? Number(v) : v;
    return Number.isInteger(id) ? ok(id as number) : FAIL;
  },
};

/** Fired on window whenever the guest cart is written, so counters (the header badge) refresh. */
export const CART_CHANGED_EVENT = "cart-changed";

function notifyCartChanged(): void {
  if (typeof window !== "undefined") window.dispatchEvent(new Event(CART_CHANGED_EVENT));
}

export const EMPTY_GUEST_CART: GuestCart = { cartItems: [], totalPrice: 0 };

function readJson<T>(key: string, schema: Validator<T>): T | null {
  try {
    const raw = localStorage.getItem(key);
    if (raw === null) return null;
    const parsed = schema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

function writeJson(key: string, value: unknown): void {
  try {
    localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Storage full or disabled (private mode): the app keeps working for this page view.
  }
}

function remove(key: string): void {
  try {
    localStorage.removeItem(key);
  } catch {
    // See writeJson.
  }
}

export const storage = {
  getUser: (): StoredUser | null => readJson(STORAGE_KEYS.user, storedUserSchema),
  setUser: (user: StoredUser): void => writeJson(STORAGE_KEYS.user, user),
  clearUser: (): void => remove(STORAGE_KEYS.user),

  getGuestCart: (): GuestCart => readJson(STORAGE_KEYS.guestCart, guestCartSchema) ?? EMPTY_GUEST_CART,
  setGuestCart: (cart: GuestCart): void => {
    writeJson(STORAGE_KEYS.guestCart, cart);
    notifyCartChanged();
  },
  clearGuestCart: (): void => {
    remove(STORAGE_KEYS.guestCart);
    notifyCartChanged();
  },

  /** The checkout passes the contract's orderSchema, so the full zod loads with the checkout only. */
  getLastOrder: <T>(orderSchema: Validator<T>): T | null => readJson(STORAGE_KEYS.lastOrder, orderSchema),
  setLastOrder: (order: unknown): void => writeJson(STORAGE_KEYS.lastOrder, order),
  getLastOrderId: (): number | null => readJson(STORAGE_KEYS.lastOrderId, orderIdSchema),
  setLastOrderId: (orderId: number): void => writeJson(STORAGE_KEYS.lastOrderId, orderId),
  clearLastOrder: (): void => {
    remove(STORAGE_KEYS.lastOrder);
    remove(STORAGE_KEYS.lastOrderId);
  },
};
