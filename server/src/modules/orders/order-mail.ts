/** The order confirmation mail (beyond the spec), sent through the shop's mail transport. */
import { formatLineTotal, formatMoney, type Order } from "@shop/contract";
import type { FastifyBaseLogger } from "fastify";
import type { AppDeps } from "../../http/types.js";

export function confirmationMail(shopName: string, publicUrl: string, order: Order) {
  const lines = order.orderItemDTOs.map(
    (i) => `  ${i.quantity} × ${i.productDTO.productName}  ${formatLineTotal(i.orderedProductPrice, i.quantity)}`,
  );
  const a = order.address;
  const text = [
    `Thank you for your order at ${shopName}!`,
    "",
    `Order #${order.orderId} — ${order.orderStatus}`,
    ...lines,
    "",
    `Subtotal: ${formatMoney(order.subtotal)}`,
    `Shipping: ${formatMoney(order.shippingFee)}`,
    `Tax: ${formatMoney(order.tax)}`,
    `Total: ${formatMoney(order.totalAmount)} (cash on delivery)`,
    "",
    "Shipping to:",
    `  ${a.street}${a.apartmentNumber ? `, ${a.apartmentNumber}` : ""}`,
    `  ${a.zipCode} ${a.city}, ${a.state}, ${a.country}`,
    "",
    `See your orders: ${publicUrl}/orders`,
  ].join("\n");
  return { to: order.email, subject: `${shopName}: order #${order.orderId} confirmed`, text };
}

/** Sends the confirmation; a mail failure never undoes a placed order. */
export async function sendOrderConfirmation(deps: AppDeps, order: Order, log?: FastifyBaseLogger): Promise<void> {
  try {
    await deps.mailer.send(confirmationMail(deps.config.shopName, deps.config.publicUrl, order));
  } catch (error) {
    log?.error({ err: error, orderId: order.orderId }, "order confirmation mail failed");
  }
}
