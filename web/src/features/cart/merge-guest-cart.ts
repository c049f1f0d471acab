/**
 * Merge on login (docs/product/storefront.md §4): items missing on the server are added with their
 * quantity; items whose server quantity is smaller are topped up by the difference; items whose
 * server quantity is equal or larger are left alone. Per-item failures are skipped. Then the guest
 * cart is cleared and the cart re-fetched. Lines are per variant (docs/decisions/0022): a guest line
 * adds that same variant, and is compared with the server's line of that variant.
 */
import type { Cart } from "@shop/contract";
import type { QueryClient } from "@tanstack/react-query";
import { type GuestCartItem, storage } from "../../lib/storage";
import { addToCart } from "./api/add-to-cart";
import { cartQueryKey, getCart } from "./api/get-cart";

export interface MergeDeps {
  getCart: () => Promise<Cart>;
  addToCart: (productId: number, quantity: number, variantId?: number) => Promise<unknown>;
}

export interface MergeResult {
  added: number[];
  toppedUp: number[];
  unchanged: number[];
  failed: number[];
}

/** Sends the guest lines to the server cart; never throws for a single item. */
export async function mergeGuestItems(guestItems: readonly GuestCartItem[], deps: MergeDeps): Promise<MergeResult> {
  const result: MergeResult = { added: [], toppedUp: [], unchanged: [], failed: [] };
  const serverCart = await deps.getCart();
  for (const item of guestItems) {
    if (item.quantity <= 0) continue;
    // A line stored before variants names no variant: it is the product's only one.
    const onServer = serverCart.products.find(
      (line) =>
        line.productId === item.productId && (item.variantId === undefined || line.variantId === item.variantId),
    )?.quantity;
    const missing = onServer === undefined ? item.quantity : item.quantity - onServer;
    if (missing <= 0) {
      result.unchanged.push(item.productId);
      continue;
    }
    try {
      await deps.addToCart(item.productId, missing, item.variantId);
      (onServer === undefined ? result.added : result.toppedUp).push(item.productId);
    } catch (error) {
      console.warn(`Could not merge product ${item.productId} into the cart`, error);
      result.failed.push(item.productId);
    }
  }
  return result;
}

// ---- The one merge in flight, observable so the cart page can show a loading state meanwhile ----

let inFlight: Promise<void> | null = null;
const listeners = new Set<() => void>();
const notify = () => {
  for (const listener of listeners) listener();
};

export function subscribeMerging(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function isMergingCart(): boolean {
  return inFlight !== null;
}

/**
 * Merges the stored guest cart into the signed-in user's cart (once, even when asked twice), then
 * clears the guest cart and re-fetches ["cart"]. When the server cart cannot be read the guest cart
 * is kept, so nothing is lost.
 */
export function mergeGuestCart(
  queryClient: QueryClient,
  deps: MergeDeps = {
    getCart: () => getCart(),
    addToCart: (productId, quantity, variantId) => addToCart(productId, quantity, variantId),
  },
): Promise<void> {
  if (inFlight) return inFlight;
  const items = storage.getGuestCart().cartItems;
  if (items.length === 0) {
    return queryClient.invalidateQueries({ queryKey: cartQueryKey });
  }
  inFlight = (async () => {
    try {
      await mergeGuestItems(items, deps);
      storage.clearGuestCart();
    } catch (error) {
      console.warn("Could not merge the guest cart", error);
    } finally {
      inFlight = null;
      notify();
      await queryClient.invalidateQueries({ queryKey: cartQueryKey });
    }
  })();
  notify();
  return inFlight;
}
