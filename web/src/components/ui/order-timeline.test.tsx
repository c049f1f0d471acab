import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { OrderTimeline } from "./order-timeline";

describe("OrderTimeline", () => {
  it("lists every step oldest first, with the seller's part, who and when", () => {
    render(
      <OrderTimeline
        history={[
          { status: "Order Placed", sellerName: null, by: "customer", byYou: true, at: "2026-11-20T10:00:00.000Z" },
          { status: "Shipped", sellerName: "seller1", by: "seller", byYou: false, at: "2026-11-21T09:30:00.000Z" },
          { status: "Delivered", sellerName: null, by: "admin", byYou: false, at: "2026-11-23T16:00:00.000Z" },
        ]}
      />,
    );
    const steps = within(screen.getByRole("list", { name: "Order history" })).getAllByRole("listitem");
    expect(steps.map((s) => s.textContent)).toEqual([
      expect.stringMatching(/^Order Placed.*by you$/),
      expect.stringMatching(/^Shipped by seller1[^·]*$/),
      expect.stringMatching(/^Delivered.*by the shop$/),
    ]);
    expect(steps[1]!.querySelector("time")).toHaveAttribute("datetime", "2026-11-21T09:30:00.000Z");
  });

  it("writes one line per event, with the seller's name and its possessive right", () => {
    const placed = "2026-11-20T10:00:00.000Z";
    const shippedA = "2026-11-21T09:30:00.000Z";
    const shippedB = "2026-11-22T09:30:00.000Z";
    render(
      <OrderTimeline
        history={[
          { status: "Order Placed", sellerName: null, by: "customer", byYou: true, at: placed },
          { status: "Order Placed", sellerName: "Harbour Street Goods", by: "customer", byYou: true, at: placed },
          { status: "Order Placed", sellerName: "Ana", by: "customer", byYou: true, at: placed },
          { status: "Shipped", sellerName: "Harbour Street Goods", by: "seller", byYou: false, at: shippedA },
          { status: "Partially Shipped", sellerName: null, by: "seller", byYou: false, at: shippedA },
          { status: "Shipped", sellerName: "Ana", by: "seller", byYou: false, at: shippedB },
          { status: "Shipped", sellerName: null, by: "seller", byYou: false, at: shippedB },
          { status: "Cancelled", sellerName: "Harbour Street Goods", by: "admin", byYou: false, at: shippedB },
        ]}
      />,
    );
    const steps = within(screen.getByRole("list", { name: "Order history" })).getAllByRole("listitem");
    expect(steps.map((s) => s.textContent)).toEqual([
      expect.stringMatching(/^Order Placed.*by you$/),
      expect.stringMatching(/^Shipped by Harbour Street Goods · Order now Partially Shipped[^·]*$/),
      expect.stringMatching(/^Shipped by Ana[^·]*$/),
      expect.stringMatching(/^Harbour Street Goods' part: Cancelled.*by the shop$/),
    ]);
    expect(screen.queryByText(/Goods's/)).not.toBeInTheDocument();
  });

  it("shows nothing without a history", () => {
    const { container } = render(<OrderTimeline history={[]} />);
    expect(container).toBeEmptyDOMElement();
  });
});
