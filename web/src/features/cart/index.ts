/** The cart feature's public face, for other features (catalog, checkout) and the app shell. */
export { cartErrorMessage } from "./cart-actions";
export type { CartLineRef, CartProductInput } from "./guest-cart";
export { type CartPromotion, cartTotals, taxLabel } from "./cart-totals";
export { type CartLine, type UseCartResult, useCart } from "./use-cart";
export { useCartCount } from "./use-cart-count";
export { AddToCartButton, type AddToCartButtonProps, AddToCartFields } from "./components/add-to-cart-button";
export { QuantityStepper, type QuantityStepperProps } from "./components/quantity-stepper";
export { PromotionCodeBox, type PromotionCodeBoxProps } from "./components/promotion-code-box";
