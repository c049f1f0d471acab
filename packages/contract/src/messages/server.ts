/**
 * Texts only the server writes: the API's answers (docs/product/api.md), which the web shows as the
 * answer's message and never imports (docs/decisions/0027-first-load-budget.md).
 */

/** This area's own texts: each text of the shop is written once, in one area. */
export const OWN = {
  MSG: {
    // the invoice's tax IDs and tax line (docs/decisions/0036-taxes.md)
    invoiceTaxId: (taxId: string) => `Tax ID: ${taxId}`,
    invoiceSellerTaxId: (sellerName: string, taxId: string) => `${sellerName}, tax ID: ${taxId}`,
    invoiceTaxIncluded: (rates: string) => `Included tax (${rates})`,
    // invoices issued by sellers (docs/decisions/0040-invoices-issued-by-sellers.md)
    invoiceMarketplace: "Marketplace",
    invoiceSoldThrough: (sellerName: string, shopName: string) =>
      `Sold by ${sellerName} through ${shopName}. Thank you for your order.`,
    invoiceIssuedByShop: "The shop issues this order's invoice",
    invoicesBySellers: "Each seller issues the invoice of their part of this order: download them one by one",
    invoiceNotFound: "Invoice not found",
    // a card order not yet paid is not a sale (docs/decisions/0050-card-payments-through-stripe.md)
    invoiceAwaitingPayment: "An order awaiting payment has no invoice yet",
    mailTaxIncluded: "Included tax",
    // returns (docs/decisions/0046-returns-and-refunds.md)
    returnNotFound: "Return not found",
    returnPartNotFound: "This order has no items of that seller",
    returnPartNotDelivered: "Items can be returned once they are delivered",
    returnsNotTaken: "This seller takes no returns",
    returnWindowClosed: (endedOn: string) => `The return window closed on ${endedOn}`,
    returnLineUnknown: "An item of the return is not part of this seller's delivery",
    returnTooManyUnits: (name: string, left: number) =>
      left > 0 ? `At most ${left} of ${name} can still be returned` : `${name} cannot be returned again`,
    returnStatusConflict: (status: string) => `This return is ${status} and cannot be changed that way now`,
    returnReceivedTooMany:
      "Received units cannot be more than were asked, nor resellable units more than were received",
    returnReceiveLines: "Only the items of this return can be received, each once",
    refundByCardUnavailable: "Card refunds are not available: this shop takes no card payments",
    // card refunds through Stripe (docs/decisions/0056-card-refunds-through-stripe.md)
    refundByCardNotPaidByCard: "This order was not paid by card: refund it another way",
    cardRefundRefused: (reason: string) => `Stripe refused the refund (${reason}). Check the order and try again.`,
    cardRefundNotSent: "Stripe did not answer the refund. Please try again later.",
    refundNotFound: "Refund not found",
    refundNotRetryable: "Only a failed refund can be retried",
    refundOfReturnRetry: "A return's refund is retried by refunding the return again",
    // a part cancelled by its seller (docs/decisions/0048-part-cancellation-mails-and-cash.md)
    partCancelledSubject: (shopName: string, orderId: number, whole: boolean) =>
      whole ? `${shopName}: order #${orderId} cancelled` : `${shopName}: part of order #${orderId} cancelled`,
    partCancelledNews: (sellerNames: string, whole: boolean) =>
      whole
        ? `${sellerNames} cancelled their part, the last one left: your order is cancelled. Nothing will be shipped and nothing is owed.`
        : `${sellerNames} cancelled their part of your order. The rest of your order goes on.`,
    partCancelledAdminNews: (sellerNames: string, email: string, whole: boolean) =>
      whole
        ? `${sellerNames} cancelled their part of the order of ${email}, the last one left: the order is cancelled.`
        : `${sellerNames} cancelled their part of the order of ${email}. The rest of the order goes on.`,
    partCancelledAdminByShop: (email: string, whole: boolean) =>
      whole
        ? `An admin cancelled what was left of the order of ${email}: the order is cancelled.`
        : `An admin cancelled part of the order of ${email}. The rest of the order goes on.`,
    partCancelledByShop: (shopName: string, whole: boolean) =>
      whole
        ? `${shopName} cancelled what was left of your order: it is cancelled. Nothing will be shipped and nothing is owed.`
        : `${shopName} cancelled part of your order. The rest of your order goes on.`,
    partCancelledFrom: (sellerName: string) => `Cancelled: the part from ${sellerName}`,
    partCancelledReason: "Reason given",
    partCancelledCredited: "Amount cancelled",
    partCancelledLeftToPay: "Left to pay on delivery",
    partCancelledOrderCancelled: "Order cancelled: nothing to pay",
    // server answers (docs/product/api.md)
    onlyCustomerSignup: "Only customer accounts can be registered",
    usernameTaken: "Username is already taken",
    emailTaken: "Email is already in use",
    resetLinkInvalid: "This reset link is invalid or has expired",
    productNotFound: "Product not found",
    builtInPageKept: "About Us, Privacy Policy and Terms of Service cannot be deleted: write them instead",
    tooManyPages: (max: number) => `A shop can have at most ${max} pages of its own: delete one first`,
    categoryNotFound: "Category not found",
    addressNotFound: "Address not found",
    mailNotFound: "No unsent mail found",
    creditNoteNotFound: "Credit note not found",
    reviewNotFound: "Review not found",
    reviewNotVerified: "Only customers who received this product can review it",
    reviewExists: "You have already reviewed this product; edit your review instead",
    reviewNotYours: "You can only change your own review",
    replyNotYours: "Only the seller of this product can reply to its reviews",
    cartNotFound: "Cart not found",
    removeWhichVariant: "This product is in your cart in more than one variant: choose which one to remove",
    categoryHasProducts: "Category still has products",
    categoryNameTaken: "A category with this name already exists",
    productNameTaken: "You already have a product with this name in this category",
    onlyCash: "Only cash on delivery is supported",
    cashPaymentOff: "Cash on delivery is not offered: please pay by card",
    cardPaymentOff: "Card payments are not offered: please pay cash on delivery",
    paymentMethodUnknown: "Pay cash on delivery or by card",
    cardPaymentFailed: "Card payments are unavailable right now. Please try again later.",
    cardNeedsKeys: "Card payments need Stripe's keys on the server (STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET)",
    cardCurrencyUnsupported: "Card payments are not available in this shop's currency",
    webhookSignatureInvalid: "The webhook's signature does not match",
    cartEmpty: "Your cart is empty",
    orderNotCancellable: "This order can no longer be cancelled",
    outOfStock: (productName: string, left: number) =>
      left <= 0 ? `${productName} is out of stock` : `Only ${left} left in stock for ${productName}`,
    notSignedIn: "Please sign in to continue",
    sessionInvalid: "Your session has expired. Please sign in again.",
    forbidden: "You do not have permission to do this",
    notFound: "Not found",
    validationFailed: "Please check the highlighted fields",
    tooLarge: "The file is too large (at most 10 MB)",
    requestTooLarge: "The request is too large (at most 1 MB)",
    orderTooLarge: "This order is too large to place online. Please split it or contact us.",
    uploadMalformed: "The upload was incomplete or malformed. Please try again.",
    unsupportedMedia: "Unsupported file type. Please upload a PNG, JPG, GIF or WebP image.",
    wrongContentType: "Requests must be sent as JSON",
    rateLimited: "Too many attempts. Please wait a moment and try again.",
    internal: "Something went wrong on our side. Please try again.",
    unavailable: "The shop is briefly unavailable. Please try again in a moment.",
    imageTooManyPixels: "The image is too large: at most 25 megapixels (for example 6000 × 4000)",
    oneImageOnly: "Upload one image at a time",
    chooseImage: "Choose an image to upload",
    newsletterLinkInvalid: "This link is not valid. Please use the newest link we sent you.",
    galleryFull: "A product can have at most 8 images. Remove one to add another.",
    imageAlreadyInGallery: "This image is already in the product's gallery",
    cartFull: "Your cart can hold at most 100 lines (each size or color of a product is a line)",
    addressBookFull: "You can keep at most 50 addresses",
    idempotencyKeyReused: "This Idempotency-Key was already used for a different order",
    // options and variants (docs/decisions/0022)
    skuTaken: (sku: string) => `You already use the SKU ${sku} on another product`,
    variantNotFound: "This variant is no longer available",
    variantsEditPerVariant: "This product has variants: change its price and stock per variant",
    // discount codes (docs/decisions/0022)
    promoCodeTaken: "A discount code with this name already exists",
    promoNotFound: "Discount code not found",
    promoUsedCannotDelete: "This code has been used: deactivate it instead of deleting it",
    /** A refused code, to a customer who has not applied or used it: it does not say whether it exists. */
    promoCannotBeUsed: "This code cannot be used",
    promoNotStarted: "This code is not valid yet",
    promoExpired: "This code has expired",
    promoInactive: "This code is no longer active",
    promoBelowMinimum: (missing: string) => `Add ${missing} more to use this code`,
    promoUsedUp: "This code has been used up",
    promoAlreadyUsed: "You have already used this code",
    promoNoQualifyingItems: "None of your items qualify for this code",
    promoNotInScope: "This code is for other products: none of the items in your cart qualify",
    promoBelowQuantity: (missing: number) =>
      missing === 1 ? "Add 1 more qualifying item to use this code" : `Add ${missing} more qualifying items to use this code`,
    promoValueLocked: "This code has been used: its discount can no longer be changed (create a new code instead)",
    promoCodeLocked: "A code's text cannot be changed: create a new code instead",
    promoSellerScope: "A seller's code covers only that seller's products: it takes no sellers",
    promoUnknownCategories: (ids: string) => `Unknown categories: ${ids}`,
    promoUnknownProducts: (ids: string) => `Unknown products: ${ids}`,
    promoUnknownSellers: (ids: string) => `Unknown sellers: ${ids}`,
    promoSignIn: "Sign in to use a discount code",
    // the marketplace's money (docs/decisions/0022)
    sellerNotFound: "Seller not found",
    payoutTooLarge: (owed: string) => `A payout can be at most what the shop owes this seller (${owed})`,
    settlementTooLarge: (owes: string) => `A settlement can be at most what this seller owes the shop (${owes})`,
    nothingOwed: "Nothing is owed in that direction",
    // applying to sell and suspensions (docs/decisions/0047)
    applicationOpen: "You already have an application: wait for its answer",
    alreadySeller: "You are already a seller",
    applicationNotFound: "Application not found",
    applicationDecided: (status: string) => `This application is already ${status}`,
    sellerAlreadySuspended: "This seller is already suspended",
    sellerNotSuspended: "This seller is not suspended",
  },
  FALLBACK: {},
  SUCCESS: {
    newsletterCheckInbox: "Check your inbox: we sent you a link to confirm your subscription.",
    newsletterConfirmed: "Your subscription is confirmed. Thank you!",
    newsletterUnsubscribed: "You are unsubscribed and will get no more newsletters from us.",
    reviewDeleted: "Review deleted successfully",
    reviewHidden: "Review hidden",
  },
} as const;

export const MSG = OWN.MSG;
/** Fallback error texts of docs/product/storefront.md §8, shown when the server sends no message. */
export const FALLBACK = OWN.FALLBACK;
export const SUCCESS = OWN.SUCCESS;
