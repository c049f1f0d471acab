/**
 * The order's issued papers, kept with the order (papers/ renders them as PDF):
 * invoice numbers (docs/decisions/0024): the first download of an order's invoice assigns the next
 * number after the highest, under a transaction-wide advisory lock so that two first downloads on
 * any number of servers take turns (no gap, no duplicate; the unique index would refuse one anyway);
 * every later download reads the same number. The invoice keeps what it was issued with; an
 * invoiced order that is cancelled keeps its invoice and gets a credit note against it.
 */
import { sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/client.js";
import { rowsOf } from "../../db/transaction.js";

/** The advisory lock key of invoice numbering ("invc"). */
const INVOICE_LOCK = 0x696e7663;
/** The advisory lock key of credit-note numbering ("crdn"). */
const CREDIT_NOTE_LOCK = 0x6372646e;

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

/** The order's invoice, issued now with `issuedWith` (the settings of this moment) if it has none. */
export async function invoiceOf(db: Db, orderId: number, issuedWith: IssuedWith): Promise<Invoice> {
  const existing = await issuedInvoice(db, orderId);
  if (existing) return existing;
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${INVOICE_LOCK})`);
    await tx.execute(sql`
      insert into invoices (order_id, number, issued_with)
      select ${orderId}, coalesce(max(number), 0) + 1, ${JSON.stringify(issuedWith)}::jsonb from invoices
      on conflict (order_id) do nothing`);
  });
  return (await issuedInvoice(db, orderId))!;
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
