import { useSessionUser } from "../../lib/session";
import { useServerCartQuery } from "./api/get-cart";
import { useGuestCart } from "./guest-cart-store";
import { useCartSync } from "./use-cart-sync";

/** Total quantity of all items in the cart: the guest cart, or the server cart when signed in. */
export function useCartCount(): number {
  useCartSync();
  const user = useSessionUser();
  const guestCart = useGuestCart();
  const server = useServerCartQuery(user !== null);
  const items = user === null ? guestCart.cartItems : (server.data?.products ?? []);
  return items.reduce((sum, item) => sum + Math.max(0, item.quantity), 0);
}
