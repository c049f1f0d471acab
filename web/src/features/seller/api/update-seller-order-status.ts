import { api } from "../../../lib/api-client";

/** PUT /seller/orders/{id}/status?status=: the seller's part of the order moves on. */
export function updateSellerOrderStatus(orderId: number, status: "Shipped" | "Delivered"): Promise<unknown> {
  return api.put(`/seller/orders/${orderId}/status`, undefined, { query: { status } });
}
