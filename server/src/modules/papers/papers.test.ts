/**
 * Papers (docs/product/api.md §6, §7): the invoice for the order's customer and admins with a
 * number assigned once, and the packing slip of a seller's part.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  addToCart,
  apiOf,
  createProduct,
  createShop,
  createUser,
  placeCashOrder,
  type TestContext,
  uploadShopPicture,
  type TestUser,
} from "../../test/harness.js";
import { createPaperCustomer } from "../../test/paper-customer.js";
import { pdfText } from "../../test/pdf-text.js";

let ctx: TestContext;
let admin: TestUser;
let sellerA: TestUser;
let sellerB: TestUser;
let customer: TestUser;
let addressId: number;
let category: number;

const api = apiOf(() => ctx);

beforeAll(async () => {
  ({ ctx, admin, sellerA, sellerB, categoryId: category } = await createShop("Papered goods"));
  const settings = (await api("GET", "/public/settings")).json();
  await api("PUT", "/admin/settings", admin, {
    ...settings,
    shopName: "Corner Shop",
    contactAddress: "1 High Street, Bath",
    contactEmail: "shop@corner.test",
    taxRate: 7,
  });
  ({ customer, addressId } = await createPaperCustomer(ctx));
});
afterAll(async () => {
  await ctx?.close();
});

let made = 0;
async function placeOrder() {
  made++;
  const tee = await api("POST", `/admin/categories/${category}/products`, sellerA, {
    productName: `Tee ${made}`,
    description: "A shirt in sizes",
    price: 20,
    options: [{ name: "Size", values: ["M"] }],
    variants: [{ options: { Size: "M" }, quantity: 20, sku: `TEE-${made}-M` }],
  });
  expect(tee.statusCode, tee.body).toBe(201);
  const mug = await createProduct(ctx, sellerB, category, { productName: `Mug ${made}`, price: 8, quantity: 20 });
  await api(
    "POST",
    `/carts/products/${tee.json().productId}/quantity/2?variantId=${tee.json().variants[0].variantId}`,
    customer,
  );
  await addToCart(ctx, customer, mug.productId, 1);
  const res = await placeCashOrder(ctx, customer, addressId);
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { orderId: number; totalAmount: number };
}

describe("the invoice", () => {
  it("is a PDF with the shop, the lines with their variant, the totals and a number kept on every download", async () => {
    const first = await placeOrder();
    const second = await placeOrder();
    // Numbered in the order they are first asked for.
    const b = await api("GET", `/orders/${second.orderId}/invoice.pdf`, customer);
    const a = await api("GET", `/orders/${first.orderId}/invoice.pdf`, customer);
    expect(a.statusCode, a.body).toBe(200);
    expect(a.headers["content-type"]).toBe("application/pdf");
    expect(a.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");
    expect(b.headers["x-invoice-number"]).toBe("INV-000001");
    expect(a.headers["x-invoice-number"]).toBe("INV-000002");
    expect(a.headers["content-disposition"]).toBe('attachment; filename="invoice-INV-000002.pdf"');
    const text = pdfText(a.rawPayload);
    for (const part of [
      "Corner Shop",
      "1 High Street, Bath",
      "shop@corner.test",
      "Invoice",
      "INV-000002",
      `#${first.orderId}`,
      "Ann Lee",
      "9 Elm Road",
      "Tee 1 (Size: M) · SKU TEE-1-M",
      "Mug 1",
      "$40.00",
      "Subtotal",
      "$48.00",
      "Shipping",
      "Tax (7%)",
      "$3.36",
      "Total",
      `$${first.totalAmount.toFixed(2)}`,
    ]) {
      expect(text, part).toContain(part);
    }
    // The same number on every download, also an admin's.
    const again = await api("GET", `/orders/${first.orderId}/invoice.pdf`, customer);
    expect(again.headers["x-invoice-number"]).toBe("INV-000002");
    const byAdmin = await api("GET", `/orders/${first.orderId}/invoice.pdf`, admin);
    expect(byAdmin.statusCode).toBe(200);
    expect(byAdmin.headers["x-invoice-number"]).toBe("INV-000002");
  });

  it("is 404 for anyone but the customer and admins, 401 without a token, 409 once cancelled", async () => {
    const { orderId } = await placeOrder();
    const stranger = await createUser(ctx);
    expect((await api("GET", `/orders/${orderId}/invoice.pdf`, stranger)).statusCode).toBe(404);
    expect((await api("GET", `/orders/${orderId}/invoice.pdf`, sellerA)).statusCode).toBe(404);
    expect((await api("GET", `/orders/${orderId}/invoice.pdf`)).statusCode).toBe(401);
    expect((await api("GET", "/orders/99999/invoice.pdf", admin)).statusCode).toBe(404);
    expect((await api("GET", "/orders/abc/invoice.pdf", customer)).statusCode).toBe(400);
    expect((await api("PUT", `/orders/${orderId}/cancel`, customer)).statusCode).toBe(200);
    const cancelled = await api("GET", `/orders/${orderId}/invoice.pdf`, customer);
    expect(cancelled.statusCode).toBe(409);
    expect(cancelled.json().message).toBe("A cancelled order has no invoice");
  });
});

describe("issued papers", () => {
  it("keep what the invoice was issued with; a cancelled invoiced order keeps its invoice and gets a credit note", async () => {
    const order = await placeOrder();
    const issued = await api("GET", `/orders/${order.orderId}/invoice.pdf`, customer);
    expect(issued.statusCode, issued.body).toBe(200);
    const number = issued.headers["x-invoice-number"] as string;
    // The settings change after the invoice was issued.
    const settings = (await api("GET", "/public/settings")).json();
    const changed = await api("PUT", "/admin/settings", admin, {
      ...settings,
      shopName: "Renamed Shop",
      contactAddress: "2 Low Road, Leeds",
      taxRate: 20,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    try {
      const later = pdfText((await api("GET", `/orders/${order.orderId}/invoice.pdf`, customer)).rawPayload);
      for (const kept of ["Corner Shop", "1 High Street, Bath", "Tax (7%)", number])
        expect(later, kept).toContain(kept);
      for (const gone of ["Renamed Shop", "2 Low Road", "20%"]) expect(later, gone).not.toContain(gone);

      expect((await api("GET", `/orders/${order.orderId}/credit-notes`, customer)).json()).toEqual([]);
      expect((await api("PUT", `/orders/${order.orderId}/cancel`, customer)).statusCode).toBe(200);
      // The invoice stays issued, with its number.
      const after = await api("GET", `/orders/${order.orderId}/invoice.pdf`, customer);
      expect(after.statusCode, after.body).toBe(200);
      expect(after.headers["x-invoice-number"]).toBe(number);
      const notes = (await api("GET", `/orders/${order.orderId}/credit-notes`, customer)).json();
      expect(notes).toEqual([
        {
          number: 1,
          label: "CN-000001",
          invoiceNumber: number,
          issuedAt: expect.any(String),
          reason: "Order cancelled",
          total: order.totalAmount,
        },
      ]);
      const note = await api("GET", `/orders/${order.orderId}/credit-notes/1.pdf`, customer);
      expect(note.statusCode, note.body).toBe(200);
      expect(note.headers["x-credit-note-number"]).toBe("CN-000001");
      const text = pdfText(note.rawPayload);
      for (const part of [
        "Credit note",
        "CN-000001",
        number,
        "Order cancelled",
        "Corner Shop",
        "Mug",
        `-$${order.totalAmount.toFixed(2)}`,
      ]) {
        expect(text, part).toContain(part);
      }
      expect((await api("GET", `/orders/${order.orderId}/credit-notes/1.pdf`, await createUser(ctx))).statusCode).toBe(
        404,
      );
      expect((await api("GET", `/orders/${order.orderId}/credit-notes/2.pdf`, admin)).statusCode).toBe(404);
    } finally {
      await api("PUT", "/admin/settings", admin, settings);
    }
  });
});

describe("the packing slip", () => {
  it("gives each seller their part: recipient, phone, address and only their lines", async () => {
    const { orderId } = await placeOrder();
    await api("PUT", `/seller/orders/${orderId}/status?status=Shipped`, sellerA, {
      carrier: "FedEx",
      trackingNumber: "7777",
    });
    const slip = await api("GET", `/seller/orders/${orderId}/packing-slip`, sellerA);
    expect(slip.statusCode, slip.body).toBe(200);
    expect(slip.headers["content-type"]).toBe("application/pdf");
    const text = pdfText(slip.rawPayload);
    for (const part of [
      "Packing slip",
      `#${orderId}`,
      "Ann Lee",
      "Phone: +1 555 0100",
      "9 Elm Road",
      "Springfield, IL 62701",
      "USA",
    ]) {
      expect(text, part).toContain(part);
    }
    expect(text).toContain(`Tee ${made} (Size: M) · SKU TEE-${made}-M`);
    expect(text).toContain("FedEx");
    expect(text).not.toContain(`Mug ${made}`);
    const slipB = pdfText((await api("GET", `/seller/orders/${orderId}/packing-slip`, sellerB)).rawPayload);
    expect(slipB).toContain(`Mug ${made}`);
    expect(slipB).not.toContain(`Tee ${made}`);
  });

  it("is 404 for a seller without lines in the order and 403 for a customer", async () => {
    const { orderId } = await placeOrder();
    const other = await createUser(ctx, { roles: ["ROLE_USER", "ROLE_SELLER"] });
    expect((await api("GET", `/seller/orders/${orderId}/packing-slip`, other)).statusCode).toBe(404);
    expect((await api("GET", `/seller/orders/${orderId}/packing-slip`, customer)).statusCode).toBe(403);
    expect((await api("GET", `/seller/orders/${orderId}/packing-slip`, admin)).statusCode).toBe(200);
  });
});

/** Whether a PDF (pdfkit writes them uncompressed here) embeds a picture. */
const embedsImage = (pdf: Buffer) => /\/Subtype\s*\/Image/.test(pdf.toString("latin1"));

describe("the shop's logo (docs/decisions/0041-the-shop-logo.md)", () => {
  it("is printed on the shop's invoice, credit note and packing slip while it is set", async () => {
    const plain = await placeOrder();
    const before = await api("GET", `/orders/${plain.orderId}/invoice.pdf`, customer);
    expect(before.statusCode).toBe(200);
    expect(embedsImage(before.rawPayload)).toBe(false);
    expect(embedsImage((await api("GET", `/seller/orders/${plain.orderId}/packing-slip`, sellerA)).rawPayload)).toBe(
      false,
    );

    const settings = (await api("GET", "/public/settings")).json();
    const logo = await uploadShopPicture(ctx, admin);
    expect((await api("PUT", "/admin/settings", admin, { ...settings, logo })).statusCode).toBe(200);
    try {
      const order = await placeOrder();
      const invoice = await api("GET", `/orders/${order.orderId}/invoice.pdf`, customer);
      expect(invoice.statusCode, invoice.body).toBe(200);
      expect(embedsImage(invoice.rawPayload)).toBe(true);
      // The words are still there beside it.
      expect(pdfText(invoice.rawPayload)).toContain("Corner Shop");
      const slip = await api("GET", `/seller/orders/${order.orderId}/packing-slip`, sellerA);
      expect(slip.statusCode, slip.body).toBe(200);
      expect(embedsImage(slip.rawPayload)).toBe(true);
      expect((await api("PUT", `/orders/${order.orderId}/cancel`, customer)).statusCode).toBe(200);
      const [credit] = (await api("GET", `/orders/${order.orderId}/credit-notes`, customer)).json();
      const note = await api("GET", `/orders/${order.orderId}/credit-notes/${credit.number}.pdf`, customer);
      expect(note.statusCode, note.body).toBe(200);
      expect(embedsImage(note.rawPayload)).toBe(true);
    } finally {
      await api("PUT", "/admin/settings", admin, { ...settings, logo: null });
    }
  });
});
