/** The SQL of the signed-in cart (docs/product/api.md §4). Lines are priced live from the catalog. */
import { type Cart, discountPercent, ERROR_CODES, fromCents, LIMITS, MSG, subtotalCents } from "@shop/contract";
import { and, asc, eq, sql } from "drizzle-orm";
import type { Tx } from "../../db/client.js";
import { isForeignKeyViolation } from "../../db/errors.js";
import { affectedRows, rowsOf } from "../../db/transaction.js";
import { cartItems, carts, products } from "../../db/schema/index.js";
import { badRequest, conflict, notFound } from "../../core/errors.js";
import { imageUrl } from "../images/urls.js";

async function cartIdOf(db: Tx, userId: number): Promise<number | undefined> {
  const [row] = await db.select({ id: carts.id }).from(carts).where(eq(carts.userId, userId));
  return row?.id;
}

export async function loadCart(db: Tx, userId: number): Promise<Cart> {
  // One statement: the cart and its lines (a cart without lines is one row without a product).
  const rows = await db
    .select({
      cartId: carts.id,
      quantity: cartItems.quantity,
      product: {
        id: products.id,
        name: products.name,
        description: products.description,
        image: products.image,
        priceCents: products.priceCents,
        discountBp: products.discountBp,
        specialPriceCents: products.specialPriceCents,
        stock: products.quantity,
      },
    })
    .from(carts)
    .leftJoin(cartItems, eq(cartItems.cartId, carts.id))
    .leftJoin(products, eq(products.id, cartItems.productId))
    .where(eq(carts.userId, userId))
    .orderBy(asc(cartItems.addedAt), asc(products.id));
  const cartId = rows[0]?.cartId;
  if (cartId === undefined) return { cartId: null, totalPrice: 0, products: [] };
  const lines = rows.flatMap(({ product, quantity }) =>
    product && quantity !== null ? [{ ...product, quantity }] : [],
  );
  const totalCents = subtotalCents(lines.map((l) => ({ unitPriceCents: l.specialPriceCents, quantity: l.quantity })));
  return {
    cartId,
    totalPrice: fromCents(totalCents),
    products: lines.map((l) => ({
      productId: l.id,
      productName: l.name,
      description: l.description,
      image: imageUrl(l.image),
      price: fromCents(l.priceCents),
      discount: discountPercent(l.discountBp),
      specialPrice: fromCents(l.specialPriceCents),
      quantity: l.quantity,
      stock: l.stock,
      cartId,
    })),
  };
}

async function stockOf(db: Tx, productId: number) {
  const [row] = await db
    .select({ name: products.name, quantity: products.quantity })
    .from(products)
    // A product of a removed seller is not for sale: as if it did not exist.
    .where(and(eq(products.id, productId), eq(products.listed, true)));
  if (!row) throw notFound(MSG.productNotFound);
  return row;
}

/**
 * Adds `quantity` units (a new line or more of an existing one). One conditional upsert: the line
 * total can never pass the stock, whatever runs in parallel. Two statements whether the cart exists or
 * not (the first line makes it); the product is read on its own only to say why a line was refused.
 */
export async function addToCart(db: Tx, userId: number, productId: number, quantity: number): Promise<void> {
  // Tried again when the cart changed under the attempt: one's own checkout committing meanwhile
  // removed it (the line's foreign key fails; the item goes into a new cart instead of being lost),
  // or a parallel add created it first (the line goes into that one).
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      if (await addLine(db, userId, productId, quantity)) return;
    } catch (error) {
      if (!isForeignKeyViolation(error) || attempt >= 2) throw error;
    }
  }
  throw new Error("the cart kept changing");
}

/** One attempt: true when the line was added, false when a parallel add created the cart first. */
async function addLine(db: Tx, userId: number, productId: number, quantity: number): Promise<boolean> {
  const cartId = await cartIdOf(db, userId);
  if (cartId === undefined) {
    if (await firstLine(db, userId, productId, quantity)) return true;
    // Nothing written: the product is not for sale or too short (no empty cart is left behind).
    await inStock(db, productId, quantity);
    return false;
  }
  if (await upsertLine(db, cartId, productId, quantity)) return true;
  // Why not: the product is gone or short, the cart full, or the line would pass the stock.
  const product = await inStock(db, productId, quantity);
  const [lines] = await rowsOf<{ n: number; has: boolean }>(
    db.execute(
      sql`select count(*)::int as n, bool_or(product_id = ${productId}) as has from ${cartItems} where cart_id = ${cartId}`,
    ),
  );
  if (lines && !lines.has && lines.n >= LIMITS.cartLines) throw badRequest(MSG.cartFull);
  throw outOfStock(product.name, product.quantity);
}

/** The product for sale (404 otherwise), or 409 when it has fewer than `quantity` units in stock. */
async function inStock(db: Tx, productId: number, quantity: number) {
  const product = await stockOf(db, productId);
  if (quantity > product.quantity) throw outOfStock(product.name, product.quantity);
  return product;
}

/** The product with that many units for sale (a product of a removed seller is not). */
const forSale = (productId: number, quantity: number) =>
  sql`p.id = ${productId} and p.listed and p.quantity >= ${quantity}`;

/** A new cart with its first line, in one statement, only if the product is for sale. */
async function firstLine(db: Tx, userId: number, productId: number, quantity: number): Promise<boolean> {
  const result = await db.execute(sql`
    with cart as (
      insert into ${carts} (user_id)
      select ${userId} from ${products} p where ${forSale(productId, quantity)}
      on conflict (user_id) do nothing
      returning id)
    insert into ${cartItems} (cart_id, product_id, quantity) select cart.id, ${productId}, ${quantity} from cart
    returning quantity`);
  return affectedRows(result) > 0;
}

/** The conditional upsert of a line; false when the product is not for sale, the cart full or the total short. */
async function upsertLine(db: Tx, cartId: number, productId: number, quantity: number): Promise<boolean> {
  // A new line only while the cart has room (LIMITS.cartLines): a checkout of thousands of lines
  // would pass PostgreSQL's parameter limit.
  const result = await db.execute(sql`
    insert into ${cartItems} (cart_id, product_id, quantity)
    select ${cartId}, p.id, ${quantity} from ${products} p
    where ${forSale(productId, quantity)}
      and (exists (select 1 from ${cartItems} c where c.cart_id = ${cartId} and c.product_id = ${productId})
           or (select count(*) from ${cartItems} c where c.cart_id = ${cartId}) < ${LIMITS.cartLines})
    on conflict (cart_id, product_id) do update set quantity = ${cartItems.quantity} + excluded.quantity
      where ${cartItems.quantity} + excluded.quantity <= (select p2.quantity from ${products} p2 where p2.id = excluded.product_id)
    returning quantity`);
  return affectedRows(result) > 0;
}

/** +1 on an existing line, bounded by the stock. */
export async function increase(db: Tx, userId: number, productId: number): Promise<void> {
  const product = await stockOf(db, productId);
  const { cartId } = await ownLine(db, userId, productId);
  const updated = await db
    .update(cartItems)
    .set({ quantity: sql`${cartItems.quantity} + 1` })
    .where(
      and(
        eq(cartItems.cartId, cartId),
        eq(cartItems.productId, productId),
        sql`${cartItems.quantity} + 1 <= (select quantity from ${products} where id = ${productId})`,
      ),
    )
    .returning({ quantity: cartItems.quantity });
  if (updated.length === 0) throw outOfStock(product.name, product.quantity);
}

/**
 * −1 on an existing line; at 1 the line is removed. Each change is one conditional statement that
 * re-checks the quantity on the row it locks, so a parallel increase is never lost: a
 * line above one is lowered, a line at one is deleted, and a line that changed between the two
 * statements is tried again.
 */
export async function decrease(db: Tx, userId: number, productId: number): Promise<void> {
  const line = sql`cart_id = (select id from ${carts} where user_id = ${userId}) and product_id = ${productId}`;
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

export async function removeLine(db: Tx, userId: number, cartId: number, productId: number): Promise<void> {
  const own = await cartIdOf(db, userId);
  if (own !== cartId) throw notFound(MSG.cartNotFound);
  const deleted = await db
    .delete(cartItems)
    .where(and(eq(cartItems.cartId, cartId), eq(cartItems.productId, productId)))
    .returning({ productId: cartItems.productId });
  if (deleted.length === 0) throw notFound(MSG.guestProductNotInCart);
}

export async function deleteCart(db: Tx, userId: number): Promise<void> {
  const deleted = await db.delete(carts).where(eq(carts.userId, userId)).returning({ id: carts.id });
  if (deleted.length === 0) throw notFound(MSG.cartNotFound);
}

/** The caller's line of a product, with its cart; 404 when there is none. */
async function ownLine(db: Tx, userId: number, productId: number) {
  const [row] = await db
    .select({ cartId: cartItems.cartId, quantity: cartItems.quantity })
    .from(cartItems)
    .innerJoin(carts, eq(carts.id, cartItems.cartId))
    .where(and(eq(carts.userId, userId), eq(cartItems.productId, productId)));
  if (!row) throw notFound(MSG.guestProductNotInCart);
  return row;
}

const outOfStock = (name: string, left: number) =>
  conflict(left <= 0 ? MSG.outOfStock(name, 0) : MSG.onlyNLeft(left), ERROR_CODES.outOfStock);
