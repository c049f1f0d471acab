/**
 * Placing a cash-on-delivery order (docs/product/api.md §6) as one transaction:
 * lock the caller's cart, lock the products in id order, check and decrement the stock
 * conditionally, copy lines, prices, sellers and the address, total with the shared pricing module,
 * record the payment, and empty the cart. An Idempotency-Key makes a retry return the first order.
 */
import {
  COD_PAYMENT,
  ERROR_CODES,
  MSG,
  ORDER_STATUS,
  type Order,
  orderTotals,
  type PlaceOrderRequest,
  pricingOf,
} from "@shop/contract";
import { and, asc, eq, sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/client.js";
import { isUniqueViolation } from "../../db/errors.js";
import { retryingTransaction, rowsOf } from "../../db/transaction.js";
import {
  addresses,
  cartItems,
  carts,
  idempotencyKeys,
  orderItems,
  orders,
  payments,
  sellerShipments,
} from "../../db/schema/index.js";
import type { AuthUser } from "../../core/user.js";
import { AppError, badRequest, conflict, notFound } from "../../core/errors.js";
import type { OutboxWorker, StoreSettingsService } from "../../core/deps.js";
import { mailInsert } from "../outbox/outbox.js";
import { confirmationMail } from "./order-mail.js";
import { customerActor, eventsInsert } from "./history.js";
import { assembleOrder, findOrder } from "./repository.js";
import { normalisePaymentMethod, paymentStatusOf } from "./status.js";
import { lockProducts, takeStock } from "./stock.js";

/** What placing an order uses. */
export interface OrderPlacement {
  db: Db;
  /** The shop's address, for the link in the confirmation mail. */
  publicUrl: string;
  /** The fees, read in the order's transaction. */
  settings: Pick<StoreSettingsService, "readIn">;
  /** Told when a confirmation mail was queued with the order. */
  outbox: Pick<OutboxWorker, "nudge">;
}

export interface PlaceOrderResult {
  order: Order;
  replayed: boolean;
}

type PlaceOrderInput = Omit<PlaceOrderRequest, "addressId"> & { addressId: number };

/** $10,000,000: far above any real basket, well inside the integer columns of an order. */
const MAX_ORDER_TOTAL_CENTS = 1_000_000_000;

async function orderForKey(db: Tx, userId: number, key: string): Promise<number | undefined> {
  const [row] = await db
    .select({ orderId: idempotencyKeys.orderId })
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
  return row?.orderId;
}

/**
 * The first order of an Idempotency-Key, unless this request is a different one: another address,
 * or a cart that is not empty and holds other lines than that order (a retry finds the cart the
 * first attempt emptied). A key reused for a different order answers 422, as payment APIs do.
 */
async function replay(
  db: Db,
  user: AuthUser,
  orderId: number,
  input: PlaceOrderInput,
): Promise<PlaceOrderResult> {
  const order = (await findOrder(db, orderId))!;
  const [first] = await db.select({ addressId: orders.addressId }).from(orders).where(eq(orders.id, orderId));
  const cart = await db
    .select({ productId: cartItems.productId, quantity: cartItems.quantity })
    .from(cartItems)
    .innerJoin(carts, eq(carts.id, cartItems.cartId))
    .where(eq(carts.userId, user.id));
  const lines = (rows: { productId: number; quantity: number }[]) =>
    rows
      .map((r) => `${r.productId}x${r.quantity}`)
      .sort()
      .join(",");
  const ordered = await db
    .select({ productId: orderItems.productId, quantity: orderItems.quantity })
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId));
  if (first?.addressId !== input.addressId || (cart.length > 0 && lines(cart) !== lines(ordered))) {
    throw new AppError(ERROR_CODES.unprocessable, MSG.idempotencyKeyReused);
  }
  return { order, replayed: true };
}

export async function placeOrder(
  deps: OrderPlacement,
  user: AuthUser,
  method: string,
  input: PlaceOrderInput,
  idempotencyKey: string | undefined,
): Promise<PlaceOrderResult> {
  if (normalisePaymentMethod(method) !== COD_PAYMENT.paymentMethod) throw badRequest(MSG.onlyCash);
  // A retried key is found inside the transaction, in the statement that locks the cart.
  try {
    const placed = await retryingTransaction(deps.db, (tx) =>
      placeInTransaction(deps, tx, user, input, idempotencyKey),
    );
    if (placed.replayed) return replay(deps.db, user, placed.orderId, input);
    // The confirmation was queued with the order; the outbox worker sends it (decision 0005).
    deps.outbox.nudge();
    // The order as the transaction wrote it: nothing is read back.
    return { order: placed.order, replayed: false };
  } catch (error) {
    if (idempotencyKey && isUniqueViolation(error)) {
      // The same key was placed by a parallel request that committed first.
      const existing = await orderForKey(deps.db, user.id, idempotencyKey);
      if (existing !== undefined) return replay(deps.db, user, existing, input);
    }
    throw error;
  }
}

/** A new order as the transaction wrote it, or the order an Idempotency-Key placed before. */
type Placed = { replayed: false; order: Order } | { replayed: true; orderId: number };

async function placeInTransaction(
  deps: OrderPlacement,
  tx: Tx,
  user: AuthUser,
  input: PlaceOrderInput,
  idempotencyKey: string | undefined,
): Promise<Placed> {
  // Few round trips, and fewest while the products are locked (docs/performance.md): the cart and
  // the key, the settings before the products, the order's own rows in three.
  // 1. The cart row lock serialises checkouts of one account (a double click waits here). The same
  //    statement tells whether this Idempotency-Key placed an order already. The lines are read by a
  //    statement of their own, after the lock: one that waited for an add to the cart then sees it
  //    (a statement's join keeps the snapshot it started with, and the line would be lost).
  const [cart] = await tx
    .select({
      id: carts.id,
      keyOrderId: idempotencyKey
        ? sql<number | null>`(select ${idempotencyKeys.orderId} from ${idempotencyKeys}
            where ${idempotencyKeys.userId} = ${user.id} and ${idempotencyKeys.key} = ${idempotencyKey})`
        : sql<null>`null`,
    })
    .from(carts)
    .where(eq(carts.userId, user.id))
    .for("update");
  if (idempotencyKey) {
    // Without a cart (the first attempt emptied it) the key is looked up on its own.
    const existing = cart ? (cart.keyOrderId ?? undefined) : await orderForKey(tx, user.id, idempotencyKey);
    if (existing !== undefined) return { orderId: Number(existing), replayed: true };
  }
  if (!cart) throw badRequest(MSG.cartEmpty);
  const cartId = cart.id;
  const lines = await tx
    .select({ productId: cartItems.productId, quantity: cartItems.quantity })
    .from(cartItems)
    .where(eq(cartItems.cartId, cartId))
    .orderBy(asc(cartItems.productId));
  if (lines.length === 0) throw badRequest(MSG.cartEmpty);

  const [address] = await tx
    .select()
    .from(addresses)
    .where(and(eq(addresses.id, input.addressId), eq(addresses.userId, user.id)));
  if (!address) throw notFound(MSG.addressNotFound);
  // The fees of the store settings as this transaction reads them (an order keeps the amounts it
  // was placed with).
  const settings = await deps.settings.readIn(tx);

  // 2. Lock the products in id order (no deadlock between carts holding the same products),
  //    check every line, then decrement with a guard that can never go below zero.
  const locked = await lockProducts(
    tx,
    lines.map((l) => l.productId),
  );
  const byId = new Map(locked.map((p) => [p.id, p]));
  for (const line of lines) {
    const product = byId.get(line.productId);
    if (!product) throw conflict("A product in your cart is no longer available", ERROR_CODES.outOfStock);
    if (product.quantity < line.quantity) {
      throw conflict(MSG.outOfStock(product.name, product.quantity), ERROR_CODES.outOfStock);
    }
  }
  if ((await takeStock(tx, lines)) !== lines.length)
    throw conflict("Stock changed while placing the order", ERROR_CODES.outOfStock);

  // 3. Copies and totals, by the shared pricing module.
  const priced = lines.map((l) => {
    const p = byId.get(l.productId)!;
    return { ...l, product: p, unitPriceCents: p.specialPriceCents };
  });
  const totals = orderTotals(priced, pricingOf(settings));
  if (totals.totalCents > MAX_ORDER_TOTAL_CENTS) throw badRequest(MSG.orderTooLarge);
  const [order] = await tx
    .insert(orders)
    .values({
      userId: user.id,
      email: user.email,
      status: ORDER_STATUS.placed,
      subtotalCents: totals.subtotalCents,
      shippingCents: totals.shippingCents,
      taxCents: totals.taxCents,
      totalCents: totals.totalCents,
      addressId: address.id,
      fullName: address.fullName,
      phone: address.phone,
      street: address.street,
      apartmentNumber: address.apartmentNumber,
      city: address.city,
      state: address.state,
      country: address.country,
      zipCode: address.zipCode,
    })
    .returning();
  const orderId = order!.id;
  const items = await tx
    .insert(orderItems)
    .values(
      priced.map((l) => ({
        orderId,
        productId: l.productId,
        productName: l.product.name,
        image: l.product.image,
        unitPriceCents: l.unitPriceCents,
        discountBp: l.product.discountBp,
        quantity: l.quantity,
        sellerId: l.product.sellerId,
      })),
    )
    .returning();
  const shipments = [...new Set(priced.map((l) => l.product.sellerId))].map((sellerId) => ({
    sellerId,
    status: ORDER_STATUS.placed,
  }));
  const payment = {
    method: COD_PAYMENT.paymentMethod,
    pgName: COD_PAYMENT.pgName,
    pgPaymentId: COD_PAYMENT.pgPaymentId,
    pgStatus: paymentStatusOf(ORDER_STATUS.placed),
    pgResponseMessage: input.pgResponseMessage?.trim() || COD_PAYMENT.defaultMessage,
  };
  // The order as the API answers it, from the rows at hand (the payment's id follows below).
  const placed = assembleOrder(
    order!,
    items,
    {
      paymentId: 0,
      paymentMethod: payment.method,
      pgName: payment.pgName,
      pgPaymentId: payment.pgPaymentId,
      pgStatus: payment.pgStatus,
      pgResponseMessage: payment.pgResponseMessage,
    },
    shipments,
  );

  // 4. Everything else the order writes, in one statement of data-modifying CTEs: the sellers'
  //    parts, the history, the idempotency key, the emptied cart and the confirmation mail (in the
  //    outbox: sent if and only if the order exists), then the payment.
  const writes = [
    tx.insert(sellerShipments).values(shipments.map((s) => ({ orderId, ...s }))),
    eventsInsert(tx, orderId, customerActor(user), [
      { sellerId: null, status: ORDER_STATUS.placed },
      ...shipments.map((s) => ({ sellerId: s.sellerId, status: s.status })),
    ]),
    tx.delete(carts).where(eq(carts.id, cartId)),
    ...(idempotencyKey ? [tx.insert(idempotencyKeys).values({ userId: user.id, key: idempotencyKey, orderId })] : []),
    ...(user.orderEmails ? [mailInsert(tx, confirmationMail(settings.shopName, deps.publicUrl, placed))] : []),
  ];
  const [paid] = await rowsOf<{ id: number }>(
    tx.execute(
      sql`with ${sql.join(
        // getSQL(): the statements as they are (embedded builders would be put in parentheses).
        writes.map((w, i) => sql`${sql.raw(`w${i}`)} as (${w.getSQL()})`),
        sql`, `,
      )} ${tx
        .insert(payments)
        .values({ orderId, ...payment })
        .returning({ id: payments.id })
        .getSQL()}`,
    ),
  );
  return { replayed: false, order: { ...placed, paymentDTO: { ...placed.paymentDTO, paymentId: Number(paid!.id) } } };
}
