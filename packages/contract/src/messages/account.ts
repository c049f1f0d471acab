/**
 * The signed-in customer's texts: signing in and up, password resets, the profile and its addresses,
 * orders, reviews (the buyer's and the seller's reply, both on the product page) and deleting the
 * account (docs/decisions/0027-first-load-budget.md).
 */
import type { KeysOf } from "../i18n/catalog.js";
import { ACCOUNT_SCREENS } from "./account-screens.js";
import * as storefront from "./storefront.js";

/** Lengths of review texts (decision 0009). */
export const REVIEW_TITLE_MAX = 120;
export const REVIEW_TEXT_MAX = 2000;
export const REPLY_TEXT_MAX = 1000;

/** "Harbour Street Goods' part", "Ana's part": English possessives of a name. */
const possessive = (name: string) => (/s$/i.test(name.trim()) ? `${name}'` : `${name}'s`);

/** This area's own texts: each text of the shop is written once, in one area. */
export const OWN = {
  MSG: {
    // returns (docs/decisions/0046-returns-and-refunds.md): the customer's form and the words both sides read
    returnReasonChangedMind: "Changed my mind",
    returnReasonWrongSize: "Wrong size",
    returnReasonDamaged: "Arrived damaged",
    returnReasonNotAsDescribed: "Not as described",
    returnReasonWrongItem: "Wrong item sent",
    returnStatusRequested: "Return requested",
    returnStatusApproved: "Return approved",
    returnStatusDeclined: "Return declined",
    returnStatusEscalated: "Return escalated to the shop",
    returnStatusReceived: "Return received",
    returnStatusRefunded: "Refunded",
    returnStatusCancelled: "Return cancelled",
    returnStatusClosed: "Return closed",
    returnReasonInvalid: "Choose why you are returning the items",
    returnNoteTooLong: "The note should have at most 1000 characters",
    returnLinesRequired: "Choose at least one item to return",
    returnQuantityInvalid: "The quantity to return must be a whole number of at least 1",
    returnLineTwice: "Each item may appear only once in a return",
    returnsHeading: "Returns",
    returnItems: "Return items",
    returnItemsOf: (sellerName: string) => `Return items from ${sellerName}`,
    returnWindowUntil: (date: string) => `You can return these items until ${date}`,
    returnWindowClosedOn: (date: string) => `The return window closed on ${date}`,
    returnNothingLeft: "Every item of this delivery is returned or asked back already",
    returnNotTaken: "This seller takes no returns",
    returnFormIntro: "Choose how many of each item you send back, and why.",
    returnQuantityOf: (name: string, max: number) => `${name}: how many to return (at most ${max})`,
    returnReasonLabel: "Why are you returning them?",
    returnNoteLabel: "Anything the seller should know (optional)",
    returnSubmit: "Ask for the return",
    returnFormDismiss: "Cancel",
    returnAskFailed: "The return could not be asked for",
    returnAsked: "Your return is asked for: the seller will answer by e-mail",
    returnLoadFailed: "The returns could not be loaded",
    returnTryAgain: "Try again",
    returnCancel: "Cancel return",
    returnCancelled: "Your return is cancelled",
    returnEscalate: "Ask the shop to decide",
    returnEscalated: "The shop will look at your return",
    returnChangeFailed: "The return could not be changed",
    returnRefundLine: (amount: string) => `Refund: ${amount}`,
    returnSendTo: (address: string) => `Send the parcel to: ${address}`,
    returnDeclinedBecause: (reason: string) => `Declined: ${reason}`,
    returnNumber: (id: number, sellerName: string) => `Return #${id} · ${sellerName}`,
    // an order's history, one line per event (docs/decisions/0016-order-history.md)
    historyBy: (status: string, who: string) => `${status} by ${who}`,
    historyByYou: (status: string) => `${status} by you`,
    historyPart: (seller: string, status: string) => `${possessive(seller)} part: ${status}`,
    historyOrderNow: (status: string) => `Order now ${status}`,
    // the order's invoices: one by the shop, or one per seller's part (docs/decisions/0040-invoices-issued-by-sellers.md)
    downloadInvoice: "Download invoice",
    downloadSellerInvoice: (sellerName: string) => `Download invoice from ${sellerName}`,
    downloadCreditNote: (label: string) => `Download credit note ${label}`,
    // a delivered line of an order, on the customer's order
    writeReview: "Write a review",
    // validation (docs/product/storefront.md §5)
    usernameRequired: "Username is required",
    usernameMin: "Username must be at least 3 characters",
    usernameMax: "Username must be at most 20 characters",
    passwordRequired: "Password is required",
    passwordMin: "Password must be at least 6 characters",
    passwordMax: "Password must be at most 128 characters",
    emailRequired: "Email is required",
    emailInvalid: "Email address is invalid",
    emailInvalidAlt: "Please enter a valid email address",
    passwordsDoNotMatch: "Passwords do not match",
    newPasswordRequired: "New password is required",
    currentPasswordRequired: "Current password is required",
    // text fields (docs/product/api.md §1): every form's single-line and multi-line fields
    controlCharacters: "Text may not contain control characters",
    singleLineText: "This must be one line of text, without control characters",
    streetRequired: "Street address is required",
    streetMin: "Street should have at least 5 characters",
    cityRequired: "City is required",
    cityMin: "City should have at least 4 characters",
    stateRequired: "State is required",
    stateMin: "State should have at least 2 characters",
    countryRequired: "Country is required",
    countryMin: "Country should have at least 2 characters",
    zipRequired: "ZIP code is required",
    zipMin: "ZIP code should have at least 5 characters",
    // addresses by country (docs/product/api.md §5)
    // "Enter the state", "Enter the PIN code": what the address's country asks for (an acronym keeps its capitals)
    addressPartRequired: (label: string) => `Enter the ${label.replace(/^[A-Z][a-z]/, (m) => m.toLowerCase())}`,
    // "Enter a postcode like 10115", "Enter a PIN code like 400001" (an acronym keeps its capitals)
    postalCodeInvalid: (label: string, example: string) =>
      `Enter a ${label.replace(/^[A-Z][a-z]/, (m) => m.toLowerCase())} like ${example}`,
    addressLabels: {
      stateProvince: "State / Province",
      state: "State",
      province: "Province",
      county: "County",
      prefecture: "Prefecture",
      emirate: "Emirate",
      governorate: "Governorate",
      region: "Region",
      municipality: "Municipality",
      zipPostal: "ZIP / Postal code",
      postalCode: "Postal code",
      postcode: "Postcode",
      pinCode: "PIN code",
    },
    fullNameRequired: "Full name is required",
    fullNameMin: "Full name should have at least 2 characters",
    phoneRequired: "Phone number is required",
    phoneInvalid: "Enter a phone number of 6 to 15 digits (spaces, +, -, dots and brackets allowed)",
    // server answers (docs/product/api.md)
    invalidCredentials: "Invalid username or password",
    currentPasswordIncorrect: "Current password is incorrect",
    forgotPasswordSent: "If an account exists for that email, we have sent password reset instructions.",
    ratingRequired: "Rating is required",
    ratingRange: "Rating must be a whole number from 1 to 5",
    reviewTitleMax: `Title must be at most ${REVIEW_TITLE_MAX} characters`,
    reviewTextMax: `Review must be at most ${REVIEW_TEXT_MAX} characters`,
    replyRequired: "Reply text is required",
    replyTextMax: `Reply must be at most ${REPLY_TEXT_MAX} characters`,
    confirmUsernameMismatch: "Type your username exactly to confirm",
    // the account's language (docs/decisions/0051)
    languageRequired: "Choose a language",
    languageNotOffered: (offered: string) => `Choose one of the shop's languages: ${offered}`,
    // screen texts (sections 2, 4 and 8)
    registrationSuccess: "Registration successful! You can now login.",
    resetSuccess: "Password reset successful!",
    noOrders: "No orders found",
    // the order page of another customer's order, or of an id that is none (also the API's answer)
    orderNotFound: "Order not found",
    noPayment: "No payment information available",
    noAddress: "No address information available",
    noOrderProducts: "No product information available for this order.",
    // card refunds on the order page (docs/decisions/0056-card-refunds-through-stripe.md)
    refundsTitle: "Refunds to your card",
    refundPending: "On its way",
    refundSucceeded: "Refunded",
    refundFailed: "Failed",
    refundOfOrder: "The whole order",
    refundOfReturn: "A return",
    refundReasonExpiredCard: "The card has expired or was cancelled",
    refundReasonLostCard: "The card was reported lost or stolen",
    refundReasonDeclined: "The card's bank declined the refund",
    refundReasonDisputed: "The payment is disputed",
    refundReasonAlreadyRefunded: "The payment was already refunded",
    refundReasonTooLarge: "More than is left of the payment",
    refundReasonShopBalance: "The shop's Stripe balance was too low",
    refundReasonUnknown: "Stripe gave no reason. The shop will try again.",
    refundReasonOther: (reason: string) => `Stripe's reason: ${reason}`,
    // applying to sell (docs/decisions/0047): the form, its checks and the application's status
    sellIntro: (shopName: string) =>
      `Open your own shop on ${shopName}: tell us about it, and we will answer by mail once we have read your application.`,
    applicationShopName: "Shop name",
    applicationAbout: "About your shop",
    applicationAboutHint: "What you sell and what makes it yours; shoppers read this on your shop page",
    applicationContactEmail: "Contact email",
    applicationPhone: "Phone (optional)",
    applicationReturnAddress: "Address for returns",
    applicationSubmit: "Send my application",
    applicationSending: "Sending…",
    applicationStatusTitle: "Your application",
    applicationSentOn: (date: string) => `Sent on ${date}`,
    applicationPending: "We are reading your application and will answer by mail.",
    applicationApproved: "Your shop is open. Add your products from your seller dashboard.",
    applicationRejected: "Your application was not accepted.",
    applicationSuspended:
      "Your shop is suspended: your products are not on sale. Your open orders are still yours to ship.",
    applicationReason: (reason: string) => `Reason: ${reason}`,
    applicationApplyAgain: "You can apply again:",
    applicationToDashboard: "Go to your seller dashboard",
    applicationSignIn: "Sign in to apply",
    applicationStatusLabels: { pending: "Pending", approved: "Approved", rejected: "Rejected", suspended: "Suspended" },
    shopNameRequired: "Shop name is required",
    shopNameLength: "Shop name should have 2 to 60 characters",
    shopNameBidi: "Shop name may not contain characters that change the text's direction",
    aboutRequired: "Tell shoppers about your shop",
    aboutMax: "About should have at most 2,000 characters",
    returnAddressRequired: "Address for returns is required",
    returnAddressMax: "Address for returns should have at most 300 characters",
    // the account's and the sign-in screens (last: a server text written the same reads back as the texts above)
    ...ACCOUNT_SCREENS,
  },
  FALLBACK: {
    login: "Login failed. Please check your credentials.",
    register: "Registration failed. Please try again.",
    updateEmail: "Failed to update email",
    changePassword: "Failed to change password",
    requestReset: "Failed to request password reset",
    resetPassword: "Failed to reset password",
    logout: "Logout failed",
    fetchAddresses: "Failed to fetch addresses",
    updateAddress: "Failed to update address",
    deleteAddress: "Failed to delete address",
    saveAddress: "Failed to save address",
    fetchOrders: "Failed to fetch orders",
    fetchOrderDetails: "Failed to fetch order details",
    fetchOrderItems: "Failed to fetch order items",
    cancelOrder: "Failed to cancel order",
    loginToViewOrders: "You must be logged in to view orders.",
    loginToViewOrderDetails: "You must be logged in to view order details.",
    loginToViewOrderItems: "You must be logged in to view order items.",
    loginToCancelOrder: "You must be logged in to cancel an order.",
    loadOrderDetails: "Failed to load order details. Please try again.",
    sendReset: "Failed to send password reset instructions. Please try again.",
    loadApplication: "Failed to load your application. Please try again.",
    sendApplication: "Failed to send your application. Please try again.",
  },
  SUCCESS: {
    addressAdded: "Address added successfully",
    addressUpdated: "Address updated successfully",
    addressDeleted: "Address deleted successfully",
    passwordChanged: "Password changed successfully",
    emailUpdated: "Email updated successfully",
    applicationSent: "Application sent. We will answer by mail.",
  },
} as const;

/** What this area's screens show: its own and the storefront's (the layout is on every page). */
export const MSG = { ...storefront.MSG, ...OWN.MSG } as const;
/** Fallback error texts of docs/product/storefront.md §8, shown when the server sends no message. */
export const FALLBACK = { ...storefront.FALLBACK, ...OWN.FALLBACK } as const;
export const SUCCESS = { ...storefront.SUCCESS, ...OWN.SUCCESS } as const;

/** A key of this area's own texts, as `t` takes it. */
export type AccountKey = KeysOf<typeof OWN>;
