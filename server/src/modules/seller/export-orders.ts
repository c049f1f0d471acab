/**
 * The orders export: one CSV row per order line placed in a date range (UTC days, both
 * included): a seller's own lines, or every line for an admin.
 */
import { currencyDigits, describeVariant, fromMinor, type OrderExportQuery } from "@shop/contract";
import { and, asc, eq, gte, lt } from "drizzle-orm";
import type { Tx } from "../../db/client.js";
import { orderItems, orders, payments, sellerShipments, users } from "../../db/schema/index.js";
import { toCsv } from "../../core/csv.js";
import type { SellerScope } from "./repository.js";
import { dayAfter, dayStart } from "../../db/days.js";

const COLUMNS = [
  "order_id",
  "order_date",
  "order_status",
  "part_status",
  "payment_status",
  "customer_email",
  "seller",
  "product_id",
  "product_name",
  "variant",
  "sku",
  "quantity",
  "unit_price",
  "line_total",
  "line_discount",
  "currency",
  "promotion_code",
  "recipient_name",
  "phone",
  "street",
  "apartment",
  "city",
  "state",
  "zip_code",
  "country",
] as const;

/** "19.99", "1980", "12.345" from minor units of the order's currency: decimal text, as accounting software reads it. */
const decimal = (minor: number, currency: string) => {
  const digits = currencyDigits(currency);
  return fromMinor(minor, digits).toFixed(digits);
};

export async function ordersCsv(db: Tx, sellerId: SellerScope, range: OrderExportQuery): Promise<string> {
  const from = dayStart(range.from);
  const until = dayAfter(range.to);
  const rows = await db
    .select({
      orderId: orders.id,
      orderDate: orders.orderDate,
      orderStatus: orders.status,
      partStatus: sellerShipments.status,
      paymentStatus: payments.pgStatus,
      email: orders.email,
      seller: users.username,
      productId: orderItems.productId,
      productName: orderItems.productName,
      options: orderItems.options,
      sku: orderItems.sku,
      quantity: orderItems.quantity,
      unitPriceCents: orderItems.unitPriceCents,
      lineDiscountCents: orderItems.promotionDiscountCents,
      promotionCode: orders.promotionCode,
      currency: orders.currency,
      fullName: orders.fullName,
      phone: orders.phone,
      street: orders.street,
      apartmentNumber: orders.apartmentNumber,
      city: orders.city,
      state: orders.state,
      zipCode: orders.zipCode,
      country: orders.country,
    })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .leftJoin(
      sellerShipments,
      and(eq(sellerShipments.orderId, orderItems.orderId), eq(sellerShipments.sellerId, orderItems.sellerId)),
    )
    .leftJoin(payments, eq(payments.orderId, orders.id))
    .leftJoin(users, eq(users.id, orderItems.sellerId))
    .where(
      and(
        gte(orders.orderDate, from),
        lt(orders.orderDate, until),
        sellerId === undefined ? undefined : eq(orderItems.sellerId, sellerId),
      ),
    )
    .orderBy(asc(orders.orderDate), asc(orders.id), asc(orderItems.id));
  return toCsv(
    COLUMNS,
    rows.map((r) => [
      r.orderId,
      r.orderDate.toISOString(),
      r.orderStatus,
      r.partStatus ?? "",
      r.paymentStatus ?? "",
      r.email,
      r.seller ?? "",
      r.productId ?? "",
      r.productName,
      describeVariant(r.options),
      r.sku ?? "",
      r.quantity,
      decimal(r.unitPriceCents, r.currency),
      decimal(r.unitPriceCents * r.quantity, r.currency),
      decimal(r.lineDiscountCents ?? 0, r.currency),
      r.currency,
      r.promotionCode ?? "",
      r.fullName ?? "",
      r.phone ?? "",
      r.street,
      r.apartmentNumber ?? "",
      r.city,
      r.state,
      r.zipCode,
      r.country,
    ]),
  );
}
