import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { OrderStatusBadge, PaymentStatusBadge } from "./order-status-badge";

/** The badge's colour family, read from its Tailwind classes. */
function colourOf(text: string): string {
  const badge = screen.getByText(text).closest("span.rounded-full");
  const match = /bg-(emerald|sky|red|amber|violet|ink)-/.exec(badge?.className ?? "");
  return match?.[1] ?? "none";
}

describe("order status colours (account list, docs/product/storefront.md §4)", () => {
  it.each([
    ["Delivered", "emerald"],
    ["Completed", "emerald"],
    ["Shipped", "sky"],
    ["Partially Shipped", "sky"],
    ["In Transit", "sky"],
    ["Cancelled", "red"],
    ["Refunded", "red"],
    ["Processing", "amber"],
    ["Confirmed", "amber"],
    ["Order Placed", "violet"],
  ])("%s is %s", (status, colour) => {
    render(<OrderStatusBadge status={status} />);
    expect(colourOf(status)).toBe(colour);
  });

  it('shows "Processing" in yellow when the status is missing', () => {
    render(<OrderStatusBadge status="" />);
    expect(colourOf("Processing")).toBe("amber");
  });

  it.each([
    ["pending", "Pending", "amber"],
    ["success", "Paid", "emerald"],
    ["succeeded", "Paid", "emerald"],
    ["failed", "Failed", "red"],
    ["cancelled", "Cancelled", "ink"],
  ])("payment status %s reads %s in %s", (status, label, colour) => {
    render(<PaymentStatusBadge status={status} />);
    expect(colourOf(label)).toBe(colour);
  });
});
