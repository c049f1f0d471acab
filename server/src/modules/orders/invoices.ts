/**
 * The order's issued papers, kept with the order (papers/ renders them as PDF):
 * invoice numbers (docs/decisions/0024): the first download of an order's invoice assigns the next
 * number after the highest, under a transaction-wide advisory lock so that two first downloads on
 * any number of servers take turns (no gap, no duplicate; the unique index would refuse one anyway);
 * every later download reads the same number. The invoice keeps what it was issued with; an
 * invoiced order that is cancelled keeps its invoice and gets a credit note against it.
 *
 * Who issues an order's invoices (docs/decisions/0040-invoices-issued-by-sellers.md) is fixed on the
 * order by its first invoice: the shop (one invoice, the shop's sequence) or its sellers (one invoice
 * per seller's part, all issued together, each in its seller's own sequence under that seller's lock).
 * A later change of the store settings changes no order whose invoices were issued.
 */
import type { InvoiceIssuer } from "@shop/contract";
import { and, asc, eq, sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/client.js";
import { orderItems, orders, sellerShipments } from "../../db/schema/index.js";
import { rowsOf } from "../../db/transaction.js";
import { sellerNameOf } from "../catalog/product-repository.js";
import { countsAsSaleSql } from "./status.js";

/** The advisory lock key of invoice numbering ("invc"). */
const INVOICE_LOCK = 0x696e7663;
/** The advisory lock key of credit-note numbering ("crdn"). */
const CREDIT_NOTE_LOCK = 0x6372646e;
/** The first key of a seller's invoice numbering ("sinv"), the seller's id the second. */
const SELLER_INVOICE_LOCK = 0x73696e76;
/** The first key of a seller's credit-note numbering ("scrn"), the seller's id the second. */
const SELLER_CREDIT_NOTE_LOCK = 0x7363726e;

/** What an invoice is issued with and keeps, however the store settings change later. */
export interface IssuedWith {
  shopName: string;
  /** The shop's address and contact, as the paper's header prints them. */
  shopLines: string[];
  /** The store's tax rate at issue, percent. */
  taxRate: number;
  /** The shop's tax ID at issue ("" or absent: none; docs/decisions/0036-taxes.md). */
  taxId?: string;
  /** The order's sellers with a tax ID at issue, as printed beside the shop (absent on older invoices). */
  sellers?: { sellerName: string; taxId: string }[];
}

export interface Invoice {
  number: number;
  issuedAt: Date;
  /** Null on invoices issued before the settings were kept with them. */
  issuedWith: IssuedWith | null;
}

/** "INV-000042": an invoice number as papers print it. */
export const invoiceLabel = (number: number) => `INV-${String(number).padStart(6, "0")}`;

const json = <T>(v: unknown): T | null =>
  (v === null || v === undefined ? null : typeof v === "string" ? JSON.parse(v) : v) as T;

/** The order's invoice if one was issued. */
export async function issuedInvoice(db: Db | Tx, orderId: number): Promise<Invoice | undefined> {
  const [row] = await rowsOf<{ number: number; issued_at: Date | string; issued_with: unknown }>(
    db.execute(sql`select number, issued_at, issued_with from invoices where order_id = ${orderId}`),
  );
  return row
    ? { number: Number(row.number), issuedAt: new Date(row.issued_at), issuedWith: json<IssuedWith>(row.issued_with) }
    : undefined;
}

/** What a seller's invoice is issued with and keeps: the seller as the one who sold, the shop as the marketplace. */
export interface SellerIssuedWith {
  sellerName: string;
  /** The seller's tax ID at issue (absent: none). */
  taxId?: string;
  /** The seller's business address at issue (absent: none, or issued before sellers kept one). */
  address?: string;
  /** The marketplace the part was sold through: the shop's name, address and contact at issue. */
  shopName: string;
  shopLines: string[];
}

export interface SellerInvoice {
  sellerId: number;
  /** In the seller's own sequence. */
  number: number;
  issuedAt: Date;
  issuedWith: SellerIssuedWith;
}

/** "INV-S3-000001": a seller's invoice number as papers print it (the seller's own sequence). */
export const sellerInvoiceLabel = (sellerId: number, number: number) =>
  `INV-S${sellerId}-${String(number).padStart(6, "0")}`;

/** One seller's part of an order as its invoice takes it: the seller now, and the part's money as placed. */
export interface InvoicePart {
  sellerId: number;
  /** The name customers see for the seller now, and their tax ID ("" for none). */
  sellerName: string;
  taxId: string;
  /** Their business address now ("" for none). */
  address: string;
  itemsCents: number;
  discountCents: number;
  shippingCents: number;
  taxCents: number;
  paidCents: number;
}

/** The order's parts, by seller id, with their amounts fixed at placement (docs/decisions/0022). */
export async function invoicePartsOf(db: Db | Tx, orderId: number): Promise<InvoicePart[]> {
  const rows = await rowsOf<{
    seller_id: number;
    seller_name: string;
    tax_id: string | null;
    address: string | null;
    items_cents: number;
    discount_cents: number;
    shipping_cents: number;
    tax_cents: number;
    paid_cents: number;
  }>(
    db.execute(sql`
      select s.seller_id, ${sellerNameOf(sql.raw("sp.display_name"), sql.raw("s.seller_id"))} as seller_name,
        sp.tax_id, sp.address, s.items_cents, s.discount_cents, s.shipping_cents, s.tax_cents, s.paid_cents
      from seller_shipments s left join seller_profiles sp on sp.seller_id = s.seller_id
      where s.order_id = ${orderId}
      order by s.seller_id`),
  );
  return rows.map((r) => ({
    sellerId: Number(r.seller_id),
    sellerName: r.seller_name,
    taxId: r.tax_id ?? "",
    address: r.address ?? "",
    itemsCents: Number(r.items_cents),
    discountCents: Number(r.discount_cents),
    shippingCents: Number(r.shipping_cents),
    taxCents: Number(r.tax_cents),
    paidCents: Number(r.paid_cents),
  }));
}

/** The sellers' invoices of the order, by seller id ([] when the shop issues them or none is issued). */
export async function sellerInvoicesOf(db: Db | Tx, orderId: number): Promise<SellerInvoice[]> {
  const rows = await rowsOf<{ seller_id: number; number: number; issued_at: Date | string; issued_with: unknown }>(
    db.execute(sql`
      select seller_id, number, issued_at, issued_with from seller_invoices
      where order_id = ${orderId} order by seller_id`),
  );
  return rows.map((r) => ({
    sellerId: Number(r.seller_id),
    number: Number(r.number),
    issuedAt: new Date(r.issued_at),
    issuedWith: json<SellerIssuedWith>(r.issued_with)!,
  }));
}

/** Who issued the order's invoices, fixed by the first one issued; null while none is. */
export async function fixedInvoiceIssuer(db: Db | Tx, orderId: number): Promise<InvoiceIssuer | null> {
  const [row] = await rowsOf<{ invoice_issuer: InvoiceIssuer | null }>(
    db.execute(sql`select invoice_issuer from orders where id = ${orderId}`),
  );
  return row?.invoice_issuer ?? null;
}

/** The order's invoices: the shop's one, or one per seller's part. */
export type IssuedInvoices = { issuer: "shop"; invoice: Invoice } | { issuer: "seller"; invoices: SellerInvoice[] };

/** What the order's invoices are issued with, if they are issued now: by the shop, or by each seller. */
export interface IssueWith {
  shop: IssuedWith;
  seller: (part: InvoicePart) => SellerIssuedWith;
}

async function issuedInvoices(db: Db | Tx, orderId: number, issuer: InvoiceIssuer | null) {
  if (issuer === "shop") {
    const invoice = await issuedInvoice(db, orderId);
    return invoice ? ({ issuer, invoice } as const) : undefined;
  }
  if (issuer === "seller") {
    const invoices = await sellerInvoicesOf(db, orderId);
    return invoices.length > 0 ? ({ issuer, invoices } as const) : undefined;
  }
  return undefined;
}

/**
 * The order's invoices, issued now if none is: by the issuer its first invoice fixed, else by `wanted`
 * (the store settings' `invoiceIssuer` of this moment), which the same transaction fixes on the order
 * (under the order row's lock, so two first downloads agree). The shop's invoice takes the next number
 * of the shop's sequence; with sellers, every part gets its invoice at once, each the next number of its
 * seller's sequence, the sellers' locks taken in seller order (no deadlock, no gap, no duplicate on any
 * number of servers). Undefined when the order is not a sale (orders/status.ts: cancelled, or a card
 * order awaiting payment) and no invoice was issued.
 */
export async function invoicesOf(
  db: Db,
  orderId: number,
  wanted: InvoiceIssuer,
  issueWith: IssueWith,
): Promise<IssuedInvoices | undefined> {
  const issued = await issuedInvoices(db, orderId, await fixedInvoiceIssuer(db, orderId));
  if (issued) return issued;
  const issuer = await db.transaction(async (tx) => {
    await tx.execute(sql`
      update orders set invoice_issuer = ${wanted}
      where id = ${orderId} and invoice_issuer is null and ${countsAsSaleSql(sql`status`)}`);
    const fixed = await fixedInvoiceIssuer(tx, orderId);
    if (fixed === "shop") {
      await tx.execute(sql`select pg_advisory_xact_lock(${INVOICE_LOCK})`);
      await tx.execute(sql`
        insert into invoices (order_id, number, issued_with)
        select ${orderId}, coalesce(max(number), 0) + 1, ${JSON.stringify(issueWith.shop)}::jsonb from invoices
        on conflict (order_id) do nothing`);
    } else if (fixed === "seller") {
      for (const part of await invoicePartsOf(tx, orderId)) {
        await tx.execute(sql`select pg_advisory_xact_lock(${SELLER_INVOICE_LOCK}::int, ${part.sellerId}::int)`);
        await tx.execute(sql`
          insert into seller_invoices (order_id, seller_id, number, issued_with)
          select ${orderId}, ${part.sellerId}, coalesce(max(number), 0) + 1,
            ${JSON.stringify(issueWith.seller(part))}::jsonb
          from seller_invoices where seller_id = ${part.sellerId}
          on conflict (order_id, seller_id) do nothing`);
      }
    }
    return fixed;
  });
  return issuedInvoices(db, orderId, issuer);
}

/** "CN-000007": a credit note's number as papers print it. */
export const creditNoteLabel = (number: number) => `CN-${String(number).padStart(6, "0")}`;

/** What a credit note credits: lines (or parts of lines) and the total given back. */
export interface Credited {
  lines: { name: string; quantity: number; amountCents: number }[];
  /** The shipping and tax credited with them. */
  shippingCents: number;
  taxCents: number;
  totalCents: number;
}

/**
 * Everything the order charged, or one seller's part of it, as a credit note gives it back (decisions
 * 0030 and 0040): the lines, the shipping and the tax, and what the customer paid, as placement fixed
 * them (docs/decisions/0022): the order's own amounts, or the part's share of them.
 */
export async function creditOf(tx: Tx, orderId: number, sellerId?: number): Promise<Credited> {
  const [charged] =
    sellerId === undefined
      ? await tx
          .select({ shipping: orders.shippingCents, tax: orders.taxCents, total: orders.totalCents })
          .from(orders)
          .where(eq(orders.id, orderId))
      : await tx
          .select({
            shipping: sellerShipments.shippingCents,
            tax: sellerShipments.taxCents,
            total: sellerShipments.paidCents,
          })
          .from(sellerShipments)
          .where(and(eq(sellerShipments.orderId, orderId), eq(sellerShipments.sellerId, sellerId)));
  const lines = await tx
    .select({
      name: orderItems.productName,
      quantity: orderItems.quantity,
      unit: orderItems.unitPriceCents,
      discount: orderItems.promotionDiscountCents,
    })
    .from(orderItems)
    .where(and(eq(orderItems.orderId, orderId), sellerId === undefined ? undefined : eq(orderItems.sellerId, sellerId)))
    .orderBy(asc(orderItems.id));
  return {
    lines: lines.map((l) => ({ name: l.name, quantity: l.quantity, amountCents: l.unit * l.quantity - l.discount })),
    shippingCents: charged!.shipping,
    taxCents: charged!.tax,
    totalCents: charged!.total,
  };
}

export interface CreditNote {
  number: number;
  invoiceNumber: number;
  issuedAt: Date;
  reason: string;
  credited: Credited;
}

/**
 * Issues a credit note against the order's invoice, inside the caller's transaction: the next
 * number of its own sequence under a transaction-wide lock (no gap, no duplicate on any number of
 * servers), referring to the invoice. The one way credit notes are issued: a cancelled order credits
 * all of it, a refunded part what is refunded. Undefined when the order has no invoice (nothing was
 * issued, so nothing is credited).
 */
export async function issueCreditNote(
  tx: Tx,
  orderId: number,
  credited: Credited,
  reason: string,
): Promise<number | undefined> {
  const invoice = await issuedInvoice(tx, orderId);
  if (!invoice) return undefined;
  await tx.execute(sql`select pg_advisory_xact_lock(${CREDIT_NOTE_LOCK})`);
  const [row] = await rowsOf<{ number: number }>(
    tx.execute(sql`
      insert into credit_notes (number, order_id, invoice_number, amount_cents, credited, reason)
      select coalesce(max(number), 0) + 1, ${orderId}, ${invoice.number}, ${credited.totalCents},
        ${JSON.stringify(credited)}::jsonb, ${reason}
      from credit_notes
      returning number`),
  );
  return Number(row!.number);
}

/** "CN-S3-000001": a seller's credit note's number as papers print it (the seller's own sequence). */
export const sellerCreditNoteLabel = (sellerId: number, number: number) =>
  `CN-S${sellerId}-${String(number).padStart(6, "0")}`;

/**
 * Issues a credit note against a seller's invoice of the order, inside the caller's transaction: the
 * next number of that seller's own credit-note sequence under the seller's lock, as issueCreditNote
 * does for the shop's. Undefined when the part has no invoice.
 */
export async function issueSellerCreditNote(
  tx: Tx,
  orderId: number,
  sellerId: number,
  credited: Credited,
  reason: string,
): Promise<number | undefined> {
  const [invoice] = await rowsOf<{ number: number }>(
    tx.execute(sql`select number from seller_invoices where order_id = ${orderId} and seller_id = ${sellerId}`),
  );
  if (!invoice) return undefined;
  await tx.execute(sql`select pg_advisory_xact_lock(${SELLER_CREDIT_NOTE_LOCK}::int, ${sellerId}::int)`);
  const [row] = await rowsOf<{ number: number }>(
    tx.execute(sql`
      insert into seller_credit_notes (seller_id, number, order_id, invoice_number, amount_cents, credited, reason)
      select ${sellerId}, coalesce(max(number), 0) + 1, ${orderId}, ${invoice.number}, ${credited.totalCents},
        ${JSON.stringify(credited)}::jsonb, ${reason}
      from seller_credit_notes where seller_id = ${sellerId}
      returning number`),
  );
  return Number(row!.number);
}

/** The order's credit notes issued by its sellers, by seller and number. */
export async function sellerCreditNotesOf(db: Db, orderId: number): Promise<(CreditNote & { sellerId: number })[]> {
  const rows = await rowsOf<{
    seller_id: number;
    number: number;
    invoice_number: number;
    issued_at: Date | string;
    reason: string;
    credited: unknown;
  }>(
    db.execute(sql`
      select seller_id, number, invoice_number, issued_at, reason, credited from seller_credit_notes
      where order_id = ${orderId} order by seller_id, number`),
  );
  return rows.map((r) => ({
    sellerId: Number(r.seller_id),
    number: Number(r.number),
    invoiceNumber: Number(r.invoice_number),
    issuedAt: new Date(r.issued_at),
    reason: r.reason,
    credited: json<Credited>(r.credited)!,
  }));
}

/** The order's credit notes, oldest first. */
export async function creditNotesOf(db: Db, orderId: number): Promise<CreditNote[]> {
  const rows = await rowsOf<{
    number: number;
    invoice_number: number;
    issued_at: Date | string;
    reason: string;
    credited: unknown;
  }>(
    db.execute(sql`
      select number, invoice_number, issued_at, reason, credited from credit_notes
      where order_id = ${orderId} order by number`),
  );
  return rows.map((r) => ({
    number: Number(r.number),
    invoiceNumber: Number(r.invoice_number),
    issuedAt: new Date(r.issued_at),
    reason: r.reason,
    credited: json<Credited>(r.credited)!,
  }));
}
