/** Reading orders back as the API's shapes, in a fixed number of queries whatever the number of orders. */
import {
  addressSnapshot,
  currencyDigits,
  discountPercent,
  fromMinor,
  type InvoiceIssuer,
  ORDER_STATUS,
  percentOf,
  type Order,
  type OrderItem,
  type Payment,
  type SellerOrder,
  type Shipment,
  subtotalCents,
  trackingUrl,
} from "@shop/contract";
import { and, asc, desc, eq, inArray, type SQL, sql } from "drizzle-orm";
import type { Tx } from "../../db/client.js";
import { orderItems, orders, payments, sellerProfiles, sellerShipments } from "../../db/schema/index.js";
import { imageUrl } from "../images/urls.js";
import { sellerNameOf } from "../catalog/product-repository.js";
import { entriesOfDelivery } from "../ledger/book-delivery.js";

export type OrderRow = typeof orders.$inferSelect;
type ItemRow = typeof orderItems.$inferSelect;

const EMPTY_PAYMENT: Payment = {
  paymentId: 0,
  paymentMethod: "",
  pgName: "",
  pgPaymentId: "",
  pgStatus: "",
  pgResponseMessage: "",
};

function addressOf(o: OrderRow) {
  return { addressId: o.addressId, ...addressSnapshot(o) };
}

/** One seller's part as loaded: status, tracking, and the seller's name. */
interface PartRow {
  sellerId: number;
  sellerName: string;
  status: string;
  carrier: string | null;
  trackingNumber: string | null;
}

const trackingOf = (part: PartRow | undefined) => ({
  carrier: part?.carrier ?? null,
  trackingNumber: part?.trackingNumber ?? null,
  trackingUrl: trackingUrl(part?.carrier, part?.trackingNumber),
});

/** A part's money as fixed at placement. */
interface PartMoney {
  sellerTotalCents: number;
  discountCents: number;
  paidCents: number;
  commissionBp: number;
  cashCollectedBy: string;
  status: string;
}

interface Parts {
  /** orderId → the loaded lines, in line order */
  items: Map<number, ItemRow[]>;
  payments: Map<number, Payment>;
  /** orderId → sellerId → the part's seller total and discount (as fixed when the order was placed) */
  money: Map<number, Map<number, PartMoney>>;
  /** orderId → the parts, in seller order */
  parts: Map<number, PartRow[]>;
}

/** Lines (only one seller's when `sellerId` is given), payments and seller parts of these orders. */
async function loadParts(db: Tx, orderIds: number[], sellerId?: number): Promise<Parts> {
  const parts: Parts = {
    items: new Map(),
    payments: new Map(),
    money: new Map(),
    parts: new Map(),
  };
  if (orderIds.length === 0) return parts;
  const [itemRows, paymentRows, shipmentRows] = await Promise.all([
    db
      .select()
      .from(orderItems)
      .where(
        and(
          inArray(orderItems.orderId, orderIds),
          sellerId === undefined ? undefined : eq(orderItems.sellerId, sellerId),
        ),
      )
      .orderBy(asc(orderItems.id)),
    db.select().from(payments).where(inArray(payments.orderId, orderIds)),
    db
      .select({
        orderId: sellerShipments.orderId,
        sellerId: sellerShipments.sellerId,
        status: sellerShipments.status,
        sellerTotalCents: sellerShipments.sellerTotalCents,
        discountCents: sellerShipments.discountCents,
        paidCents: sellerShipments.paidCents,
        commissionBp: sellerShipments.commissionBp,
        cashCollectedBy: sellerShipments.cashCollectedBy,
        carrier: sellerShipments.carrier,
        trackingNumber: sellerShipments.trackingNumber,
        sellerName: sellerNameOf(sellerProfiles.displayName, sellerShipments.sellerId),
      })
      .from(sellerShipments)
      .leftJoin(sellerProfiles, eq(sellerProfiles.sellerId, sellerShipments.sellerId))
      .where(inArray(sellerShipments.orderId, orderIds))
      .orderBy(asc(sellerShipments.orderId), asc(sellerShipments.sellerId)),
  ]);
  for (const s of shipmentRows) {
    const list = parts.parts.get(s.orderId) ?? [];
    list.push({
      sellerId: s.sellerId,
      sellerName: s.sellerName,
      status: s.status,
      carrier: s.carrier,
      trackingNumber: s.trackingNumber,
    });
    parts.parts.set(s.orderId, list);
    const money = parts.money.get(s.orderId) ?? new Map();
    money.set(s.sellerId, {
      sellerTotalCents: s.sellerTotalCents,
      discountCents: s.discountCents,
      paidCents: s.paidCents,
      commissionBp: s.commissionBp,
      cashCollectedBy: s.cashCollectedBy,
      status: s.status,
    });
    parts.money.set(s.orderId, money);
  }
  for (const p of paymentRows) {
    parts.payments.set(p.orderId, {
      paymentId: p.id,
      paymentMethod: p.method,
      pgName: p.pgName,
      pgPaymentId: p.pgPaymentId,
      pgStatus: p.pgStatus,
      pgResponseMessage: p.pgResponseMessage,
    });
  }
  for (const i of itemRows) {
    const list = parts.items.get(i.orderId) ?? [];
    list.push(i);
    parts.items.set(i.orderId, list);
  }
  return parts;
}

function toOrderItem(i: ItemRow, parts: Parts, digits: number): OrderItem {
  return {
    orderItemId: i.id,
    productId: i.productId,
    productDTO: { productId: i.productId, productName: i.productName, image: imageUrl(i.image) },
    quantity: i.quantity,
    orderedProductPrice: fromMinor(i.unitPriceCents, digits),
    discount: discountPercent(i.discountBp),
    status: partOf(parts, i.orderId, i.sellerId)?.status ?? "",
    variantId: i.variantId ?? null,
    options: i.options ?? {},
    sku: i.sku ?? null,
    promotionDiscount: fromMinor(i.promotionDiscountCents ?? 0, digits),
    taxRate: percentOf(i.taxRateBp),
    ...trackingOf(partOf(parts, i.orderId, i.sellerId)),
  };
}

const partOf = (parts: Parts, orderId: number, sellerId: number) =>
  parts.parts.get(orderId)?.find((p) => p.sellerId === sellerId);

/** The order's parts as the customer sees them. */
const shipmentsOf = (orderId: number, parts: Parts): Shipment[] =>
  (parts.parts.get(orderId) ?? []).map((p) => ({ sellerName: p.sellerName, status: p.status, ...trackingOf(p) }));

const itemsOf = (orderId: number, parts: Parts) => parts.items.get(orderId) ?? [];

/**
 * The order's payment with what the customer pays on delivery: what placement fixed as paid for each
 * part not cancelled (docs/decisions/0048-part-cancellation-mails-and-cash.md); the order's total while
 * its parts are not loaded (a fresh order, every part open).
 */
function paymentOf(o: OrderRow, parts: Parts): Payment {
  const payment = parts.payments.get(o.id);
  if (!payment) return EMPTY_PAYMENT;
  const money = parts.money.get(o.id);
  const dueCents = money ? dueCentsOf(money.values()) : o.totalCents;
  return { ...payment, amount: fromMinor(dueCents, digitsOf(o)) };
}

/** What is left to pay on delivery for these parts: what placement fixed as paid for each one not cancelled. */
const dueCentsOf = (money: Iterable<PartMoney>) => {
  let sum = 0;
  for (const m of money) if (m.status !== ORDER_STATUS.cancelled) sum += m.paidCents;
  return sum;
};

/** The decimals of the currency an order was placed in: its amounts are kept in that currency's minor units. */
const digitsOf = (o: OrderRow) => currencyDigits(o.currency);

function toOrder(o: OrderRow, parts: Parts): Order {
  const digits = digitsOf(o);
  const amount = (minor: number) => fromMinor(minor, digits);
  return {
    orderId: o.id,
    email: o.email,
    orderDate: o.orderDate.toISOString(),
    orderStatus: o.status,
    totalAmount: amount(o.totalCents),
    subtotal: amount(o.subtotalCents),
    discount: amount(o.discountCents ?? 0),
    promotionCode: o.promotionCode ?? null,
    shippingFee: amount(o.shippingCents),
    tax: amount(o.taxCents),
    taxAmount: amount(o.taxCents),
    pricesIncludeTax: o.pricesIncludeTax,
    currency: o.currency,
    addressId: o.addressId,
    address: addressOf(o),
    paymentDTO: paymentOf(o, parts),
    orderItemDTOs: itemsOf(o.id, parts).map((i) => toOrderItem(i, parts, digits)),
    shipments: shipmentsOf(o.id, parts),
  };
}

/** An order from rows already at hand (the ones placement just wrote): no reading back. */
export function assembleOrder(
  order: OrderRow,
  items: ItemRow[],
  payment: Payment,
  shipments: { sellerId: number; status: string; sellerName: string }[],
): Order {
  const parts: Parts = {
    items: new Map([[order.id, [...items].sort((a, b) => a.id - b.id)]]),
    payments: new Map([[order.id, payment]]),
    money: new Map(),
    parts: new Map([
      [
        order.id,
        [...shipments]
          .sort((a, b) => a.sellerId - b.sellerId)
          .map((s) => ({ ...s, carrier: null, trackingNumber: null })),
      ],
    ]),
  };
  return toOrder(order, parts);
}

async function toOrders(db: Tx, rows: OrderRow[]): Promise<Order[]> {
  const parts = await loadParts(
    db,
    rows.map((o) => o.id),
  );
  return rows.map((o) => toOrder(o, parts));
}

/** One page of the customer's orders, newest first, and how many there are in all. */
export async function listOwnOrders(
  db: Tx,
  userId: number,
  page: { pageNumber: number; pageSize: number },
): Promise<{ orders: Order[]; total: number }> {
  const [rows, [count]] = await Promise.all([
    db
      .select()
      .from(orders)
      .where(eq(orders.userId, userId))
      .orderBy(desc(orders.orderDate), desc(orders.id))
      .limit(page.pageSize)
      .offset(page.pageNumber * page.pageSize),
    db.select({ n: sql<number>`count(*)::int` }).from(orders).where(eq(orders.userId, userId)),
  ]);
  return { orders: await toOrders(db, rows), total: Number(count?.n ?? 0) };
}

async function firstOrder(db: Tx, where: SQL | undefined): Promise<Order | undefined> {
  return (await toOrders(db, await db.select().from(orders).where(where)))[0];
}

/** One order by id, or undefined. */
export const findOrder = (db: Tx, orderId: number) => firstOrder(db, eq(orders.id, orderId));

/** The customer's own order, or undefined (also when it belongs to someone else). */
export const findOwnOrder = (db: Tx, orderId: number, userId: number) =>
  firstOrder(db, and(eq(orders.id, orderId), eq(orders.userId, userId)));

/**
 * What the parts bring their seller, by the ledger's own definition of a delivery's entries
 * (ledger/book-delivery.ts), so the order's details and the Earnings tab say the same; a cancelled
 * part books nothing. Several parts (an admin's view of the whole shop) add up.
 */
function earningsOf(o: OrderRow, money: readonly PartMoney[]): NonNullable<SellerOrder["earnings"]> {
  const sums = { sale: 0, commission: 0, cash: 0 };
  for (const m of money) {
    if (m.status === ORDER_STATUS.cancelled) continue;
    const entries = entriesOfDelivery(
      {
        orderId: o.id,
        sellerId: 0,
        sellerTotalCents: m.sellerTotalCents,
        paidCents: m.paidCents,
        commissionBp: m.commissionBp,
        cashCollectedBy: m.cashCollectedBy,
      },
      null,
    );
    for (const e of entries) {
      if (e.type === "sale") sums.sale += e.amountCents;
      else if (e.type === "commission") sums.commission += e.amountCents;
      else if (e.type === "cash_collected") sums.cash += e.amountCents;
    }
  }
  const digits = digitsOf(o);
  const rates = [...new Set(money.map((m) => m.commissionBp))];
  return {
    sale: fromMinor(sums.sale, digits),
    commission: fromMinor(sums.commission, digits),
    commissionPercent: rates.length === 1 ? percentOf(rates[0]!) : 0,
    cashCollected: fromMinor(sums.cash, digits),
    net: fromMinor(sums.sale + sums.commission + sums.cash, digits),
  };
}

/**
 * Orders as one seller sees them: only their lines, their part's status and their earnings.
 * `sellerId` undefined = the whole shop (an admin without the seller role).
 */
export async function toSellerOrders(db: Tx, rows: OrderRow[], sellerId: number | undefined): Promise<SellerOrder[]> {
  const parts = await loadParts(
    db,
    rows.map((o) => o.id),
    sellerId,
  );
  return rows.map((o) => {
    const items = itemsOf(o.id, parts);
    // The parts' amounts as fixed at placement: one seller's, or the whole shop's.
    const money = [...(parts.money.get(o.id) ?? new Map()).entries()]
      .filter(([s]) => sellerId === undefined || s === sellerId)
      .map(([, m]) => m);
    const sellerTotalCents =
      money.length > 0 ? money.reduce((sum, m) => sum + m.sellerTotalCents, 0) : subtotalCents(items);
    return {
      orderId: o.id,
      orderDate: o.orderDate.toISOString(),
      email: o.email,
      orderStatus: sellerId === undefined ? o.status : (partOf(parts, o.id, sellerId)?.status ?? o.status),
      sellerTotal: fromMinor(sellerTotalCents, digitsOf(o)),
      discount: fromMinor(
        money.reduce((sum, m) => sum + m.discountCents, 0),
        digitsOf(o),
      ),
      promotionCode: o.promotionCode ?? null,
      currency: o.currency,
      earnings: earningsOf(o, money),
      orderItemDTOs: items.map((i) => toOrderItem(i, parts, digitsOf(o))),
      paymentDTO: paymentOf(o, parts),
      cashOnDelivery: fromMinor(dueCentsOf(money), digitsOf(o)),
      addressDTO: addressOf(o),
      // Who issued the order's invoices, once its first was (docs/decisions/0040-invoices-issued-by-sellers.md).
      ...(o.invoiceIssuer ? { invoiceIssuer: o.invoiceIssuer as InvoiceIssuer } : {}),
      ...(sellerId === undefined ? {} : trackingOf(partOf(parts, o.id, sellerId))),
      // Every part, who ships it and its status: only the whole shop's view (a seller sees only their own).
      ...(sellerId === undefined
        ? {
            parts: (parts.parts.get(o.id) ?? []).map((p) => ({
              sellerId: p.sellerId,
              sellerName: p.sellerName,
              status: p.status,
            })),
          }
        : {}),
    };
  });
}
