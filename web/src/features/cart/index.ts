/** The cart feature's public face, for other features (checkout) and the app shell. */
export { cartQueryKey, EMPTY_SERVER_CART, fetchCart, useServerCartQuery } from "./api/get-cart";
export {
  addCartItem,
  cartErrorMessage,
  clearCart,
  decreaseCartItem,
  increaseCartItem,
  removeCartItem,
} from "./cart-actions";
export type { CartProductInput } from "./guest-cart";
export { mergeGuestCart } from "./merge-guest-cart";
export { type CartLine, type UseCartResult, useCart, useIsMergingCart } from "./use-cart";
export { useCartCount } from "./use-cart-count";
export { AddToCartButton, type AddToCartButtonProps } from "./components/add-to-cart-button";
export { QuantityStepper, type QuantityStepperProps } from "./components/quantity-stepper";
