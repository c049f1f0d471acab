/**
 * Typed access to the localStorage keys of shop-spec.md section 3: user, guestCart, lastOrder,
 * lastOrderId. Reads validate the stored JSON, so a corrupt or outdated entry reads as empty
 * instead of crashing a page.
 */
// zod/mini: the same schemas without the chained API, so the first load of every page stays small
// (the checkout's lastOrder is validated with the contract's schema in features/checkout/last-order.ts).
import * as z from "zod/mini";

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
  jwtToken: z.string().check(z.minLength(1)),
  isLoggedIn: z.literal(true),
});
export type StoredUser = z.infer<typeof storedUserSchema>;

export const guestCartItemSchema = z.object({
  productId: z.number(),
  productName: z.string(),
  description: z._default(z.string(), ""),
  image: z.string(),
  price: z.number(),
  discount: z._default(z.number(), 0),
  specialPrice: z.number(),
  quantity: z.int(),
  /** Units in stock when the item was added, to bound the stepper. */
  stock: z.optional(z.int()),
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

/** A stored JSON value if `schema` accepts it, else null (missing, corrupt or outdated). */
export function readJson<T>(
  key: string,
  schema: { safeParse(value: unknown): { success: boolean; data?: T } },
): T | null {
  try {
    const raw = localStorage.getItem(key);
    if (raw === null) return null;
    const parsed = schema.safeParse(JSON.parse(raw));
    return parsed.success ? (parsed.data as T) : null;
  } catch {
    return null;
  }
}

export function writeJson(key: string, value: unknown): void {
  try {
    localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Storage full or disabled (private mode): the app keeps working for this page view.
  }
}

export function removeKey(key: string): void {
  try {
    localStorage.removeItem(key);
  } catch {
    // See writeJson.
  }
}

export const storage = {
  getUser: (): StoredUser | null => readJson(STORAGE_KEYS.user, storedUserSchema),
  setUser: (user: StoredUser): void => writeJson(STORAGE_KEYS.user, user),
  clearUser: (): void => removeKey(STORAGE_KEYS.user),

  getGuestCart: (): GuestCart => readJson(STORAGE_KEYS.guestCart, guestCartSchema) ?? EMPTY_GUEST_CART,
  setGuestCart: (cart: GuestCart): void => {
    writeJson(STORAGE_KEYS.guestCart, cart);
    notifyCartChanged();
  },
  clearGuestCart: (): void => {
    removeKey(STORAGE_KEYS.guestCart);
    notifyCartChanged();
  },
};
