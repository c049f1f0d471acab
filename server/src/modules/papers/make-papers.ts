/**
 * The invoice of an order (its customer and admins) and the packing slip of a seller's part
 * (docs/product/api.md §6, §7), as PDF.
 */
import {
  addressText,
  basisPoints,
  type CreditNoteSummary,
  currencyDigits,
  describeVariant,
  ERROR_CODES,
  formatTaxRate,
  fromMinor,
  MSG,
  type Order,
  ORDER_STATUS,
  type OrderItem,
  moneyIn,
  type ShopMoney,
  type StoreSettings,
  shopMoney,
} from "@shop/contract";
import type { Db } from "../../db/client.js";
import { conflict, notFound } from "../../core/errors.js";
import { type AuthUser, isAdmin } from "../../core/user.js";
import { findOrder, findOwnOrder } from "../orders/repository.js";
import { findSellerOrder, scopeOf, sellerTaxIdsOfOrder } from "../seller/repository.js";
import {
  creditNoteLabel,
  creditNotesOf,
  type IssuedWith,
  invoiceLabel,
  invoiceOf,
  issuedInvoice,
} from "../orders/invoices.js";
import { type Paper, renderPaper } from "./pdf.js";

/** How a paper writes an order's amounts and dates: the order's currency, the shop's locale (docs/decisions/0034-money-formatting.md). */
const moneyOf = (settings: StoreSettings, currency: string): ShopMoney => moneyIn(shopMoney(settings), currency);

/** The shop's lines at the top of every paper: its address and contact, as the settings have them. */
const shopLines = (s: StoreSettings) => [s.contactAddress, s.contactPhone, s.contactEmail].filter((v) => v.trim());

/** "Tee (Size: M · Color: Blue) · SKU T-M-B": a line as papers name it. */
const itemName = (i: OrderItem) => {
  const variant = describeVariant(i.options);
  return `${i.productDTO.productName}${variant ? ` (${variant})` : ""}${i.sku ? ` · SKU ${i.sku}` : ""}`;
};

/** The rates the order's tax was charged at, as its lines keep them since placement ("7%"; "7%, 19%"). */
function taxRateLabel(order: Order): string {
  const rates = [...new Set(order.orderItemDTOs.map((i) => basisPoints(i.taxRate)))].sort((a, b) => a - b);
  return rates.length ? rates.map(formatTaxRate).join(", ") : formatTaxRate(0);
}

/** The customer's own order, or any order for an admin; 404 for anyone else. */
async function orderForInvoice(db: Db, user: AuthUser, orderId: number): Promise<Order> {
  const order = isAdmin(user) ? await findOrder(db, orderId) : await findOwnOrder(db, orderId, user.id);
  if (!order) throw notFound(MSG.orderNotFound);
  return order;
}

/** What an invoice keeps of the settings at issue (and of the order's sellers, when given). */
const issuedWithOf = (s: StoreSettings, sellers?: IssuedWith["sellers"]): IssuedWith => ({
  shopName: s.shopName,
  shopLines: shopLines(s),
  taxRate: s.taxRate,
  ...(s.taxId ? { taxId: s.taxId } : {}),
  ...(sellers?.length ? { sellers } : {}),
});

/** The issuer's lines at the top: the address and contact, then the shop's tax ID when it has one. */
const issuerLines = (issued: IssuedWith) => [
  ...issued.shopLines,
  ...(issued.taxId ? [MSG.invoiceTaxId(issued.taxId)] : []),
];

/** "Sold by" with each seller's tax ID, when a seller of the order has one (docs/decisions/0036-taxes.md). */
const soldBy = (issued: IssuedWith) =>
  issued.sellers?.length
    ? [{ title: MSG.soldBy, lines: issued.sellers.map((s) => MSG.invoiceSellerTaxId(s.sellerName, s.taxId)) }]
    : [];

export interface PaperDeps {
  db: Db;
  settings: () => Promise<StoreSettings>;
}

export async function invoicePdf(
  deps: PaperDeps,
  user: AuthUser,
  orderId: number,
): Promise<{ pdf: Buffer; number: string }> {
  const order = await orderForInvoice(deps.db, user, orderId);
  // An invoice once issued stays issued (a cancelled order's is credited by a credit note); a
  // cancelled order that was never invoiced gets none.
  if (order.orderStatus === ORDER_STATUS.cancelled && !(await issuedInvoice(deps.db, orderId))) {
    throw conflict("A cancelled order has no invoice", ERROR_CODES.conflict);
  }
  const current = await deps.settings();
  const invoice = await invoiceOf(deps.db, orderId, issuedWithOf(current, await sellerTaxIdsOfOrder(deps.db, orderId)));
  // Invoices issued before the settings were kept with them print today's.
  const settings = invoice.issuedWith ?? issuedWithOf(current);
  const money = moneyOf(current, order.currency);
  const day = money.date;
  const number = invoiceLabel(invoice.number);
  const paper: Paper = {
    shopName: settings.shopName,
    shopLines: issuerLines(settings),
    title: "Invoice",
    facts: [
      ["Invoice number", number],
      ["Invoice date", day(invoice.issuedAt)],
      ["Order", `#${order.orderId} of ${day(order.orderDate)}`],
      ["Payment", `Cash on delivery (${order.paymentDTO.pgStatus || "pending"})`],
    ],
    parties: [
      { title: "Bill to", lines: [...addressText(order.address, { phone: false }), order.email] },
      { title: "Ship to", lines: addressText(order.address) },
      ...soldBy(settings),
    ],
    columns: [
      { header: "Item", width: 52 },
      { header: "Qty", width: 8, align: "right" },
      { header: "Unit price", width: 18, align: "right" },
      { header: "Amount", width: 18, align: "right" },
    ],
    rows: order.orderItemDTOs.map((i) => [
      itemName(i),
      String(i.quantity),
      money.format(i.orderedProductPrice),
      money.lineTotal(i.orderedProductPrice, i.quantity),
    ]),
    totals: [
      ["Subtotal", money.format(order.subtotal)],
      ...(order.discount > 0
        ? [
            [
              `Discount${order.promotionCode ? ` (${order.promotionCode})` : ""}`,
              `-${money.format(order.discount)}`,
            ] as const,
          ]
        : []),
      ["Shipping", money.format(order.shippingFee)],
      // Prices with tax included: the tax is inside the lines, named as included (decision 0036).
      [
        order.pricesIncludeTax ? MSG.invoiceTaxIncluded(taxRateLabel(order)) : `Tax (${taxRateLabel(order)})`,
        money.format(order.tax),
      ],
      ["Total", money.format(order.totalAmount)],
    ],
    note: `Thank you for shopping at ${settings.shopName}.`,
  };
  return { pdf: await renderPaper(paper), number };
}

/** The order's credit notes, for its customer and admins. */
export async function creditNoteList(deps: PaperDeps, user: AuthUser, orderId: number): Promise<CreditNoteSummary[]> {
  const order = await orderForInvoice(deps.db, user, orderId);
  return (await creditNotesOf(deps.db, orderId)).map((n) => ({
    number: n.number,
    label: creditNoteLabel(n.number),
    invoiceNumber: invoiceLabel(n.invoiceNumber),
    issuedAt: n.issuedAt.toISOString(),
    reason: n.reason,
    total: fromMinor(n.credited.totalCents, currencyDigits(order.currency)),
  }));
}

/** A credit note of the order (its customer and admins), with the shop as its invoice was issued. */
export async function creditNotePdf(
  deps: PaperDeps,
  user: AuthUser,
  orderId: number,
  creditNumber: number,
): Promise<{ pdf: Buffer; number: string }> {
  const order = await orderForInvoice(deps.db, user, orderId);
  const note = (await creditNotesOf(deps.db, orderId)).find((n) => n.number === creditNumber);
  const invoice = await issuedInvoice(deps.db, orderId);
  if (!note || !invoice) throw notFound(MSG.creditNoteNotFound);
  const current = await deps.settings();
  const shop = invoice.issuedWith ?? issuedWithOf(current);
  const number = creditNoteLabel(note.number);
  const { credited } = note;
  // The credited amounts are minor units of the order's currency.
  const money = moneyOf(current, order.currency);
  const amount = money.formatMinor;
  const day = money.date;
  const pdf = await renderPaper({
    shopName: shop.shopName,
    shopLines: issuerLines(shop),
    title: "Credit note",
    facts: [
      ["Credit note number", number],
      ["Credit note date", day(note.issuedAt)],
      ["Credits invoice", `${invoiceLabel(note.invoiceNumber)} of ${day(invoice.issuedAt)}`],
      ["Order", `#${order.orderId} of ${day(order.orderDate)}`],
      ["Reason", note.reason],
    ],
    parties: [{ title: "Credited to", lines: [...addressText(order.address, { phone: false }), order.email] }],
    columns: [
      { header: "Item", width: 62 },
      { header: "Qty", width: 12, align: "right" },
      { header: "Amount", width: 22, align: "right" },
    ],
    rows: credited.lines.map((l) => [l.name, String(l.quantity), `-${amount(l.amountCents)}`]),
    totals: [
      ...(credited.shippingCents ? [["Shipping", `-${amount(credited.shippingCents)}`] as const] : []),
      ...(credited.taxCents ? [["Tax", `-${amount(credited.taxCents)}`] as const] : []),
      ["Total credited", `-${amount(credited.totalCents)}`],
    ],
    note: `This credit note cancels ${invoiceLabel(note.invoiceNumber)} by ${amount(credited.totalCents)}.`,
  });
  return { pdf, number };
}

/** The packing slip of the caller's part (every part for an admin who does not sell); 404 without own lines. */
export async function packingSlipPdf(deps: PaperDeps, user: AuthUser, orderId: number): Promise<Buffer> {
  const order = await findSellerOrder(deps.db, orderId, scopeOf(user));
  if (!order) throw notFound(MSG.orderNotFound);
  const settings = await deps.settings();
  const money = moneyOf(settings, order.currency);
  const day = money.date;
  // What the customer pays for this part at the door, when the seller's courier collects it.
  const collect = -(order.earnings?.cashCollected ?? 0);
  const deliveryNote = order.paymentDTO.pgResponseMessage?.trim();
  return renderPaper({
    shopName: settings.shopName,
    shopLines: shopLines(settings),
    title: "Packing slip",
    facts: [
      ["Order", `#${order.orderId}`],
      ["Order date", day(order.orderDate)],
      ["Status", order.orderStatus],
      ...(order.carrier ? [["Carrier", order.carrier] as const] : []),
      ...(order.trackingNumber ? [["Tracking number", order.trackingNumber] as const] : []),
    ],
    parties: [{ title: "Ship to", lines: addressText(order.addressDTO) }],
    ...(collect > 0 ? { callout: ["Cash on delivery: the courier collects", money.format(collect)] as const } : {}),
    ...(deliveryNote ? { remark: { title: "Delivery note from the customer", text: deliveryNote } } : {}),
    columns: [
      { header: "Item", width: 70 },
      { header: "Qty", width: 10, align: "right" },
      { header: "Packed", width: 12, align: "right" },
    ],
    rows: order.orderItemDTOs.map((i) => [itemName(i), String(i.quantity), "[  ]"]),
    ...(collect > 0 ? {} : { note: "Cash on delivery: the courier collects the order's total." }),
  });
}
