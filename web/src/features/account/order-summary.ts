import type { Order, ShopMoney } from "@shop/contract";

/** How many things the order holds: its lines' quantities added up. */
export const itemCountOf = (order: Pick<Order, "orderItemDTOs">) =>
  order.orderItemDTOs.reduce((sum, item) => sum + item.quantity, 0);

const englishItems = (count: number) => `${count} ${count === 1 ? "item" : "items"}`;

/**
 * "Nov 22, 2026, 10:15 AM · 3 items": an order's placing and size, as its list entry and its page say it;
 * `items` writes the count in the page's language (the account's `ordersTab.items`, decision 0045).
 */
export function orderSummaryLine(
  order: Pick<Order, "orderDate" | "orderItemDTOs">,
  money: ShopMoney,
  items: (count: number) => string = englishItems,
): string {
  return `${money.dateTime(order.orderDate)} · ${items(itemCountOf(order))}`;
}
