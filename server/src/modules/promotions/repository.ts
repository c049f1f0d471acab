/** The SQL of discount codes: the codes, their redemptions by orders, and what the rules read. */
import {
  fromMinor,
  type Page,
  percentOf,
  type Promotion,
  type PromotionKind,
  type PromotionKindName,
} from "@shop/contract";
import { and, eq, isNull, type SQL, sql } from "drizzle-orm";
import type { Tx } from "../../db/client.js";
import { rowsOf } from "../../db/transaction.js";
import { promotionRedemptions, promotions, sellerProfiles, users } from "../../db/schema/index.js";
import { offsetOf, toPage } from "../../core/paging.js";
import type { CodeTerms } from "./rules.js";

type PromotionRow = typeof promotions.$inferSelect;

/**
 * How often a code was used: a code with a usage limit keeps the count on its row (its redemptions
 * take turns there, which is what bounds them); one without counts its unreleased redemptions, so
 * that checkouts with a popular code never wait on one row (decision 0022).
 */
export const usesSql = sql<number>`(case when "promotions"."usage_limit" is null
  then (select count(*) from ${promotionRedemptions} r where r.promotion_id = "promotions"."id" and r.released_at is null)
  else "promotions"."times_used" end)::int`;
// (Qualified by hand: drizzle writes a lone table's columns unqualified, which the subquery would read
// as the redemption's own.)

/** A code as answered: an amount off and a minimum from minor units with the shop's currency's `digits`. */
export function toPromotion(
  row: PromotionRow,
  sellerName: string | null,
  digits: number,
  uses = row.timesUsed,
): Promotion {
  return {
    promotionId: row.id,
    code: row.code,
    kind: row.kind as PromotionKindName,
    value: row.kind === "percent" ? percentOf(row.value) : row.kind === "fixed" ? fromMinor(row.value, digits) : 0,
    minSubtotal: row.minSubtotalCents === null ? null : fromMinor(row.minSubtotalCents, digits),
    startsAt: row.startsAt?.toISOString() ?? null,
    endsAt: row.endsAt?.toISOString() ?? null,
    usageLimit: row.usageLimit,
    perCustomerLimit: row.perCustomerLimit,
    active: row.active,
    timesUsed: uses,
    sellerId: row.sellerId,
    sellerName,
    categoryIds: row.categoryIds ?? [],
    productIds: row.productIds ?? [],
    sellerIds: row.sellerIds ?? [],
    minQuantity: row.minQuantity,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Whose codes: a seller's (their id) or the shop's (null). */
export type CodeOwner = number | null;
const ownedBy = (owner: CodeOwner) => (owner === null ? isNull(promotions.sellerId) : eq(promotions.sellerId, owner));

const sortColumns = {
  promotionId: promotions.id,
  code: sql`lower(${promotions.code})`,
  timesUsed: usesSql,
};

export async function listCodes(
  db: Tx,
  owner: CodeOwner,
  query: { pageNumber: number; pageSize: number; sortBy: keyof typeof sortColumns; sortOrder: "asc" | "desc" },
  digits: number,
): Promise<Page<Promotion>> {
  const dir = sql.raw(query.sortOrder === "desc" ? "desc" : "asc");
  const [rows, [count]] = await Promise.all([
    db
      .select({
        row: promotions,
        uses: usesSql,
        sellerName: sql<string | null>`coalesce(${sellerProfiles.displayName}, ${users.username})`,
      })
      .from(promotions)
      .leftJoin(users, eq(users.id, promotions.sellerId))
      .leftJoin(sellerProfiles, eq(sellerProfiles.sellerId, promotions.sellerId))
      .where(ownedBy(owner))
      .orderBy(sql`${sortColumns[query.sortBy]} ${dir}`, sql`${promotions.id} ${dir}`)
      .limit(query.pageSize)
      .offset(offsetOf(query)),
    db.select({ n: sql<number>`count(*)::int` }).from(promotions).where(ownedBy(owner)),
  ]);
  return toPage(
    rows.map((r) => toPromotion(r.row, r.row.sellerId === null ? null : r.sellerName, digits, Number(r.uses))),
    Number(count?.n ?? 0),
    query,
  );
}

/**
 * The caller's code with its uses. `lock`: FOR UPDATE, which waits for the checkouts redeeming a code
 * without a limit (they hold FOR KEY SHARE) and holds off new ones until the edit commits.
 */
export async function findCode(
  db: Tx,
  id: number,
  owner: CodeOwner,
  lock = false,
): Promise<{ row: PromotionRow; uses: number } | undefined> {
  const query = db
    .select({ row: promotions })
    .from(promotions)
    .where(and(eq(promotions.id, id), ownedBy(owner)));
  const [found] = lock ? await query.for("update") : await query;
  if (!found) return undefined;
  // Counted in a statement after the lock, so that it sees every redemption that committed meanwhile.
  const [counted] = await db.select({ uses: usesSql }).from(promotions).where(eq(promotions.id, id));
  return { row: found.row, uses: Number(counted?.uses ?? found.row.timesUsed) };
}

export async function sellerNameOf(db: Tx, sellerId: number | null): Promise<string | null> {
  if (sellerId === null) return null;
  const [row] = await db
    .select({ name: sql<string>`coalesce(${sellerProfiles.displayName}, ${users.username})` })
    .from(users)
    .leftJoin(sellerProfiles, eq(sellerProfiles.sellerId, users.id))
    .where(eq(users.id, sellerId));
  return row?.name ?? null;
}

export type CodeValues = Omit<typeof promotions.$inferInsert, "id" | "timesUsed" | "createdAt">;

export async function insertCode(db: Tx, values: CodeValues): Promise<PromotionRow> {
  const [row] = await db.insert(promotions).values(values).returning();
  return row!;
}

export async function updateCode(
  db: Tx,
  id: number,
  values: Partial<CodeValues> & { timesUsed?: number },
): Promise<PromotionRow | undefined> {
  const [row] = await db
    .update(promotions)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(promotions.id, id))
    .returning();
  return row;
}

/** Whether any order ever redeemed the code (even one cancelled since): its orders then name its discount. */
export async function wasRedeemed(db: Tx, id: number): Promise<boolean> {
  const rows = await db
    .select({ one: sql<number>`1` })
    .from(promotionRedemptions)
    .where(eq(promotionRedemptions.promotionId, id))
    .limit(1);
  return rows.length > 0;
}

/** The ids of `ids` that are not rows of `table` (categories, products, or users who sell). */
export async function unknownIds(db: Tx, table: "categories" | "products" | "sellers", ids: number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const from =
    table === "sellers"
      ? sql`select id from ${users} where id = any(${sql.param(ids)}::int[]) and 'ROLE_SELLER' = any(roles)`
      : sql`select id from ${sql.raw(table)} where id = any(${sql.param(ids)}::int[])`;
  const known = new Set((await rowsOf<{ id: number }>(db.execute(from))).map((r) => Number(r.id)));
  return ids.filter((id) => !known.has(id));
}

/** Deletes a code nobody used (no redemption, even a released one); false when it was used. */
export async function deleteUnusedCode(db: Tx, id: number): Promise<boolean> {
  const deleted = await db
    .delete(promotions)
    .where(
      and(
        eq(promotions.id, id),
        sql`not exists (select 1 from ${promotionRedemptions} r where r.promotion_id = ${promotions.id})`,
      ),
    )
    .returning({ id: promotions.id });
  return deleted.length > 0;
}

interface TermsRow {
  id: number;
  code: string;
  kind: string;
  value: number;
  min_subtotal_cents: number | null;
  starts_at: string | Date | null;
  ends_at: string | Date | null;
  usage_limit: number | null;
  per_customer_limit: number | null;
  active: boolean;
  seller_id: number | null;
  times_used: number;
  used_by_customer: number;
  category_ids: number[] | null;
  product_ids: number[] | null;
  seller_ids: number[] | null;
  min_quantity: number | null;
}

const idsOf = (ids: readonly (number | string)[] | null | undefined) => (ids ?? []).map(Number);

const date = (v: string | Date | null) => (v === null ? null : new Date(v));

/** A row of `termsColumns` (or its JSON) as the rules' terms. */
export function toTerms(row: TermsRow): CodeTerms {
  return {
    id: Number(row.id),
    code: row.code,
    kind: row.kind as PromotionKind,
    value: Number(row.value),
    minSubtotalCents: row.min_subtotal_cents === null ? null : Number(row.min_subtotal_cents),
    startsAt: date(row.starts_at),
    endsAt: date(row.ends_at),
    usageLimit: row.usage_limit === null ? null : Number(row.usage_limit),
    perCustomerLimit: row.per_customer_limit === null ? null : Number(row.per_customer_limit),
    active: row.active,
    sellerId: row.seller_id === null ? null : Number(row.seller_id),
    timesUsed: Number(row.times_used),
    usedByCustomer: Number(row.used_by_customer),
    categoryIds: idsOf(row.category_ids),
    productIds: idsOf(row.product_ids),
    sellerIds: idsOf(row.seller_ids),
    minQuantity: row.min_quantity === null || row.min_quantity === undefined ? null : Number(row.min_quantity),
  };
}

/**
 * A scalar subquery: the code `promotionId` as JSON with how often `userId` used it, for another
 * statement to carry (the cart's read, placement's cart lock) without a round trip of its own.
 */
export function termsJson(promotionId: SQL, userId: number): SQL {
  return sql`(select row_to_json(t) from (
      select p.id, p.code, p.kind, p.value, p.min_subtotal_cents, p.starts_at, p.ends_at, p.usage_limit,
        p.per_customer_limit, p.active, p.seller_id, p.times_used, p.category_ids, p.product_ids, p.seller_ids,
        p.min_quantity,
        (select count(*) from ${promotionRedemptions} r
          where r.promotion_id = p.id and r.user_id = ${userId} and r.released_at is null)::int as used_by_customer
      from ${promotions} p where p.id = ${promotionId}) t)`;
}

export const parseTerms = (raw: TermsRow | string | null | undefined): CodeTerms | undefined =>
  raw ? toTerms(typeof raw === "string" ? (JSON.parse(raw) as TermsRow) : raw) : undefined;

/**
 * Redeems a code for an order: a condition for placement's last statement, true when the use was
 * taken and recorded (the function of migration 0019). A code with a usage limit takes a use with a
 * conditional increment of `times_used` that no race can pass; one without only takes FOR KEY SHARE
 * of its row, which checkouts share (a popular code does not make them take turns) and an edit's FOR
 * UPDATE waits for (findCode); an edit that changes the limit meanwhile is waited for and obeyed.
 * False when the code is no longer active or had no use left: the order is refused as if the code had
 * just been used up.
 */
export function redeemCondition(promotionId: number, orderId: number, userId: number): SQL {
  return sql`redeem_code(${promotionId}::int, ${orderId}::int, ${userId}::int)`;
}

/**
 * Gives a cancelled order's use back: its redemption is released and, for a code with a limit, the
 * kept count goes down (a code without one counts its unreleased redemptions). The code's row is
 * taken FOR KEY SHARE first, in a statement of its own: an edit setting a limit meanwhile (FOR UPDATE)
 * then either waits for the cancel and counts without this use, or commits first and the release,
 * reading after it, sees the limit and takes the use off the count it started.
 */
export async function releaseRedemption(db: Tx, orderId: number): Promise<void> {
  await db.execute(sql`select p.id from ${promotions} p
    where p.id = (select promotion_id from ${promotionRedemptions} where order_id = ${orderId} and released_at is null)
    for key share of p`);
  await db.execute(sql`with released as (
      update ${promotionRedemptions} set released_at = now()
      where order_id = ${orderId} and released_at is null returning promotion_id)
    update ${promotions} p set times_used = p.times_used - 1
    from released r where p.id = r.promotion_id and p.usage_limit is not null`);
}
