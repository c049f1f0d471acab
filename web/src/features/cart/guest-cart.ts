/**
 * The guest cart rules of docs/product/storefront.md §4, as pure functions over the stored shape
 * { cartItems, totalPrice }. The hooks write the results to localStorage (`guestCart`).
 */
import { DEFAULT_IMAGE, MSG, fromCents, subtotalCents, toCents } from "@shop/contract";
import type { GuestCart, GuestCartItem } from "../../lib/storage";

/** What the guest cart needs to know of a product to add it. */
export interface CartProductInput {
  productId: number;
  productName: string;
  description?: string | null;
  image?: string | null;
  price: number;
  discount?: number | null;
  specialPrice?: number | null;
  /** Units in stock, when known; bounds the line. */
  quantity?: number | null;
}

export class GuestCartError extends Error {
  override readonly name = "GuestCartError";
}

/** Σ specialPrice × quantity, summed in cents by the pricing module. */
export function guestCartTotal(items: readonly GuestCartItem[]): number {
  return fromCents(
    subtotalCents(items.map((item) => ({ unitPriceCents: toCents(item.specialPrice), quantity: item.quantity }))),
  );
}

function withTotal(cartItems: GuestCartItem[]): GuestCart {
  return { cartItems, totalPrice: guestCartTotal(cartItems) };
}

function checkStock(stock: number | undefined, wanted: number): void {
  if (stock !== undefined && wanted > stock) throw new GuestCartError(MSG.onlyNLeft(Math.max(stock, 0)));
}

/** Creates a line or increases an existing one. An unknown product fails with "Product not found". */
export function addGuestItem(cart: GuestCart, product: CartProductInput | null | undefined, quantity = 1): GuestCart {
  if (!product) throw new GuestCartError(MSG.guestProductNotFound);
  const amount = Math.max(1, Math.floor(quantity));
  const stock = product.quantity ?? undefined;
  const existing = cart.cartItems.find((item) => item.productId === product.productId);
  if (existing) {
    const next = existing.quantity + amount;
    checkStock(stock ?? existing.stock, next);
    return withTotal(
      cart.cartItems.map((item) =>
        item.productId === product.productId ? { ...item, quantity: next, stock: stock ?? item.stock } : item,
      ),
    );
  }
  checkStock(stock, amount);
  const line: GuestCartItem = {
    productId: product.productId,
    productName: product.productName,
    description: product.description ?? "",
    image: product.image?.trim() ? product.image : DEFAULT_IMAGE,
    price: product.price,
    discount: product.discount ?? 0,
    specialPrice: product.specialPrice ?? product.price,
    quantity: amount,
    stock,
  };
  return withTotal([...cart.cartItems, line]);
}

/** increase/decrease by one; decreasing to 0 or less removes the line. Fails for an item not in the cart. */
export function updateGuestItem(cart: GuestCart, productId: number, operation: "increase" | "decrease"): GuestCart {
  const existing = cart.cartItems.find((item) => item.productId === productId);
  if (!existing) throw new GuestCartError(MSG.guestProductNotInCart);
  const next = existing.quantity + (operation === "increase" ? 1 : -1);
  if (next <= 0) return removeGuestItem(cart, productId);
  if (operation === "increase") checkStock(existing.stock, next);
  return withTotal(cart.cartItems.map((item) => (item.productId === productId ? { ...item, quantity: next } : item)));
}

export function removeGuestItem(cart: GuestCart, productId: number): GuestCart {
  return withTotal(cart.cartItems.filter((item) => item.productId !== productId));
}
