/**
 * Cart changes for both kinds of shopper: a guest's go to localStorage, a signed-in user's to the
 * server, after which ["cart"] is set from the answer and re-fetched (the cart reloads after each change).
 */
import type { Cart } from "@shop/contract";
import type { QueryClient } from "@tanstack/react-query";
import { errorMessage } from "../../lib/api-client";
import { getSessionUser } from "../../lib/session";
import { storage } from "../../lib/storage";
import { addToCart } from "./api/add-to-cart";
import { emptyCart } from "./api/empty-cart";
import { cartQueryKey, EMPTY_SERVER_CART, getCart } from "./api/get-cart";
import { removeFromCart } from "./api/remove-from-cart";
import { updateCartQuantity } from "./api/update-cart-quantity";
import { applyPromotion } from "./api/apply-promotion";
import { removePromotion } from "./api/remove-promotion";
import {
  addGuestItem,
  type CartLineRef,
  type CartProductInput,
  GuestCartError,
  isLine,
  refOf,
  removeGuestItem,
  updateGuestItem,
} from "./guest-cart";

const isSignedIn = () => getSessionUser() !== null;

function isCart(value: unknown): value is Cart {
  return typeof value === "object" && value !== null && Array.isArray((value as Cart).products);
}

async function afterServerChange(queryClient: QueryClient, answer: unknown): Promise<void> {
  if (isCart(answer)) queryClient.setQueryData(cartQueryKey, answer);
  await queryClient.invalidateQueries({ queryKey: cartQueryKey });
}

function cachedServerCart(queryClient: QueryClient): Cart | undefined {
  return queryClient.getQueryData<Cart>(cartQueryKey);
}

/** Adds `quantity` of a product (a new line, or more of an existing one). */
export async function addCartItem(queryClient: QueryClient, product: CartProductInput, quantity = 1): Promise<void> {
  if (!isSignedIn()) {
    storage.setGuestCart(addGuestItem(storage.getGuestCart(), product, quantity));
    return;
  }
  await afterServerChange(queryClient, await addToCart(product.productId, quantity, product.variantId));
}

/** One more of a line already in the cart. */
export async function increaseCartItem(queryClient: QueryClient, ref: CartLineRef): Promise<void> {
  if (!isSignedIn()) {
    storage.setGuestCart(updateGuestItem(storage.getGuestCart(), ref, "increase"));
    return;
  }
  const { productId, variantId } = refOf(ref);
  await afterServerChange(queryClient, await updateCartQuantity(productId, "increase", variantId));
}

/** Removes a line; a signed-in cart left empty is deleted on the server too. */
export async function removeCartItem(queryClient: QueryClient, ref: CartLineRef): Promise<void> {
  if (!isSignedIn()) {
    storage.setGuestCart(removeGuestItem(storage.getGuestCart(), ref));
    return;
  }
  const { productId, variantId } = refOf(ref);
  // Removal needs the cartId: fetch the cart when it is not known yet.
  const cart = cachedServerCart(queryClient)?.cartId != null ? cachedServerCart(queryClient) : await getCart();
  if (!cart?.cartId) {
    await queryClient.invalidateQueries({ queryKey: cartQueryKey });
    return;
  }
  const answer = await removeFromCart(cart.cartId, productId, variantId);
  const remaining = isCart(answer) ? answer.products : cart.products.filter((line) => !isLine(line, ref));
  if (remaining.length === 0) {
    queryClient.setQueryData(cartQueryKey, EMPTY_SERVER_CART);
    await emptyCart();
  }
  await afterServerChange(queryClient, remaining.length === 0 ? EMPTY_SERVER_CART : answer);
}

/** One fewer; the last one removes the line (guest: at 0 or less; signed in: a decrease on quantity 1). */
export async function decreaseCartItem(queryClient: QueryClient, ref: CartLineRef): Promise<void> {
  if (!isSignedIn()) {
    storage.setGuestCart(updateGuestItem(storage.getGuestCart(), ref, "decrease"));
    return;
  }
  const line = cachedServerCart(queryClient)?.products.find((item) => isLine(item, ref));
  if (line && line.quantity <= 1) {
    await removeCartItem(queryClient, ref);
    return;
  }
  const { productId, variantId } = refOf(ref);
  await afterServerChange(queryClient, await updateCartQuantity(productId, "decrease", variantId));
}

/**
 * Applies a discount code to the signed-in cart. A refused code throws the server's 400, whose
 * message says why in words; the cart is left as it was.
 */
export async function applyCartCode(queryClient: QueryClient, code: string): Promise<void> {
  await afterServerChange(queryClient, await applyPromotion(code));
}

/** Removes the signed-in cart's discount code. */
export async function removeCartCode(queryClient: QueryClient): Promise<void> {
  await afterServerChange(queryClient, await removePromotion());
}

/**
 * The server has emptied the signed-in cart (placing an order does so in the same transaction):
 * show ["cart"] empty at once, then re-fetch it. No server call, and the guest cart is left alone.
 */
export async function markCartEmptied(queryClient: QueryClient): Promise<void> {
  await afterServerChange(queryClient, EMPTY_SERVER_CART);
}

/** The text to show for a failed cart change: guest-cart rules, the server's message, else `fallback`. */
export function cartErrorMessage(error: unknown, fallback: string): string {
  if (error instanceof GuestCartError) return error.message;
  return errorMessage(error, fallback);
}
