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
      returnNewSubject: (shopName: string, returnId: string, orderId: string) =>
        `${shopName}: return #${returnId} asked for order #${orderId}`,
      returnNewAsk: (orderId: string) => `A customer asks to return items of order #${orderId}.`,
      returnReason: "Reason",
      returnNote: "Note",
      returnRefundIfAll: "Refund if all come back",
      returnDecideInTab: "Approve or decline it from your Returns tab.",
      yourReturns: "Your returns",
      returnSendTo: "Send the parcel to",
      returnSellerWillTell: (sellerName: string) => `${sellerName} will tell you where to send the parcel.`,
      returnApprovedSubject: (shopName: string, returnId: string) =>
        `${shopName}: your return #${returnId} is approved`,
      returnDeclinedSubject: (shopName: string, returnId: string) =>
        `${shopName}: your return #${returnId} is declined`,
      returnReceivedSubject: (shopName: string, returnId: string) =>
        `${shopName}: your return #${returnId} has arrived`,
      returnRefundedSubject: (shopName: string, returnId: string, amount: string) =>
        `${shopName}: your return #${returnId} is refunded: ${amount}`,
      returnClosedSubject: (shopName: string, returnId: string) => `${shopName}: your return #${returnId} is closed`,
      helloPlain: "Hello,",
      returnApproved: (sellerName: string, orderId: string) =>
        `${sellerName} approved your return of these items of order #${orderId}:`,
      returnRefundOnArrival: "Refund when they arrive",
      returnDeclined: (sellerName: string, orderId: string) =>
        `${sellerName} declined your return of items of order #${orderId}.`,
      returnWhy: "Why",
      returnDisagree: "If you disagree, you can ask the shop to decide from your order's page.",
      returnReceived: (sellerName: string, orderId: string) =>
        `${sellerName} received these items of order #${orderId}:`,
      returnRefund: "Refund",
      returnOfWhichShipping: "Of which shipping",
      returnRefundFollows: "You will hear from us again when the refund is paid.",
      returnRefundPaid: (orderId: string) => `Your refund for the return of items of order #${orderId} is paid.`,
      returnPaidBy: "Paid by",
      returnMethod: "Method",
      reference: "Reference",
      refundMethod: (method: string) =>
        (
          ({ cash: "Cash", bank_transfer: "Bank transfer", store_credit: "Store credit", card: "Card" }) as Record<
            string,
            string
          >
        )[method] ?? method,
      returnClosed: (shopName: string, orderId: string) =>
        `${shopName} looked at your return of items of order #${orderId} and closed it: the seller's decision stands.`,
      returnEscalatedSubject: (shopName: string, returnId: string) =>
        `${shopName}: return #${returnId} escalated to you`,
      returnEscalated: (orderId: string, returnId: string, sellerName: string) =>
        `The customer of order #${orderId} asks the shop to decide on return #${returnId}, which ${sellerName} declined.`,
      returnDeclinedBecause: "Declined because",
      returnDecideOnScreen: "Approve or close it from the Returns screen.",
      returnsScreen: "Returns",
      returnCancelledSubject: (shopName: string, returnId: string) =>
        `${shopName}: return #${returnId} cancelled by the customer`,
      returnCancelled: (orderId: string, returnId: string) =>
        `The customer of order #${orderId} cancelled return #${returnId}: no parcel is coming.`,
      applicationReceivedSubject: (shopName: string) => `${shopName}: we received your application to sell`,
      applicationThanks: (sellerShop: string, shopName: string) =>
        `Thank you for applying to open ${sellerShop} on ${shopName}. We will answer by mail.`,
      yourApplication: "Your application",
      applicationApprovedSubject: (shopName: string, sellerShop: string) => `${shopName}: ${sellerShop} is open`,
      applicationApproved: (sellerShop: string, shopName: string) =>
        `Your application is approved: ${sellerShop} is open on ${shopName}. Add your products and they go on sale.`,
      sellerDashboard: "Your seller dashboard",
      applicationRejectedSubject: (shopName: string) => `${shopName}: your application to sell`,
      applicationRejected: (sellerShop: string, shopName: string) =>
        `We are sorry: your application to open ${sellerShop} on ${shopName} was not accepted.`,
      applyAgain: "You may apply again with what the reason asks for.",
      suspendedSubject: (shopName: string) => `${shopName}: your shop is suspended`,
      suspended: (shopName: string) =>
        `Your shop on ${shopName} is suspended: your products are no longer on sale. Your open orders are still yours to ship and deliver.`,
      reinstatedSubject: (shopName: string) => `${shopName}: your shop is open again`,
      reinstated: (shopName: string) => `Your shop on ${shopName} is reinstated: your products are on sale again.`,
      newsletterSubject: (shopName: string) => `Confirm your ${shopName} newsletter subscription`,
      newsletterAsked: (shopName: string) =>
        `Someone (we hope you) asked to get the ${shopName} newsletter at this address.`,
      newsletterConfirm: "Confirm my subscription",
      newsletterIgnore: "If it was not you, ignore this mail: nothing is sent until the subscription is confirmed.",
      unsubscribe: "Unsubscribe",
      payoutSubject: (shopName: string, amount: string) => `${shopName}: payout ${amount}`,
      settlementSubject: (shopName: string, amount: string) => `${shopName}: payment received ${amount}`,
      payoutNews: (shopName: string, amount: string) => `${shopName} paid you ${amount}.`,
      settlementNews: (shopName: string, amount: string) => `${shopName} received your payment of ${amount}.`,
      balanceOwed: (amount: string) => `The shop owes you ${amount}.`,
      balanceOwing: (amount: string) => `You owe the shop ${amount}.`,
      balanceSettled: "You and the shop are settled.",
      yourStatement: "Your statement",
      roleGrantedSubject: (shopName: string) => `${shopName}: you can now sell`,
      roleGranted: (shopName: string) =>
        `An administrator of ${shopName} made your account a seller's: name your shop in your dashboard's Shop profile and add your products.`,
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
