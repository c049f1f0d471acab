import type { Order } from "@shop/contract";
import { screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { order } from "../../../test/fixtures";
import { mockApi } from "../../../test/mock-api-routes";
import { makeUser, renderWithProviders } from "../../../test/render";
import { OrderDetails } from "./order-details";

describe("OrderDetails", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("names each line's variant and shows the code's discount line", () => {
    const placed = order({
      subtotal: 40,
      discount: 4,
      promotionCode: "SAVE10",
      tax: 2.52,
      totalAmount: 44.51,
      orderItemDTOs: [
        {
          ...order().orderItemDTOs[0],
          productDTO: { productId: 9, productName: "Crew Tee", image: "default.png" },
          options: { Size: "M", Color: "Navy" },
          sku: "TEE-M-NVY",
          promotionDiscount: 4,
        },
      ],
    }) as Order;
    renderWithProviders(<OrderDetails order={placed} />);
    const items = within(screen.getByRole("region", { name: "Items of order 501" }));
    expect(items.getByText("Size: M · Color: Navy")).toBeInTheDocument();
    const amounts = within(screen.getByRole("region", { name: "Order amounts" }));
    expect(amounts.getByText("Discount (SAVE10)").nextSibling).toHaveTextContent("-$4.00");
    expect(amounts.getByText("Total").nextSibling).toHaveTextContent("$44.51");
  });

  it("reads a collected cash payment as Paid and links a delivered line to its review", () => {
    const base = order();
    const delivered = order({
      orderStatus: "Delivered",
      paymentDTO: { ...base.paymentDTO, pgStatus: "success" },
      orderItemDTOs: [{ ...base.orderItemDTOs[0], status: "Delivered" }],
    }) as Order;
    const { unmount } = renderWithProviders(<OrderDetails order={delivered} />);
    expect(within(screen.getByRole("region", { name: "Payment" })).getByText("Paid")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: /^Write a review ?: Walnut Desk Lamp$/ })).toHaveAttribute(
      "href",
      "/products/3#reviews-heading",
    );
    unmount();
    // Before delivery: no review link, and the payment is still to be collected.
    renderWithProviders(<OrderDetails order={order() as Order} />);
    expect(screen.queryByRole("link", { name: /Write a review/ })).not.toBeInTheDocument();
    expect(within(screen.getByRole("region", { name: "Payment" })).getByText("Pending")).toBeInTheDocument();
  });

  it("shows no discount line for an order without a code", () => {
    renderWithProviders(<OrderDetails order={order() as Order} />);
    expect(screen.queryByText(/Discount/)).not.toBeInTheDocument();
  });

  it("offers the invoice and the tracking numbers, and no invoice for a cancelled order never invoiced", async () => {
    const shipped = order({
      orderStatus: "Shipped",
      shipments: [
        {
          sellerName: "Marigold Audio",
          status: "Shipped",
          carrier: "UPS",
          trackingNumber: "1Z999AA10123456784",
          trackingUrl: "https://www.ups.com/track?tracknum=1Z999AA10123456784",
        },
      ],
    }) as Order;
    const { unmount } = renderWithProviders(<OrderDetails order={shipped} />);
    expect(screen.getByRole("button", { name: "Download invoice" })).toBeInTheDocument();
    const tracking = screen.getByRole("region", { name: "Tracking" });
    expect(within(tracking).getByRole("link", { name: "1Z999AA10123456784" })).toHaveAttribute(
      "href",
      "https://www.ups.com/track?tracknum=1Z999AA10123456784",
    );
    unmount();
    const { calls } = mockApi({ "GET /api/orders/501/credit-notes": { status: 200, body: [] } });
    renderWithProviders(<OrderDetails order={order({ orderStatus: "Cancelled" }) as Order} />, { user: makeUser() });
    await vi.waitFor(() => expect(calls.map((c) => c.path)).toContain("/api/orders/501/credit-notes"));
    expect(screen.queryByRole("button", { name: "Download invoice" })).not.toBeInTheDocument();
  });

  it("keeps a cancelled order's invoice and offers the credit note issued against it", async () => {
    mockApi({
      "GET /api/orders/501/credit-notes": {
        status: 200,
        body: [
          {
            number: 1,
            label: "CN-000001",
            invoiceNumber: "INV-000042",
            issuedAt: "2026-12-01T10:00:00.000Z",
            reason: "Order cancelled",
            total: 44.51,
          },
        ],
      },
    });
    renderWithProviders(<OrderDetails order={order({ orderStatus: "Cancelled" }) as Order} />, { user: makeUser() });
    expect(await screen.findByRole("button", { name: "Download credit note CN-000001" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Download invoice" })).toBeInTheDocument();
  });
});
