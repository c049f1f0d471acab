import { describe, expect, it } from "vitest";
import { EMPTY_GUEST_CART, type GuestCart } from "../../lib/storage";
import { addGuestItem, type CartProductInput, removeGuestItem, updateGuestItem } from "./guest-cart";

const lamp: CartProductInput = {
  productId: 1,
  productName: "Desk Lamp",
  description: "Warm light",
  image: "/images/lamp-640.webp",
  price: 40,
  discount: 25,
  specialPrice: 30,
  quantity: 5,
};
const mug: CartProductInput = { productId: 2, productName: "Mug", price: 9.99, quantity: 100 };

describe("guest cart", () => {
  it("adds a new product as a line with quantity 1 and totals specialPrice × quantity", () => {
    const cart = addGuestItem(EMPTY_GUEST_CART, lamp);
    expect(cart.cartItems).toHaveLength(1);
    expect(cart.cartItems[0]).toMatchObject({ productId: 1, quantity: 1, specialPrice: 30, stock: 5 });
    expect(cart.totalPrice).toBe(30);
  });

  it("adding a product already in the cart increases its quantity", () => {
    const cart = addGuestItem(addGuestItem(EMPTY_GUEST_CART, lamp), lamp, 2);
    expect(cart.cartItems).toHaveLength(1);
    expect(cart.cartItems[0]?.quantity).toBe(3);
    expect(cart.totalPrice).toBe(90);
  });

  it("falls back to price, discount 0 and the placeholder image", () => {
    const cart = addGuestItem(EMPTY_GUEST_CART, mug);
    expect(cart.cartItems[0]).toMatchObject({ specialPrice: 9.99, discount: 0, image: "default.png", description: "" });
  });

  it("fails for an unknown product with the spec's message", () => {
    expect(() => addGuestItem(EMPTY_GUEST_CART, null)).toThrow("Product not found");
  });

  it("never goes above the stock", () => {
    const cart = addGuestItem(EMPTY_GUEST_CART, lamp, 5);
    expect(() => addGuestItem(cart, lamp)).toThrow("Only 5 left in stock");
    expect(() => updateGuestItem(cart, 1, "increase")).toThrow("Only 5 left in stock");
  });

  it("increases and decreases by one and sums in cents", () => {
    let cart: GuestCart = addGuestItem(addGuestItem(EMPTY_GUEST_CART, lamp), mug);
    cart = updateGuestItem(cart, 2, "increase");
    cart = updateGuestItem(cart, 2, "increase");
    expect(cart.cartItems.find((i) => i.productId === 2)?.quantity).toBe(3);
    expect(cart.totalPrice).toBe(59.97);
    cart = updateGuestItem(cart, 2, "decrease");
    expect(cart.cartItems.find((i) => i.productId === 2)?.quantity).toBe(2);
    expect(cart.totalPrice).toBe(49.98);
  });

  it("decreasing to 0 removes the line", () => {
    const cart = updateGuestItem(addGuestItem(EMPTY_GUEST_CART, lamp), 1, "decrease");
    expect(cart.cartItems).toEqual([]);
    expect(cart.totalPrice).toBe(0);
  });

  it("updating an item not in the cart fails with the spec's message", () => {
    expect(() => updateGuestItem(EMPTY_GUEST_CART, 9, "increase")).toThrow("Product not found in cart");
  });

  it("removes a line", () => {
    const cart = removeGuestItem(addGuestItem(addGuestItem(EMPTY_GUEST_CART, lamp), mug), 1);
    expect(cart.cartItems.map((i) => i.productId)).toEqual([2]);
    expect(cart.totalPrice).toBe(9.99);
  });

  describe("per variant", () => {
    const tee = (variantId: number, size: string, stock = 5): CartProductInput => ({
      productId: 7,
      productName: "Crew T-Shirt",
      price: 19.99,
      quantity: stock,
      variantId,
      variantOptions: { Size: size, Color: "Blue" },
      sku: `TEE-${size}`,
    });

    it("keeps one line per variant, with its options and SKU", () => {
      let cart = addGuestItem(EMPTY_GUEST_CART, tee(71, "M"));
      cart = addGuestItem(cart, tee(72, "L"), 2);
      cart = addGuestItem(cart, tee(71, "M"));
      expect(cart.cartItems).toEqual([
        expect.objectContaining({ variantId: 71, quantity: 2, options: { Size: "M", Color: "Blue" }, sku: "TEE-M" }),
        expect.objectContaining({ variantId: 72, quantity: 2, options: { Size: "L", Color: "Blue" }, sku: "TEE-L" }),
      ]);
      expect(cart.totalPrice).toBe(79.96);
    });

    it("bounds each variant by its own stock", () => {
      const cart = addGuestItem(addGuestItem(EMPTY_GUEST_CART, tee(71, "M", 1)), tee(72, "L", 9));
      expect(() => addGuestItem(cart, tee(71, "M", 1))).toThrow("Only 1 left in stock");
      expect(addGuestItem(cart, tee(72, "L", 9)).cartItems[1]?.quantity).toBe(2);
    });

    it("increases, decreases and removes the variant named, not its siblings", () => {
      let cart = addGuestItem(addGuestItem(EMPTY_GUEST_CART, tee(71, "M")), tee(72, "L"));
      cart = updateGuestItem(cart, { productId: 7, variantId: 72 }, "increase");
      expect(cart.cartItems.map((i) => [i.variantId, i.quantity])).toEqual([
        [71, 1],
        [72, 2],
      ]);
      cart = updateGuestItem(cart, { productId: 7, variantId: 71 }, "decrease");
      expect(cart.cartItems.map((i) => i.variantId)).toEqual([72]);
      cart = removeGuestItem(addGuestItem(cart, tee(71, "M")), { productId: 7, variantId: 72 });
      expect(cart.cartItems.map((i) => i.variantId)).toEqual([71]);
    });
  });
});
