import { FALLBACK, MSG } from "@shop/contract";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { setSessionUser } from "../../../lib/session";
import { order } from "../../../test/fixtures";
import { mockApi } from "../../../test/mock-api-routes";
import { makeUser, renderWithProviders } from "../../../test/render";
import { OrdersTab } from "./orders-tab";

afterEach(() => {
  vi.unstubAllGlobals();
  setSessionUser(null);
});

describe("Orders tab", () => {
  it('says "No orders found" for an empty list', async () => {
    mockApi({ "GET /api/orders/users": { status: 200, body: [] } });
    renderWithProviders(<OrdersTab />, { user: makeUser() });
    expect(await screen.findByText(MSG.noOrders)).toBeInTheDocument();
  });

  it("lists newest first, expands to the details and collapses again", async () => {
    const older = order({ orderId: 1, orderDate: "2026-11-01T10:00:00.000Z", orderStatus: "Delivered" });
    const newer = order({ orderId: 2, orderDate: "2026-11-20T10:00:00.000Z" });
    mockApi({
      "GET /api/orders/users": { status: 200, body: [older, newer] },
      "GET /api/orders/2": { status: 200, body: newer },
    });
    renderWithProviders(<OrdersTab />, { user: makeUser() });
    const toggles = await screen.findAllByRole("button", { name: /Order #\d/ });
    expect(toggles.map((t) => t.textContent?.match(/Order #\d+/)?.[0])).toEqual(["Order #2", "Order #1"]);

    const toggle = toggles[0]!;
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute("aria-expanded", "true");
    const panel = document.getElementById("order-2-details")!;
    expect(await within(panel).findByText("Walnut Desk Lamp")).toBeInTheDocument();
    expect(within(panel).getByText("$48.79")).toBeInTheDocument();
    expect(within(panel).getByText("Cash on Delivery")).toBeInTheDocument();

    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute("aria-expanded", "false");
  });

  it("collapses with the docs/product/storefront.md §8 message when the details fail to load", async () => {
    mockApi({
      "GET /api/orders/users": { status: 200, body: [order()] },
      "GET /api/orders/501": { status: 500 },
    });
    renderWithProviders(<OrdersTab />, { user: makeUser() });
    const toggle = await screen.findByRole("button", { name: /Order #501/ });
    await userEvent.click(toggle);
    expect(await screen.findByText(FALLBACK.loadOrderDetails)).toBeInTheDocument();
    await waitFor(() => expect(toggle).toHaveAttribute("aria-expanded", "false"));
  });

  it("cancels an Order Placed order after confirmation and reloads the list", async () => {
    let status = "Order Placed";
    const { calls } = mockApi({
      "GET /api/orders/users": () => ({ status: 200, body: [order({ orderStatus: status })] }),
      "GET /api/orders/501": () => ({ status: 200, body: order({ orderStatus: status }) }),
      "PUT /api/orders/501/cancel": () => {
        status = "Cancelled";
        return { status: 200, body: order({ orderStatus: status }) };
      },
    });
    renderWithProviders(<OrdersTab />, { user: makeUser() });
    await userEvent.click(await screen.findByRole("button", { name: /Order #501/ }));
    await userEvent.click(await screen.findByRole("button", { name: "Cancel Order" }));
    const dialog = await screen.findByRole("dialog", { name: "Cancel this order?" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Cancel Order" }));

    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(calls.some((c) => c.method === "PUT" && c.path === "/api/orders/501/cancel")).toBe(true);
    await waitFor(() => expect(screen.getAllByText("Cancelled").length).toBeGreaterThan(0));
    expect(screen.queryByRole("button", { name: "Cancel Order" })).not.toBeInTheDocument();
  });

  it("shows the server's answer when the order can no longer be cancelled", async () => {
    mockApi({
      "GET /api/orders/users": { status: 200, body: [order()] },
      "GET /api/orders/501": { status: 200, body: order() },
      "PUT /api/orders/501/cancel": {
        status: 409,
        body: { message: MSG.orderNotCancellable, code: "ORDER_NOT_CANCELLABLE" },
      },
    });
    renderWithProviders(<OrdersTab />, { user: makeUser() });
    await userEvent.click(await screen.findByRole("button", { name: /Order #501/ }));
    await userEvent.click(await screen.findByRole("button", { name: "Cancel Order" }));
    const dialog = await screen.findByRole("dialog");
    await userEvent.click(within(dialog).getByRole("button", { name: "Cancel Order" }));
    expect(await screen.findByText(MSG.orderNotCancellable)).toBeInTheDocument();
  });
});
