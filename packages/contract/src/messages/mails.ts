/**
 * The words of the shop's mails (docs/decisions/0051-mails-and-papers-in-the-customers-language.md),
 * which the server renders in the recipient's language: `t(language, "mails.<name>", values)`. The
 * English here is what the mails said before they were translated; `mails/<lang>.json` holds the other
 * languages (and `mails/en.json` the ICU English of a text with placeholders). A boolean placeholder is
 * written as `"true"` or `"false"` (ICU `select`). The web never imports this area.
 */

/** This area's own texts. */
export const OWN = {
  MSG: {
    mails: {
      // the customer's order mails
      confirmedSubject: (shopName: string, orderId: string) => `${shopName}: order #${orderId} confirmed`,
      confirmedThanks: (shopName: string) => `Thank you for your order at ${shopName}!`,
      orderHeading: (orderId: string, status: string) => `Order #${orderId} — ${status}`,
      /** An order's status by its code (`ORDER_STATUS`'s keys), as the order's page names it. */
      orderStatus: (status: string) =>
        (
          ({
            awaitingPayment: "Awaiting payment",
            placed: "Order Placed",
            partiallyShipped: "Partially Shipped",
            shipped: "Shipped",
            delivered: "Delivered",
            cancelled: "Cancelled",
          }) as Record<string, string>
        )[status] ?? status,
      subtotal: "Subtotal",
      discount: (code: string) => `Discount (${code})`,
      shipping: "Shipping",
      tax: "Tax",
      total: "Total",
      totalCash: (amount: string) => `${amount} (cash on delivery)`,
      totalCard: (amount: string) => `${amount} (paid by card)`,
      shippingTo: "Shipping to",
      seeOrder: (orderId: string) => `See order #${orderId}`,
      shippedSubject: (shopName: string, orderId: string, partial: string) =>
        `${shopName}: ${partial !== "false" ? "part of your order" : "your order"} #${orderId} has shipped`,
      shippedPartial: "Part of your order has shipped; the rest follows separately.",
      shippedEveryPart: "Good news: every part of your order has shipped.",
      shippedOne: "Good news: your order has shipped.",
      fromSeller: (sellerName: string) => `From ${sellerName}`,
      carrier: "Carrier",
      trackingNumber: "Tracking number",
      trackParcel: "Track your parcel",
      // a corrected tracking number (docs/decisions/0058-correcting-a-tracking-number.md)
      trackingFixSubject: (shopName: string, orderId: string) => `${shopName}: new tracking number for order #${orderId}`,
      trackingFixNews: (sellerName: string) =>
        `The tracking number of your parcel from ${sellerName} was corrected. Please use this one:`,
      deliveredSubject: (shopName: string, orderId: string, partial: string) =>
        `${shopName}: ${partial !== "false" ? "part of your order" : "your order"} #${orderId} was delivered`,
      deliveredPartial: "Part of your order was delivered; the rest is still on its way. We hope you enjoy it!",
      deliveredAll: "Your order was delivered. We hope you enjoy it!",
      reviewInvite: "Happy with what you got? You can now review it on its product page.",
      cancelledSubject: (shopName: string, orderId: string) => `${shopName}: order #${orderId} cancelled`,
      cancelledNews: (orderId: string) =>
        `Your order #${orderId} is cancelled. Nothing will be shipped and nothing is owed.`,
      openOrder: "Open the order",
      // the sellers' order mails
      newOrderSubject: (shopName: string, orderId: string) => `${shopName}: new order #${orderId} to ship`,
      newOrderHello: (sellerName: string) =>
        `Hello ${sellerName}, a customer ordered from you. Please ship these lines:`,
      orderNumber: (orderId: string) => `Order #${orderId}`,
      shipTo: "Ship to",
      sellerCancelledHello: (sellerName: string, orderId: string) =>
        `Hello ${sellerName}, the customer cancelled order #${orderId}. Do not ship these lines:`,
      unitsBack: "The units are back in your stock.",
      lowStockOne: (shopName: string, product: string) => `${shopName}: ${product} is low on stock`,
      lowStockMany: (shopName: string, count: number) => `${shopName}: ${count} products are low on stock`,
      lowStockHello: (sellerName: string, threshold: string) =>
        `Hello ${sellerName}, stock fell below ${threshold} with the last order:`,
      unitsLeft: (left: number) => `${left} left`,
      seeProducts: "See your products",
      // the account's mails
      hello: (username: string) => `Hello ${username},`,
      resetSubject: (shopName: string) => `Reset your ${shopName} password`,
      resetBody: (shopName: string) =>
        `Someone asked to reset the password of your ${shopName} account. To choose a new password, open this link within 30 minutes:`,
      resetLink: "Reset my password",
      resetIgnore: "If you did not ask for this, you can ignore this mail; your password stays as it is.",
      welcomeSubject: (shopName: string) => `Welcome to ${shopName}`,
      welcomeBody: (shopName: string) =>
        `Thank you for creating your ${shopName} account. You can order at once: you pay in cash when your order arrives.`,
      startShopping: "Start shopping",
      welcomeSignIn: (username: string, url: string) =>
        `You sign in with your username ${username}. Your orders, addresses and mail settings are in your account: ${url}`,
      welcomeNotYou: "If you did not create this account, reply to this mail and we will remove it.",
    },
    // the papers (docs/decisions/0051): the labels of the invoice, the credit note and the packing slip
    papers: {
      invoice: "Invoice",
      invoiceNumber: "Invoice number",
      invoiceDate: "Invoice date",
      order: "Order",
      orderDate: "Order date",
      payment: "Payment",
      billTo: "Bill to",
      item: "Item",
      qty: "Qty",
      unitPrice: "Unit price",
      amount: "Amount",
      discountPlain: "Discount",
      taxAt: (rates: string) => `Tax (${rates})`,
      creditNote: "Credit note",
      creditNoteNumber: "Credit note number",
      creditNoteDate: "Credit note date",
      creditsInvoice: "Credits invoice",
      reason: "Reason",
      creditedTo: "Credited to",
      totalCredited: "Total credited",
      packingSlip: "Packing slip",
      status: "Status",
      packed: "Packed",
      collect: "Cash on delivery: the courier collects",
      deliveryNote: "Delivery note from the customer",
      orderOf: (orderId: string, date: string) => `#${orderId} of ${date}`,
      invoiceOf: (invoiceNumber: string, date: string) => `${invoiceNumber} of ${date}`,
      cashOnDelivery: (status: string) => `Cash on delivery (${status})`,
      paidByCard: "Card (Stripe), paid",
      thanks: (shopName: string) => `Thank you for shopping at ${shopName}.`,
      creditNoteCancels: (invoiceNumber: string, amount: string) =>
        `This credit note cancels ${invoiceNumber} by ${amount}.`,
    },
  },
  FALLBACK: {},
  SUCCESS: {},
};
