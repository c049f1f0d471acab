/**
 * The guest cart rules of docs/product/storefront.md §4, as pure functions over the stored shape
 * { cartItems, totalPrice }. The hooks write the results to localStorage (`guestCart`). Lines are
 * one per variant (docs/decisions/0022): two sizes of one T-shirt are two lines.
 */
import { DEFAULT_IMAGE, fromMinor, MAX_CURRENCY_DIGITS, subtotalCents, toMinor } from "@shop/contract";
import { MSG } from "@shop/contract/messages/storefront";
import type { GuestCart, GuestCartItem } from "../../lib/storage";

/** What the guest cart needs to know of a product to add it. */
export interface CartProductInput {
  productId: number;
  productName: string;
  description?: string | null;
  image?: string | null;
  /** The chosen variant's price, discount and special price (the product's for a product without options). */
  price: number;
  discount?: number | null;
  specialPrice?: number | null;
  /** Units in stock, when known; bounds the line. */
  quantity?: number | null;
  /** The chosen variant; left out for a product without options (its only variant). */
  variantId?: number | null;
  /** The variant's option values (a product's own `options`, its option list, is a different thing). */
  variantOptions?: Record<string, string> | null;
  sku?: string | null;
}

/** Which line of a cart: the product, and the variant when known. A bare number is a product's only line. */
export type CartLineRef = number | { productId: number; variantId?: number | null | undefined };

export function refOf(ref: CartLineRef): { productId: number; variantId: number | undefined } {
  return typeof ref === "number"
    ? { productId: ref, variantId: undefined }
    : { productId: ref.productId, variantId: ref.variantId ?? undefined };
}

/**
 * Whether a stored line is the line `ref` names: the same product and, when the ref names a
 * variant, the same variant (a line stored before variants has none and matches its product).
 */
export function isLine(item: Pick<GuestCartItem, "productId" | "variantId">, ref: CartLineRef): boolean {
  const { productId, variantId } = refOf(ref);
  if (item.productId !== productId) return false;
  return variantId === undefined || item.variantId === undefined || item.variantId === variantId;
}

export class GuestCartError extends Error {
  override readonly name = "GuestCartError";
}

/**
 * Σ specialPrice × quantity, summed by the pricing module in thousandths: the most decimals any
 * currency has, so the sum is exact in every shop's currency without knowing which (never "×100").
 */
export function guestCartTotal(items: readonly GuestCartItem[]): number {
  const lines = items.map((item) => ({
    unitPriceCents: toMinor(item.specialPrice, MAX_CURRENCY_DIGITS),
    quantity: item.quantity,
  }));
  return fromMinor(subtotalCents(lines), MAX_CURRENCY_DIGITS);
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
  const ref = { productId: product.productId, variantId: product.variantId };
  const existing = cart.cartItems.find((item) => isLine(item, ref));
  if (existing) {
    const next = existing.quantity + amount;
    checkStock(stock ?? existing.stock, next);
    return withTotal(
      cart.cartItems.map((item) =>
        item === existing
          ? { ...item, quantity: next, stock: stock ?? item.stock, variantId: product.variantId ?? item.variantId }
          : item,
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
  if (product.variantId != null) line.variantId = product.variantId;
  if (product.variantOptions) line.options = product.variantOptions;
  if (product.sku !== undefined) line.sku = product.sku;
  return withTotal([...cart.cartItems, line]);
}

/** increase/decrease by one; decreasing to 0 or less removes the line. Fails for an item not in the cart. */
export function updateGuestItem(cart: GuestCart, ref: CartLineRef, operation: "increase" | "decrease"): GuestCart {
  const existing = cart.cartItems.find((item) => isLine(item, ref));
  if (!existing) throw new GuestCartError(MSG.guestProductNotInCart);
  const next = existing.quantity + (operation === "increase" ? 1 : -1);
  if (next <= 0) return withTotal(cart.cartItems.filter((item) => item !== existing));
  if (operation === "increase") checkStock(existing.stock, next);
  return withTotal(cart.cartItems.map((item) => (item === existing ? { ...item, quantity: next } : item)));
}

export function removeGuestItem(cart: GuestCart, ref: CartLineRef): GuestCart {
  const existing = cart.cartItems.find((item) => isLine(item, ref));
  return withTotal(cart.cartItems.filter((item) => item !== existing));
}
