import { type Cart, type OrderTotals, orderTotalsFromAmounts } from "@shop/contract";
import { useQueryClient } from "@tanstack/react-query";
import { useMemo, useSyncExternalStore } from "react";
import { useShopPricing } from "../../lib/shop-settings";
import { useSessionUser } from "../../lib/session";
import type { GuestCartItem } from "../../lib/storage";
import { useServerCartQuery } from "./api/get-cart";
import { addCartItem, decreaseCartItem, increaseCartItem, markCartEmptied, removeCartItem } from "./cart-actions";
import type { CartProductInput } from "./guest-cart";
import { useGuestCart } from "./guest-cart-store";
import { isMergingCart, subscribeMerging } from "./merge-guest-cart";

/** One cart line, the same shape for guest and server carts: the guest cart's line (stock when known). */
export type CartLine = GuestCartItem;

export interface UseCartResult {
  items: CartLine[];
  /** Σ quantity, what the header badge shows. */
  totalQuantity: number;
  /** Subtotal, shipping, tax and total in cents, from the shared pricing module. */
  totals: OrderTotals;
  /** First load of the server cart, or a guest cart being merged after sign-in. */
  isLoading: boolean;
  isGuest: boolean;
  error: unknown;
  refetch: () => void;
  quantityOf: (productId: number) => number;
  add: (product: CartProductInput, quantity?: number) => Promise<void>;
  increase: (productId: number) => Promise<void>;
  decrease: (productId: number) => Promise<void>;
  remove: (productId: number) => Promise<void>;
  /** The server emptied the signed-in cart (placing an order does): show it empty at once, then re-read it. */
  markEmptied: () => Promise<void>;
}

function fromServer(cart: Cart): CartLine[] {
  return cart.products.map((line) => ({
    productId: line.productId,
    productName: line.productName,
    description: line.description ?? "",
    image: line.image,
    price: line.price,
    discount: line.discount ?? 0,
    specialPrice: line.specialPrice ?? line.price,
    quantity: line.quantity,
    stock: line.stock,
  }));
}

export function useIsMergingCart(): boolean {
  return useSyncExternalStore(subscribeMerging, isMergingCart, isMergingCart);
}

/** The shopper's cart: the guest cart in localStorage, or the signed-in user's server cart (query ["cart"]). */
export function useCart(): UseCartResult {
  const user = useSessionUser();
  const isGuest = user === null;
  const guestCart = useGuestCart();
  const server = useServerCartQuery(!isGuest);
  const merging = useIsMergingCart();
  const queryClient = useQueryClient();
  const shopPricing = useShopPricing();

  const items = useMemo(
    () => (isGuest ? guestCart.cartItems : server.data ? fromServer(server.data) : []),
    [isGuest, guestCart, server.data],
  );

  return useMemo(() => {
    const totalQuantity = items.reduce((sum, item) => sum + Math.max(0, item.quantity), 0);
    return {
      items,
      totalQuantity,
      totals: orderTotalsFromAmounts(items, shopPricing),
      isLoading: !isGuest && (server.isPending || merging),
      isGuest,
      error: isGuest ? null : server.error,
      refetch: () => void server.refetch(),
      quantityOf: (productId: number) => items.find((item) => item.productId === productId)?.quantity ?? 0,
      add: (product: CartProductInput, quantity = 1) => addCartItem(queryClient, product, quantity),
      increase: (productId: number) => increaseCartItem(queryClient, productId),
      decrease: (productId: number) => decreaseCartItem(queryClient, productId),
      remove: (productId: number) => removeCartItem(queryClient, productId),
      markEmptied: () => markCartEmptied(queryClient),
    };
  }, [items, isGuest, server, merging, queryClient, shopPricing]);
}
