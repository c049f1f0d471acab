import { CART_DEDUP_MS, type Cart } from "@shop/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, isApiError } from "../../../lib/api-client";

/** The signed-in cart's query key. */
export const cartQueryKey = ["cart"] as const;

export const EMPTY_SERVER_CART: Cart = {
  cartId: null,
  totalPrice: 0,
  products: [],
  promotionCode: null,
  discount: 0,
  freeShipping: false,
  promotionProblem: null,
};

/** GET /carts/users/cart; a 404 or 400 answer means "no cart yet" and reads as an empty cart. */
export async function getCart(signal?: AbortSignal): Promise<Cart> {
  try {
    const cart = await api.get<Cart>("/carts/users/cart", { signal });
    return { ...EMPTY_SERVER_CART, ...cart, cartId: cart.cartId ?? null, products: cart.products ?? [] };
  } catch (error) {
    if (isApiError(error) && (error.status === 404 || error.status === 400)) return EMPTY_SERVER_CART;
    throw error;
  }
}

/** Loads within 300 ms of each other are served once. */
export const getCartQueryOptions = () =>
  queryOptions({ queryKey: cartQueryKey, queryFn: ({ signal }) => getCart(signal), staleTime: CART_DEDUP_MS });

/** The server cart of the signed-in user. */
export function useServerCartQuery(enabled: boolean) {
  return useQuery({ ...getCartQueryOptions(), enabled });
}
