/**
 * Every mail the shop sends, from one layout (docs/decisions/0024-mails-and-papers.md): a plain-text
 * part and an HTML part built from the same blocks, carrying the shop's name and contact details
 * from the store settings. Every value that reaches the HTML is escaped here (core/escape.ts), so a
 * product, a name or an address can never add markup to a mail.
 */
import { describeVariant, formatCents, formatMoney, type Order, type OrderItem } from "@shop/contract";
import { escapeHtmlAttribute as attr, escapeHtmlText as html } from "../core/escape.js";
import type { Mail } from "./mailer.js";

/** What every mail says about the shop: its name and contact details (store settings), and its address. */
export interface MailShop {
  shopName: string;
  /** Where the shop's pages are, for links (no trailing slash). */
  publicUrl: string;
  contactEmail?: string;
  contactPhone?: string;
  contactAddress?: string;
}

/** The parts a mail is made of; each renders to text and to HTML. */
export type MailBlock =
  | { paragraph: string }
  | { heading: string }
  | { link: { label: string; url: string } }
  /** Label and value pairs: totals, carrier and tracking number. */
  | { pairs: readonly (readonly [string, string])[] }
  /** Lines kept as they are: an address. */
  | { lines: readonly string[] }
  /** Order lines: quantity, what (with the variant), amount. */
  | { items: readonly MailLine[] };

export interface MailLine {
  quantity: number;
  name: string;
  /** "Size: M · Color: Blue", or "" */
  variant: string;
  sku?: string | null;
  /** Formatted, e.g. "$25.98"; omitted when the mail shows no prices. */
  amount?: string;
}

function textOf(block: MailBlock): string {
  if ("paragraph" in block) return block.paragraph;
  if ("heading" in block) return block.heading;
  if ("link" in block) return `${block.link.label}: ${block.link.url}`;
  if ("pairs" in block) return block.pairs.map(([k, v]) => `${k}: ${v}`).join("\n");
  if ("lines" in block) return block.lines.map((l) => `  ${l}`).join("\n");
  return block.items
    .map(
      (i) =>
        `  ${i.quantity} × ${i.name}${i.variant ? ` (${i.variant})` : ""}${i.sku ? ` [SKU ${i.sku}]` : ""}${i.amount ? `  ${i.amount}` : ""}`,
    )
    .join("\n");
}

const CELL = 'style="padding:4px 8px;border-bottom:1px solid #eee;vertical-align:top"';

function htmlOf(block: MailBlock): string {
  if ("paragraph" in block) return `<p style="margin:0 0 12px">${html(block.paragraph)}</p>`;
  if ("heading" in block) return `<h2 style="font-size:16px;margin:20px 0 8px">${html(block.heading)}</h2>`;
  if ("link" in block) {
    return `<p style="margin:16px 0"><a href="${attr(block.link.url)}" style="background:#4f46e5;color:#fff;padding:10px 16px;border-radius:6px;text-decoration:none;display:inline-block">${html(block.link.label)}</a></p>`;
  }
  if ("pairs" in block) {
    const rows = block.pairs.map(([k, v]) => `<tr><td ${CELL}>${html(k)}</td><td ${CELL}>${html(v)}</td></tr>`);
    return `<table style="border-collapse:collapse;margin:0 0 12px">${rows.join("")}</table>`;
  }
  if ("lines" in block) return `<p style="margin:0 0 12px">${block.lines.map(html).join("<br>")}</p>`;
  const rows = block.items.map(
    (i) =>
      `<tr><td ${CELL}>${i.quantity} ×</td><td ${CELL}>${html(i.name)}${i.variant ? `<br><span style="color:#555">${html(i.variant)}</span>` : ""}${i.sku ? `<br><span style="color:#555">SKU ${html(i.sku)}</span>` : ""}</td><td ${CELL} align="right">${html(i.amount ?? "")}</td></tr>`,
  );
  return `<table style="border-collapse:collapse;width:100%;margin:0 0 12px">${rows.join("")}</table>`;
}

/** The shop's contact line under every mail, from the store settings (only what is set). */
const contactOf = (shop: MailShop) =>
  [shop.contactAddress, shop.contactPhone, shop.contactEmail].filter((v): v is string => Boolean(v?.trim()));

/** A mail in the shop's layout: the text part and the HTML part say the same. */
export function composeMail(shop: MailShop, to: string, subject: string, blocks: readonly MailBlock[]): Mail {
  const contact = contactOf(shop);
  const text = [...blocks.map(textOf), "", "—", shop.shopName, ...contact, shop.publicUrl].join("\n\n").trim();
  const body = blocks.map(htmlOf).join("\n");
  const footer = [shop.shopName, ...contact].map(html).join(" · ");
  const page = `<!doctype html>
<html><head><meta charset="utf-8"><title>${html(subject)}</title></head>
<body style="margin:0;padding:0;background:#f5f5f7;font-family:Helvetica,Arial,sans-serif;color:#111;font-size:14px;line-height:1.5">
<table role="presentation" width="100%" style="border-collapse:collapse"><tr><td align="center" style="padding:24px">
<table role="presentation" width="600" style="border-collapse:collapse;background:#fff;border-radius:8px;max-width:600px">
<tr><td style="padding:20px 24px;border-bottom:1px solid #eee;font-size:18px;font-weight:bold"><a href="${attr(shop.publicUrl)}" style="color:#111;text-decoration:none">${html(shop.shopName)}</a></td></tr>
<tr><td style="padding:20px 24px">
${body}
</td></tr>
<tr><td style="padding:16px 24px;border-top:1px solid #eee;color:#666;font-size:12px">${footer}</td></tr>
</table></td></tr></table>
</body></html>`;
  return { to, subject, text, html: page };
}

// ---- The order's parts -------------------------------------------------------------------------

/** An order line as mails show it: the variant in words, the line total. */
export const mailLineOf = (i: OrderItem, withPrice = true): MailLine => ({
  quantity: i.quantity,
  name: i.productDTO.productName,
  variant: describeVariant(i.options),
  sku: i.sku,
  ...(withPrice ? { amount: formatCents(Math.round(i.orderedProductPrice * 100) * i.quantity) } : {}),
});

/** The recipient and where to deliver: name, street, city, country, phone. */
export function addressLines(a: Order["address"]): string[] {
  return [
    ...(a.fullName ? [a.fullName] : []),
    `${a.street}${a.apartmentNumber ? `, ${a.apartmentNumber}` : ""}`,
    `${a.zipCode} ${a.city}, ${a.state}, ${a.country}`,
    ...(a.phone ? [`Phone: ${a.phone}`] : []),
  ];
}

// ---- Customers' order mails --------------------------------------------------------------------

export function orderConfirmationMail(shop: MailShop, order: Order): Mail {
  return composeMail(shop, order.email, `${shop.shopName}: order #${order.orderId} confirmed`, [
    { paragraph: `Thank you for your order at ${shop.shopName}!` },
    { heading: `Order #${order.orderId} — ${order.orderStatus}` },
    { items: order.orderItemDTOs.map((i) => mailLineOf(i)) },
    {
      pairs: [
        ["Subtotal", formatMoney(order.subtotal)],
        ...(order.discount > 0
          ? [[`Discount (${order.promotionCode})`, `-${formatMoney(order.discount)}`] as const]
          : []),
        ["Shipping", formatMoney(order.shippingFee)],
        ["Tax", formatMoney(order.tax)],
        ["Total", `${formatMoney(order.totalAmount)} (cash on delivery)`],
      ],
    },
    { heading: "Shipping to" },
    { lines: addressLines(order.address) },
    { link: { label: "See your orders", url: `${shop.publicUrl}/orders` } },
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

export function shippedMail(shop: MailShop, to: string, orderId: number, parts: readonly PartNews[]): Mail {
  return composeMail(shop, to, `${shop.shopName}: your order #${orderId} has shipped`, [
    { paragraph: `Good news: ${parts.length > 1 ? "parts of your order have" : "your order has"} shipped.` },
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
    { link: { label: `See order #${orderId}`, url: `${shop.publicUrl}/orders` } },
  ]);
}

export function deliveredMail(shop: MailShop, to: string, orderId: number, parts: readonly PartNews[]): Mail {
  return composeMail(shop, to, `${shop.shopName}: your order #${orderId} was delivered`, [
    {
      paragraph: `${parts.length > 1 ? "Parts of your order were" : "Your order was"} delivered. We hope you enjoy it!`,
    },
    ...parts.flatMap((p): MailBlock[] => [{ heading: `From ${p.sellerName}` }, { items: p.lines }]),
    { paragraph: "Happy with what you got? You can now review it on its product page." },
    { link: { label: `See order #${orderId}`, url: `${shop.publicUrl}/orders` } },
  ]);
}

export function cancelledMail(shop: MailShop, order: Order): Mail {
  return composeMail(shop, order.email, `${shop.shopName}: order #${order.orderId} cancelled`, [
    { paragraph: `Your order #${order.orderId} is cancelled. Nothing will be shipped and nothing is owed.` },
    { items: order.orderItemDTOs.map((i) => mailLineOf(i)) },
    { link: { label: "See your orders", url: `${shop.publicUrl}/orders` } },
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
    { lines: addressLines(order.address) },
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

export function paymentMail(
  shop: MailShop,
  p: {
    to: string;
    sellerName: string;
    direction: "payout" | "settlement";
    amountCents: number;
    reference: string;
    balanceInWords: string;
  },
): Mail {
  const what =
    p.direction === "payout"
      ? `${shop.shopName} paid you ${formatCents(p.amountCents)}.`
      : `${shop.shopName} received your payment of ${formatCents(p.amountCents)}.`;
  return composeMail(
    shop,
    p.to,
    `${shop.shopName}: ${p.direction === "payout" ? "payout" : "payment received"} ${formatCents(p.amountCents)}`,
    [
      { paragraph: `Hello ${p.sellerName},` },
      { paragraph: what },
      { pairs: [["Reference", p.reference]] },
      { paragraph: `${p.balanceInWords}.` },
      { link: { label: "Your statement", url: `${shop.publicUrl}/seller/earnings` } },
    ],
  );
}

// ---- Accounts and the newsletter ---------------------------------------------------------------

export function passwordResetMail(shop: MailShop, to: { email: string; username: string }, link: string): Mail {
  return composeMail(shop, to.email, `Reset your ${shop.shopName} password`, [
    { paragraph: `Hello ${to.username},` },
    {
      paragraph: `Someone asked to reset the password of your ${shop.shopName} account. To choose a new password, open this link within 30 minutes:`,
    },
    { link: { label: "Reset my password", url: link } },
    { paragraph: "If you did not ask for this, you can ignore this mail; your password stays as it is." },
  ]);
}

export function newsletterConfirmationMail(shop: MailShop, email: string, token: string): Mail {
  const confirm = `${shop.publicUrl}/newsletter/confirm/${token}`;
  const unsubscribe = `${shop.publicUrl}/newsletter/unsubscribe/${token}`;
  return composeMail(shop, email, `Confirm your ${shop.shopName} newsletter subscription`, [
    { paragraph: `Someone (we hope you) asked to get the ${shop.shopName} newsletter at this address.` },
    { link: { label: "Confirm my subscription", url: confirm } },
    { paragraph: "If it was not you, ignore this mail: nothing is sent until the subscription is confirmed." },
    { link: { label: "Unsubscribe", url: unsubscribe } },
  ]);
}

/** The shop as mails name it, from the store settings and the shop's address. */
export const mailShopOf = (
  settings: { shopName: string; contactEmail?: string; contactPhone?: string; contactAddress?: string },
  publicUrl: string,
): MailShop => ({
  shopName: settings.shopName,
  publicUrl,
  contactEmail: settings.contactEmail,
  contactPhone: settings.contactPhone,
  contactAddress: settings.contactAddress,
});
