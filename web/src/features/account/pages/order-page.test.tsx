import { screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { setSessionUser } from "../../../lib/session";
import { order } from "../../../test/fixtures";
import { mockApi } from "../../../test/mock-api-routes";
import { makeUser, renderRoutes } from "../../../test/render";
import { OrderPage } from "./order-page";

const routes = [
  { path: "/orders/:orderId", element: <OrderPage /> },
  { path: "/orders", element: <h1>Orders</h1> },
];

afterEach(() => {
  vi.unstubAllGlobals();
  setSessionUser(null);
});

describe("the order's own page", () => {
  it("shows the order with its history, one line per event", async () => {
    const at = "2026-11-23T10:00:00.000Z";
    mockApi({
      "GET /api/orders/501": {
        status: 200,
        body: order({
          orderStatus: "Shipped",
          history: [
            { status: "Shipped", sellerName: "Harbour Street Goods", by: "seller", byYou: false, at },
            { status: "Shipped", sellerName: null, by: "seller", byYou: false, at },
          ],
        }),
      },
    });
    renderRoutes(routes, { path: "/orders/501", user: makeUser() });
    expect(await screen.findByRole("heading", { level: 1, name: "Order #501" })).toBeInTheDocument();
    const history = within(await screen.findByRole("list", { name: "Order history" }));
    expect(history.getAllByRole("listitem").map((li) => li.textContent)).toEqual([
      expect.stringMatching(/^Shipped by Harbour Street Goods/),
    ]);
    expect(screen.getByRole("link", { name: "All orders" })).toHaveAttribute("href", "/orders");
  });

  it("says not found for an order the server does not show this customer", async () => {
    mockApi({ "GET /api/orders/777": { status: 404, body: { message: "Order not found", code: "NOT_FOUND" } } });
    renderRoutes(routes, { path: "/orders/777", user: makeUser() });
    expect(await screen.findByRole("heading", { level: 1, name: "Order not found" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "See your orders" })).toHaveAttribute("href", "/orders");
  });

  it("says not found for an id that is none, without asking the server", async () => {
    const { calls } = mockApi({});
    renderRoutes(routes, { path: "/orders/abc", user: makeUser() });
    expect(await screen.findByRole("heading", { level: 1, name: "Order not found" })).toBeInTheDocument();
    expect(calls.filter((c) => c.path.startsWith("/api/orders"))).toEqual([]);
  });
});
