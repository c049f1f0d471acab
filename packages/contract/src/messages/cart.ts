/**
 * The cart page's texts and the discount-code box (docs/decisions/0045-languages-and-messages.md): an
 * area of their own, loaded with the cart's and the checkout's pages (web/src/app/routes.tsx), so the
 * storefront's other pages do not carry them in their first load (docs/decisions/0027-first-load-budget.md).
 */
import type { KeysOf } from "../i18n/catalog.js";

/** This area's own texts. */
export const OWN = {
  MSG: {
    cartPage: {
      title: "Shopping Cart",
      loading: "Loading cart",
      itemsInCart: (count: number) => (count === 1 ? "1 item in your cart" : `${count} items in your cart`),
      tryAgain: "Try again",
      empty: "Your cart is empty",
      emptyText: "Looks like you haven't added anything yet. Discover products you'll love.",
      continueShopping: "Continue Shopping",
      items: "Cart items",
      proceed: "Proceed to Checkout",
      payOnDelivery: "Pay cash on delivery",
      lineOutOfStock: "Out of stock — remove it to check out",
      lineOnlyInStock: (stock: number) => `Only ${stock} in stock`,
      quantityOf: (name: string) => `Quantity of ${name}`,
      removeOne: (name: string) => `Remove one ${name}`,
      lineTotal: "Line total",
      remove: "Remove",
      summary: "Order Summary",
      subtotal: "Subtotal",
      discount: "Discount",
      discountCode: (code: string) => `Discount (${code})`,
      shipping: "Shipping",
      free: "Free",
      total: "Total",
      freeShippingOver: (amount: string) => `Free shipping on orders over ${amount}`,
    },
    promo: {
      signIn: "Sign in",
      signInRest: "to use a discount code",
      code: "Code",
      applied: "applied",
      remove: "Remove",
      removeCode: (code: string) => `code ${code}`,
      label: "Discount code",
      placeholder: "Enter a code",
      apply: "Apply",
      applyFailed: "Could not apply the code. Please try again.",
      removeFailed: "Could not remove the code. Please try again.",
    },
  },
  FALLBACK: {},
  SUCCESS: {},
} as const;

export const MSG = OWN.MSG;
export const FALLBACK = OWN.FALLBACK;
export const SUCCESS = OWN.SUCCESS;
export type CartKey = KeysOf<typeof OWN>;
