import type { SellerOrder } from "@shop/contract";
import { api } from "../../../lib/api-client";

/** What a seller may add when marking their part shipped: the carrier and its tracking number. */
export interface Tracking {
  carrier?: string;
  trackingNumber?: string;
}

/** PUT /seller/orders/{id}/status?status=: the seller's part of the order moves on (Shipped may carry tracking). */
export function updateSellerOrderStatus(
  orderId: number,
  status: "Shipped" | "Delivered",
  tracking?: Tracking,
): Promise<unknown> {
  const body = tracking && (tracking.carrier || tracking.trackingNumber) ? tracking : undefined;
  return api.put(`/seller/orders/${orderId}/status`, body, { query: { status } });
}

/** PUT /seller/orders/{id}/cancel with the reason: the seller's part as it is now. */
export function cancelSellerPart(orderId: number, reason: string): Promise<SellerOrder> {
  return api.put<SellerOrder>(`/seller/orders/${orderId}/cancel`, { reason });
}

/**
 * PUT /seller/orders/{id}/tracking: the corrected tracking number of the seller's shipped part
 * (docs/decisions/0058-correcting-a-tracking-number.md); the customer is mailed it once.
 */
export function correctTracking(orderId: number, trackingNumber: string): Promise<SellerOrder> {
  return api.put<SellerOrder>(`/seller/orders/${orderId}/tracking`, { trackingNumber });
}
