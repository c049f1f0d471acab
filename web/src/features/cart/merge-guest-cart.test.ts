import type { Cart, CartItem } from "@shop/contract";
import { QueryClient } from "@tanstack/react-query";
import { afterEach, describe, expect, it, vi } from "vitest";
import { storage } from "../../lib/storage";
import { guestCartItem as guestItem } from "../../test/fixtures";
import { cartQueryKey } from "./api/get-cart";
import { mergeGuestCart, mergeGuestItems } from "./merge-guest-cart";

function serverCart(lines: Array<[number, number, number?]>): Cart {
  const products: CartItem[] = lines.map(([productId, quantity, variantId]) => ({
    ...guestItem(productId, quantity),
    stock: 50,
    cartId: 7,
    variantId: variantId ?? productId,
    options: {},
    sku: null,
  }));
  return {
    cartId: 7,
    totalPrice: 0,
    products,
    promotionCode: null,
    discount: 0,
    freeShipping: false,
    promotionProblem: null,
  };
}

afterEach(() => vi.restoreAllMocks());

describe("mergeGuestItems", () => {
  it("adds missing items with their quantity, tops up smaller ones and leaves equal or larger alone", async () => {
    const addToCart = vi.fn().mockResolvedValue({});
    const result = await mergeGuestItems([guestItem(1, 2), guestItem(2, 5), guestItem(3, 3), guestItem(4, 1)], {
      getCart: async () =>
        serverCart([
          [2, 3], // smaller: top up by 2
          [3, 3], // equal: untouched
          [4, 6], // larger: untouched
        ]),
      addToCart,
    });
    expect(addToCart.mock.calls).toEqual([
      [1, 2, undefined],
      [2, 2, undefined],
    ]);
    expect(result).toEqual({ added: [1], toppedUp: [2], unchanged: [3, 4], failed: [] });
  });

  it("adds each guest variant as that same variant, compared with the server's line of that variant", async () => {
    const addToCart = vi.fn().mockResolvedValue({});
    const medium = { ...guestItem(9, 2), variantId: 91, options: { Size: "M" } };
    const large = { ...guestItem(9, 1), variantId: 92, options: { Size: "L" } };
    const small = { ...guestItem(9, 1), variantId: 93, options: { Size: "S" } };
    const result = await mergeGuestItems([medium, large, small], {
      // The server has one M (topped up by 1), three S (left alone) and no L (added).
      getCart: async () =>
        serverCart([
          [9, 1, 91],
          [9, 3, 93],
        ]),
      addToCart,
    });
    expect(addToCart.mock.calls).toEqual([
      [9, 1, 91],
      [9, 1, 92],
    ]);
    expect(result).toEqual({ added: [9], toppedUp: [9], unchanged: [9], failed: [] });
  });

  it("skips an item that fails and carries on with the rest", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    const addToCart = vi.fn(async (productId: number) => {
      if (productId === 1) throw new Error("Only 0 left in stock");
      return {};
    });
    const result = await mergeGuestItems([guestItem(1, 1), guestItem(2, 1)], {
      getCart: async () => serverCart([]),
      addToCart,
    });
    expect(addToCart).toHaveBeenCalledTimes(2);
    expect(result.failed).toEqual([1]);
    expect(result.added).toEqual([2]);
  });
});

describe("mergeGuestCart", () => {
  it("clears the guest cart and re-fetches ['cart'] afterwards", async () => {
    storage.setGuestCart({ cartItems: [guestItem(1, 2)], totalPrice: 20 });
    const client = new QueryClient();
    const invalidate = vi.spyOn(client, "invalidateQueries");
    const addToCart = vi.fn().mockResolvedValue({});
    await mergeGuestCart(client, { getCart: async () => serverCart([]), addToCart });
    expect(addToCart).toHaveBeenCalledWith(1, 2, undefined);
    expect(storage.getGuestCart().cartItems).toEqual([]);
    expect(invalidate).toHaveBeenCalledWith({ queryKey: cartQueryKey });
  });

  it("runs once when asked twice at the same time", async () => {
    storage.setGuestCart({ cartItems: [guestItem(1, 1)], totalPrice: 10 });
    const client = new QueryClient();
    const addToCart = vi.fn().mockResolvedValue({});
    const deps = { getCart: async () => serverCart([]), addToCart };
    await Promise.all([mergeGuestCart(client, deps), mergeGuestCart(client, deps)]);
    expect(addToCart).toHaveBeenCalledTimes(1);
  });

  it("keeps the guest cart when the server cart cannot be read", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    storage.setGuestCart({ cartItems: [guestItem(1, 1)], totalPrice: 10 });
    await mergeGuestCart(new QueryClient(), {
      getCart: async () => {
        throw new Error("offline");
      },
      addToCart: vi.fn(),
    });
    expect(storage.getGuestCart().cartItems).toHaveLength(1);
  });
});
