/**
 * Text is text (docs/product/api.md §1): single-line fields refuse every control character but the
 * tab (a line break would print an extra line on an invoice or a packing slip); multi-line fields
 * take line breaks and tabs, and refuse the other control characters.
 */
import { ROLES } from "@shop/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createCategory,
  createProduct,
  createTestApp,
  createUser,
  TEST_ADDRESS,
  type TestContext,
  type TestUser,
} from "../test/harness.js";

let ctx: TestContext;
let admin: TestUser;
let seller: TestUser;
let customer: TestUser;
let categoryId: number;

beforeAll(async () => {
  ctx = await createTestApp();
  admin = await createUser(ctx, { roles: [ROLES.user, ROLES.admin] });
  seller = await createUser(ctx, { roles: [ROLES.user, ROLES.seller] });
  customer = await createUser(ctx);
  categoryId = await createCategory(ctx, admin, "Texts");
});
afterAll(async () => {
  await ctx?.close();
});

const call = (method: "POST" | "PUT", url: string, user: TestUser, payload: object) =>
  ctx.app.inject({ method, url: `/api${url}`, headers: user.auth, payload });
const ONE_LINE = "This must be one line of text, without control characters";
const product = { productName: "Plain mug", description: "A mug for tea.", price: 10, discount: 0, quantity: 5 };

describe("text fields", () => {
  it("refuses line breaks and control characters in single-line fields", async () => {
    const settings = (await ctx.app.inject({ url: "/api/public/settings" })).json();
    const cases: [string, () => Promise<{ statusCode: number; json(): { fieldErrors?: Record<string, string> } }>][] = [
      [
        "productName",
        () =>
          call("POST", `/admin/categories/${categoryId}/products`, seller, { ...product, productName: "Mug\r\nFREE" }),
      ],
      ["categoryName", () => call("POST", "/public/categories", admin, { categoryName: "Cups\nand more" })],
      ["street", () => call("POST", "/addresses", customer, { ...TEST_ADDRESS, street: "1 Test Street\nPAID" })],
      ["city", () => call("POST", "/addresses", customer, { ...TEST_ADDRESS, city: "Testville\u0007" })],
      ["displayName", () => call("PUT", "/seller/profile", seller, { displayName: "Mugs\rand more" })],
      ["shopName", () => call("PUT", "/admin/settings", admin, { ...settings, shopName: "Marigold\nOfficial" })],
      [
        "contactAddress",
        () => call("PUT", "/admin/settings", admin, { ...settings, contactAddress: "1 Road\u2028Town" }),
      ],
      [
        "options.0.values.0",
        () =>
          call("POST", `/admin/categories/${categoryId}/products`, seller, {
            ...product,
            options: [{ name: "Size", values: ["S\nM"] }],
            variants: [{ options: { Size: "S\nM" } }],
          }),
      ],
      [
        "reference",
        () =>
          call("POST", `/admin/sellers/${seller.id}/payments`, admin, {
            direction: "payout",
            amount: 1,
            reference: "PAY-1\nPAY-2",
          }),
      ],
    ];
    for (const [field, send] of cases) {
      const res = await send();
      expect(res.statusCode, field).toBe(400);
      expect(res.json().fieldErrors?.[field], `${field}: ${JSON.stringify(res.json())}`).toBe(ONE_LINE);
    }
  });

  it("takes a tab in a single-line field, line breaks in a multi-line one, and no other control character", async () => {
    const made = await call("POST", `/admin/categories/${categoryId}/products`, seller, {
      ...product,
      productName: "Tea\tmug",
      description: "Holds 300 ml.\r\nDishwasher safe.\n\tTwo colours.",
    });
    expect(made.statusCode, made.body).toBe(201);
    expect(made.json()).toMatchObject({
      productName: "Tea\tmug",
      description: "Holds 300 ml.\r\nDishwasher safe.\n\tTwo colours.",
    });
    const bell = await call("POST", `/admin/categories/${categoryId}/products`, seller, {
      ...product,
      description: "Rings\u0007 a bell",
    });
    expect(bell.statusCode).toBe(400);
    expect(bell.json().fieldErrors?.description).toBe("Text may not contain control characters");
    const { productId } = await createProduct(ctx, seller, categoryId);
    expect(productId).toBeGreaterThan(0);
  });
});
