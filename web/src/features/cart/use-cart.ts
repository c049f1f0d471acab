import type { Cart, CheckoutTotals, ShopMoney } from "@shop/contract";
import { useQueryClient } from "@tanstack/react-query";
import { useMemo, useSyncExternalStore } from "react";
import { useMoney, useShopPricing } from "../../lib/shop-settings";
import { useSessionUser } from "../../lib/session";
import type { GuestCartItem } from "../../lib/storage";
import { useServerCartQuery } from "./api/get-cart";
import {
  addCartItem,
  applyCartCode,
  decreaseCartItem,
  increaseCartItem,
  markCartEmptied,
  removeCartCode,
  removeCartItem,
} from "./cart-actions";
import { type CartPromotion, cartTotals, NO_PROMOTION } from "./cart-totals";
import { type CartLineRef, type CartProductInput, isLine } from "./guest-cart";
import { useGuestCart } from "./guest-cart-store";
import { isMergingCart, subscribeMerging } from "./merge-guest-cart";

/** One cart line, the same shape for guest and server carts: the guest cart's line (stock when known). */
/** A line of the cart; the server's lines also say their tax rate and share of the code (decision 0036). */
export type CartLine = GuestCartItem & { taxRate?: number | null; promotionDiscount?: number };

export interface UseCartResult {
  items: CartLine[];
  /** Σ quantity, what the header badge shows. */
  totalQuantity: number;
  /** Subtotal, discount, shipping, tax and total in cents, from the shared pricing module. */
  totals: CheckoutTotals;
  /** The discount code on a signed-in cart (a guest's cart has none). */
  promotion: CartPromotion;
  /** First load of the server cart, or a guest cart being merged after sign-in. */
  isLoading: boolean;
  isGuest: boolean;
  error: unknown;
  refetch: () => void;
  /** Units of a product in the cart: of one variant when `variantId` is given, else of all its variants. */
  quantityOf: (productId: number, variantId?: number | null) => number;
  add: (product: CartProductInput, quantity?: number) => Promise<void>;
  increase: (line: CartLineRef) => Promise<void>;
  decrease: (line: CartLineRef) => Promise<void>;
  remove: (line: CartLineRef) => Promise<void>;
  /** Applies a discount code (signed in only); a refused code throws the server's reason. */
  applyCode: (code: string) => Promise<void>;
  removeCode: () => Promise<void>;
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
    variantId: line.variantId,
    options: line.options ?? {},
    sku: line.sku ?? null,
    taxRate: line.taxRate ?? null,
    ...(line.promotionDiscount === undefined ? {} : { promotionDiscount: line.promotionDiscount }),
  }));
}

function promotionOf(cart: Cart | undefined, money: ShopMoney): CartPromotion {
  if (!cart?.promotionCode) return NO_PROMOTION;
  return {
    code: cart.promotionCode,
    discountCents: money.toMinor(cart.discount ?? 0),
    freeShipping: cart.freeShipping === true,
    problem: cart.promotionProblem ?? null,
  };
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
  const money = useMoney();

  const items = useMemo(
    () => (isGuest ? guestCart.cartItems : server.data ? fromServer(server.data) : []),
    [isGuest, guestCart, server.data],
  );

  return useMemo(() => {
    const totalQuantity = items.reduce((sum, item) => sum + Math.max(0, item.quantity), 0);
    const promotion = isGuest ? NO_PROMOTION : promotionOf(server.data, money);
    return {
      items,
      totalQuantity,
      totals: cartTotals(items, shopPricing, money.digits, promotion),
      promotion,
      isLoading: !isGuest && (server.isPending || merging),
      isGuest,
      error: isGuest ? null : server.error,
      refetch: () => void server.refetch(),
      quantityOf: (productId: number, variantId?: number | null) =>
        items.filter((item) => isLine(item, { productId, variantId })).reduce((sum, item) => sum + item.quantity, 0),
      add: (product: CartProductInput, quantity = 1) => addCartItem(queryClient, product, quantity),
      increase: (line: CartLineRef) => increaseCartItem(queryClient, line),
      decrease: (line: CartLineRef) => decreaseCartItem(queryClient, line),
      remove: (line: CartLineRef) => removeCartItem(queryClient, line),
      applyCode: (code: string) => applyCartCode(queryClient, code),
      removeCode: () => removeCartCode(queryClient),
      markEmptied: () => markCartEmptied(queryClient),
    };
  }, [items, isGuest, server, merging, queryClient, shopPricing, money]);
}
