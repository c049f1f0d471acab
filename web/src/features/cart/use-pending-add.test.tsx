import type { Product } from "@shop/contract";
import { screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { storage } from "../../lib/storage";
import { renderRoutes } from "../../test/render";
import { usePendingAdd } from "./use-pending-add";

function product(productId: number, overrides: Partial<Product> = {}): Product {
  return {
    productId,
    productName: `Product ${productId}`,
    description: "",
    image: "default.png",
    price: 20,
    discount: 0,
    specialPrice: 20,
    quantity: 5,
    categoryId: 1,
    category: { categoryId: 1, categoryName: "Fashion" },
    sellerId: 1,
    sellerName: "seller1",
    averageRating: null,
    reviewCount: 0,
    options: [],
    variantCount: 1,
    priceVaries: false,
    ...overrides,
  };
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  vi.stubGlobal("fetch", fetchMock);
  storage.clearGuestCart();
});
afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
});

function CartProbe() {
  usePendingAdd();
  return <h1>Cart</h1>;
}

const routes = [
  { path: "/cart", element: <CartProbe /> },
  { path: "/products/:id", element: <h1>Product page</h1> },
];

describe("usePendingAdd (the cart page's ?add= from the Add to Cart form)", () => {
  it("adds the line to the guest cart once and leaves /cart", async () => {
    fetchMock.mockImplementation(async () => json(200, product(5)));
    const { router } = renderRoutes(routes, { path: "/cart?add=5.0.2" });
    await waitFor(() => expect(router.state.location.search).toBe(""));
    expect(router.state.location.pathname).toBe("/cart");
    expect(storage.getGuestCart().cartItems).toMatchObject([{ productId: 5, quantity: 2, price: 20 }]);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("adds the chosen variant at its own price", async () => {
    fetchMock.mockImplementation(async () =>
      json(
        200,
        product(6, {
          variantCount: 2,
          options: [{ name: "Size", values: ["S", "M"] }],
          variants: [
            {
              variantId: 60,
              sku: null,
              options: { Size: "S" },
              price: 10,
              discount: 0,
              specialPrice: 10,
              quantity: 3,
              image: null,
            },
            {
              variantId: 61,
              sku: null,
              options: { Size: "M" },
              price: 12,
              discount: 0,
              specialPrice: 12,
              quantity: 3,
              image: null,
            },
          ],
        }),
      ),
    );
    const { router } = renderRoutes(routes, { path: "/cart?add=6.61.1" });
    await waitFor(() => expect(router.state.location.search).toBe(""));
    expect(storage.getGuestCart().cartItems).toMatchObject([{ productId: 6, quantity: 1, price: 12 }]);
  });

  it("leads to the product's page when options are still to choose", async () => {
    fetchMock.mockImplementation(async () =>
      json(200, product(7, { variantCount: 2, options: [{ name: "Size", values: ["S", "M"] }] })),
    );
    const { router } = renderRoutes(routes, { path: "/cart?add=7.0.1" });
    expect(await screen.findByRole("heading", { name: "Product page" })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/products/7");
    expect(storage.getGuestCart().cartItems).toEqual([]);
  });

  it("drops a malformed parameter without asking anything", async () => {
    const { router } = renderRoutes(routes, { path: "/cart?add=5.x.1" });
    await waitFor(() => expect(router.state.location.search).toBe(""));
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
