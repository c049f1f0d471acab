/**
 * Typed access to the localStorage keys of shop-spec.md section 3: user, guestCart, lastOrder,
 * lastOrderId. Reads validate the stored JSON, so a corrupt or outdated entry reads as empty
 * instead of crashing a page.
 */
import { z } from "zod";

export const STORAGE_KEYS = {
  user: "user",
  guestCart: "guestCart",
  lastOrder: "lastOrder",
  lastOrderId: "lastOrderId",
} as const;

export const storedUserSchema = z.object({
  id: z.number(),
  username: z.string(),
  email: z.string(),
  roles: z.array(z.string()),
  jwtToken: z.string().min(1),
  isLoggedIn: z.literal(true),
});
export type StoredUser = z.infer<typeof storedUserSchema>;

export const guestCartItemSchema = z.object({
  productId: z.number(),
  productName: z.string(),
  description: z.string().default(""),
  image: z.string(),
  price: z.number(),
  discount: z.number().default(0),
  specialPrice: z.number(),
  quantity: z.number().int(),
  /** Units in stock when the item was added, to bound the stepper. */
  stock: z.number().int().optional(),
});
export type GuestCartItem = z.infer<typeof guestCartItemSchema>;

export const guestCartSchema = z.object({
  cartItems: z.array(guestCartItemSchema),
  totalPrice: z.number(),
});
export type GuestCart = z.infer<typeof guestCartSchema>;

/** Fired on window whenever the guest cart is written, so counters (the header badge) refresh. */
export const CART_CHANGED_EVENT = "cart-changed";

function notifyCartChanged(): void {
  if (typeof window !== "undefined") window.dispatchEvent(new Event(CART_CHANGED_EVENT));
}

export const EMPTY_GUEST_CART: GuestCart = { cartItems: [], totalPrice: 0 };

/** A zod schema, mini or classic (the stored order is checked with the contract's orderSchema). */
export interface Validator<T> {
  safeParse(data: unknown): { success: true; data: T } | { success: false };
}

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
  getLastOrderId: (): number | null => readJson(STORAGE_KEYS.lastOrderId, z.coerce.number().int()),
  setLastOrderId: (orderId: number): void => writeJson(STORAGE_KEYS.lastOrderId, orderId),
  clearLastOrder: (): void => {
    remove(STORAGE_KEYS.lastOrder);
    remove(STORAGE_KEYS.lastOrderId);
  },
};
