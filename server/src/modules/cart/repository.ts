/**
 * The SQL of the signed-in cart (docs/product/api.md §4). One line per variant
 * (docs/decisions/0022); lines are priced live from the catalog, and the applied discount code is
 * checked again on every read.
 */
import {
  inOptionOrder,
  type Cart,
  chooseOptionsMessage,
  discountPercent,
  percentOf,
  ERROR_CODES,
  fromMinor,
  LIMITS,
  MSG,
  type PricingLine,
  subtotalCents,
  type ShopMoney,
} from "@shop/contract";
import { and, eq, sql } from "drizzle-orm";
import type { Tx } from "../../db/client.js";
import { isForeignKeyViolation } from "../../db/errors.js";
import { selectPrepared } from "../../db/prepared.js";
import { affectedRows, rowsOf } from "../../db/transaction.js";
import { cartItems, carts, promotions } from "../../db/schema/index.js";
import { badRequest, conflict, notFound } from "../../core/errors.js";
import { imageUrl } from "../images/urls.js";
import { type CodeCheck, type CodeTerms, checkCode } from "../promotions/rules.js";
import { parseTerms, termsJson } from "../promotions/repository.js";

interface CartRow {
  cart_id: number;
  applied_promotion_id: number | null;
  promotion: string | object | null;
  quantity: number | null;
  variant_id: number | null;
  product_id: number | null;
  name: string | null;
  description: string | null;
  image: string | null;
  price_cents: number | null;
  discount_bp: number | null;
  special_price_cents: number | null;
  stock: number | null;
  options: Record<string, string> | string | null;
  option_order: { name: string }[] | string | null;
  sku: string | null;
  seller_id: number | null;
  category_id: number | null;
  tax_rate_bp: number | null;
}

export interface CartLine {
  variantId: number;
  productId: number;
  sellerId: number;
  /** The product's category, which a code's scope may name (docs/decisions/0057). */
  categoryId: number | null;
  quantity: number;
  specialPriceCents: number;
}

/** The cart with its lines and the code's check, as one statement reads them. */
export interface CartState {
  cart: Cart;
  lines: CartLine[];
  code: CodeCheck | null;
  /** The terms the code was checked against (undefined: no code, or an unknown one). */
  terms: CodeTerms | undefined;
  /** The code on the cart now (with `tryCode`, the one that was there before), if any. */
  appliedPromotionId: number | null;
}

export const pricingLines = (lines: readonly CartLine[]): PricingLine[] =>
  lines.map((l) => ({
    key: l.variantId,
    unitPriceCents: l.specialPriceCents,
    quantity: l.quantity,
    sellerId: l.sellerId,
    productId: l.productId,
    categoryId: l.categoryId,
  }));

const EMPTY: Cart = {
  cartId: null,
  totalPrice: 0,
  products: [],
  promotionCode: null,
  discount: 0,
  freeShipping: false,
  promotionProblem: null,
};

/** The cart as answered, its amounts from minor units with the shop's currency's digits (`money`). */
export async function readCart(db: Tx, userId: number, money: ShopMoney, tryCode?: string): Promise<CartState> {
  const { digits } = money;
  // One statement: the cart, its code's terms (once), and its lines (a cart without lines is one row).
  // With `tryCode`, the terms are that code's (any case) instead of the applied one's.
  const promotionId =
    tryCode === undefined
      ? sql`c.promotion_id`
      : sql`(select id from ${promotions} where lower(code) = lower(${tryCode}))`;
  // Every cart call reads this: a named prepared statement (planning it cost five times running it).
  const rows = await selectPrepared<CartRow>(
    db,
    sql`
      select c.id as cart_id, c.promotion_id as applied_promotion_id, t.promotion, ci.quantity, ci.variant_id, p.id as product_id, p.name, p.description,
        coalesce(v.image, p.image) as image, v.price_cents, v.discount_bp, v.special_price_cents,
        case when v.archived_at is null and p.listed then v.quantity else 0 end as stock,
        v.options, p.options as option_order, v.sku, p.seller_id, p.category_id, (select tax_rate_bp from categories where id = p.category_id) as tax_rate_bp
      from ${carts} c
      cross join lateral (select ${termsJson(promotionId, userId)} as promotion) t
      left join ${cartItems} ci on ci.cart_id = c.id
      left join product_variants v on v.id = ci.variant_id
      left join products p on p.id = ci.product_id
      where c.user_id = ${userId}
      order by ci.added_at, p.id, v.position, v.id`,
  );
  const first = rows[0];
  if (!first) return { cart: EMPTY, lines: [], code: null, terms: undefined, appliedPromotionId: null };
  const cartId = Number(first.cart_id);
  const present = rows.filter((r) => r.variant_id !== null && r.product_id !== null && r.quantity !== null);
  const lines: CartLine[] = present.map((r) => ({
    variantId: Number(r.variant_id),
    productId: Number(r.product_id),
    sellerId: Number(r.seller_id),
    categoryId: r.category_id === null ? null : Number(r.category_id),
    quantity: Number(r.quantity),
    specialPriceCents: Number(r.special_price_cents),
  }));
  const terms = parseTerms(first.promotion as never);
  const code = terms ? checkCode(terms, pricingLines(lines), new Date(), money) : null;
  const totalCents = subtotalCents(lines.map((l) => ({ unitPriceCents: l.specialPriceCents, quantity: l.quantity })));
  return {
    lines,
    code,
    terms,
    appliedPromotionId: first.applied_promotion_id === null ? null : Number(first.applied_promotion_id),
    cart: {
      cartId,
      totalPrice: fromMinor(totalCents, digits),
      products: present.map((r) => ({
        productId: Number(r.product_id),
        productName: r.name as string,
        description: r.description as string,
        image: imageUrl(r.image),
        price: fromMinor(Number(r.price_cents), digits),
        discount: discountPercent(Number(r.discount_bp)),
        specialPrice: fromMinor(Number(r.special_price_cents), digits),
        quantity: Number(r.quantity),
        stock: Number(r.stock),
        cartId,
        variantId: Number(r.variant_id),
        // In the product's option order, as the product page lists them.
        options: inOptionOrder(
          typeof r.options === "string" ? JSON.parse(r.options) : r.options,
          ((typeof r.option_order === "string" ? JSON.parse(r.option_order) : r.option_order) ?? []).map(
            (o: { name: string }) => o.name,
          ),
        ),
        sku: r.sku,
        taxRate: r.tax_rate_bp === null ? null : percentOf(Number(r.tax_rate_bp)),
        promotionDiscount: fromMinor(
          code?.applies ? (code.outcome.lineDiscounts.get(Number(r.variant_id)) ?? 0) : 0,
          digits,
        ),
      })),
      promotionCode: terms?.code ?? null,
      discount: code?.applies ? fromMinor(code.outcome.discountCents, digits) : 0,
      freeShipping: code?.applies ? code.outcome.freeShipping : false,
      promotionProblem: code && !code.applies ? code.reason : null,
    },
  };
}

export async function loadCart(db: Tx, userId: number, money: ShopMoney): Promise<Cart> {
  return (await readCart(db, userId, money)).cart;
}

/** The variant a call means: the one named, or the product's only one; 400 naming the options when it has several. */
interface ResolvedVariant {
  variantId: number;
  name: string;
  stock: number;
}

async function variantFor(db: Tx, productId: number, variantId: number | undefined): Promise<ResolvedVariant> {
  const rows = await rowsOf<{ id: number; name: string; stock: number; options: unknown }>(
    db.execute(sql`
      select v.id, p.name, v.quantity as stock, p.options
      from products p join product_variants v on v.product_id = p.id and v.archived_at is null
      where p.id = ${productId} and p.listed ${variantId === undefined ? sql`` : sql`and v.id = ${variantId}`}
      order by v.position, v.id limit 2`),
  );
  const first = rows[0];
  if (!first) {
    if (variantId !== undefined && (await productForSale(db, productId))) throw notFound(MSG.variantNotFound);
    throw notFound(MSG.productNotFound);
  }
  if (variantId === undefined && rows.length > 1) {
    const options = (typeof first.options === "string" ? JSON.parse(first.options) : first.options) as {
      name: string;
    }[];
    throw badRequest(chooseOptionsMessage(options.map((o) => o.name)));
  }
  return { variantId: Number(first.id), name: first.name, stock: Number(first.stock) };
}

async function productForSale(db: Tx, productId: number): Promise<boolean> {
  const [row] = await rowsOf<{ one: number }>(
    db.execute(sql`select 1 as one from products where id = ${productId} and listed`),
  );
  return row !== undefined;
}

async function cartIdOf(db: Tx, userId: number): Promise<number | undefined> {
  const [row] = await db.select({ id: carts.id }).from(carts).where(eq(carts.userId, userId));
  return row?.id;
}

/**
 * Adds `quantity` units of a variant (a new line or more of an existing one). One conditional upsert:
 * the line can never pass the variant's stock, whatever runs in parallel.
 */
export async function addToCart(
  db: Tx,
  userId: number,
  productId: number,
  quantity: number,
  variantId?: number,
): Promise<void> {
  const variant = await variantFor(db, productId, variantId);
  // Tried again when the cart changed under the attempt: one's own checkout committing meanwhile
  // removed it (the line's foreign key fails; the item goes into a new cart instead of being lost),
  // or a parallel add created it first (the line goes into that one).
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      if (await addLine(db, userId, productId, variant, quantity)) return;
    } catch (error) {
      if (!isForeignKeyViolation(error) || attempt >= 2) throw error;
    }
  }
  throw new Error("the cart kept changing");
}

/** One attempt: true when the line was added, false when a parallel add created the cart first. */
async function addLine(db: Tx, userId: number, productId: number, variant: ResolvedVariant, quantity: number) {
  const cartId = await cartIdOf(db, userId);
  if (cartId === undefined) {
    if (await firstLine(db, userId, productId, variant.variantId, quantity)) return true;
    // Nothing written: the variant is not for sale or too short (no empty cart is left behind).
    await inStock(db, productId, variant.variantId, quantity);
    return false;
  }
  if (await upsertLine(db, cartId, productId, variant.variantId, quantity)) return true;
  // Why not: the variant is gone or short, the cart full, or the line would pass the stock.
  const now = await inStock(db, productId, variant.variantId, quantity);
  const [lines] = await rowsOf<{ n: number; has: boolean }>(
    db.execute(
      sql`select count(*)::int as n, bool_or(variant_id = ${variant.variantId}) as has from ${cartItems} where cart_id = ${cartId}`,
    ),
  );
  if (lines && !lines.has && lines.n >= LIMITS.cartLines) throw badRequest(MSG.cartFull);
  throw outOfStock(now.name, now.stock);
}

/** The variant for sale (404 otherwise), or 409 when it has fewer than `quantity` units in stock. */
async function inStock(db: Tx, productId: number, variantId: number, quantity: number) {
  const now = await variantFor(db, productId, variantId);
  if (quantity > now.stock) throw outOfStock(now.name, now.stock);
  return now;
}

/** The variant with that many units for sale (a product of a removed seller is not). */
const forSale = (productId: number, variantId: number, quantity: number) =>
  sql`v.id = ${variantId} and v.product_id = ${productId} and v.archived_at is null and v.quantity >= ${quantity}
    and exists (select 1 from products p where p.id = v.product_id and p.listed)`;

/** A new cart with its first line, in one statement, only if the variant is for sale. */
async function firstLine(db: Tx, userId: number, productId: number, variantId: number, quantity: number) {
  const result = await db.execute(sql`
    with cart as (
      insert into ${carts} (user_id)
      select ${userId} from product_variants v where ${forSale(productId, variantId, quantity)}
      on conflict (user_id) do nothing
      returning id)
    insert into ${cartItems} (cart_id, product_id, variant_id, quantity)
    select cart.id, ${productId}, ${variantId}, ${quantity} from cart
    returning quantity`);
  return affectedRows(result) > 0;
}

/** The conditional upsert of a line; false when the variant is not for sale, the cart full or the total short. */
async function upsertLine(db: Tx, cartId: number, productId: number, variantId: number, quantity: number) {
  // A new line only while the cart has room (LIMITS.cartLines): a checkout of thousands of lines
  // would pass PostgreSQL's parameter limit.
  const result = await db.execute(sql`
    insert into ${cartItems} (cart_id, product_id, variant_id, quantity)
    select ${cartId}, v.product_id, v.id, ${quantity} from product_variants v
    where ${forSale(productId, variantId, quantity)}
      and (exists (select 1 from ${cartItems} c where c.cart_id = ${cartId} and c.variant_id = ${variantId})
           or (select count(*) from ${cartItems} c where c.cart_id = ${cartId}) < ${LIMITS.cartLines})
    on conflict (cart_id, variant_id) do update set quantity = ${cartItems.quantity} + excluded.quantity
      where ${cartItems.quantity} + excluded.quantity <= (select v2.quantity from product_variants v2 where v2.id = excluded.variant_id)
    returning quantity`);
  return affectedRows(result) > 0;
}

/**
 * The caller's line a call means: the variant named, or the product's only line in the cart. Without
 * a variant and with several lines of the product, the shopper must say which.
 */
async function ownLine(db: Tx, userId: number, productId: number, variantId: number | undefined) {
  const rows = await rowsOf<{ cart_id: number; variant_id: number; options: unknown }>(
    db.execute(sql`
      select ci.cart_id, ci.variant_id, p.options from ${cartItems} ci
      join ${carts} c on c.id = ci.cart_id join products p on p.id = ci.product_id
      where c.user_id = ${userId} and ci.product_id = ${productId}
        ${variantId === undefined ? sql`` : sql`and ci.variant_id = ${variantId}`}
      limit 2`),
  );
  const first = rows[0];
  if (!first) throw notFound(MSG.guestProductNotInCart);
  if (rows.length > 1) {
    const options = (typeof first.options === "string" ? JSON.parse(first.options) : first.options) as {
      name: string;
    }[];
    throw badRequest(chooseOptionsMessage(options.map((o) => o.name)));
  }
  return { cartId: Number(first.cart_id), variantId: Number(first.variant_id) };
}

/** +1 on an existing line, bounded by the variant's stock. */
export async function increase(db: Tx, userId: number, productId: number, variantId?: number): Promise<void> {
  const line = await ownLine(db, userId, productId, variantId);
  const updated = await db
    .update(cartItems)
    .set({ quantity: sql`${cartItems.quantity} + 1` })
    .where(
      and(
        eq(cartItems.cartId, line.cartId),
        eq(cartItems.variantId, line.variantId),
        sql`${cartItems.quantity} + 1 <= (select quantity from product_variants where id = ${line.variantId} and archived_at is null)`,
      ),
    )
    .returning({ quantity: cartItems.quantity });
  if (updated.length === 0) {
    const now = await variantFor(db, productId, line.variantId);
    throw outOfStock(now.name, now.stock);
  }
}

/**
 * −1 on an existing line; at 1 the line is removed. Each change is one conditional statement that
 * re-checks the quantity on the row it locks, so a parallel increase is never lost: a line above one
 * is lowered, a line at one is deleted, and a line that changed between the two statements is tried
 * again.
 */
export async function decrease(db: Tx, userId: number, productId: number, variantId?: number): Promise<void> {
  const { cartId, variantId: chosen } = await ownLine(db, userId, productId, variantId);
  const line = sql`cart_id = ${cartId} and variant_id = ${chosen}`;
  for (let attempt = 0; attempt < 5; attempt++) {
    const lowered = await db.execute(
      sql`update ${cartItems} set quantity = quantity - 1 where ${line} and quantity > 1 returning quantity`,
    );
    if (affectedRows(lowered) > 0) return;
    const removed = await db.execute(sql`delete from ${cartItems} where ${line} and quantity <= 1 returning quantity`);
    if (affectedRows(removed) > 0) return;
    const [exists] = await rowsOf<{ one: number }>(db.execute(sql`select 1 as one from ${cartItems} where ${line}`));
    if (!exists) break;
  }
  throw notFound(MSG.guestProductNotInCart);
}

/**
 * Removes the variant's line, or the product's one line when no variant is named; a product in the
 * cart in several variants needs the variant named (400, nothing removed): a client that does not
 * know variants never removes more than the line it showed.
 */
export async function removeLine(
  db: Tx,
  userId: number,
  cartId: number,
  productId: number,
  variantId?: number,
): Promise<void> {
  const own = await cartIdOf(db, userId);
  if (own !== cartId) throw notFound(MSG.cartNotFound);
  if (variantId === undefined) {
    const [row] = await rowsOf<{ n: number }>(
      db.execute(
        sql`select count(*)::int as n from ${cartItems} where cart_id = ${cartId} and product_id = ${productId}`,
      ),
    );
    if (Number(row?.n ?? 0) > 1) throw badRequest(MSG.removeWhichVariant);
  }
  const deleted = await db
    .delete(cartItems)
    .where(
      and(
        eq(cartItems.cartId, cartId),
        eq(cartItems.productId, productId),
        variantId === undefined ? undefined : eq(cartItems.variantId, variantId),
      ),
    )
    .returning({ productId: cartItems.productId });
  if (deleted.length === 0) throw notFound(MSG.guestProductNotInCart);
}

export async function deleteCart(db: Tx, userId: number): Promise<void> {
  const deleted = await db.delete(carts).where(eq(carts.userId, userId)).returning({ id: carts.id });
  if (deleted.length === 0) throw notFound(MSG.cartNotFound);
}

/** Puts the code on the cart (its terms were checked by the caller: cart/apply-code.ts). */
export async function setCartCode(db: Tx, cartId: number, promotionId: number): Promise<void> {
  await db.update(carts).set({ promotionId }).where(eq(carts.id, cartId));
}

export async function removeCode(db: Tx, userId: number): Promise<void> {
  await db.update(carts).set({ promotionId: null }).where(eq(carts.userId, userId));
}

const outOfStock = (name: string, left: number) =>
  conflict(left <= 0 ? MSG.outOfStock(name, 0) : MSG.onlyNLeft(left), ERROR_CODES.outOfStock);
