import type { SellerOrder } from "@shop/contract";
import { useMoney } from "../../../lib/shop-settings";
import { OrderStatusBadge } from "./order-status-badge";

/** The top of an order's card on a phone (the seller's and the admin's order lists): number, day, customer, status. */
export function OrderCardHead({ order }: { order: SellerOrder }) {
  const money = useMoney();
  return (
    <div className="flex items-start justify-between gap-3">
      <div className="min-w-0">
        <p className="font-medium text-ink-900">Order #{order.orderId}</p>
        <p className="text-xs text-ink-500">{money.date(order.orderDate)}</p>
        <p className="truncate text-sm text-ink-700">{order.email}</p>
      </div>
      <OrderStatusBadge status={order.orderStatus} />
    </div>
  );
}
