import { afterEach, describe, expect, it } from "vitest";
import { EMPTY_GUEST_CART, STORAGE_KEYS, storage } from "./storage";

const user = { id: 3, username: "user1", email: "u@example.com", roles: ["user"], jwtToken: "t", isLoggedIn: true };
const item = { productId: 1, productName: "Lamp", image: "a.png", price: 10, specialPrice: 9, quantity: 2 };

afterEach(() => localStorage.clear());

describe("storage reads check the stored JSON", () => {
  it("reads a stored session and drops unknown keys", () => {
    localStorage.setItem(STORAGE_KEYS.user, JSON.stringify({ ...user, extra: 1 }));
    expect(storage.getUser()).toEqual(user);
  });

  it.each([
    ["no token", { ...user, jwtToken: "" }],
    ["not signed in", { ...user, isLoggedIn: false }],
    ["roles not strings", { ...user, roles: [1] }],
    ["an array", [user]],
  ])("reads a session with %s as none", (_, value) => {
    localStorage.setItem(STORAGE_KEYS.user, JSON.stringify(value));
    expect(storage.getUser()).toBeNull();
  });

  it("reads corrupt JSON as none", () => {
    localStorage.setItem(STORAGE_KEYS.user, "{");
    expect(storage.getUser()).toBeNull();
  });

  it("fills a guest cart item's missing description and discount", () => {
    localStorage.setItem(STORAGE_KEYS.guestCart, JSON.stringify({ cartItems: [item], totalPrice: 18 }));
    expect(storage.getGuestCart()).toEqual({
      cartItems: [{ ...item, description: "", discount: 0 }],
      totalPrice: 18,
    });
  });

  it.each([
    ["a fractional quantity", { ...item, quantity: 1.5 }],
    ["a price as text", { ...item, price: "10" }],
    ["a fractional stock", { ...item, stock: 2.5 }],
  ])("reads a guest cart with %s as empty", (_, bad) => {
    localStorage.setItem(STORAGE_KEYS.guestCart, JSON.stringify({ cartItems: [bad], totalPrice: 18 }));
    expect(storage.getGuestCart()).toEqual(EMPTY_GUEST_CART);
  });

  it("reads the last order id as a number, text digits included", () => {
    storage.setLastOrderId(501);
    expect(storage.getLastOrderId()).toBe(501);
    localStorage.setItem(STORAGE_KEYS.lastOrderId, JSON.stringify("502"));
    expect(storage.getLastOrderId()).toBe(502);
    localStorage.setItem(STORAGE_KEYS.lastOrderId, JSON.stringify("x"));
    expect(storage.getLastOrderId()).toBeNull();
  });
});
