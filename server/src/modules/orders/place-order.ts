/**
 * Placing a cash-on-delivery order (docs/product/api.md §6) as one transaction:
 * lock the caller's cart, lock the products in id order, check and decrement the stock
 * conditionally, copy lines, prices, sellers and the address, total with the shared pricing module,
 * record the payment, and empty the cart. An Idempotency-Key makes a retry return the first order.
 */
import {
  addressSnapshot,
  CARD_PAYMENT,
  checkoutTotals,
  COD_PAYMENT,
  describeVariant,
  ERROR_CODES,
  LOW_STOCK_THRESHOLD,
  MSG,
  negotiateLanguage,
  ORDER_STATUS,
  type Order,
  PAYMENT_STATUS,
  type PlaceOrderRequest,
  shippingPricing,
  sellerParts,
  shopMoney,
} from "@shop/contract";
import { and, asc, eq, type SQL, sql } from "drizzle-orm";
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
import { mailShopOf } from "../../mail/layout.js";
import { mailsInsertStatement } from "../outbox/outbox.js";
import { placementMails } from "./order-mails.js";
import { customerActor, eventsInsert } from "./history.js";
import { assembleOrder, findOrder } from "./repository.js";
import { paymentStatusOf } from "./status.js";
import { type CrossedLowStock, type LockedVariant, lockVariants, takeStock } from "./stock.js";
import { storedTerms, termsOf } from "../ledger/marketplace-settings.js";
import { parseTerms, redeemCondition, termsJson } from "../promotions/repository.js";
import { checkCode } from "../promotions/rules.js";

/** What placing an order uses. */
export interface OrderPlacement {
  db: Db;
  /** The storefront's address (STOREFRONT_URL), for the link in the confirmation mail. */
  storefrontUrl: string;
  /** The shop's own address (PUBLIC_URL), where mails find the logo. */
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

/**
 * How the order is paid: cash on delivery, or a card through Stripe Checkout — then the order waits
 * "Awaiting payment" until `expiresAt`, keeps the cart, and holds its mails until it is paid
 * (docs/decisions/0050-card-payments-through-stripe.md).
 */
export type PlacementPayment = { method: "cash" } | { method: "card"; expiresAt: Date };

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
async function replay(db: Db, user: AuthUser, orderId: number, input: PlaceOrderInput): Promise<PlaceOrderResult> {
  const order = (await findOrder(db, orderId))!;
  const [first] = await db.select({ addressId: orders.addressId }).from(orders).where(eq(orders.id, orderId));
  const cart = await db
    .select({ variantId: cartItems.variantId, quantity: cartItems.quantity })
    .from(cartItems)
    .innerJoin(carts, eq(carts.id, cartItems.cartId))
    .where(eq(carts.userId, user.id));
  const lines = (rows: { variantId: number | null; quantity: number }[]) =>
    rows
      .map((r) => `${r.variantId}x${r.quantity}`)
      .sort()
      .join(",");
  const ordered = await db
    .select({ variantId: orderItems.variantId, quantity: orderItems.quantity })
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
  paying: PlacementPayment,
  input: PlaceOrderInput,
  idempotencyKey: string | undefined,
  /** The request's `Accept-Language`: the order keeps the offered language it asks for (docs/decisions/0051). */
  acceptLanguage?: string,
): Promise<PlaceOrderResult> {
  // A retried key is found inside the transaction, in the statement that locks the cart.
  try {
    const placed = await retryingTransaction(deps.db, (tx) =>
      placeInTransaction(deps, tx, user, input, idempotencyKey, paying, acceptLanguage),
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
type Placed = { replayed: false; order: Order; lowStock: CrossedLowStock[] } | { replayed: true; orderId: number };

async function placeInTransaction(
  deps: OrderPlacement,
  tx: Tx,
  user: AuthUser,
  input: PlaceOrderInput,
  idempotencyKey: string | undefined,
  paying: PlacementPayment,
  acceptLanguage: string | undefined,
): Promise<Placed> {
  const card = paying.method === "card" ? paying : null;
  const firstStatus = card ? ORDER_STATUS.awaitingPayment : ORDER_STATUS.placed;
  // Few round trips, and fewest while the products are locked (docs/performance.md): the cart with
  // its key, code and the marketplace's terms, the settings before the products, the order's own rows
  // in three.
  // 1. The cart row lock serialises checkouts of one account (a double click waits here; so does the
  //    per-customer count of a code). The same statement tells whether this Idempotency-Key placed an
  //    order already, and reads the cart's code and the marketplace's terms. The lines are read by a
  //    statement of their own, after the lock: one that waited for an add to the cart then sees it (a
  //    statement's join keeps the snapshot it started with, and the line would be lost).
  const [cart] = await rowsOf<{
    id: number;
    key_order_id: number | null;
    promotion: unknown;
    marketplace: string | null;
  }>(
    tx.execute(sql`
      select c.id,
        ${
          idempotencyKey
            ? sql`(select ${idempotencyKeys.orderId} from ${idempotencyKeys}
                  where ${idempotencyKeys.userId} = ${user.id} and ${idempotencyKeys.key} = ${idempotencyKey})`
            : sql`null::int`
        } as key_order_id,
        ${termsJson(sql`c.promotion_id`, user.id)} as promotion,
        ${storedTerms} as marketplace
      from ${carts} c where c.user_id = ${user.id}
      for update of c`),
  );
  if (idempotencyKey) {
    // Without a cart (the first attempt emptied it) the key is looked up on its own.
    const existing = cart ? (cart.key_order_id ?? undefined) : await orderForKey(tx, user.id, idempotencyKey);
    if (existing !== undefined && existing !== null) return { orderId: Number(existing), replayed: true };
  }
  if (!cart) throw badRequest(MSG.cartEmpty);
  const cartId = Number(cart.id);
  const lines = await tx
    .select({ variantId: cartItems.variantId, productId: cartItems.productId, quantity: cartItems.quantity })
    .from(cartItems)
    .where(eq(cartItems.cartId, cartId))
    .orderBy(asc(cartItems.productId), asc(cartItems.variantId));
  if (lines.length === 0) throw badRequest(MSG.cartEmpty);

  const [address] = await tx
    .select()
    .from(addresses)
    .where(and(eq(addresses.id, input.addressId), eq(addresses.userId, user.id)));
  if (!address) throw notFound(MSG.addressNotFound);
  // The fees of the store settings and the marketplace's terms as this transaction reads them (an
  // order keeps the amounts, the commission and who collects the cash it was placed with).
  const settings = await deps.settings.readIn(tx);
  const terms = termsOf(cart.marketplace);
  // Shipping as the address's country has it: its zone's fee, or the settings' one fee without zones.
  const shopPricing = shippingPricing(settings, address.country);
  if (!shopPricing) throw badRequest(MSG.noShippingTo(address.country));

  // 2. Lock the products in id order (no deadlock between carts holding the same products), check
  //    every line, then decrement each variant with a guard that can never go below zero.
  const locked = await lockVariants(
    tx,
    lines.map((l) => l.variantId),
  );
  const byId = new Map(locked.map((v) => [v.variantId, v]));
  for (const line of lines) {
    const variant = byId.get(line.variantId);
    if (!variant?.forSale) throw conflict("A product in your cart is no longer available", ERROR_CODES.outOfStock);
    if (variant.quantity < line.quantity) {
      throw conflict(MSG.outOfStock(nameOf(variant), variant.quantity), ERROR_CODES.outOfStock);
    }
  }

  // 3. The code, checked against the lines as they are now (redeemed with the order's rows below).
  // Each line is taxed at its category's rate, else the shop's (docs/decisions/0036-taxes.md).
  const pricing = lines.map((l) => {
    const v = byId.get(l.variantId)!;
    return {
      key: l.variantId,
      unitPriceCents: v.specialPriceCents,
      quantity: l.quantity,
      sellerId: v.sellerId,
      // What a code's scope names (docs/decisions/0057).
      productId: v.productId,
      categoryId: v.categoryId,
      taxRateBp: v.taxRateBp ?? shopPricing.taxRateBp,
    };
  });
  const code = parseTerms(cart.promotion as never);
  const checked = code ? checkCode(code, pricing, new Date(), shopMoney(settings)) : null;
  if (checked && !checked.applies) {
    throw conflict(checked.usedUp ? MSG.promoJustUsedUp : checked.reason, ERROR_CODES.conflict);
  }
  const promotion = checked?.applies ? checked.outcome : undefined;

  const stock = await takeStock(tx, lines, LOW_STOCK_THRESHOLD);
  if (stock.taken !== lines.length) throw conflict("Stock changed while placing the order", ERROR_CODES.outOfStock);

  // 4. Copies and totals, by the shared pricing module: the order, its lines with their share of the
  //    discount, and each seller's part with its share of shipping and tax.
  // In minor units of the shop's currency; the order keeps the currency and the rate it was charged.
  const totals = checkoutTotals(pricing, shopPricing, promotion);
  if (totals.totalCents > MAX_ORDER_TOTAL_CENTS) throw badRequest(MSG.orderTooLarge);
  const lineDiscount = (variantId: number) => promotion?.lineDiscounts.get(variantId) ?? 0;
  const parts = sellerParts(
    pricing.map((l) => ({ ...l, discountCents: lineDiscount(l.key) })),
    totals,
    code?.sellerId ?? null,
    shopPricing,
  );
  const [order] = await tx
    .insert(orders)
    .values({
      userId: user.id,
      email: user.email,
      status: firstStatus,
      subtotalCents: totals.subtotalCents,
      discountCents: totals.discountCents,
      promotionId: promotion ? code!.id : null,
      promotionCode: promotion ? code!.code : null,
      shippingCents: totals.shippingCents,
      taxCents: totals.taxCents,
      totalCents: totals.totalCents,
      currency: settings.currency,
      language: negotiateLanguage(acceptLanguage, settings.languages),
      pricesIncludeTax: shopPricing.pricesIncludeTax === true,
      addressId: address.id,
      ...addressSnapshot(address),
    })
    .returning();
  const orderId = order!.id;
  const items = await tx
    .insert(orderItems)
    .values(
      lines.map((l) => {
        const v = byId.get(l.variantId)!;
        return {
          orderId,
          productId: v.productId,
          productName: v.name,
          image: v.image,
          unitPriceCents: v.specialPriceCents,
          discountBp: v.discountBp,
          quantity: l.quantity,
          sellerId: v.sellerId,
          variantId: v.variantId,
          options: v.options,
          sku: v.sku,
          promotionDiscountCents: lineDiscount(v.variantId),
          taxRateBp: v.taxRateBp ?? shopPricing.taxRateBp,
        };
      }),
    )
    .returning();
  const sellerOf = (sellerId: number) => locked.find((v) => v.sellerId === sellerId)!;
  const rateOf = (sellerId: number) => locked.find((v) => v.sellerId === sellerId)?.commissionBp ?? terms.commissionBp;
  const shipments = parts.map((part) => ({
    sellerId: part.sellerId,
    status: firstStatus,
    itemsCents: part.itemsCents,
    discountCents: part.discountCents,
    sellerFundedCents: part.sellerFundedCents,
    sellerTotalCents: part.sellerTotalCents,
    shippingCents: part.shippingCents,
    taxCents: part.taxCents,
    paidCents: part.paidCents,
    commissionBp: rateOf(part.sellerId),
    // The shop collects a card's money (through Stripe), as it collects cash it is paid.
    cashCollectedBy: card ? ("platform" as const) : terms.cashCollectedBy,
  }));
  const payment = card
    ? {
        method: CARD_PAYMENT.paymentMethod,
        pgName: CARD_PAYMENT.pgName,
        pgPaymentId: "",
        pgStatus: PAYMENT_STATUS.pending,
        pgResponseMessage: CARD_PAYMENT.defaultMessage,
      }
    : {
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
    shipments.map((s) => ({ ...s, sellerName: sellerOf(s.sellerId).sellerName })),
  );

  // 5. Everything else the order writes, in one statement of data-modifying CTEs: the sellers'
  //    parts, the history, the idempotency key, the emptied cart and the confirmation mail (in the
  //    outbox: sent if and only if the order exists), then the payment, which is written only if the
  //    code's redemption (a function, in its condition) found a use left.
  // A card order keeps the cart and records its history once paid (payments/settle.ts).
  const writes: SQL[] = [
    tx
      .insert(sellerShipments)
      .values(shipments.map((s) => ({ orderId, ...s })))
      .getSQL(),
    ...(card
      ? []
      : [
          eventsInsert(tx, orderId, customerActor(user), [
            { sellerId: null, status: ORDER_STATUS.placed },
            ...shipments.map((s) => ({ sellerId: s.sellerId, status: s.status })),
          ]).getSQL(),
          tx.delete(carts).where(eq(carts.id, cartId)).getSQL(),
        ]),
    ...(idempotencyKey
      ? [tx.insert(idempotencyKeys).values({ userId: user.id, key: idempotencyKey, orderId }).getSQL()]
      : []),
  ];
  // The mails go with the order: the customer's confirmation, each seller's lines to ship, and the
  // low-stock mails of the variants this order took below the line (once per crossing: only the
  // order that crossed it sees the crossing).
  // A card order's mails are held until it is paid (docs/decisions/0050-card-payments-through-stripe.md),
  // so they say what it is when they go out: placed, paid by card.
  const asMailed = card
    ? {
        ...placed,
        orderStatus: ORDER_STATUS.placed,
        paymentDTO: { ...placed.paymentDTO, pgStatus: PAYMENT_STATUS.succeeded },
      }
    : placed;
  const mails = placementMails(mailShopOf(settings, deps.storefrontUrl, deps.publicUrl), asMailed, {
    customerWantsMail: user.orderEmails,
    language: order!.language ?? settings.languages[0] ?? "en",
    sellerOfLine: new Map(items.map((i) => [i.id, i.sellerId])),
    sellers: new Map(locked.map((v) => [v.sellerId, v])),
    variants: new Map(locked.map((v) => [v.variantId, v])),
    lowStock: stock.crossed,
  });
  if (mails.length > 0 && !card) writes.push(mailsInsertStatement(tx, mails).getSQL());
  // A card order holds its mails on the payment until Stripe says it is paid.
  const held = card ? JSON.stringify(mails) : null;
  const paymentInsert = sql`insert into ${payments} (order_id, method, pg_name, pg_payment_id, pg_status, pg_response_message, expires_at, held_mails)
    select ${orderId}, ${payment.method}, ${payment.pgName}, ${payment.pgPaymentId}, ${payment.pgStatus}, ${payment.pgResponseMessage},
      ${card ? card.expiresAt.toISOString() : null}::timestamptz, ${held}::jsonb
    ${promotion ? sql`where ${redeemCondition(code!.id, orderId, user.id)}` : sql``}
    returning id`;
  const [paid] = await rowsOf<{ id: number }>(
    tx.execute(
      sql`with ${sql.join(
        writes.map((w, i) => sql`${sql.raw(`w${i}`)} as (${w})`),
        sql`, `,
      )} ${paymentInsert}`,
    ),
  );
  // The code's last use went to a checkout that committed first: nothing of this order stays.
  if (!paid) throw conflict(MSG.promoJustUsedUp, ERROR_CODES.conflict);
  return {
    replayed: false,
    order: { ...placed, paymentDTO: { ...placed.paymentDTO, paymentId: Number(paid.id) } },
    lowStock: stock.crossed,
  };
}

/** "T-shirt (Size: M · Color: Blue)": a variant named as a shopper chose it. */
const nameOf = (v: LockedVariant) => {
  const options = describeVariant(v.options);
  return options ? `${v.name} (${options})` : v.name;
};
