import { COD_PAYMENT, type Order, orderSchema, type PlaceOrderRequest } from "@shop/contract";
import { FALLBACK } from "@shop/contract/messages/checkout";
import { useMutation } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { requireSession } from "../../../lib/session-guard";

export interface PlaceOrderInput {
  addressId: number;
  /** The optional order note; empty means the spec's "Order placed". */
  note: string;
  /** One key per checkout attempt: a retry or a double click with the same key never places a second order. */
  idempotencyKey: string;
  /** Cash on delivery, or a card through Stripe Checkout (the answer's paymentUrl). */
  method?: "cash" | "card";
}

/** The cash-on-delivery payload of docs/product/storefront.md §9. */
export function placeOrderBody({ addressId, note }: Pick<PlaceOrderInput, "addressId" | "note">): PlaceOrderRequest {
  return {
    addressId,
    paymentMethod: COD_PAYMENT.paymentMethod,
    pgName: COD_PAYMENT.pgName,
    pgPaymentId: COD_PAYMENT.pgPaymentId,
    pgStatus: COD_PAYMENT.pgStatus,
    pgResponseMessage: note.trim() || COD_PAYMENT.defaultMessage,
  };
}

/**
 * POST /order/users/payments/cash (or /card). The answer is checked against the contract but never rejected
 * for its shape: the order exists once the server said 201, and the screen must not claim otherwise.
 */
export async function placeOrder(input: PlaceOrderInput): Promise<Order> {
  requireSession(FALLBACK.loginToPlaceOrder);
  const method = input.method ?? COD_PAYMENT.paymentMethod;
  const answer = await api.post(`/order/users/payments/${method}`, placeOrderBody(input), {
    headers: { "Idempotency-Key": input.idempotencyKey },
  });
  const parsed = orderSchema.safeParse(answer);
  return parsed.success ? parsed.data : (answer as Order);
}

export function usePlaceOrder() {
  return useMutation({ mutationFn: placeOrder });
}
