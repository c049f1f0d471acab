import { orderSchema } from "@shop/contract";
import { screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { storage } from "../../../lib/storage";
import { order } from "../../../test/fixtures";
import { mockApi } from "../../../test/mock-api-chain";
import { renderWithProviders } from "../../../test/render";
import { CheckoutSuccessPage } from "./checkout-success-page";

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe("the thank-you page", () => {
  it("links the new order's own page from its number", () => {
    mockApi();
    const placed = orderSchema.parse(order({ orderId: 41 }));
    storage.setLastOrder(placed);
    renderWithProviders(<CheckoutSuccessPage />, { path: "/checkout/success" });
    expect(screen.getByRole("link", { name: "Order #41, its own page" })).toHaveAttribute("href", "/orders/41");
    // View Order opens the order's own page (decision 0035).
    expect(screen.getByRole("link", { name: "View Order" })).toHaveAttribute("href", "/orders/41");
  });
});
