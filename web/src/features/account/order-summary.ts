import type { Order, ShopMoney } from "@shop/contract";

/** How many things the order holds: its lines' quantities added up. */
export const itemCountOf = (order: Pick<Order, "orderItemDTOs">) =>
  order.orderItemDTOs.reduce((sum, item) => sum + item.quantity, 0);

/** "Nov 22, 2026, 10:15 AM · 3 items": an order's placing and size, as its list entry and its page say it. */
export function orderSummaryLine(order: Pick<Order, "orderDate" | "orderItemDTOs">, money: ShopMoney): string {
  const count = itemCountOf(order);
  return `${money.dateTime(order.orderDate)} · ${count} ${count === 1 ? "item" : "items"}`;
}
