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
  MSG,
  moneyIn,
  ORDER_STATUS,
  type Order,
  type OrderItem,
  type ShopMoney,
} from "@shop/contract";
import { composeMail, type MailBlock, type MailLine, type MailShop } from "../../mail/layout.js";
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
export const customerOrderUrl = (shop: MailShop, orderId: number) => `${shop.publicUrl}/orders/${orderId}`;

export function orderConfirmationMail(shop: MailShop, order: Order): Mail {
  const money = orderMoney(shop, order);
  return composeMail(shop, order.email, `${shop.shopName}: order #${order.orderId} confirmed`, [
    { paragraph: `Thank you for your order at ${shop.shopName}!` },
    { heading: `Order #${order.orderId} — ${order.orderStatus}` },
    { items: order.orderItemDTOs.map((i) => mailLineOf(i, orderMoney(shop, order))) },
    {
      pairs: [
        ["Subtotal", money.format(order.subtotal)],
        ...(order.discount > 0
          ? [[`Discount (${order.promotionCode})`, `-${money.format(order.discount)}`] as const]
          : []),
        ["Shipping", money.format(order.shippingFee)],
        // Prices with tax included: the tax is inside the total (docs/decisions/0036-taxes.md).
        [order.pricesIncludeTax ? MSG.mailTaxIncluded : "Tax", money.format(order.tax)],
        ["Total", `${money.format(order.totalAmount)} (cash on delivery)`],
      ],
    },
    { heading: "Shipping to" },
    { lines: addressText(order.address) },
    { link: { label: `See order #${order.orderId}`, url: customerOrderUrl(shop, order.orderId) } },
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

/** "part of your order" while another part has not got this far yet, else "your order". */
const whoseOrder = (partial: boolean) => (partial ? "part of your order" : "your order");

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
  const subject = `${shop.shopName}: ${whoseOrder(partial)} #${orderId} has shipped`;
  const news = partial
    ? "Part of your order has shipped; the rest follows separately."
    : `Good news: ${parts.length > 1 ? "every part of your order has" : "your order has"} shipped.`;
  return composeMail(shop, to, subject, [
    { paragraph: news },
    ...parts.flatMap((p): MailBlock[] => [
      { heading: `From ${p.sellerName}` },
      { items: p.lines },
      ...(p.carrier || p.trackingNumber
        ? [
            {
              pairs: [
                ...(p.carrier ? [["Carrier", p.carrier] as const] : []),
                ...(p.trackingNumber ? [["Tracking number", p.trackingNumber] as const] : []),
              ],
            },
          ]
        : []),
      ...(p.trackingUrl ? [{ link: { label: "Track your parcel", url: p.trackingUrl } }] : []),
    ]),
    { link: { label: `See order #${orderId}`, url: customerOrderUrl(shop, orderId) } },
  ]);
}

export function deliveredMail(
  shop: MailShop,
  to: string,
  orderId: number,
  parts: readonly PartNews[],
  partial = false,
): Mail {
  const subject = `${shop.shopName}: ${whoseOrder(partial)} #${orderId} was delivered`;
  return composeMail(shop, to, subject, [
    {
      paragraph: partial
        ? "Part of your order was delivered; the rest is still on its way. We hope you enjoy it!"
        : "Your order was delivered. We hope you enjoy it!",
    },
    ...parts.flatMap((p): MailBlock[] => [{ heading: `From ${p.sellerName}` }, { items: p.lines }]),
    { paragraph: "Happy with what you got? You can now review it on its product page." },
    { link: { label: `See order #${orderId}`, url: customerOrderUrl(shop, orderId) } },
  ]);
}

export function cancelledMail(shop: MailShop, order: Order): Mail {
  return composeMail(shop, order.email, `${shop.shopName}: order #${order.orderId} cancelled`, [
    { paragraph: `Your order #${order.orderId} is cancelled. Nothing will be shipped and nothing is owed.` },
    { items: order.orderItemDTOs.map((i) => mailLineOf(i, orderMoney(shop, order))) },
    { link: { label: `See order #${order.orderId}`, url: customerOrderUrl(shop, order.orderId) } },
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
  return composeMail(shop, to.email, MSG.partCancelledSubject(shop.shopName, order.orderId, whole), [
    {
      paragraph: to.admin
        ? byShop
          ? MSG.partCancelledAdminByShop(order.email, whole)
          : MSG.partCancelledAdminNews(names, order.email, whole)
        : byShop
          ? MSG.partCancelledByShop(shop.shopName, whole)
          : MSG.partCancelledNews(names, whole),
    },
    ...parts.flatMap((p): MailBlock[] => [{ heading: MSG.partCancelledFrom(p.sellerName) }, { items: p.lines }]),
    {
      pairs: [
        [MSG.partCancelledReason, reason],
        [MSG.partCancelledCredited, money.format(fromMinor(cancelled, money.digits))],
        whole ? [MSG.partCancelledOrderCancelled, money.format(0)] : [MSG.partCancelledLeftToPay, money.format(left)],
      ],
    },
    to.admin
      ? { link: { label: "Open the order", url: sellerOrderUrl(shop, order.orderId) } }
      : { link: { label: `See order #${order.orderId}`, url: customerOrderUrl(shop, order.orderId) } },
  ]);
}

// ---- Sellers' mails ----------------------------------------------------------------------------

/** A seller's link to one of their orders on the dashboard. */
export const sellerOrderUrl = (shop: MailShop, orderId: number) => `${shop.publicUrl}/seller/orders?order=${orderId}`;

export function sellerNewOrderMail(
  shop: MailShop,
  seller: { email: string; name: string },
  order: Pick<Order, "orderId" | "address">,
  lines: readonly MailLine[],
): Mail {
  return composeMail(shop, seller.email, `${shop.shopName}: new order #${order.orderId} to ship`, [
    { paragraph: `Hello ${seller.name}, a customer ordered from you. Please ship these lines:` },
    { heading: `Order #${order.orderId}` },
    { items: lines },
    { heading: "Ship to" },
    { lines: addressText(order.address) },
    { link: { label: "Open the order", url: sellerOrderUrl(shop, order.orderId) } },
  ]);
}

export function sellerCancelledMail(
  shop: MailShop,
  seller: { email: string; name: string },
  orderId: number,
  lines: readonly MailLine[],
): Mail {
  return composeMail(shop, seller.email, `${shop.shopName}: order #${orderId} cancelled`, [
    { paragraph: `Hello ${seller.name}, the customer cancelled order #${orderId}. Do not ship these lines:` },
    { items: lines },
    { paragraph: "The units are back in your stock." },
    { link: { label: "Open the order", url: sellerOrderUrl(shop, orderId) } },
  ]);
}

export function lowStockMail(
  shop: MailShop,
  seller: { email: string; name: string },
  variants: readonly { name: string; variant: string; left: number; productId: number }[],
  threshold: number,
): Mail {
  const first = variants[0]!;
  const subject =
    variants.length === 1
      ? `${shop.shopName}: ${first.name}${first.variant ? ` (${first.variant})` : ""} is low on stock`
      : `${shop.shopName}: ${variants.length} products are low on stock`;
  return composeMail(shop, seller.email, subject, [
    { paragraph: `Hello ${seller.name}, stock fell below ${threshold} with the last order:` },
    {
      pairs: variants.map((v) => [`${v.name}${v.variant ? ` (${v.variant})` : ""}`, `${v.left} left`] as const),
    },
    { link: { label: "See your products", url: `${shop.publicUrl}/seller/products` } },
  ]);
}
