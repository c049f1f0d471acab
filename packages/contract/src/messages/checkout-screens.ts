/**
 * The checkout's screen texts (docs/decisions/0045): the wizard's steps, the order summary beside
 * them and the cancelled payment's page. Part of the checkout area (`messages/checkout.ts` spreads
 * these groups into its `MSG`), loaded with the checkout's pages, never with the storefront's first load.
 */
export const CHECKOUT_SCREENS = {
  checkoutPage: {
    title: "Checkout",
    payOnDelivery: "Pay cash on delivery",
    updateCart: "Update your cart",
    toContinue: "to continue.",
    tryAgain: "Try again",
    backToPayment: "Back to Payment",
    placeOrder: "Place Order",
    payOnArrival: "You pay in cash when your order is delivered.",
    editCart: "Edit cart",
  },
  steps: {
    progress: "Checkout progress",
    shipping: "Shipping",
    payment: "Payment",
    review: "Review",
    confirmation: "Confirmation",
    completed: "(completed)",
  },
  shippingStep: {
    heading: "Shipping address",
    intro: "Where should we deliver your order?",
    choose: "Choose a shipping address",
    addNew: "Add a new address",
    saveAndUse: "Save and use this address",
    backToCart: "Back to Cart",
    toPayment: "Continue to Payment",
  },
  paymentStep: {
    heading: "Payment method",
    intro: "Choose how you would like to pay.",
    cash: "Cash on Delivery",
    cashText: "Pay in cash when your order arrives. No card needed.",
    backToShipping: "Back to Shipping",
    toReview: "Review Order",
  },
  reviewStep: {
    heading: "Review your order",
    intro: "Check everything, then place your order.",
    change: "Change",
    items: "Items",
    discountCode: "Discount code",
    shipTo: "Ship to",
    changeAddress: "Change shipping address",
    noAddress: "No address selected",
    payment: "Payment",
    changePayment: "Change payment method",
    notes: "Order notes",
    notesLabel: "Notes for your order (optional)",
    notesPlaceholder: "Delivery instructions, gate code, a preferred time…",
    notesCount: (length: number, max: number) => `${length}/${max} characters`,
  },
  orderSummary: {
    heading: "Order summary",
    qty: (quantity: number, price: string) => `Qty ${quantity} × ${price}`,
    count: (count: number) => (count === 1 ? "1 item" : `${count} items`),
  },
  cancelPage: {
    title: "Payment Cancelled",
    backToCart: "Back to Cart",
    tryAgain: "Try Checkout Again",
  },
} as const;
