/**
 * The SQL of products: their rows with names, one product, the sitemap's walks, and the writes.
 * Pages and their totals are product-pages.ts's.
 */
import { averageOf, discountPercent, fromMinor, type Product } from "@shop/contract";
import { eq, type SQLWrapper, sql } from "drizzle-orm";
import type { Tx } from "../../db/client.js";
import { selectPrepared } from "../../db/prepared.js";
import { productEdits, products } from "../../db/schema/index.js";
import { imageUrl } from "../images/urls.js";
import {
  AS_WRITTEN,
  answeredProductTranslations,
  categoryNameIn,
  productTextIn,
  type StoredCategoryTranslations,
  type StoredProductTranslations,
  type TextLanguage,
} from "./translations.js";
import { liveVariantsJson, optionNames, toVariant, type VariantFields } from "./variants-repository.js";

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
  options: { name: string; values: string[] }[] | string | null;
  variant_count: number;
  price_varies: boolean;
  /** The live variants (only when the statement asked for them: a single product's read). */
  variants?: VariantFields[] | string | null;
  /** The seller's own return window, null: the shop's (only when the statement asked for it: a single product's read). */
  own_return_window_days?: number | null;
  /** The product's and its category's texts in the shop's other languages (decision 0054). */
  translations?: StoredProductTranslations | string | null;
  category_translations?: StoredCategoryTranslations | string | null;
}

/** A JSON column as the driver hands it: parsed (node-postgres, PGlite) or text. */
const json = <T>(value: T | string | null | undefined, fallback: T): T =>
  value === null || value === undefined ? fallback : typeof value === "string" ? (JSON.parse(value) as T) : value;

/**
 * A product's row as answered, its amounts from minor units with the shop's currency's `digits`, its
 * texts (and its category's name) in `texts`'s language where written in it (decision 0054); as
 * written, with the translations, when `texts` is not given (the seller's and admin's answers); with
 * `shopReturnWindowDays`, the return window in force for its seller (docs/decisions/0046-returns-and-refunds.md).
 */
export function toProduct(
  row: ProductRow,
  digits: number,
  texts?: TextLanguage,
  shopReturnWindowDays?: number,
): Product {
  const translations = texts ? undefined : answeredProductTranslations(row.translations);
  return {
    productId: row.id,
    ...productTextIn(row, texts ?? AS_WRITTEN),
    image: imageUrl(row.image),
    price: fromMinor(row.price_cents, digits),
    discount: discountPercent(row.discount_bp),
    specialPrice: fromMinor(row.special_price_cents, digits),
    quantity: row.quantity,
    categoryId: row.category_id,
    category: { categoryId: row.category_id, ...categoryNameIn(row.category_name, row.category_translations, texts ?? AS_WRITTEN) },
    sellerId: row.seller_id,
    sellerName: row.seller_name,
    averageRating: averageOf(Number(row.rating_sum), Number(row.review_count)),
    reviewCount: Number(row.review_count),
    ...(row.gallery ? { gallery: row.gallery.map((base) => ({ id: base, url: imageUrl(base) })) } : {}),
    options: json(row.options, []),
    variantCount: Number(row.variant_count ?? 1),
    priceVaries: Boolean(row.price_varies),
    ...(row.variants !== undefined
      ? {
          variants: json<VariantFields[]>(row.variants, []).map((v) =>
            toVariant(v, digits, optionNames(json(row.options, []))),
          ),
        }
      : {}),
    ...(shopReturnWindowDays !== undefined
      ? { returnWindowDays: Number(row.own_return_window_days ?? shopReturnWindowDays) }
      : {}),
    ...(translations ? { translations } : {}),
  };
}

/**
 * The name customers see for a seller, wherever they see one (products, an order's history and parts,
 * mails): the display name of their profile (their shop's name), else "Seller N" by their id; never
 * their username, which is a sign-in name (docs/product/api.md §3, §6). `displayName` and `sellerId`
 * are the columns of the query that uses it.
 */
export const sellerNameOf = (displayName: SQLWrapper, sellerId: SQLWrapper) =>
  sql<string>`coalesce(nullif(btrim(${displayName}), ''), 'Seller ' || ${sellerId})`;

export const productFields = sql`p.id, p.name, p.description, p.price_cents, p.discount_bp, p.special_price_cents,
  p.quantity, p.image, p.category_id, c.name as category_name, p.seller_id,
  ${sellerNameOf(sql.raw("sp.display_name"), sql.raw("p.seller_id"))} as seller_name,
  p.rating_sum, p.review_count, p.options, p.variant_count, p.price_varies,
  p.translations, c.translations as category_translations`;
/**
 * The names a product is shown with: its category's, and its seller's as customers see it (the shop
 * name of the seller's profile, else "Seller N"; never the username, docs/product/api.md §3).
 */
export const withNames = sql.raw(
  "join categories c on c.id = p.category_id left join seller_profiles sp on sp.seller_id = p.seller_id",
);

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

/**
 * One product with its gallery and variants: in `opts.texts`'s language for the storefront, as written
 * (with its translations) without; with `shopReturnWindowDays`, the return window in force for its
 * seller too (their own, else the shop's: docs/decisions/0046-returns-and-refunds.md).
 */
export async function findProduct(
  db: Tx,
  id: number,
  digits: number,
  opts: { listedOnly?: boolean; shopReturnWindowDays?: number; texts?: TextLanguage } = {},
) {
  const [row] = await selectPrepared<ProductRow>(
    db,
    sql`select ${productFields},
          array(select g.image from product_images g where g.product_id = p.id order by g.position, g.image) as gallery,
          ${liveVariantsJson} as variants, sp.return_window_days as own_return_window_days
        from products p ${withNames}
        where p.id = ${id}${opts.listedOnly ? sql` and p.listed` : sql``}`,
  );
  return row ? toProduct(row, digits, opts.texts, opts.shopReturnWindowDays) : undefined;
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

/** What the product row itself holds of a seller's write; stock and prices are its variants'. */
export interface ProductRowValues {
  productName: string;
  description: string;
  options: { name: string; values: string[] }[];
  /** The texts in other languages; left out on an update, the stored ones are kept. */
  translations?: StoredProductTranslations;
}

/**
 * Inserts a product owned by `sellerId` (its price and stock are placeholders until its variants are
 * written, in the same transaction); returns its id.
 */
export async function insertProduct(db: Tx, input: ProductRowValues, categoryId: number, sellerId: number) {
  const [row] = await db
    .insert(products)
    .values({
      name: input.productName,
      description: input.description,
      options: input.options,
      translations: input.translations ?? {},
      priceCents: 1,
      discountBp: 0,
      specialPriceCents: 1,
      quantity: 0,
      categoryId,
      sellerId,
    })
    .returning({ id: products.id });
  return row!.id;
}

export async function updateProduct(db: Tx, id: number, input: ProductRowValues & { categoryId?: number }) {
  const { categoryId } = input;
  await db
    .update(products)
    .set({
      name: input.productName,
      description: input.description,
      options: input.options,
      ...(input.translations ? { translations: input.translations } : {}),
      ...(categoryId ? { categoryId } : {}),
      updatedAt: new Date(),
    })
    .where(eq(products.id, id));
}

/** Records who edited a product (`byAdmin`: an admin on another seller's product). */
export async function recordEdit(db: Tx, productId: number, editorId: number, byAdmin: boolean) {
  await db.insert(productEdits).values({ productId, editorId, byAdmin });
}

/** Deletes a product; its cart lines go with it (foreign key on delete cascade). */
export async function deleteProduct(db: Tx, id: number) {
  await db.delete(products).where(eq(products.id, id));
}
