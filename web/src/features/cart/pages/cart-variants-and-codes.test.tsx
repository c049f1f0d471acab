import type { Cart } from "@shop/contract";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { storage } from "../../../lib/storage";
import { guestCartItem as item } from "../../../test/fixtures";
import { mockApi } from "../../../test/mock-api-routes";
import { makeUser, renderRoutes } from "../../../test/render";
import { CartPage } from "./cart-page";

const routes = [
  { path: "/cart", element: <CartPage /> },
  { path: "/login", element: <h1>Login</h1> },
];

afterEach(() => vi.unstubAllGlobals());

const teeLine = (variantId: number, size: string, quantity: number) => ({
  ...item(9, quantity, 20),
  productName: "Crew Tee",
  variantId,
  options: { Size: size, Color: "Navy" },
  sku: `TEE-${size}`,
});

describe("cart lines per variant", () => {
  it("shows one line per variant of a guest's cart, named by its options, and changes the one named", async () => {
    mockApi({});
    storage.setGuestCart({ cartItems: [teeLine(91, "M", 1), teeLine(92, "L", 2)], totalPrice: 60 });
    renderRoutes(routes, { path: "/cart" });
    const lines = within(await screen.findByRole("region", { name: "Cart items" })).getAllByRole("listitem");
    expect(lines).toHaveLength(2);
    expect(lines[0]).toHaveTextContent("Size: M · Color: Navy");
    expect(lines[1]).toHaveTextContent("Size: L · Color: Navy");
    expect(within(lines[0] as HTMLElement).getByRole("link", { name: "Crew Tee" })).toHaveAttribute(
      "href",
      "/products/9?variant=91",
    );

    const large = within(screen.getByRole("group", { name: "Quantity of Crew Tee (Size: L · Color: Navy)" }));
    await userEvent.click(large.getByRole("button", { name: "Increase quantity" }));
    expect(storage.getGuestCart().cartItems.map((i) => [i.variantId, i.quantity])).toEqual([
      [91, 1],
      [92, 3],
    ]);
    await userEvent.click(screen.getByRole("button", { name: /Remove\s*Crew Tee \(Size: M · Color: Navy\)/ }));
    expect(storage.getGuestCart().cartItems.map((i) => i.variantId)).toEqual([92]);
  });

  it("asks a guest to sign in to use a discount code", async () => {
    mockApi({});
    storage.setGuestCart({ cartItems: [teeLine(91, "M", 1)], totalPrice: 20 });
    renderRoutes(routes, { path: "/cart" });
    expect(await screen.findByRole("link", { name: "Sign in" })).toHaveAttribute("href", "/login");
    expect(screen.getByText(/to use a discount code/)).toBeInTheDocument();
    expect(screen.queryByRole("textbox", { name: "Discount code" })).not.toBeInTheDocument();
  });
});

describe("the discount-code box", () => {
  const cart = (code: string | null, discount = 0, problem: string | null = null): Cart => ({
    cartId: 7,
    totalPrice: 40,
    products: [{ ...teeLine(91, "M", 2), stock: 10, cartId: 7, variantId: 91, options: { Size: "M" }, sku: null }],
    promotionCode: code,
    discount,
    freeShipping: false,
    promotionProblem: problem,
  });

  it("applies a code: the code with a remove button and the discount line, totals by the pricing module", async () => {
    let current = cart(null);
    const { calls } = mockApi({
      "GET /api/carts/users/cart": () => ({ status: 200, body: current }),
      "PUT /api/carts/promotion": (init) => {
        expect(JSON.parse(String(init?.body))).toEqual({ code: "save10" });
        current = cart("SAVE10", 4);
        return { status: 200, body: current };
      },
      "DELETE /api/carts/promotion": () => {
        current = cart(null);
        return { status: 200, body: current };
      },
    });
    renderRoutes(routes, { path: "/cart", user: makeUser() });
    await userEvent.type(await screen.findByRole("textbox", { name: "Discount code" }), "save10");
    await userEvent.click(screen.getByRole("button", { name: "Apply" }));

    expect(await screen.findByText("applied", { exact: false })).toHaveTextContent("Code SAVE10 applied");
    const summary = within(screen.getByRole("region", { name: "Order Summary" }));
    expect(summary.getByText("Discount (SAVE10)")).toBeInTheDocument();
    expect(screen.getByTestId("cart-discount")).toHaveTextContent("-$4.00");
    // 40.00 − 4.00 + 5.99 shipping + 2.52 tax (7 % of 36.00)
    expect(screen.getByTestId("cart-total")).toHaveTextContent("$44.51");

    await userEvent.click(screen.getByRole("button", { name: "Remove code SAVE10" }));
    expect(await screen.findByRole("textbox", { name: "Discount code" })).toBeInTheDocument();
    expect(screen.queryByTestId("cart-discount")).not.toBeInTheDocument();
    expect(calls.filter((c) => c.path === "/api/carts/promotion").map((c) => c.method)).toEqual(["PUT", "DELETE"]);
  });

  it("shows the server's reason for a refused code and keeps the cart as it was", async () => {
    mockApi({
      "GET /api/carts/users/cart": { status: 200, body: cart(null) },
      "PUT /api/carts/promotion": {
        status: 400,
        body: { message: "Add $12.40 more to use this code", code: "VALIDATION_ERROR" },
      },
    });
    renderRoutes(routes, { path: "/cart", user: makeUser() });
    const field = await screen.findByRole("textbox", { name: "Discount code" });
    await userEvent.type(field, "BIG50");
    await userEvent.click(screen.getByRole("button", { name: "Apply" }));
    expect(await screen.findByText("Add $12.40 more to use this code")).toHaveAttribute("role", "alert");
    expect(field).toHaveAttribute("aria-invalid", "true");
    expect(screen.queryByTestId("cart-discount")).not.toBeInTheDocument();
    // 40.00 + 5.99 + 2.80
    expect(screen.getByTestId("cart-total")).toHaveTextContent("$48.79");
  });

  it("says why an applied code no longer applies, and leaves it out of the totals", async () => {
    mockApi({
      "GET /api/carts/users/cart": {
        status: 200,
        body: cart("BIG50", 0, "Add $10.00 more to use this code"),
      },
    });
    renderRoutes(routes, { path: "/cart", user: makeUser() });
    expect(await screen.findByText("Add $10.00 more to use this code")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Remove code BIG50" })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId("cart-total")).toHaveTextContent("$48.79"));
  });
});
