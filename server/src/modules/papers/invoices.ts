/**
 * Invoice numbers (docs/decisions/0024): the first download of an order's invoice assigns the next
 * number after the highest, under a transaction-wide advisory lock so that two first downloads on
 * any number of servers take turns (no gap, no duplicate; the unique index would refuse one anyway);
 * every later download reads the same number.
 */
import { sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { rowsOf } from "../../db/transaction.js";

/** The advisory lock key of invoice numbering ("invc"). */
const INVOICE_LOCK = 0x696e7663;

export interface Invoice {
  number: number;
  issuedAt: Date;
}

/** "INV-000042": an invoice number as papers print it. */
export const invoiceLabel = (number: number) => `INV-${String(number).padStart(6, "0")}`;

const read = async (db: Db, orderId: number) => {
  const [row] = await rowsOf<{ number: number; issued_at: Date | string }>(
    db.execute(sql`select number, issued_at from invoices where order_id = ${orderId}`),
  );
  return row ? { number: Number(row.number), issuedAt: new Date(row.issued_at) } : undefined;
};

/** The order's invoice, assigned now if it has none. */
export async function invoiceOf(db: Db, orderId: number): Promise<Invoice> {
  const existing = await read(db, orderId);
  if (existing) return existing;
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${INVOICE_LOCK})`);
    await tx.execute(sql`
      insert into invoices (order_id, number)
      select ${orderId}, coalesce(max(number), 0) + 1 from invoices
      on conflict (order_id) do nothing`);
  });
  return (await read(db, orderId))!;
}
