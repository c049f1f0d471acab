import type { Cart } from "@shop/contract";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { storage } from "../../../lib/storage";
import { guestCartItem as item } from "../../../test/fixtures";
import { makeUser, renderRoutes } from "../../../test/render";
import { CartPage } from "./cart-page";

const routes = [
  { path: "/cart", element: <CartPage /> },
  { path: "/login", element: <h1>Login</h1> },
  { path: "/checkout", element: <h1>Checkout</h1> },
];

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => vi.stubGlobal("fetch", fetchMock));
afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
});

describe("CartPage as a guest", () => {
  it("lists the guest cart with the order summary and the sign-in hint", async () => {
    storage.setGuestCart({ cartItems: [item(1, 2, 10), item(2, 1, 5.5)], totalPrice: 25.5 });
    renderRoutes(routes, { path: "/cart" });
    expect(await screen.findByRole("heading", { level: 1, name: "Shopping Cart" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Product 1" })).toBeInTheDocument();
    // 25.50 + 5.99 shipping + 1.79 tax (7 %, half-up)
    expect(screen.getByTestId("cart-total")).toHaveTextContent("$33.28");
    expect(screen.getByText("Your cart will be saved when you sign in.")).toBeInTheDocument();
  });

  it("increases, decreases and removes lines in localStorage", async () => {
    storage.setGuestCart({ cartItems: [item(1, 1), item(2, 2)], totalPrice: 30 });
    renderRoutes(routes, { path: "/cart" });
    const first = within(await screen.findByRole("group", { name: "Quantity of Product 1" }));
    await userEvent.click(first.getByRole("button", { name: "Increase quantity" }));
    expect(storage.getGuestCart().cartItems.find((i) => i.productId === 1)?.quantity).toBe(2);

    const second = within(screen.getByRole("group", { name: "Quantity of Product 2" }));
    await userEvent.click(second.getByRole("button", { name: "Decrease quantity" }));
    expect(storage.getGuestCart().cartItems.find((i) => i.productId === 2)?.quantity).toBe(1);
    await userEvent.click(second.getByRole("button", { name: "Remove one Product 2" }));
    expect(storage.getGuestCart().cartItems.map((i) => i.productId)).toEqual([1]);

    await userEvent.click(screen.getByRole("button", { name: /Remove\s*Product 1/ }));
    expect(await screen.findByText("Your cart is empty")).toBeInTheDocument();
    expect(storage.getGuestCart().cartItems).toEqual([]);
  });

  it("sends a guest to /login with origin /cart on checkout", async () => {
    storage.setGuestCart({ cartItems: [item(1, 1)], totalPrice: 10 });
    const { router } = renderRoutes(routes, { path: "/cart" });
    await userEvent.click(await screen.findByRole("button", { name: "Proceed to Checkout" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/login"));
    expect(router.state.location.state).toEqual({ from: "/cart" });
  });
});

describe("CartPage signed in", () => {
  const serverCart = (quantity: number): Cart => ({
    cartId: 7,
    totalPrice: 12 * quantity,
    products: [{ ...item(3, quantity, 12), stock: 10, cartId: 7, variantId: 3, options: {}, sku: null }],
    promotionCode: null,
    discount: 0,
    freeShipping: false,
    promotionProblem: null,
  });

  it("reads the server cart, increases through the API and reloads", async () => {
    let quantity = 1;
    fetchMock.mockImplementation(async (input, init) => {
      const url = String(input);
      if (url === "/api/carts/users/cart") return json(200, serverCart(quantity));
      // The line's variant is named: a product's lines are one per variant.
      if (url === "/api/carts/products/3/quantity/increase?variantId=3" && init?.method === "PUT") {
        quantity += 1;
        return json(200, serverCart(quantity));
      }
      return json(404, { message: "Not found", code: "NOT_FOUND" });
    });
    const { router } = renderRoutes(routes, { path: "/cart", user: makeUser() });
    const group = within(await screen.findByRole("group", { name: "Quantity of Product 3" }));
    expect(screen.queryByText("Your cart will be saved when you sign in.")).not.toBeInTheDocument();
    await userEvent.click(group.getByRole("button", { name: "Increase quantity" }));
    await waitFor(() => expect(group.getByText("2")).toBeInTheDocument());
    expect(fetchMock.mock.calls.filter(([url]) => url === "/api/carts/users/cart").length).toBeGreaterThanOrEqual(2);

    await userEvent.click(screen.getByRole("button", { name: "Proceed to Checkout" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/checkout"));
  });

  it("treats a 404 cart as empty", async () => {
    fetchMock.mockResolvedValue(json(404, { message: "Cart not found", code: "NOT_FOUND" }));
    renderRoutes(routes, { path: "/cart", user: makeUser() });
    expect(await screen.findByText("Your cart is empty")).toBeInTheDocument();
  });

  it("removes the last item and deletes the empty cart", async () => {
    const calls: string[] = [];
    let removed = false;
    fetchMock.mockImplementation(async (input, init) => {
      const url = String(input);
      calls.push(`${init?.method ?? "GET"} ${url}`);
      if (url === "/api/carts/users/cart")
        return json(200, removed ? { cartId: null, totalPrice: 0, products: [] } : serverCart(1));
      if (url === "/api/carts/7/product/3?variantId=3") {
        removed = true;
        return json(200, { cartId: 7, totalPrice: 0, products: [] });
      }
      if (url === "/api/carts/empty") return json(200, { message: "ok" });
      return json(404, { message: "Not found", code: "NOT_FOUND" });
    });
    renderRoutes(routes, { path: "/cart", user: makeUser() });
    await userEvent.click(await screen.findByRole("button", { name: /Remove\s*Product 3/ }));
    expect(await screen.findByText("Your cart is empty")).toBeInTheDocument();
    await waitFor(() => expect(calls).toContain("DELETE /api/carts/empty"));
    expect(calls).toContain("DELETE /api/carts/7/product/3?variantId=3");
  });
});
