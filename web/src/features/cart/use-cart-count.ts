import { useCart } from "./use-cart";
import { useCartSync } from "./use-cart-sync";

/** Total quantity of all items in the cart (the header badge); also keeps the cart in step with the session. */
export function useCartCount(): number {
  useCartSync();
  return useCart().totalQuantity;
}
