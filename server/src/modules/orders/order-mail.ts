/** The order confirmation mail (beyond the spec), queued in the mail outbox with the order. */
import { describeVariant, formatLineTotal, formatMoney, type Order } from "@shop/contract";

export function confirmationMail(shopName: string, storefrontUrl: string, order: Order) {
  const lines = order.orderItemDTOs.map((i) => {
    const variant = describeVariant(i.options);
    return `  ${i.quantity} × ${i.productDTO.productName}${variant ? ` (${variant})` : ""}${i.sku ? ` [SKU ${i.sku}]` : ""}  ${formatLineTotal(i.orderedProductPrice, i.quantity)}`;
  });
  const a = order.address;
  const text = [
    `Thank you for your order at ${shopName}!`,
    "",
    `Order #${order.orderId} — ${order.orderStatus}`,
    ...lines,
    "",
    `Subtotal: ${formatMoney(order.subtotal)}`,
    ...(order.discount > 0 ? [`Discount (${order.promotionCode}): -${formatMoney(order.discount)}`] : []),
    `Shipping: ${formatMoney(order.shippingFee)}`,
    `Tax: ${formatMoney(order.tax)}`,
    `Total: ${formatMoney(order.totalAmount)} (cash on delivery)`,
    "",
    "Shipping to:",
    ...(a.fullName ? [`  ${a.fullName}`] : []),
    `  ${a.street}${a.apartmentNumber ? `, ${a.apartmentNumber}` : ""}`,
    `  ${a.zipCode} ${a.city}, ${a.state}, ${a.country}`,
    ...(a.phone ? [`  Phone: ${a.phone}`] : []),
    "",
    `See your orders: ${storefrontUrl}/orders`,
  ].join("\n");
  return { to: order.email, subject: `${shopName}: order #${order.orderId} confirmed`, text };
}
