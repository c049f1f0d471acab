/**
 * The SQL of products: their rows with names, one product, the sitemap's walks, and the writes.
 * Pages and their totals are product-pages.ts's.
 */
import {
  averageOf,
  discountBasisPoints,
  discountPercent,
  fromCents,
  type Product,
  specialPriceCents,
  toCents,
} from "@shop/contract";
import { eq, sql } from "drizzle-orm";
import type { Tx } from "../../db/client.js";
import { selectPrepared } from "../../db/prepared.js";
import { products } from "../../db/schema/index.js";
import { imageUrl } from "../images/urls.js";

export interface ProductRow {
  id: number;
  name: string;
  description: string;
  price_cents: number;
  discount_bp: number;
  special_price_cents: number;
  quantity: number;
  image: string | null;
  category_id: number;
  category_name: string;
  seller_id: number;
  seller_name: string;
  rating_sum: number;
  review_count: number;
  /** The gallery's image sets in order (only when the statement asked for them). */
  gallery?: string[] | null;
}

export function toProduct(row: ProductRow): Product {
  return {
    productId: row.id,
    productName: row.name,
    description: row.description,
    image: imageUrl(row.image),
    price: fromCents(row.price_cents),
    discount: discountPercent(row.discount_bp),
    specialPrice: fromCents(row.special_price_cents),
    quantity: row.quantity,
    categoryId: row.category_id,
    category: { categoryId: row.category_id, categoryName: row.category_name },
    sellerId: row.seller_id,
    sellerName: row.seller_name,
    averageRating: averageOf(Number(row.rating_sum), Number(row.review_count)),
    reviewCount: Number(row.review_count),
    ...(row.gallery ? { gallery: row.gallery.map((base) => ({ id: base, url: imageUrl(base) })) } : {}),
  };
}

export const productFields = sql.raw(`p.id, p.name, p.description, p.price_cents, p.discount_bp, p.special_price_cents,
  p.quantity, p.image, p.category_id, c.name as category_name, p.seller_id, u.username as seller_name,
  p.rating_sum, p.review_count`);
export const withNames = sql.raw("join categories c on c.id = p.category_id join users u on u.id = p.seller_id");

/** The rows of these products with their names, in the order of `ids` (a prepared statement by primary key). */
export async function rowsByIds(db: Tx, ids: number[]): Promise<ProductRow[]> {
  if (ids.length === 0) return [];
  const rows = await selectPrepared<ProductRow>(
    db,
    sql`select ${productFields} from products p ${withNames} where p.id = any(${sql.param(ids)}::int[])`,
  );
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.map((id) => byId.get(id)).filter((r): r is ProductRow => r !== undefined);
}

export async function findProduct(db: Tx, id: number, opts: { listedOnly?: boolean } = {}) {
  const [row] = await selectPrepared<ProductRow>(
    db,
    sql`select ${productFields},
          array(select g.image from product_images g where g.product_id = p.id order by g.position, g.image) as gallery
        from products p ${withNames}
        where p.id = ${id}${opts.listedOnly ? sql` and p.listed` : sql``}`,
  );
  return row ? toProduct(row) : undefined;
}

/** The ids of listed products after `afterId`, in order: a keyset walk over the whole catalog (the sitemap). */
export async function listedProductIdsAfter(db: Tx, afterId: number, limit: number): Promise<number[]> {
  const rows = await selectPrepared<{ id: number }>(
    db,
    sql`select id from products where listed and id > ${afterId} order by id limit ${limit}`,
  );
  return rows.map((r) => Number(r.id));
}

/** The id of the n-th listed product (0-based), or undefined beyond the last: where a sitemap part starts. */
export async function nthListedProductId(db: Tx, n: number): Promise<number | undefined> {
  const [row] = await selectPrepared<{ id: number }>(
    db,
    sql`select id from products where listed order by id limit 1 offset ${n}`,
  );
  return row ? Number(row.id) : undefined;
}

export async function productOwner(db: Tx, id: number): Promise<number | undefined> {
  const [row] = await db.select({ sellerId: products.sellerId }).from(products).where(eq(products.id, id));
  return row?.sellerId;
}

export interface ProductValues {
  productName: string;
  description: string;
  price: number;
  discount: number;
  quantity: number;
}

/** Column values of a product; the special price is derived here, by the pricing module, on every write. */
function productColumnsFrom(input: ProductValues) {
  const priceCents = toCents(input.price);
  return {
    name: input.productName,
    description: input.description,
    priceCents,
    discountBp: discountBasisPoints(input.discount),
    specialPriceCents: specialPriceCents(priceCents, input.discount),
    quantity: input.quantity,
  };
}

/** Inserts a product owned by `sellerId`; returns its id. */
export async function insertProduct(db: Tx, input: ProductValues, categoryId: number, sellerId: number) {
  const [row] = await db
    .insert(products)
    .values({ ...productColumnsFrom(input), categoryId, sellerId })
    .returning({ id: products.id });
  return row!.id;
}

export async function updateProduct(
  db: Tx,
  id: number,
  input: ProductValues & { categoryId?: number; expectedQuantity?: number },
) {
  const { categoryId, expectedQuantity } = input;
  const columns = productColumnsFrom(input);
  // With the stock the form started from, only the seller's change is applied: a sale made while
  // the form was open stays sold (the stock never goes below zero).
  const quantity =
    expectedQuantity === undefined
      ? columns.quantity
      : sql`greatest(0, ${products.quantity} + ${input.quantity - expectedQuantity})`;
  await db
    .update(products)
    .set({ ...columns, quantity, ...(categoryId ? { categoryId } : {}), updatedAt: new Date() })
    .where(eq(products.id, id));
}

/** Deletes a product; its cart lines go with it (foreign key on delete cascade). */
export async function deleteProduct(db: Tx, id: number) {
  await db.delete(products).where(eq(products.id, id));
}
