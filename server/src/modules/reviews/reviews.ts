/**
 * Verified-buyer reviews (decision 0009): the rules and the SQL.
 *
 * - Only a customer with a line of the product whose seller part is Delivered may review it, once.
 * - The product row keeps the visible reviews' `rating_sum` and `review_count`, changed in the same
 *   transaction as every review write, so catalog lists show and sort by the average without a join.
 * - Every write drops the product's cached answers on every server (the sale mechanism of changes.ts);
 *   lists that show the average refresh within the catalog cache's time-to-live.
 */
import {
  averageOf,
  MSG,
  ORDER_STATUS,
  type PageQuery,
  type Review,
  type ReviewInput,
  type ReviewList,
  reviewInput,
} from "@shop/contract";
import { sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/client.js";
import { selectPrepared } from "../../db/prepared.js";
import { retryingTransaction, rowsOf } from "../../db/transaction.js";
import { conflict, forbidden, notFound } from "../../core/errors.js";
import { offsetOf, toPage } from "../../core/paging.js";
import { announceCatalogChange, applyCatalogChange } from "../catalog/changes.js";

interface ReviewRow {
  id: number;
  product_id: number;
  user_id: number;
  username: string | null;
  rating: number;
  title: string;
  text: string;
  created_at: Date | string;
  updated_at: Date | string;
  reply_text: string | null;
  reply_created_at: Date | string | null;
  reply_updated_at: Date | string | null;
  hidden_at: Date | string | null;
}

const iso = (d: Date | string) => new Date(d).toISOString();

function toReview(r: ReviewRow): Review {
  return {
    reviewId: r.id,
    productId: r.product_id,
    userId: r.user_id,
    username: r.username ?? "Former customer",
    rating: r.rating,
    title: r.title,
    text: r.text,
    verifiedBuyer: true,
    createdAt: iso(r.created_at),
    updatedAt: iso(r.updated_at),
    reply:
      r.reply_text === null
        ? null
        : {
            text: r.reply_text,
            createdAt: iso(r.reply_created_at ?? r.updated_at),
            updatedAt: iso(r.reply_updated_at ?? r.updated_at),
          },
  };
}

const reviewFields = sql.raw(`r.id, r.product_id, r.user_id, u.username, r.rating, r.title, r.text, r.created_at,
  r.updated_at, r.reply_text, r.reply_created_at, r.reply_updated_at, r.hidden_at`);

const select = <T>(db: Tx, statement: ReturnType<typeof sql>) => rowsOf<T>(db.execute(statement));

async function productOf(db: Tx, productId: number) {
  const [row] = await select<{ seller_id: number; rating_sum: number; review_count: number }>(
    db,
    sql`select seller_id, rating_sum, review_count from products where id = ${productId}`,
  );
  return row;
}

async function reviewOf(db: Tx, reviewId: number, lock = false) {
  const [row] = await select<ReviewRow>(
    db,
    sql`select ${reviewFields} from reviews r left join users u on u.id = r.user_id where r.id = ${reviewId}
        ${lock ? sql`for update of r` : sql``}`,
  );
  return row;
}

/** The caller received the product: a line of theirs whose seller part is Delivered. */
export async function hasReceived(db: Tx, userId: number, productId: number): Promise<boolean> {
  const rows = await selectPrepared<{ one: number }>(
    db,
    sql`select 1 as one from orders o
        join order_items oi on oi.order_id = o.id
        join seller_shipments ss on ss.order_id = oi.order_id and ss.seller_id = oi.seller_id
        where o.user_id = ${userId} and oi.product_id = ${productId} and ss.status = ${ORDER_STATUS.delivered}
        limit 1`,
  );
  return rows.length > 0;
}

/** Adds `sum` stars and `count` reviews to the product's aggregate. */
async function adjust(tx: Tx, productId: number, sum: number, count: number) {
  await tx.execute(
    sql`update products set rating_sum = rating_sum + ${sum}, review_count = review_count + ${count}
        where id = ${productId}`,
  );
}

/**
 * A review write in one transaction: `change` runs with the product row locked (the order every
 * writer takes), then the product's cached answers are dropped on every server (a NOTIFY in the
 * transaction) and on this one once it committed.
 */
async function writeForProduct<T>(
  db: Db,
  lock: (tx: Tx) => Promise<number>,
  change: (tx: Tx, productId: number) => Promise<T>,
): Promise<T> {
  let productId = 0;
  const result = await retryingTransaction(db, async (tx) => {
    productId = await lock(tx);
    const out = await change(tx, productId);
    await announceCatalogChange(tx, { kind: "stock", productIds: [productId] });
    return out;
  });
  applyCatalogChange(db, { kind: "stock", productIds: [productId] });
  return result;
}

/** Locks a product row for a review write; 404 when there is no such product. */
async function lockProduct(tx: Tx, productId: number): Promise<number> {
  const [product] = await select<{ id: number }>(tx, sql`select id from products where id = ${productId} for update`);
  if (!product) throw notFound(MSG.productNotFound);
  return productId;
}

/** A write of an existing review: its product row locked first, then the review read under the lock. */
function changeReview<T>(db: Db, reviewId: number, change: (tx: Tx, review: ReviewRow) => Promise<T>): Promise<T> {
  let review: ReviewRow | undefined;
  return writeForProduct(
    db,
    async (tx) => {
      const [head] = await select<{ product_id: number }>(
        tx,
        sql`select product_id from reviews where id = ${reviewId}`,
      );
      if (!head) throw notFound(MSG.reviewNotFound);
      await lockProduct(tx, head.product_id);
      review = await reviewOf(tx, reviewId, true);
      if (!review) throw notFound(MSG.reviewNotFound);
      return review.product_id;
    },
    (tx) => change(tx, review!),
  );
}

export async function createReview(db: Db, userId: number, productId: number, input: ReviewInput): Promise<Review> {
  const v = reviewInput.parse(input);
  // The product row lock makes the one-per-customer check and the aggregate see one writer at a time.
  const reviewId = await writeForProduct(
    db,
    (tx) => lockProduct(tx, productId),
    async (tx) => {
      if (!(await hasReceived(tx, userId, productId))) throw forbidden(MSG.reviewNotVerified);
      const [existing] = await select<{ id: number }>(
        tx,
        sql`select id from reviews where product_id = ${productId} and user_id = ${userId}`,
      );
      if (existing) throw conflict(MSG.reviewExists);
      const [row] = await select<{ id: number }>(
        tx,
        sql`insert into reviews (product_id, user_id, rating, title, text)
            values (${productId}, ${userId}, ${v.rating}, ${v.title}, ${v.text}) returning id`,
      );
      await adjust(tx, productId, v.rating, 1);
      return row!.id;
    },
  );
  return toReview((await reviewOf(db, reviewId))!);
}

export async function updateReview(db: Db, userId: number, reviewId: number, input: ReviewInput): Promise<Review> {
  const v = reviewInput.parse(input);
  await changeReview(db, reviewId, async (tx, review) => {
    if (review.user_id !== userId) throw forbidden(MSG.reviewNotYours);
    await tx.execute(
      sql`update reviews set rating = ${v.rating}, title = ${v.title}, text = ${v.text}, updated_at = now()
          where id = ${reviewId}`,
    );
    if (review.hidden_at === null) await adjust(tx, review.product_id, v.rating - review.rating, 0);
  });
  return toReview((await reviewOf(db, reviewId))!);
}

export async function deleteReview(db: Db, userId: number, reviewId: number): Promise<void> {
  await changeReview(db, reviewId, async (tx, review) => {
    if (review.user_id !== userId) throw forbidden(MSG.reviewNotYours);
    await tx.execute(sql`delete from reviews where id = ${reviewId}`);
    if (review.hidden_at === null) await adjust(tx, review.product_id, -review.rating, -1);
  });
}

/** The product's seller posts the one public reply to a review, or edits it. */
export async function replyToReview(db: Db, sellerId: number, reviewId: number, text: string): Promise<Review> {
  await changeReview(db, reviewId, async (tx, review) => {
    if (review.hidden_at !== null) throw notFound(MSG.reviewNotFound);
    const product = await productOf(tx, review.product_id);
    if (product?.seller_id !== sellerId) throw forbidden(MSG.replyNotYours);
    await tx.execute(
      sql`update reviews set reply_text = ${text}, reply_by = ${sellerId},
            reply_created_at = coalesce(reply_created_at, now()), reply_updated_at = now()
          where id = ${reviewId}`,
    );
  });
  return toReview((await reviewOf(db, reviewId))!);
}

/** An admin hides a review: it stays, with who hid it and when, and is no longer shown nor counted. */
export async function hideReview(db: Db, adminId: number, reviewId: number): Promise<void> {
  await changeReview(db, reviewId, async (tx, review) => {
    if (review.hidden_at !== null) return;
    await tx.execute(sql`update reviews set hidden_at = now(), hidden_by = ${adminId} where id = ${reviewId}`);
    await adjust(tx, review.product_id, -review.rating, -1);
  });
}

/** The visible reviews of a product, newest first, with the summary (404 for an unknown product). */
export async function listReviews(db: Tx, productId: number, query: PageQuery): Promise<ReviewList> {
  const product = await productOf(db, productId);
  if (!product) throw notFound(MSG.productNotFound);
  const rows = await selectPrepared<ReviewRow>(
    db,
    sql`select ${reviewFields} from reviews r left join users u on u.id = r.user_id
        where r.product_id = ${productId} and r.hidden_at is null
        order by r.created_at ${sql.raw(query.sortOrder === "asc" ? "asc" : "desc")}, r.id ${sql.raw(query.sortOrder === "asc" ? "asc" : "desc")}
        limit ${query.pageSize} offset ${offsetOf(query)}`,
  );
  const stars = await selectPrepared<{ rating: number; n: number }>(
    db,
    sql`select rating, count(*)::int as n from reviews where product_id = ${productId} and hidden_at is null group by rating`,
  );
  const distribution = [0, 0, 0, 0, 0];
  for (const s of stars) distribution[s.rating - 1] = Number(s.n);
  const count = Number(product.review_count);
  return {
    ...toPage(rows.map(toReview), count, query),
    summary: { averageRating: averageOf(Number(product.rating_sum), count), reviewCount: count, distribution },
  };
}

/** Whether the caller may review the product, and their review if they wrote one. */
export async function myReview(db: Tx, userId: number, productId: number) {
  const product = await productOf(db, productId);
  if (!product) throw notFound(MSG.productNotFound);
  const [row] = await select<ReviewRow>(
    db,
    sql`select ${reviewFields} from reviews r left join users u on u.id = r.user_id
        where r.product_id = ${productId} and r.user_id = ${userId}`,
  );
  return { canReview: await hasReceived(db, userId, productId), review: row ? toReview(row) : null };
}
