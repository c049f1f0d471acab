/** The SQL of the sellers' ledger: entries, balances, and the sellers with their rates. */
import {
  fromMinor,
  type LedgerEntry,
  type LedgerEntryType,
  type LedgerOrderSum,
  type Page,
  percentOf,
  type SellerAccount,
} from "@shop/contract";
import { and, desc, eq, gte, inArray, type SQL, sql } from "drizzle-orm";
import type { Tx } from "../../db/client.js";
import { rowsOf } from "../../db/transaction.js";
import { sellerBalances, sellerLedgerEntries } from "../../db/schema/index.js";
import { offsetOf, toPage } from "../../core/paging.js";
import { dayAfter, dayStart } from "../../db/days.js";

export interface NewEntry {
  sellerId: number;
  type: LedgerEntryType;
  amountCents: number;
  orderId?: number | null;
  /** The return a refund's entries book (one of each type per return). */
  returnId?: number | null;
  reference?: string | null;
  note?: string | null;
  createdBy?: number | null;
}

type EntryRow = typeof sellerLedgerEntries.$inferSelect;

/** An entry as answered, its amount from minor units with the shop's currency's `digits`. */
export const toLedgerEntry = (row: EntryRow, digits: number): LedgerEntry => ({
  entryId: Number(row.id),
  type: row.type as LedgerEntryType,
  amount: fromMinor(Number(row.amountCents), digits),
  orderId: row.orderId ?? null,
  returnId: row.returnId ?? null,
  reference: row.reference ?? null,
  note: row.note ?? null,
  createdAt: row.createdAt.toISOString(),
});

/**
 * Appends entries (the balance follows by trigger); an order's sale, commission or cash already booked,
 * or a return's refund entries already booked, are skipped.
 */
export async function appendEntries(db: Tx, entries: readonly NewEntry[]): Promise<EntryRow[]> {
  if (entries.length === 0) return [];
  return db
    .insert(sellerLedgerEntries)
    .values(
      entries.map((e) => ({
        sellerId: e.sellerId,
        type: e.type,
        amountCents: e.amountCents,
        orderId: e.orderId ?? null,
        returnId: e.returnId ?? null,
        reference: e.reference ?? null,
        note: e.note ?? null,
        createdBy: e.createdBy ?? null,
      })),
    )
    .onConflictDoNothing()
    .returning();
}

export async function balanceOf(db: Tx, sellerId: number): Promise<number> {
  const [row] = await db
    .select({ cents: sellerBalances.balanceCents })
    .from(sellerBalances)
    .where(eq(sellerBalances.sellerId, sellerId));
  return Number(row?.cents ?? 0);
}

/** Locks the seller's balance row (made if missing) and returns it: payments of one seller go one at a time. */
export async function lockBalance(db: Tx, sellerId: number): Promise<number> {
  await db.insert(sellerBalances).values({ sellerId, balanceCents: 0 }).onConflictDoNothing();
  const [row] = await db
    .select({ cents: sellerBalances.balanceCents })
    .from(sellerBalances)
    .where(eq(sellerBalances.sellerId, sellerId))
    .for("update");
  return Number(row?.cents ?? 0);
}

export interface DateRange {
  from?: string;
  to?: string;
}

function inRange(sellerId: number, range: DateRange): SQL | undefined {
  return and(
    eq(sellerLedgerEntries.sellerId, sellerId),
    range.from ? gte(sellerLedgerEntries.createdAt, dayStart(range.from)) : undefined,
    range.to ? sql`${sellerLedgerEntries.createdAt} < ${dayAfter(range.to)}` : undefined,
  );
}

/** A page of a seller's entries, newest first, with the balance (which is the whole ledger's, not the range's). */
export async function ledgerPage(
  db: Tx,
  sellerId: number,
  query: { pageNumber: number; pageSize: number } & DateRange,
  digits: number,
): Promise<Page<LedgerEntry> & { balance: number; orders: LedgerOrderSum[] }> {
  const where = inRange(sellerId, query);
  const [rows, [count], balance] = await Promise.all([
    db
      .select()
      .from(sellerLedgerEntries)
      .where(where)
      .orderBy(desc(sellerLedgerEntries.createdAt), desc(sellerLedgerEntries.id))
      .limit(query.pageSize)
      .offset(offsetOf(query)),
    db.select({ n: sql<number>`count(*)::int` }).from(sellerLedgerEntries).where(where),
    balanceOf(db, sellerId),
  ]);
  return {
    ...toPage(
      rows.map((r) => toLedgerEntry(r, digits)),
      Number(count?.n ?? 0),
      query,
    ),
    balance: fromMinor(balance, digits),
    orders: await orderSums(
      db,
      sellerId,
      [...new Set(rows.flatMap((r) => (r.orderId === null ? [] : [r.orderId])))],
      digits,
    ),
  };
}

/** The refunds' types (docs/decisions/0046-returns-and-refunds.md), booked once per return. */
const REFUND_TYPES = ["refund", "commission_reversal", "cash_refunded"] as const;

/**
 * The orders' entries for the seller summed by type over every entry of each order, in the order
 * given, with each refunded return's entries on their own.
 */
async function orderSums(db: Tx, sellerId: number, orderIds: number[], digits: number): Promise<LedgerOrderSum[]> {
  if (orderIds.length === 0) return [];
  const sums = await db
    .select({
      orderId: sellerLedgerEntries.orderId,
      returnId: sellerLedgerEntries.returnId,
      type: sellerLedgerEntries.type,
      cents: sql<number>`sum(${sellerLedgerEntries.amountCents})::bigint`,
    })
    .from(sellerLedgerEntries)
    .where(and(eq(sellerLedgerEntries.sellerId, sellerId), inArray(sellerLedgerEntries.orderId, orderIds)))
    .groupBy(sellerLedgerEntries.orderId, sellerLedgerEntries.returnId, sellerLedgerEntries.type);
  const money = (cents: number) => fromMinor(cents, digits);
  return orderIds.map((orderId) => {
    const mine = sums.filter((s) => s.orderId === orderId);
    const of = (type: string, returnId?: number) =>
      mine
        .filter((s) => s.type === type && (returnId === undefined || s.returnId === returnId))
        .reduce((sum, s) => sum + Number(s.cents), 0);
    const returnIds = [
      ...new Set(mine.flatMap((s) => (s.returnId !== null && s.returnId !== undefined ? [s.returnId] : []))),
    ].sort((a, b) => a - b);
    return {
      orderId,
      sale: money(of("sale")),
      commission: money(of("commission")),
      cashCollected: money(of("cash_collected")),
      refunds: money(REFUND_TYPES.reduce((sum, type) => sum + of(type), 0)),
      net: money(mine.reduce((sum, s) => sum + Number(s.cents), 0)),
      returns: returnIds.map((returnId) => ({
        returnId,
        refund: money(of("refund", returnId)),
        commissionReversal: money(of("commission_reversal", returnId)),
        cashRefunded: money(of("cash_refunded", returnId)),
        net: money(REFUND_TYPES.reduce((sum, type) => sum + of(type, returnId), 0)),
      })),
    };
  });
}

/** Every entry of a range, oldest first (the statement's CSV). */
export async function ledgerEntries(db: Tx, sellerId: number, range: DateRange): Promise<EntryRow[]> {
  return db
    .select()
    .from(sellerLedgerEntries)
    .where(inRange(sellerId, range))
    .orderBy(sellerLedgerEntries.createdAt, sellerLedgerEntries.id);
}

interface AccountRow {
  seller_id: number;
  username: string;
  email: string;
  display_name: string | null;
  own_bp: number | null;
  effective_bp: number;
  balance_cents: number;
  suspended_at: string | Date | null;
  suspension_reason: string | null;
  bank_details: string | null;
  total: number;
}

const accountSort = {
  username: sql.raw("lower(u.username)"),
  balance: sql.raw("balance_cents"),
  commissionPercent: sql.raw("effective_bp"),
  sellerId: sql.raw("u.id"),
} as const;

/**
 * Sellers with their rate and balance: every account with the seller role, and any former seller
 * whose balance is not settled yet. `balance`: "owed" (the shop owes them), "owing" (they owe the shop).
 */
export async function sellerAccounts(
  db: Tx,
  defaultBp: number,
  query: {
    pageNumber: number;
    pageSize: number;
    sortBy: keyof typeof accountSort;
    sortOrder: "asc" | "desc";
    balance?: "owed" | "owing" | "all";
    keyword?: string;
  },
  digits: number,
  only?: number,
): Promise<Page<SellerAccount>> {
  const dir = sql.raw(query.sortOrder === "desc" ? "desc" : "asc");
  const conditions: SQL[] = [sql`('ROLE_SELLER' = any(u.roles) or coalesce(b.balance_cents, 0) <> 0)`];
  if (query.balance === "owed") conditions.push(sql`coalesce(b.balance_cents, 0) > 0`);
  if (query.balance === "owing") conditions.push(sql`coalesce(b.balance_cents, 0) < 0`);
  if (query.keyword) {
    const like = `%${query.keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    conditions.push(sql`(u.username ilike ${like} or u.email ilike ${like} or sp.display_name ilike ${like})`);
  }
  if (only !== undefined) conditions.push(sql`u.id = ${only}`);
  const rows = await rowsOf<AccountRow>(
    db.execute(sql`
      select u.id as seller_id, u.username, u.email, sp.display_name, sp.commission_bp as own_bp,
        coalesce(sp.commission_bp, ${defaultBp})::int as effective_bp,
        coalesce(b.balance_cents, 0)::bigint as balance_cents,
        sp.suspended_at, sp.suspension_reason, sp.bank_details,
        count(*) over ()::int as total
      from users u
      left join seller_profiles sp on sp.seller_id = u.id
      left join seller_balances b on b.seller_id = u.id
      where ${sql.join(conditions, sql` and `)}
      order by ${accountSort[query.sortBy]} ${dir}, u.id ${dir}
      limit ${query.pageSize} offset ${offsetOf(query)}`),
  );
  const total = rows.length > 0 ? Number(rows[0]!.total) : 0;
  return toPage(
    rows.map((r) => ({
      sellerId: Number(r.seller_id),
      username: r.username,
      email: r.email,
      displayName: r.display_name,
      commissionPercent: percentOf(Number(r.effective_bp)),
      ownCommissionPercent: r.own_bp === null ? null : percentOf(Number(r.own_bp)),
      balance: fromMinor(Number(r.balance_cents), digits),
      suspended: r.suspended_at !== null,
      suspensionReason: r.suspended_at !== null ? r.suspension_reason : null,
      bankDetails: r.bank_details ?? "",
    })),
    // A page past the end has no row to carry the total: count again.
    total || (query.pageNumber > 0 ? await countAccounts(db, conditions) : 0),
    query,
  );
}

async function countAccounts(db: Tx, conditions: SQL[]): Promise<number> {
  const [row] = await rowsOf<{ n: number }>(
    db.execute(sql`select count(*)::int as n from users u
      left join seller_profiles sp on sp.seller_id = u.id
      left join seller_balances b on b.seller_id = u.id
      where ${sql.join(conditions, sql` and `)}`),
  );
  return Number(row?.n ?? 0);
}
