import { describe, expect, it } from "vitest";
import {
  addressFormInput,
  addressFormatOf,
  addressInput,
  categoryInput,
  loginForm,
  MSG,
  productInput,
  productListQuery,
  registerForm,
  signupRequest,
} from "./index.js";

const firstError = (
  r: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } },
  path: string,
) => r.error?.issues.find((i) => i.path.join(".") === path)?.message;

describe("validation messages of docs/product/storefront.md §5", () => {
  it("login", () => {
    const r = loginForm.safeParse({ username: "", password: "123", rememberMe: false });
    expect(firstError(r, "username")).toBe("Username is required");
    expect(firstError(r, "password")).toBe("Password must be at least 6 characters");
  });
  it("register", () => {
    const r = registerForm.safeParse({
      username: "ab",
      email: "nope",
      password: "secret1",
      confirmPassword: "secret2",
    });
    expect(firstError(r, "username")).toBe("Username must be at least 3 characters");
    expect(firstError(r, "email")).toBe("Email address is invalid");
    const r2 = registerForm.safeParse({ username: "abc", email: "a@b.co", password: "secret1", confirmPassword: "x" });
    expect(firstError(r2, "confirmPassword")).toBe("Passwords do not match");
  });
  it("signup on the server reports missing fields as required", () => {
    const r = signupRequest.safeParse({});
    expect(firstError(r, "username")).toBe("Username is required");
    expect(firstError(r, "email")).toBe("Email is required");
    expect(firstError(r, "password")).toBe("Password is required");
  });
  it("address", () => {
    const r = addressInput.safeParse({ street: "abc", city: "", state: "x", country: "y", zipCode: "12" });
    expect(firstError(r, "street")).toBe("Street should have at least 5 characters");
    expect(firstError(r, "city")).toBe("City is required");
    expect(firstError(r, "zipCode")).toBe("ZIP code should have at least 5 characters");
    const ok = addressInput.parse({
      street: "Main St 1",
      city: "Berlin",
      state: "BE",
      country: "DE",
      zipCode: "10115",
      apartmentNumber: "",
    });
    expect(ok.apartmentNumber).toBeNull();
    // A client of docs/product/storefront.md §7 sends no recipient: still valid, stored as null.
    expect(ok.fullName).toBeUndefined();
    expect(ok.phone).toBeUndefined();
  });
  it("address recipient: optional in the API, required in the shop's forms, a phone a courier can call", () => {
    const place = { street: "Main St 1", city: "Berlin", state: "BE", country: "DE", zipCode: "10115" };
    expect(addressInput.parse({ ...place, fullName: " Ada Lovelace ", phone: "+49 (30) 123-4567" })).toMatchObject({
      fullName: "Ada Lovelace",
      phone: "+49 (30) 123-4567",
    });
    const bad = addressInput.safeParse({ ...place, fullName: "A", phone: "call me" });
    expect(firstError(bad, "fullName")).toBe("Full name should have at least 2 characters");
    expect(firstError(bad, "phone")).toBe(MSG.phoneInvalid);
    expect(firstError(addressInput.safeParse({ ...place, phone: "12345" }), "phone")).toBe(MSG.phoneInvalid);
    expect(firstError(addressInput.safeParse({ ...place, phone: "1".repeat(16) }), "phone")).toBe(MSG.phoneInvalid);
    const form = addressFormInput.safeParse({ ...place, fullName: "", phone: "  " });
    expect(firstError(form, "fullName")).toBe("Full name is required");
    expect(firstError(form, "phone")).toBe("Phone number is required");
    expect(addressFormInput.safeParse({ ...place, fullName: "Ada", phone: "030 1234567" }).success).toBe(true);
  });
  it("product and category", () => {
    const r = productInput.safeParse({ productName: "ab", description: "abc", price: 0, quantity: -1, discount: 101 });
    expect(firstError(r, "productName")).toBe("Product name should have at least 3 characters");
    expect(firstError(r, "description")).toBe("Description should have at least 5 characters");
    expect(firstError(r, "price")).toBe("Price must be a positive number");
    expect(firstError(r, "quantity")).toBe("Quantity must be a non-negative number");
    expect(firstError(r, "discount")).toBe("Discount must be between 0 and 100");
    expect(firstError(categoryInput.safeParse({ categoryName: "A" }), "categoryName")).toBe(
      "Category name should have at least 2 characters",
    );
    expect(categoryInput.safeParse({ categoryName: "Tea" }).success).toBe(true);
    expect(firstError(categoryInput.safeParse({ categoryName: "x".repeat(51) }), "categoryName")).toBe(
      "Category name should have at most 50 characters",
    );
  });
  it("refuses more decimals than any currency has in a price and more than two in a discount instead of rounding them", () => {
    const base = { productName: "Kettle", description: "A copper kettle", quantity: 1 };
    const r = productInput.safeParse({ ...base, price: 10.9999, discount: 12.345 });
    // The shop's own currency (0 decimals for JPY, 2 for USD) is checked by the server.
    expect(firstError(r, "price")).toBe("Price can have at most 3 decimals");
    expect(firstError(r, "discount")).toBe("Discount can have at most 2 decimals");
    for (const price of [10.99, 0.1, 19.9, 1_000_000, 4.35, 0.07, 12.345, 0.001]) {
      expect(productInput.safeParse({ ...base, price, discount: 12.5 }).success, String(price)).toBe(true);
    }
  });
  it("paging query allowlists sort fields and bounds sizes", () => {
    expect(productListQuery.parse({})).toMatchObject({
      pageNumber: 0,
      pageSize: 10,
      sortBy: "productId",
      sortOrder: "asc",
    });
    expect(productListQuery.parse({ sortOrder: "DESC" }).sortOrder).toBe("desc");
    expect(productListQuery.safeParse({ sortBy: "password" }).success).toBe(false);
    expect(productListQuery.safeParse({ pageSize: "101" }).success).toBe(false);
    expect(productListQuery.safeParse({ pageSize: "0" }).success).toBe(false);
    expect(productListQuery.safeParse({ pageNumber: "-1" }).success).toBe(false);
    expect(productListQuery.safeParse({ pageNumber: "abc" }).success).toBe(false);
  });
});

describe("an address by its country", () => {
  const base = { street: "Main St 1", city: "Berlin", fullName: "Ann Lee", phone: "+49 30 1234567" };
  it("asks Germany for no state and a postcode of five digits, before the city", () => {
    const ok = addressFormInput.safeParse({ ...base, country: "Germany", state: "", zipCode: "10115" });
    expect(ok.success && ok.data.state).toBe("");
    const short = addressFormInput.safeParse({ ...base, country: "DE", state: "", zipCode: "1011" });
    expect(short.error?.issues.map((i) => [i.path.join("."), i.message])).toEqual([
      ["zipCode", "Enter a postcode like 10115"],
    ]);
    expect(addressFormatOf("Deutschland").fields).toEqual(["street", "apartmentNumber", "zipCode", "city", "state"]);
  });

  it("asks India for a state and a PIN code of six digits", () => {
    const r = addressInput.safeParse({ ...base, city: "Mumbai", country: "IN", state: "", zipCode: "40001" });
    expect(r.error?.issues.map((i) => [i.path.join("."), i.message])).toEqual([
      ["state", "Enter the state"],
      ["zipCode", "Enter a PIN code like 400001"],
    ]);
  });

  it("keeps the spec's rules for the United States and for a country it cannot name, every message at once", () => {
    for (const country of ["USA", "Testland"]) {
      const r = addressInput.safeParse({ street: "Ma", city: "Springfield", country, state: "I", zipCode: "123" });
      expect(r.error?.issues.map((i) => [i.path.join("."), i.message])).toEqual([
        ["street", MSG.streetMin],
        ["state", MSG.stateMin],
        ["zipCode", MSG.zipMin],
      ]);
    }
  });
});
