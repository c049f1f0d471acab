/**
 * Stock changes of orders (docs/product/api.md §6), per variant (docs/decisions/0022). Placement and
 * cancellation lock the same rows in the same order (product id), so two transactions never wait for
 * each other in a circle; the variants' stock then changes by one conditional statement.
 */
import { sql } from "drizzle-orm";
import type { Tx } from "../../db/client.js";
import { rowsOf } from "../../db/transaction.js";
import { sellerNameOf } from "../catalog/product-repository.js";
import { products } from "../../db/schema/index.js";
import { announceCatalogChange, catalogNotification } from "../catalog/changes.js";

export interface StockLine {
  variantId: number;
  productId: number;
  quantity: number;
}

/** What an order copies of a variant it sells, read with its product locked. */
export interface LockedVariant {
  variantId: number;
  productId: number;
  name: string;
  /** The variant's picture, else the product's. */
  image: string | null;
  options: Record<string, string>;
  sku: string | null;
  quantity: number;
  specialPriceCents: number;
  discountBp: number;
  sellerId: number;
  /** The seller's own commission rate (basis points), null: the shop's. */
  commissionBp: number | null;
  /** The tax rate of the product's category (basis points), null: the shop's (docs/decisions/0036-taxes.md). */
  taxRateBp: number | null;
  /** The product's category, which a discount code's scope may name (docs/decisions/0057). */
  categoryId: number | null;
  /** For sale: the variant is live and its product listed. */
  forSale: boolean;
  /** The seller's display name, else username; and their e-mail (the seller's new-order mail). */
  sellerName: string;
  sellerEmail: string;
  /** The seller's account language, for their mails (docs/decisions/0051); null: the shop's default. */
  sellerLanguage: string | null;
}

interface LockedRow {
  variant_id: number;
  product_id: number;
  name: string;
  image: string | null;
  options: Record<string, string> | string;
  sku: string | null;
  quantity: number;
  special_price_cents: number;
  discount_bp: number;
  seller_id: number;
  commission_bp: number | null;
  tax_rate_bp: number | null;
  category_id: number | null;
  for_sale: boolean;
  seller_name: string;
  seller_email: string;
  seller_language: string | null;
}

/**
 * Locks the products of these variants in id order and returns what an order copies of each variant.
 * FOR NO KEY UPDATE of the products, the lock the stock triggers' update takes anyway: FOR UPDATE
 * would also block the foreign-key checks (FOR KEY SHARE) of every cart add of these products until
 * the order commits (4.6 ms of waiting per add in the order benchmark, against 0.4 ms with this lock).
 */
export async function lockVariants(tx: Tx, variantIds: number[]): Promise<LockedVariant[]> {
  const rows = await rowsOf<LockedRow>(
    tx.execute(sql`
      select v.id as variant_id, p.id as product_id, p.name, coalesce(v.image, p.image) as image, v.options, v.sku,
        v.quantity, v.special_price_cents, v.discount_bp, p.seller_id, sp.commission_bp,
        (select c.tax_rate_bp from categories c where c.id = p.category_id) as tax_rate_bp, p.category_id,
        (v.archived_at is null and p.listed) as for_sale,
        ${sellerNameOf(sql.raw("sp.display_name"), sql.raw("p.seller_id"))} as seller_name, u.email as seller_email,
        u.language as seller_language
      from product_variants v
      join ${products} p on p.id = v.product_id
      join users u on u.id = p.seller_id
      left join seller_profiles sp on sp.seller_id = p.seller_id
      where v.id = any(${sql.param(variantIds)}::int[])
      order by p.id, v.id
      for no key update of p`),
  );
  return rows.map((r) => ({
    variantId: Number(r.variant_id),
    productId: Number(r.product_id),
    name: r.name,
    image: r.image,
    options: typeof r.options === "string" ? JSON.parse(r.options) : (r.options ?? {}),
    sku: r.sku,
    quantity: Number(r.quantity),
    specialPriceCents: Number(r.special_price_cents),
    discountBp: Number(r.discount_bp),
    sellerId: Number(r.seller_id),
    commissionBp: r.commission_bp === null ? null : Number(r.commission_bp),
    taxRateBp: r.tax_rate_bp === null ? null : Number(r.tax_rate_bp),
    categoryId: r.category_id === null ? null : Number(r.category_id),
    forSale: Boolean(r.for_sale),
    sellerName: r.seller_name,
    sellerEmail: r.seller_email,
    sellerLanguage: r.seller_language,
  }));
}

/** Locks the products of these lines in id order (cancellation takes the same locks as placement). */
export async function lockProductsOf(tx: Tx, productIds: number[]): Promise<void> {
  await tx.execute(sql`
    select id from ${products} where id = any(${sql.param(productIds)}::int[]) order by id for no key update`);
}

const valuesOf = (lines: StockLine[]) =>
  sql.join(
    lines.map((l) => sql`(${l.variantId}::int, ${l.quantity}::int)`),
    sql`, `,
  );

/** A variant whose stock fell below the low-stock line with this sale. */
export interface CrossedLowStock {
  variantId: number;
  productId: number;
  left: number;
}

/**
 * Takes the lines out of their variants' stock in one statement, never below zero; returns how many
 * lines were taken and the variants this sale took below `lowStock` (they were at or above it).
 */
export async function takeStock(
  tx: Tx,
  lines: StockLine[],
  lowStock: number,
): Promise<{ taken: number; crossed: CrossedLowStock[] }> {
  // One round trip: the update, and the notice that makes every server's catalog cache drop these
  // products' answers when this transaction commits.
  const [row] = await rowsOf<{ taken: number; crossed: CrossedLowStock[] | string | null }>(
    tx.execute(sql`
      with taken as (
        update product_variants as v set quantity = v.quantity - s.n
        from (values ${valuesOf(lines)}) as s(id, n)
        where v.id = s.id and v.quantity >= s.n and v.archived_at is null
        returning v.id, v.product_id, v.quantity, s.n)
      select (select count(*) from taken)::int as taken,
        (select json_agg(json_build_object('variantId', id, 'productId', product_id, 'left', quantity))
           from taken where quantity < ${lowStock} and quantity + n >= ${lowStock}) as crossed,
        ${catalogNotification({ kind: "stock", productIds: [...new Set(lines.map((l) => l.productId))] })} as notified`),
  );
  const crossed = row?.crossed ?? [];
  return {
    taken: Number(row?.taken ?? 0),
    crossed: typeof crossed === "string" ? (JSON.parse(crossed) as CrossedLowStock[]) : crossed,
  };
}

/** Puts the lines back into their variants' stock in one statement; variants deleted meanwhile are skipped. */
export async function returnStock(tx: Tx, lines: StockLine[]): Promise<void> {
  await tx.execute(sql`
    update product_variants as v set quantity = v.quantity + s.n
    from (values ${valuesOf(lines)}) as s(id, n) where v.id = s.id`);
  await announceCatalogChange(tx, { kind: "stock", productIds: [...new Set(lines.map((l) => l.productId))] });
}
