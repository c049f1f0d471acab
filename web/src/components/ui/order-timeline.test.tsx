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
      expect.stringMatching(/^Shipped · seller1's part.*by the seller$/),
      expect.stringMatching(/^Delivered.*by the shop$/),
    ]);
    expect(steps[1]!.querySelector("time")).toHaveAttribute("datetime", "2026-11-21T09:30:00.000Z");
  });

  it("shows nothing without a history", () => {
    const { container } = render(<OrderTimeline history={[]} />);
    expect(container).toBeEmptyDOMElement();
  });
});
