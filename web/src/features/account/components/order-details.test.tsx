import type { Order } from "@shop/contract";
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { order } from "../../../test/fixtures";
import { renderWithProviders } from "../../../test/render";
import { OrderDetails } from "./order-details";

describe("OrderDetails", () => {
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

  it("shows no discount line for an order without a code", () => {
    renderWithProviders(<OrderDetails order={order() as Order} />);
    expect(screen.queryByText(/Discount/)).not.toBeInTheDocument();
  });

  it("offers the invoice and the tracking numbers, and no invoice for a cancelled order", () => {
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
    renderWithProviders(<OrderDetails order={order({ orderStatus: "Cancelled" }) as Order} />);
    expect(screen.queryByRole("button", { name: "Download invoice" })).not.toBeInTheDocument();
  });
});
