/** Status → badge colour rules of docs/product/storefront.md §4 "Orders". */
import type { BadgeTone } from "./badge";

const has = (status: string, ...keywords: string[]) => {
  const lower = status.toLowerCase();
  return keywords.some((keyword) => lower.includes(keyword));
};

/** The label of an order status on the account screen ("Processing" when empty). */
export function accountOrderStatusLabel(status: string | null | undefined): string {
  return status?.trim() ? status : "Processing";
}

/** Shopper's order list: deliver/complet green, ship/transit blue, cancel/refund red, process/confirm yellow, else purple. */
export function accountOrderStatusTone(status: string | null | undefined): BadgeTone {
  const value = accountOrderStatusLabel(status);
  if (has(value, "deliver", "complet")) return "green";
  if (has(value, "ship", "transit")) return "blue";
  if (has(value, "cancel", "refund")) return "red";
  if (has(value, "process", "confirm")) return "yellow";
  return "purple";
}

/** Seller screens: cancel red, ship blue, deliver/complet green, process/placed yellow, else grey. */
export function sellerOrderStatusTone(status: string | null | undefined): BadgeTone {
  const value = status ?? "";
  if (has(value, "cancel")) return "red";
  if (has(value, "ship")) return "blue";
  if (has(value, "deliver", "complet")) return "green";
  if (has(value, "process", "placed")) return "yellow";
  return "grey";
}

/** Payment status: pending yellow, success (cash collected, a card's payment succeeded) green, failed red, anything else grey. */
export function paymentStatusTone(status: string | null | undefined): BadgeTone {
  switch ((status ?? "").toLowerCase()) {
    case "pending":
      return "yellow";
    case "success":
    case "succeeded":
      return "green";
    case "failed":
      return "red";
    default:
      return "grey";
  }
}

const PAYMENT_LABELS: Record<string, string> = {
  pending: "Pending",
  success: "Paid",
  succeeded: "Paid",
  failed: "Failed",
  cancelled: "Cancelled",
};

/** The payment's status as a person writes it: a collected cash payment reads "Paid". */
export function paymentStatusLabel(status: string | null | undefined): string {
  const value = (status ?? "").trim();
  if (!value) return "Unknown";
  return PAYMENT_LABELS[value.toLowerCase()] ?? value.charAt(0).toUpperCase() + value.slice(1);
}

export function paymentMethodLabel(method: string | null | undefined): string {
  return (method ?? "").toLowerCase() === "cash" ? "Cash on Delivery" : "Online Payment";
}

/** Mark Delivered follows Mark Shipped: offered while the seller's part reads Shipped. */
export function canMarkDelivered(status: string | null | undefined): boolean {
  return (status ?? "").trim().toLowerCase() === "shipped";
}

/** A seller may mark an order Shipped only while its status names none of these. */
export function canMarkShipped(status: string | null | undefined): boolean {
  return !has(status ?? "", "cancel", "deliver", "complet", "ship");
}
