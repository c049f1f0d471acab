/**
 * The invoice of an order (its customer and admins) and the packing slip of a seller's part
 * (docs/product/api.md §6, §7), as PDF; the invoices of sellers' parts when the sellers issue them
 * (docs/decisions/0040-invoices-issued-by-sellers.md).
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
  type InvoiceIssuer,
  type InvoiceSummary,
  isShippedLanguage,
  type Language,
  MSG,
  type Order,
  ORDER_STATUS,
  type OrderItem,
  moneyIn,
  type ShopMoney,
  type StoreSettings,
  shopMoney,
} from "@shop/contract";
import { t } from "@shop/contract/messages/catalogs";
import { sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { rowsOf } from "../../db/transaction.js";
import { conflict, notFound } from "../../core/errors.js";
import { type AuthUser, isAdmin, isSeller } from "../../core/user.js";
import { findOrder, findOwnOrder } from "../orders/repository.js";
import { countsAsSale } from "../orders/status.js";
import { findSellerOrder, scopeOf, sellerTaxIdsOfOrder } from "../seller/repository.js";
import {
  type CreditNote,
  type Credited,
  creditNoteLabel,
  creditNotesOf,
  fixedInvoiceIssuer,
  type Invoice,
  type InvoicePart,
  type IssuedInvoices,
  type IssuedWith,
  invoiceLabel,
  invoicePartsOf,
  invoicesOf,
  issuedInvoice,
  type SellerInvoice,
  type SellerIssuedWith,
  sellerCreditNoteLabel,
  sellerCreditNotesOf,
  sellerInvoiceLabel,
  sellerInvoicesOf,
} from "../orders/invoices.js";
import { type Paper, type PaperParty, renderPaper } from "./pdf.js";
import { shopLogoPng } from "../images/logo.js";

/**
 * How a paper writes an order's amounts and dates: the order's currency, in the order's language and the
 * shop's country (docs/decisions/0034-money-formatting.md, 0051).
 */
const moneyOf = (settings: StoreSettings, currency: string, language: Language): ShopMoney =>
  moneyIn(shopMoney(settings, language), currency);

/**
 * The language an order's papers are written in: the one it was placed in while the shop offers it,
 * else the shop's default (docs/decisions/0051).
 */
async function paperLanguage(db: Db, settings: StoreSettings, orderId: number): Promise<Language> {
  const [row] = await rowsOf<{ language: string | null }>(
    db.execute(sql`select language from orders where id = ${orderId}`),
  );
  const language = row?.language;
  return isShippedLanguage(language) && settings.languages.includes(language)
    ? language
    : (settings.languages[0] ?? "en");
}

/** An order's status in a paper's language, by its code (`ORDER_STATUS`). */
const statusIn = (language: Language, status: string) => {
  const code = Object.entries(ORDER_STATUS).find(([, text]) => text === status)?.[0];
  return code ? t(language, "mails.orderStatus", { status: code }) : status;
};

/**
 * How the order is paid, as its invoice says: a card order only gets one once Stripe took the payment
 * (docs/decisions/0050-card-payments-through-stripe.md); cash on delivery by its payment's status.
 */
const paymentOnInvoice = (language: Language, order: Order) =>
  order.paymentDTO.paymentMethod === "card"
    ? t(language, "papers.paidByCard")
    : t(language, "papers.cashOnDelivery", { status: order.paymentDTO.pgStatus || "pending" });

/** The shop's lines at the top of every paper: its address and contact, as the settings have them. */
const shopLines = (s: StoreSettings) => [s.contactAddress, s.contactPhone, s.contactEmail].filter((v) => v.trim());

/** "Tee (Size: M · Color: Blue) · SKU T-M-B": a line as papers name it. */
const itemName = (i: OrderItem) => {
  const variant = describeVariant(i.options);
  return `${i.productDTO.productName}${variant ? ` (${variant})` : ""}${i.sku ? ` · SKU ${i.sku}` : ""}`;
};

/** The rates the lines' tax was charged at, as the lines keep them since placement ("7%"; "7%, 19%"). */
function taxRateLabel(items: readonly OrderItem[]): string {
  const rates = [...new Set(items.map((i) => basisPoints(i.taxRate)))].sort((a, b) => a - b);
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

/** What a seller's invoice keeps (docs/decisions/0040-invoices-issued-by-sellers.md): the seller now, the shop as the marketplace. */
const sellerIssuedWithOf = (s: StoreSettings, part: InvoicePart): SellerIssuedWith => ({
  sellerName: part.sellerName,
  ...(part.taxId ? { taxId: part.taxId } : {}),
  ...(part.address ? { address: part.address } : {}),
  shopName: s.shopName,
  shopLines: shopLines(s),
});

/** The issuer's lines at the top: the address and contact, then the shop's tax ID when it has one. */
const issuerLines = (issued: IssuedWith, language: Language) => [
  ...issued.shopLines,
  ...(issued.taxId ? [t(language, "invoiceTaxId", { taxId: issued.taxId })] : []),
];

/** A seller as the issuer at the top: their business address and tax ID, each when they have one. */
const sellerIssuerLines = (issued: SellerIssuedWith, language: Language) => [
  ...(issued.address ? [issued.address] : []),
  ...(issued.taxId ? [t(language, "invoiceTaxId", { taxId: issued.taxId })] : []),
];

/** The shop as the marketplace a seller's part was sold through: its name, address and contact. */
const marketplace = (issued: SellerIssuedWith): PaperParty => ({
  title: MSG.invoiceMarketplace,
  lines: [issued.shopName, ...issued.shopLines],
});

/** "Sold by" with each seller's tax ID, when a seller of the order has one (docs/decisions/0036-taxes.md). */
const soldBy = (issued: IssuedWith, language: Language) =>
  issued.sellers?.length
    ? [
        {
          title: MSG.soldBy,
          lines: issued.sellers.map((s) =>
            t(language, "invoiceSellerTaxId", { sellerName: s.sellerName, taxId: s.taxId }),
          ),
        },
      ]
    : [];

export interface PaperDeps {
  db: Db;
  settings: () => Promise<StoreSettings>;
}

/**
 * The order's invoices, issued now if none is (by the settings' `invoiceIssuer` of this moment unless the
 * order's first invoice fixed its issuer: docs/decisions/0040-invoices-issued-by-sellers.md). An invoice
 * once issued stays issued (a cancelled order's is credited by a credit note); a cancelled order that was
 * never invoiced gets none.
 */
async function issueInvoices(deps: PaperDeps, orderId: number): Promise<IssuedInvoices> {
  const current = await deps.settings();
  const issued = await invoicesOf(deps.db, orderId, current.invoiceIssuer, {
    shop: issuedWithOf(current, await sellerTaxIdsOfOrder(deps.db, orderId)),
    seller: (part) => sellerIssuedWithOf(current, part),
  });
  if (!issued) throw noInvoice(await orderStatusOfId(deps.db, orderId));
  return issued;
}

/** The 409 of an order that is not a sale and was never invoiced: cancelled, or a card order not yet paid. */
const noInvoice = (status: string | undefined) =>
  status === ORDER_STATUS.awaitingPayment
    ? conflict(MSG.invoiceAwaitingPayment, ERROR_CODES.conflict)
    : conflict("A cancelled order has no invoice", ERROR_CODES.conflict);

async function orderStatusOfId(db: Db, orderId: number): Promise<string | undefined> {
  const [row] = await rowsOf<{ status: string }>(db.execute(sql`select status from orders where id = ${orderId}`));
  return row?.status;
}

/**
 * Who issues the order's invoices: the issuer its first invoice fixed, else the settings' of this moment;
 * 409 for an order that is not a sale (cancelled, or awaiting its card payment) and was never invoiced.
 */
async function issuerOf(deps: PaperDeps, order: Order): Promise<InvoiceIssuer> {
  const fixed = await fixedInvoiceIssuer(deps.db, order.orderId);
  if (!fixed && !countsAsSale(order.orderStatus)) throw noInvoice(order.orderStatus);
  return fixed ?? (await deps.settings()).invoiceIssuer;
}

/** The amounts under an invoice's lines: subtotal, the code's discount, shipping, the tax and the total. */
function invoiceTotals(
  amounts: { subtotal: number; discount: number; shipping: number; tax: number; total: number },
  format: (amount: number) => string,
  order: Order,
  items: readonly OrderItem[],
): (readonly [string, string])[] {
  return [
    ["Subtotal", format(amounts.subtotal)],
    ...(amounts.discount > 0
      ? [[`Discount${order.promotionCode ? ` (${order.promotionCode})` : ""}`, `-${format(amounts.discount)}`] as const]
      : []),
    ["Shipping", format(amounts.shipping)],
    // Prices with tax included: the tax is inside the lines, named as included (decision 0036).
    [
      order.pricesIncludeTax ? MSG.invoiceTaxIncluded(taxRateLabel(items)) : `Tax (${taxRateLabel(items)})`,
      format(amounts.tax),
    ],
    ["Total", format(amounts.total)],
  ];
}

/** An invoice's paper: who issues it, its number and date, the order, the parties, the lines and the totals. */
function invoicePaper(
  language: Language,
  order: Order,
  money: ShopMoney,
  issuer: { name: string; lines: string[]; number: string; issuedAt: Date; parties: PaperParty[]; note: string },
  items: readonly OrderItem[],
  totals: (readonly [string, string])[],
): Paper {
  const day = money.date;
  return {
    shopName: issuer.name,
    shopLines: issuer.lines,
    language,
    title: "Invoice",
    facts: [
      ["Invoice number", issuer.number],
      ["Invoice date", day(issuer.issuedAt)],
      ["Order", t(language, "papers.orderOf", { orderId: String(order.orderId), date: day(order.orderDate) })],
      ["Payment", paymentOnInvoice(language, order)],
    ],
    parties: [
      { title: "Bill to", lines: [...addressText(order.address, { phone: false }), order.email] },
      { title: "Ship to", lines: addressText(order.address) },
      ...issuer.parties,
    ],
    columns: [
      { header: "Item", width: 52 },
      { header: "Qty", width: 8, align: "right" },
      { header: "Unit price", width: 18, align: "right" },
      { header: "Amount", width: 18, align: "right" },
    ],
    rows: items.map((i) => [
      itemName(i),
      String(i.quantity),
      money.format(i.orderedProductPrice),
      money.lineTotal(i.orderedProductPrice, i.quantity),
    ]),
    totals,
    note: issuer.note,
  };
}

/** The shop's invoice of the order: every line, the order's amounts. */
async function shopInvoicePdf(deps: PaperDeps, order: Order, invoice: Invoice) {
  const current = await deps.settings();
  // Invoices issued before the settings were kept with them print today's.
  const settings = invoice.issuedWith ?? issuedWithOf(current);
  const language = await paperLanguage(deps.db, current, order.orderId);
  const money = moneyOf(current, order.currency, language);
  const number = invoiceLabel(invoice.number);
  const paper = invoicePaper(
    language,
    order,
    money,
    {
      name: settings.shopName,
      lines: issuerLines(settings, language),
      number,
      issuedAt: invoice.issuedAt,
      parties: soldBy(settings, language),
      note: t(language, "papers.thanks", { shopName: settings.shopName }),
    },
    order.orderItemDTOs,
    invoiceTotals(
      {
        subtotal: order.subtotal,
        discount: order.discount,
        shipping: order.shippingFee,
        tax: order.tax,
        total: order.totalAmount,
      },
      money.format,
      order,
      order.orderItemDTOs,
    ),
  );
  // The shop's logo on the shop's own invoice (docs/decisions/0041-the-shop-logo.md).
  const logo = await shopLogoPng(deps.db, current.logo);
  return { pdf: await renderPaper({ ...paper, ...(logo ? { logo } : {}) }), number };
}

/**
 * A seller's invoice of their part (docs/decisions/0040-invoices-issued-by-sellers.md): the seller as
 * the one who sold, the shop as the marketplace, only the seller's lines and the part's amounts as fixed
 * at placement (its lines, its code discount, its share of shipping, its tax; no commission).
 */
async function sellerInvoicePdf(deps: PaperDeps, order: Order, invoice: SellerInvoice) {
  const [current, part, own] = await Promise.all([
    deps.settings(),
    invoicePartsOf(deps.db, order.orderId).then((parts) => parts.find((p) => p.sellerId === invoice.sellerId)),
    findSellerOrder(deps.db, order.orderId, invoice.sellerId),
  ]);
  if (!part || !own) throw notFound(MSG.invoiceNotFound);
  const language = await paperLanguage(deps.db, current, order.orderId);
  const money = moneyOf(current, order.currency, language);
  const issued = invoice.issuedWith;
  const number = sellerInvoiceLabel(invoice.sellerId, invoice.number);
  const paper = invoicePaper(
    language,
    order,
    money,
    {
      name: issued.sellerName,
      lines: sellerIssuerLines(issued, language),
      number,
      issuedAt: invoice.issuedAt,
      parties: [marketplace(issued)],
      note: t(language, "invoiceSoldThrough", { sellerName: issued.sellerName, shopName: issued.shopName }),
    },
    own.orderItemDTOs,
    invoiceTotals(
      {
        subtotal: part.itemsCents,
        discount: part.discountCents,
        shipping: part.shippingCents,
        tax: part.taxCents,
        total: part.paidCents,
      },
      money.formatMinor,
      order,
      own.orderItemDTOs,
    ),
  );
  return { pdf: await renderPaper(paper), number };
}

/**
 * The order's invoice (its customer and admins). When its sellers issue the order's invoices, an order
 * of one seller's part answers that part's invoice; an order of several parts has no one invoice (409:
 * each part's is at /orders/{id}/sellers/{sellerId}/invoice.pdf), and nothing is issued by asking.
 */
export async function invoicePdf(
  deps: PaperDeps,
  user: AuthUser,
  orderId: number,
): Promise<{ pdf: Buffer; number: string }> {
  const order = await orderForInvoice(deps.db, user, orderId);
  if ((await issuerOf(deps, order)) === "seller" && (order.shipments ?? []).length > 1) {
    throw conflict(MSG.invoicesBySellers, ERROR_CODES.conflict);
  }
  const issued = await issueInvoices(deps, orderId);
  if (issued.issuer === "shop") return shopInvoicePdf(deps, order, issued.invoice);
  if (issued.invoices.length !== 1) throw conflict(MSG.invoicesBySellers, ERROR_CODES.conflict);
  return sellerInvoicePdf(deps, order, issued.invoices[0]!);
}

/** The invoice of one seller's part, issued now if the order's invoices are issued by its sellers and none is. */
async function partInvoice(deps: PaperDeps, order: Order, sellerId: number): Promise<SellerInvoice> {
  if ((await issuerOf(deps, order)) === "shop") throw conflict(MSG.invoiceIssuedByShop, ERROR_CODES.conflict);
  const issued = await issueInvoices(deps, order.orderId);
  // Another download may have fixed the shop as the issuer a moment before.
  if (issued.issuer === "shop") throw conflict(MSG.invoiceIssuedByShop, ERROR_CODES.conflict);
  const invoice = issued.invoices.find((i) => i.sellerId === sellerId);
  if (!invoice) throw notFound(MSG.invoiceNotFound);
  return invoice;
}

/** A seller's invoice of their part of the order, for the order's customer and admins; 404 without such a part. */
export async function partInvoicePdf(
  deps: PaperDeps,
  user: AuthUser,
  orderId: number,
  sellerId: number,
): Promise<{ pdf: Buffer; number: string }> {
  const order = await orderForInvoice(deps.db, user, orderId);
  if (!(await invoicePartsOf(deps.db, orderId)).some((p) => p.sellerId === sellerId)) {
    throw notFound(MSG.invoiceNotFound);
  }
  return sellerInvoicePdf(deps, order, await partInvoice(deps, order, sellerId));
}

/** The order of the calling seller's own part; 404 for an order without their lines (and for a caller who does not sell). */
async function ownPartOrder(deps: PaperDeps, user: AuthUser, orderId: number): Promise<Order> {
  const own = isSeller(user) ? await findSellerOrder(deps.db, orderId, user.id) : undefined;
  const order = own && (await findOrder(deps.db, orderId));
  if (!order) throw notFound(MSG.orderNotFound);
  return order;
}

/** The invoice of the calling seller's own part; 404 for an order without their lines (and for a caller who does not sell). */
export async function ownPartInvoicePdf(
  deps: PaperDeps,
  user: AuthUser,
  orderId: number,
): Promise<{ pdf: Buffer; number: string }> {
  const order = await ownPartOrder(deps, user, orderId);
  return sellerInvoicePdf(deps, order, await partInvoice(deps, order, user.id));
}

/**
 * The order's invoices, for its customer and admins: the shop's one, or one per seller's part, each with
 * its number and date once issued (null before). An order that is not a sale (orders/status.ts) and was
 * never invoiced has none.
 */
export async function invoiceList(deps: PaperDeps, user: AuthUser, orderId: number): Promise<InvoiceSummary[]> {
  const order = await orderForInvoice(deps.db, user, orderId);
  const fixed = await fixedInvoiceIssuer(deps.db, orderId);
  if (fixed === null && !countsAsSale(order.orderStatus)) return [];
  const issuer = fixed ?? (await deps.settings()).invoiceIssuer;
  if (issuer === "shop") {
    const invoice = await issuedInvoice(deps.db, orderId);
    return [
      {
        issuer,
        sellerId: null,
        sellerName: null,
        label: invoice ? invoiceLabel(invoice.number) : null,
        issuedAt: invoice?.issuedAt.toISOString() ?? null,
      },
    ];
  }
  const issued = await sellerInvoicesOf(deps.db, orderId);
  return (await invoicePartsOf(deps.db, orderId)).map((part) => {
    const invoice = issued.find((i) => i.sellerId === part.sellerId);
    return {
      issuer,
      sellerId: part.sellerId,
      sellerName: invoice?.issuedWith.sellerName ?? part.sellerName,
      label: invoice ? sellerInvoiceLabel(part.sellerId, invoice.number) : null,
      issuedAt: invoice?.issuedAt.toISOString() ?? null,
    };
  });
}

/** The order's credit notes, for its customer and admins: the shop's, then the sellers' (by seller). */
export async function creditNoteList(deps: PaperDeps, user: AuthUser, orderId: number): Promise<CreditNoteSummary[]> {
  const order = await orderForInvoice(deps.db, user, orderId);
  const total = (credited: Credited) => fromMinor(credited.totalCents, currencyDigits(order.currency));
  const shops = (await creditNotesOf(deps.db, orderId)).map((n) => ({
    number: n.number,
    label: creditNoteLabel(n.number),
    invoiceNumber: invoiceLabel(n.invoiceNumber),
    issuedAt: n.issuedAt.toISOString(),
    reason: n.reason,
    total: total(n.credited),
  }));
  const invoices = await sellerInvoicesOf(deps.db, orderId);
  const sellers = (await sellerCreditNotesOf(deps.db, orderId)).map((n) => ({
    number: n.number,
    label: sellerCreditNoteLabel(n.sellerId, n.number),
    invoiceNumber: sellerInvoiceLabel(n.sellerId, n.invoiceNumber),
    issuedAt: n.issuedAt.toISOString(),
    reason: n.reason,
    total: total(n.credited),
    sellerId: n.sellerId,
    sellerName: invoices.find((i) => i.sellerId === n.sellerId)?.issuedWith.sellerName ?? "",
  }));
  return [...shops, ...sellers];
}

/** A credit note's paper: who issues it, its number and date, the invoice it credits and what it credits. */
async function creditNotePaper(
  deps: PaperDeps,
  order: Order,
  note: CreditNote,
  issuer: { name: string; lines: string[]; number: string; invoiceNumber: string; invoiceDate: Date },
  parties: PaperParty[],
  language: Language,
  /** The shop's credit note prints the shop's logo; a seller's does not (decision 0041). */
  withLogo = false,
): Promise<Buffer> {
  const current = await deps.settings();
  const logo = withLogo ? await shopLogoPng(deps.db, current.logo) : undefined;
  const { credited } = note;
  // The credited amounts are minor units of the order's currency.
  const money = moneyOf(current, order.currency, language);
  const amount = money.formatMinor;
  const day = money.date;
  return renderPaper({
    language,
    shopName: issuer.name,
    shopLines: issuer.lines,
    ...(logo ? { logo } : {}),
    title: "Credit note",
    facts: [
      ["Credit note number", issuer.number],
      ["Credit note date", day(note.issuedAt)],
      [
        "Credits invoice",
        t(language, "papers.invoiceOf", { invoiceNumber: issuer.invoiceNumber, date: day(issuer.invoiceDate) }),
      ],
      ["Order", t(language, "papers.orderOf", { orderId: String(order.orderId), date: day(order.orderDate) })],
      ["Reason", note.reason],
    ],
    parties: [
      { title: "Credited to", lines: [...addressText(order.address, { phone: false }), order.email] },
      ...parties,
    ],
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
    note: t(language, "papers.creditNoteCancels", {
      invoiceNumber: issuer.invoiceNumber,
      amount: amount(credited.totalCents),
    }),
  });
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
  const language = await paperLanguage(deps.db, current, orderId);
  const number = creditNoteLabel(note.number);
  const pdf = await creditNotePaper(
    deps,
    order,
    note,
    {
      name: shop.shopName,
      lines: issuerLines(shop, language),
      number,
      invoiceNumber: invoiceLabel(note.invoiceNumber),
      invoiceDate: invoice.issuedAt,
    },
    [],
    language,
    true,
  );
  return { pdf, number };
}

/** A seller's credit note of the order (its customer and admins), with the seller as their invoice was issued. */
export async function sellerCreditNotePdf(
  deps: PaperDeps,
  user: AuthUser,
  orderId: number,
  sellerId: number,
  creditNumber: number,
): Promise<{ pdf: Buffer; number: string }> {
  return sellerCreditNote(deps, await orderForInvoice(deps.db, user, orderId), sellerId, creditNumber);
}

/** A seller's credit note of the order as their invoice was issued; 404 when there is no such note. */
async function sellerCreditNote(
  deps: PaperDeps,
  order: Order,
  sellerId: number,
  creditNumber: number,
): Promise<{ pdf: Buffer; number: string }> {
  const { orderId } = order;
  const note = (await sellerCreditNotesOf(deps.db, orderId)).find(
    (n) => n.sellerId === sellerId && n.number === creditNumber,
  );
  const invoice = (await sellerInvoicesOf(deps.db, orderId)).find((i) => i.sellerId === sellerId);
  if (!note || !invoice) throw notFound(MSG.creditNoteNotFound);
  const number = sellerCreditNoteLabel(sellerId, note.number);
  const language = await paperLanguage(deps.db, await deps.settings(), orderId);
  const pdf = await creditNotePaper(
    deps,
    order,
    note,
    {
      name: invoice.issuedWith.sellerName,
      lines: sellerIssuerLines(invoice.issuedWith, language),
      number,
      invoiceNumber: sellerInvoiceLabel(sellerId, note.invoiceNumber),
      invoiceDate: invoice.issuedAt,
    },
    [marketplace(invoice.issuedWith)],
    language,
  );
  return { pdf, number };
}

/**
 * The calling seller's own credit note of their part (the latest, when there are several): 404 for an
 * order without their lines, for a caller who does not sell, and when their part has none.
 */
export async function ownPartCreditNotePdf(
  deps: PaperDeps,
  user: AuthUser,
  orderId: number,
): Promise<{ pdf: Buffer; number: string }> {
  const order = await ownPartOrder(deps, user, orderId);
  const latest = (await sellerCreditNotesOf(deps.db, orderId)).filter((n) => n.sellerId === user.id).at(-1);
  if (!latest) throw notFound(MSG.creditNoteNotFound);
  return sellerCreditNote(deps, order, user.id, latest.number);
}

/** The packing slip of the caller's part (every part for an admin who does not sell); 404 without own lines. */
export async function packingSlipPdf(deps: PaperDeps, user: AuthUser, orderId: number): Promise<Buffer> {
  const order = await findSellerOrder(deps.db, orderId, scopeOf(user));
  if (!order) throw notFound(MSG.orderNotFound);
  const settings = await deps.settings();
  const language = await paperLanguage(deps.db, settings, orderId);
  const money = moneyOf(settings, order.currency, language);
  const day = money.date;
  // What the customer pays at the door for this part (every part, for an admin): what they paid for it,
  // nothing once it is cancelled (docs/decisions/0048-part-cancellation-mails-and-cash.md).
  const collect = order.cashOnDelivery ?? 0;
  const deliveryNote = order.paymentDTO.pgResponseMessage?.trim();
  const logo = await shopLogoPng(deps.db, settings.logo);
  return renderPaper({
    shopName: settings.shopName,
    shopLines: shopLines(settings),
    ...(logo ? { logo } : {}),
    language,
    title: "Packing slip",
    facts: [
      ["Order", `#${order.orderId}`],
      ["Order date", day(order.orderDate)],
      ["Status", statusIn(language, order.orderStatus)],
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
  });
}
