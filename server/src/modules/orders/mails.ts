/**
 * What the mails of an order's life say (docs/decisions/0024-mails-and-papers.md), in the shop's
 * layout (mail/layout.ts): the customer's confirmation, shipped, delivered and cancelled mails, and
 * each seller's new-order, cancelled and low-stock mails. order-mails.ts decides who gets which and
 * queues them.
 */
import {
  addressText,
  describeVariant,
  fromMinor,
  moneyIn,
  ORDER_STATUS,
  type Order,
  type OrderItem,
  type ShopMoney,
} from "@shop/contract";
import { t } from "@shop/contract/messages/catalogs";
import { composeMail, type MailBlock, type MailLine, type MailShop, pageUrl, say } from "../../mail/layout.js";
import type { Mail } from "../../mail/mailer.js";

// ---- The order's parts -------------------------------------------------------------------------

/** An order line as mails show it: the variant in words, the line total in the order's currency (`money`). */
export const mailLineOf = (i: OrderItem, money: ShopMoney, withPrice = true): MailLine => ({
  quantity: i.quantity,
  name: i.productDTO.productName,
  variant: describeVariant(i.options),
  sku: i.sku,
  ...(withPrice ? { amount: money.lineTotal(i.orderedProductPrice, i.quantity) } : {}),
});

/** How a mail writes an order's amounts: in the order's currency, the shop's locale. */
export const orderMoney = (shop: MailShop, order: Pick<Order, "currency">): ShopMoney =>
  moneyIn(shop.money, order.currency);

// ---- Customers' order mails --------------------------------------------------------------------

/** The customer's page of one order (the shop's /orders/{id}, which only its customer can open). */
export const customerOrderUrl = (shop: MailShop, orderId: number) => pageUrl(shop, `/orders/${orderId}`);

/** An order's status in the mail's language (its code picks the words: ICU cannot look up a text). */
const statusIn = (shop: MailShop, status: string) => {
  const code = Object.entries(ORDER_STATUS).find(([, text]) => text === status)?.[0];
  // The code chooses the words (an ICU select): never isolated as a value is.
  return code ? t(shop.language, "mails.orderStatus", { status: code }) : status;
};

/** "#12" and its link: the order's number as every mail names it. */
const seeOrder = (shop: MailShop, orderId: number): MailBlock => ({
  link: { label: say(shop, "mails.seeOrder", { orderId: String(orderId) }), url: customerOrderUrl(shop, orderId) },
});

export function orderConfirmationMail(shop: MailShop, order: Order): Mail {
  const money = orderMoney(shop, order);
  const orderId = String(order.orderId);
  return composeMail(shop, order.email, say(shop, "mails.confirmedSubject", { shopName: shop.shopName, orderId }), [
    { paragraph: say(shop, "mails.confirmedThanks", { shopName: shop.shopName }) },
    { heading: say(shop, "mails.orderHeading", { orderId, status: statusIn(shop, order.orderStatus) }) },
    { items: order.orderItemDTOs.map((i) => mailLineOf(i, orderMoney(shop, order))) },
    {
      pairs: [
        [say(shop, "mails.subtotal"), money.format(order.subtotal)],
        ...(order.discount > 0
          ? [
              [
                say(shop, "mails.discount", { code: order.promotionCode ?? "" }),
                `-${money.format(order.discount)}`,
              ] as const,
            ]
          : []),
        [say(shop, "mails.shipping"), money.format(order.shippingFee)],
        // Prices with tax included: the tax is inside the total (docs/decisions/0036-taxes.md).
        [say(shop, order.pricesIncludeTax ? "mailTaxIncluded" : "mails.tax"), money.format(order.tax)],
        [
          say(shop, "mails.total"),
          // A card order's confirmation goes out once Stripe says it is paid (docs/decisions/0050).
          say(shop, order.paymentDTO.paymentMethod === "card" ? "mails.totalCard" : "mails.totalCash", {
            amount: money.format(order.totalAmount),
          }),
        ],
      ],
    },
    { heading: say(shop, "mails.shippingTo") },
    { lines: addressText(order.address) },
    seeOrder(shop, order.orderId),
  ]);
}

/** A part of an order moved on: what the customer is told about it. */
export interface PartNews {
  sellerName: string;
  lines: MailLine[];
  carrier: string | null;
  trackingNumber: string | null;
  trackingUrl: string | null;
}

/**
 * `partial`: another part of the order has not got this far yet, so the mail says "part of your
 * order", not "your order".
 */
export function shippedMail(
  shop: MailShop,
  to: string,
  orderId: number,
  parts: readonly PartNews[],
  partial = false,
): Mail {
  const subject = say(shop, "mails.shippedSubject", { shopName: shop.shopName, orderId: String(orderId), partial });
  const news = partial
    ? say(shop, "mails.shippedPartial")
    : say(shop, parts.length > 1 ? "mails.shippedEveryPart" : "mails.shippedOne");
  return composeMail(shop, to, subject, [
    { paragraph: news },
    ...parts.flatMap((p): MailBlock[] => [
      { heading: say(shop, "mails.fromSeller", { sellerName: p.sellerName }) },
      { items: p.lines },
      ...(p.carrier || p.trackingNumber
        ? [
            {
              pairs: [
                ...(p.carrier ? [[say(shop, "mails.carrier"), p.carrier] as const] : []),
                ...(p.trackingNumber ? [[say(shop, "mails.trackingNumber"), p.trackingNumber] as const] : []),
              ],
            },
          ]
        : []),
      ...(p.trackingUrl ? [{ link: { label: say(shop, "mails.trackParcel"), url: p.trackingUrl } }] : []),
    ]),
    seeOrder(shop, orderId),
  ]);
}

/** A shipped part's tracking number was corrected (docs/decisions/0058): the number to use now. */
export function trackingCorrectedMail(shop: MailShop, to: string, orderId: number, part: PartNews): Mail {
  const subject = say(shop, "mails.trackingFixSubject", { shopName: shop.shopName, orderId: String(orderId) });
  return composeMail(shop, to, subject, [
    { paragraph: say(shop, "mails.trackingFixNews", { sellerName: part.sellerName }) },
    {
      pairs: [
        ...(part.carrier ? [[say(shop, "mails.carrier"), part.carrier] as const] : []),
        [say(shop, "mails.trackingNumber"), part.trackingNumber ?? ""],
      ],
    },
    ...(part.trackingUrl ? [{ link: { label: say(shop, "mails.trackParcel"), url: part.trackingUrl } }] : []),
    { items: part.lines },
    seeOrder(shop, orderId),
  ]);
}

export function deliveredMail(
  shop: MailShop,
  to: string,
  orderId: number,
  parts: readonly PartNews[],
  partial = false,
): Mail {
  const subject = say(shop, "mails.deliveredSubject", { shopName: shop.shopName, orderId: String(orderId), partial });
  return composeMail(shop, to, subject, [
    { paragraph: say(shop, partial ? "mails.deliveredPartial" : "mails.deliveredAll") },
    ...parts.flatMap((p): MailBlock[] => [
      { heading: say(shop, "mails.fromSeller", { sellerName: p.sellerName }) },
      { items: p.lines },
    ]),
    { paragraph: say(shop, "mails.reviewInvite") },
    seeOrder(shop, orderId),
  ]);
}

export function cancelledMail(shop: MailShop, order: Order): Mail {
  const orderId = String(order.orderId);
  return composeMail(shop, order.email, say(shop, "mails.cancelledSubject", { shopName: shop.shopName, orderId }), [
    { paragraph: say(shop, "mails.cancelledNews", { orderId }) },
    { items: order.orderItemDTOs.map((i) => mailLineOf(i, orderMoney(shop, order))) },
    seeOrder(shop, order.orderId),
  ]);
}

/** A part a seller cancelled, as its mail shows it: whose, its lines, and what the customer had paid for it. */
export interface CancelledPart {
  sellerName: string;
  lines: MailLine[];
  /** What the customer paid for the part, in the order's minor units. */
  paidCents: number;
}

/**
 * A seller cancelled their part (docs/decisions/0048-part-cancellation-mails-and-cash.md): the customer
 * and the shop's admins read whose part, its lines, the reason, and what is left to pay on delivery
 * (the order's payment amount), or that the order is cancelled when it was its last open part.
 */
export function partCancelledMail(
  shop: MailShop,
  to: { email: string; admin: boolean },
  order: Order,
  parts: readonly CancelledPart[],
  reason: string,
  /** An admin who does not sell cancelled the parts, not their sellers. */
  byShop = false,
): Mail {
  const money = orderMoney(shop, order);
  const whole = order.orderStatus === ORDER_STATUS.cancelled;
  const names = parts.map((p) => p.sellerName).join(", ");
  const cancelled = parts.reduce((sum, p) => sum + p.paidCents, 0);
  const left = order.paymentDTO.amount ?? order.totalAmount;
  const subject = say(shop, "partCancelledSubject", { shopName: shop.shopName, orderId: String(order.orderId), whole });
  return composeMail(shop, to.email, subject, [
    {
      paragraph: to.admin
        ? byShop
          ? say(shop, "partCancelledAdminByShop", { email: order.email, whole })
          : say(shop, "partCancelledAdminNews", { sellerNames: names, email: order.email, whole })
        : byShop
          ? say(shop, "partCancelledByShop", { shopName: shop.shopName, whole })
          : say(shop, "partCancelledNews", { sellerNames: names, whole }),
    },
    ...parts.flatMap((p): MailBlock[] => [
      { heading: say(shop, "partCancelledFrom", { sellerName: p.sellerName }) },
      { items: p.lines },
    ]),
    {
      pairs: [
        [say(shop, "partCancelledReason"), reason],
        [say(shop, "partCancelledCredited"), money.format(fromMinor(cancelled, money.digits))],
        whole
          ? [say(shop, "partCancelledOrderCancelled"), money.format(0)]
          : [say(shop, "partCancelledLeftToPay"), money.format(left)],
      ],
    },
    to.admin
      ? { link: { label: say(shop, "mails.openOrder"), url: sellerOrderUrl(shop, order.orderId) } }
      : seeOrder(shop, order.orderId),
  ]);
}

// ---- Sellers' mails ----------------------------------------------------------------------------

/** A seller's link to one of their orders on the dashboard. */
export const sellerOrderUrl = (shop: MailShop, orderId: number) => pageUrl(shop, `/seller/orders?order=${orderId}`);

export function sellerNewOrderMail(
  shop: MailShop,
  seller: { email: string; name: string },
  order: Pick<Order, "orderId" | "address">,
  lines: readonly MailLine[],
): Mail {
  const orderId = String(order.orderId);
  return composeMail(shop, seller.email, say(shop, "mails.newOrderSubject", { shopName: shop.shopName, orderId }), [
    { paragraph: say(shop, "mails.newOrderHello", { sellerName: seller.name }) },
    { heading: say(shop, "mails.orderNumber", { orderId }) },
    { items: lines },
    { heading: say(shop, "mails.shipTo") },
    { lines: addressText(order.address) },
    { link: { label: say(shop, "mails.openOrder"), url: sellerOrderUrl(shop, order.orderId) } },
  ]);
}

export function sellerCancelledMail(
  shop: MailShop,
  seller: { email: string; name: string },
  orderId: number,
  lines: readonly MailLine[],
): Mail {
  const id = String(orderId);
  return composeMail(
    shop,
    seller.email,
    say(shop, "mails.cancelledSubject", { shopName: shop.shopName, orderId: id }),
    [
      { paragraph: say(shop, "mails.sellerCancelledHello", { sellerName: seller.name, orderId: id }) },
      { items: lines },
      { paragraph: say(shop, "mails.unitsBack") },
      { link: { label: say(shop, "mails.openOrder"), url: sellerOrderUrl(shop, orderId) } },
    ],
  );
}

export function lowStockMail(
  shop: MailShop,
  seller: { email: string; name: string },
  variants: readonly { name: string; variant: string; left: number; productId: number }[],
  threshold: number,
): Mail {
  const first = variants[0]!;
  const product = (v: { name: string; variant: string }) => `${v.name}${v.variant ? ` (${v.variant})` : ""}`;
  const subject =
    variants.length === 1
      ? say(shop, "mails.lowStockOne", { shopName: shop.shopName, product: product(first) })
      : say(shop, "mails.lowStockMany", { shopName: shop.shopName, count: variants.length });
  return composeMail(shop, seller.email, subject, [
    { paragraph: say(shop, "mails.lowStockHello", { sellerName: seller.name, threshold: String(threshold) }) },
    { pairs: variants.map((v) => [product(v), say(shop, "mails.unitsLeft", { left: v.left })] as const) },
    { link: { label: say(shop, "mails.seeProducts"), url: pageUrl(shop, "/seller/products") } },
  ]);
}
