/**
 * The SQL of variants (docs/decisions/0022). Writers only write `product_variants`: the product row's
 * stock, cheapest price, variant count and option tokens follow by trigger (migration 0011).
 */
import {
  discountBasisPoints,
  discountPercent,
  fromMinor,
  inOptionOrder,
  specialPriceCents,
  type Variant,
} from "@shop/contract";
import { and, asc, eq, inArray, isNull, sql } from "drizzle-orm";
import type { Tx } from "../../db/client.js";
import { cartItems, orderItems, productImages, productVariants } from "../../db/schema/index.js";
import { imageUrl } from "../images/urls.js";

type VariantRow = typeof productVariants.$inferSelect;

/** The columns of a variant that its answer is made of (a row, or an object of `liveVariantsJson`). */
export interface VariantFields {
  id: number;
  sku: string | null;
  options: Record<string, string>;
  priceCents: number;
  discountBp: number;
  specialPriceCents: number;
  quantity: number;
  image: string | null;
}

/** The names of a product's options, in the seller's order. */
export const optionNames = (options: readonly { name: string }[] | null | undefined): string[] =>
  (options ?? []).map((o) => o.name);

/** A variant's row as answered (its options in the product's `order`), its amounts from minor units with the shop's currency's `digits`. */
export const toVariant = (row: VariantFields, digits: number, order: readonly string[] = []): Variant => ({
  variantId: row.id,
  sku: row.sku,
  options: inOptionOrder(row.options, order),
  price: fromMinor(row.priceCents, digits),
  discount: discountPercent(row.discountBp),
  specialPrice: fromMinor(row.specialPriceCents, digits),
  quantity: row.quantity,
  image: row.image ? imageUrl(row.image) : null,
});

/**
 * The live variants of a product as JSON objects, in the seller's order: a scalar subquery a
 * product's read carries, so one product stays one statement.
 */
export const liveVariantsJson = sql.raw(`coalesce((select json_agg(json_build_object(
    'id', v.id, 'sku', v.sku, 'options', v.options, 'priceCents', v.price_cents, 'discountBp', v.discount_bp,
    'specialPriceCents', v.special_price_cents, 'quantity', v.quantity, 'image', v.image) order by v.position, v.id)
  from product_variants v where v.product_id = p.id and v.archived_at is null), '[]'::json)`);

export async function liveVariants(db: Tx, productId: number): Promise<VariantRow[]> {
  return db
    .select()
    .from(productVariants)
    .where(and(eq(productVariants.productId, productId), isNull(productVariants.archivedAt)))
    .orderBy(asc(productVariants.position), asc(productVariants.id));
}

/** A variant as a seller's write gives it, after the product-level defaults were applied. */
export interface VariantValues {
  /** The price in minor units of the shop's currency (checked for its decimals by the use case). */
  /** An existing variant of this product to change; undefined: match by options, else a new one. */
  variantId?: number;
  sku: string | null;
  options: Record<string, string>;
  priceMinor: number;
  discount: number;
  quantity: number;
  /** The stock the seller's form showed: only the change from it is applied to the stock as it is now. */
  expectedQuantity?: number;
  /** undefined: keep the current picture (an existing variant) or none (a new one). */
  image?: string | null;
}

const canonical = (options: Record<string, string>) =>
  JSON.stringify(
    Object.entries(options)
      .map(([k, v]) => [k.toLowerCase(), v.toLowerCase()])
      .sort(),
  );

function columns(v: VariantValues) {
  const priceCents = v.priceMinor;
  return {
    sku: v.sku,
    options: v.options,
    priceCents,
    discountBp: discountBasisPoints(v.discount),
    specialPriceCents: specialPriceCents(priceCents, v.discount),
  };
}

/**
 * Makes the product's live variants exactly `wanted`, in that order. Existing variants are matched by
 * `variantId`, then by their options, and keep their id (and so their cart lines). A variant left out
 * is deleted when no order names it (its cart lines go with it), else archived, so that orders keep
 * reading it. Returns the ids of the live variants in order.
 */
export async function replaceVariants(
  tx: Tx,
  productId: number,
  sellerId: number,
  wanted: readonly VariantValues[],
): Promise<number[]> {
  const current = await liveVariants(tx, productId);
  const byId = new Map(current.map((v) => [v.id, v]));
  const byOptions = new Map(current.map((v) => [canonical(v.options), v]));
  const kept = new Set<number>();
  const plan = wanted.map((w) => {
    const match =
      (w.variantId !== undefined ? byId.get(w.variantId) : undefined) ?? byOptions.get(canonical(w.options));
    const existing = match && !kept.has(match.id) ? match : undefined;
    if (existing) kept.add(existing.id);
    return { w, existing };
  });
  const removed = current.filter((v) => !kept.has(v.id)).map((v) => v.id);
  if (removed.length > 0) {
    // First out of the way of the options' and SKUs' unique indexes (live variants only).
    const ordered = await tx
      .selectDistinct({ id: orderItems.variantId })
      .from(orderItems)
      .where(inArray(orderItems.variantId, removed));
    const archive = new Set(ordered.map((r) => r.id));
    const toArchive = removed.filter((id) => archive.has(id));
    const toDelete = removed.filter((id) => !archive.has(id));
    if (toArchive.length > 0) {
      await tx.update(productVariants).set({ archivedAt: new Date() }).where(inArray(productVariants.id, toArchive));
      // An archived variant is not for sale: it leaves every cart, as a deleted one does.
      await tx.delete(cartItems).where(inArray(cartItems.variantId, toArchive));
    }
    if (toDelete.length > 0) await tx.delete(productVariants).where(inArray(productVariants.id, toDelete));
  }
  // Existing variants change in place: options and SKUs may swap between them, so the unique values
  // are parked first (a variant's SKU moving to its sibling would otherwise collide half-way).
  const updates = plan.filter((p) => p.existing);
  if (updates.length > 1) {
    await tx
      .update(productVariants)
      .set({ sku: null, options: sql`jsonb_build_object('~', ${productVariants.id}::text)` })
      .where(
        inArray(
          productVariants.id,
          updates.map((p) => p.existing!.id),
        ),
      );
  }
  // Then every existing variant in one statement and every new one in another.
  if (updates.length > 0) {
    const rows = updates.map(({ w, existing }) => {
      const c = columns(w);
      const position = plan.findIndex((p) => p.existing === existing);
      return sql`(${existing!.id}::int, ${c.sku}::text, ${JSON.stringify(c.options)}::jsonb, ${c.priceCents}::int,
        ${c.discountBp}::int, ${c.specialPriceCents}::int, ${w.quantity}::int, ${w.expectedQuantity ?? null}::int,
        ${position}::int, ${w.image !== undefined}::boolean, ${w.image ?? null}::text)`;
    });
    await tx.execute(sql`
      update ${productVariants} as v set
        sku = n.sku, options = n.options, price_cents = n.price_cents, discount_bp = n.discount_bp,
        special_price_cents = n.special_price_cents, position = n.position,
        quantity = case when n.expected is null then n.quantity else greatest(0, v.quantity + n.quantity - n.expected) end,
        image = case when n.set_image then n.image else v.image end
      from (values ${sql.join(rows, sql`, `)})
        as n(id, sku, options, price_cents, discount_bp, special_price_cents, quantity, expected, position, set_image, image)
      where v.id = n.id`);
  }
  const added = plan.flatMap((p, position) => (p.existing ? [] : [{ ...p, position }]));
  const newIds =
    added.length === 0
      ? []
      : await tx
          .insert(productVariants)
          .values(
            added.map(({ w, position }) => ({
              ...columns(w),
              productId,
              sellerId,
              quantity: w.quantity,
              position,
              image: w.image ?? null,
            })),
          )
          .returning({ id: productVariants.id, position: productVariants.position });
  const newByPosition = new Map(newIds.map((r) => [r.position, r.id]));
  return plan.map((p, position) => p.existing?.id ?? (newByPosition.get(position) as number));
}

/** The SKUs among `skus` that the seller already uses on a live variant of another product. */
export async function skusTakenElsewhere(db: Tx, sellerId: number, productId: number | null, skus: string[]) {
  if (skus.length === 0) return [];
  const rows = await db
    .select({ sku: productVariants.sku })
    .from(productVariants)
    .where(
      and(
        eq(productVariants.sellerId, sellerId),
        isNull(productVariants.archivedAt),
        sql`lower(${productVariants.sku}) = any(${sql.param(skus.map((s) => s.toLowerCase()))}::text[])`,
        productId === null ? undefined : sql`${productVariants.productId} <> ${productId}`,
      ),
    );
  return rows.map((r) => r.sku as string);
}

/** The gallery's image sets of a product (a variant's picture must be one of them). */
export async function galleryImages(db: Tx, productId: number): Promise<Set<string>> {
  const rows = await db
    .select({ image: productImages.image })
    .from(productImages)
    .where(eq(productImages.productId, productId));
  return new Set(rows.map((r) => r.image));
}

/** After a gallery change: variants whose picture left the gallery show the product's again. */
export async function dropVariantImagesNotIn(db: Tx, productId: number, images: readonly string[]): Promise<void> {
  await db
    .update(productVariants)
    .set({ image: null })
    .where(
      and(
        eq(productVariants.productId, productId),
        sql`${productVariants.image} is not null`,
        images.length > 0 ? sql`${productVariants.image} <> all(${sql.param([...images])}::text[])` : undefined,
      ),
    );
}
