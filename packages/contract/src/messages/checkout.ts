/** The checkout's texts: the address and payment steps and placing the order (docs/decisions/0027-first-load-budget.md). */
import type { KeysOf } from "../i18n/catalog.js";
import * as account from "./account.js";
import { CHECKOUT_SCREENS } from "./checkout-screens.js";

/** This area's own texts: each text of the shop is written once, in one area. */
export const OWN = {
  MSG: {
    ...CHECKOUT_SCREENS,
    // validation (docs/product/storefront.md §5)
    selectAddress: "Please select a shipping address",
    confirmPayment: "Please confirm your payment method",
    selectPayment: "Please select a payment method",
    // discount codes (docs/decisions/0022)
    promoJustUsedUp: "This code has just been used up",
    // shipping zones (docs/product/api.md, "Shipping zones")
    noShippingTo: (country: string) => `We do not ship to ${country}`,
    // screen texts (sections 2, 4 and 8)
    checkoutSessionMaybeExpired: "Your session may have expired. Please try again or log in again.",
    checkoutAuthFailed: "Authentication failed. Please log in again to place your order.",
    checkoutFailed: "Failed to place order. Please try again.",
    paymentCancelled: "Your payment was cancelled. Your cart items are still saved.",
    payCashTitle: "Cash on Delivery",
    payCashHint: "Pay in cash when your order arrives. No card needed.",
    payCardTitle: "Card",
    payCardHint: "Pay by card on Stripe's secure page; you come back here when it is done.",
    payCardRedirecting: "Taking you to the card payment…",
    paidByCard: "Card – paid",
    payCardPlaceOrder: "Pay by Card",
  },
  FALLBACK: {
    addAddress: "Failed to add address",
    createOrder: "Failed to create order. Please try again.",
    loginToPlaceOrder: "You must be logged in to place an order.",
  },
  SUCCESS: {},
} as const;

/** What this area's screens show: its own and the account's (with the storefront's). */
export const MSG = { ...account.MSG, ...OWN.MSG } as const;
/** Fallback error texts of docs/product/storefront.md §8, shown when the server sends no message. */
export const FALLBACK = { ...account.FALLBACK, ...OWN.FALLBACK } as const;
export const SUCCESS = { ...account.SUCCESS, ...OWN.SUCCESS } as const;

/** A key of this area's own texts, as `t` takes it. */
export type CheckoutKey = KeysOf<typeof OWN>;
