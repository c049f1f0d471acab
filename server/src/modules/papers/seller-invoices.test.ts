/**
 * Invoices issued by sellers (docs/decisions/0040-invoices-issued-by-sellers.md): with the store setting
 * `invoiceIssuer: "seller"`, each seller's part of an order gets its own invoice, the seller as the one who
 * sold, numbered in the seller's own sequence, with only the part's lines and amounts; the issuer is fixed
 * by an order's first invoice; a cancelled order's sellers credit their parts in their own sequences.
 */
import { MSG } from "@shop/contract";
import { MSG as BACK_OFFICE } from "@shop/contract/messages/back-office";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { App } from "../../core/deps.js";
import { rowsOf } from "../../db/transaction.js";
import {
  addToCart,
  apiOf,
  createProduct,
  createShop,
  createUser,
  itOnPostgres,
  placeCashOrder,
  startSecondServer,
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

/** The settings as a change takes them, with `change` on top. */
async function setSettings(change: Record<string, unknown>) {
  const { currencyDigits: _d, shippingZones: _z, ...settings } = (await api("GET", "/public/settings")).json();
  const res = await api("PUT", "/admin/settings", admin, { ...settings, ...change });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

beforeAll(async () => {
  ({ ctx, admin, sellerA, sellerB, categoryId: category } = await createShop("Sold by sellers"));
  await setSettings({
    shopName: "Corner Market",
    contactAddress: "1 High Street, Bath",
    contactEmail: "market@corner.test",
    taxRate: 7,
    taxId: "GB999999973",
    invoiceIssuer: "seller",
  });
  const a = await api("PUT", "/seller/profile", sellerA, {
    displayName: "Harbour Goods",
    taxId: "DE111111111",
    address: "12 Quay Street, Bristol BS1 4RN",
  });
  expect(a.json()).toMatchObject({ taxId: "DE111111111", address: "12 Quay Street, Bristol BS1 4RN" });
  expect(a.statusCode, a.body).toBe(200);
  expect((await api("PUT", "/seller/profile", sellerB, { taxId: "FR22222222222" })).statusCode).toBe(200);
  ({ customer, addressId } = await createPaperCustomer(ctx));
});
afterAll(async () => {
  await ctx?.close();
});

let made = 0;
/** An order of two Tees of seller A ($20 each) and a Mug of seller B ($8), with a code when given. */
async function placeOrder(code?: string) {
  made++;
  const tee = await createProduct(ctx, sellerA, category, { productName: `Tee ${made}`, price: 20, quantity: 20 });
  const mug = await createProduct(ctx, sellerB, category, { productName: `Mug ${made}`, price: 8, quantity: 20 });
  await addToCart(ctx, customer, tee.productId, 2);
  await addToCart(ctx, customer, mug.productId, 1);
  if (code) expect((await api("PUT", "/carts/promotion", customer, { code })).statusCode).toBe(200);
  const res = await placeCashOrder(ctx, customer, addressId);
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { orderId: number; totalAmount: number };
}

/** Each part's amounts as fixed at placement, in cents, by seller. */
const partsOf = (orderId: number) =>
  rowsOf<{ seller_id: number; items: number; discount: number; shipping: number; tax: number; paid: number }>(
    ctx.database.db.execute(sql`
      select seller_id, items_cents as items, discount_cents as discount, shipping_cents as shipping,
        tax_cents as tax, paid_cents as paid
      from seller_shipments where order_id = ${orderId} order by seller_id`),
  );

const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;
const label = (seller: TestUser, n: number) => `INV-S${seller.id}-${String(n).padStart(6, "0")}`;

describe("the setting invoiceIssuer", () => {
  it("is answered, refused when unknown with its message, and kept by a change that leaves it out", async () => {
    expect((await api("GET", "/public/settings")).json().invoiceIssuer).toBe("seller");
    const {
      currencyDigits: _d,
      shippingZones: _z,
      invoiceIssuer: _i,
      ...rest
    } = (await api("GET", "/public/settings")).json();
    const unknown = await api("PUT", "/admin/settings", admin, { ...rest, invoiceIssuer: "nobody" });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().fieldErrors).toEqual({ invoiceIssuer: MSG.settingsInvoiceIssuer });
    const kept = await api("PUT", "/admin/settings", admin, { ...rest, tagline: "Many sellers, one market" });
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json()).toMatchObject({ invoiceIssuer: "seller", tagline: "Many sellers, one market" });
    expect((await api("GET", "/public/settings")).json().invoiceIssuer).toBe("seller");
  });
});

describe("a seller's business address", () => {
  it('is refused past 200 characters with its message and changes nothing; left out it is kept, "" removes it', async () => {
    const long = await api("PUT", "/seller/profile", sellerB, { address: "x".repeat(201), taxId: "FR0" });
    expect(long.statusCode).toBe(400);
    expect(long.json().fieldErrors).toEqual({ address: BACK_OFFICE.sellerAddressInvalid });
    expect((await api("GET", "/seller/profile", sellerB)).json()).toMatchObject({
      address: "",
      taxId: "FR22222222222",
    });

    const set = await api("PUT", "/seller/profile", sellerB, { address: "  3 Rue Neuve, Lyon  " });
    expect(set.json()).toMatchObject({ address: "3 Rue Neuve, Lyon", taxId: "FR22222222222" });
    expect((await api("PUT", "/seller/profile", sellerB, { taxId: "FR22222222222" })).json().address).toBe(
      "3 Rue Neuve, Lyon",
    );
    expect((await api("PUT", "/seller/profile", sellerB, { address: "" })).json().address).toBe("");
  });
});

describe("invoices issued by sellers", () => {
  it("give each seller's part its own invoice: the seller's number sequence, only their lines, the part's amounts", async () => {
    expect(
      (await api("POST", "/admin/promotions", admin, { code: "SIXOFF", kind: "fixed", value: 6 })).statusCode,
    ).toBe(201);
    const first = await placeOrder("SIXOFF");
    // Before any download: one invoice per part, not yet numbered.
    const listed = await api("GET", `/orders/${first.orderId}/invoices`, customer);
    expect(listed.statusCode, listed.body).toBe(200);
    expect(listed.json()).toEqual([
      { issuer: "seller", sellerId: sellerA.id, sellerName: "Harbour Goods", label: null, issuedAt: null },
      { issuer: "seller", sellerId: sellerB.id, sellerName: `Seller ${sellerB.id}`, label: null, issuedAt: null },
    ]);
    // No one invoice for an order of two sellers' parts, and asking issues nothing.
    const whole = await api("GET", `/orders/${first.orderId}/invoice.pdf`, customer);
    expect(whole.statusCode).toBe(409);
    expect(whole.json().message).toBe(MSG.invoicesBySellers);
    expect((await api("GET", `/orders/${first.orderId}/invoices`, customer)).json()[0].label).toBeNull();

    const a = await api("GET", `/orders/${first.orderId}/sellers/${sellerA.id}/invoice.pdf`, customer);
    expect(a.statusCode, a.body).toBe(200);
    expect(a.headers["content-type"]).toBe("application/pdf");
    expect(a.headers["x-invoice-number"]).toBe(label(sellerA, 1));
    expect(a.headers["content-disposition"]).toBe(`attachment; filename="invoice-${label(sellerA, 1)}.pdf"`);
    // Seller B's part was issued with it (the order's invoices are issued together), in B's own sequence.
    const b = await api("GET", `/seller/orders/${first.orderId}/invoice.pdf`, sellerB);
    expect(b.statusCode, b.body).toBe(200);
    expect(b.headers["x-invoice-number"]).toBe(label(sellerB, 1));

    // The parts' amounts add up to the order's total exactly; each invoice prints its part's.
    // $6 off 40 + 8 → 5 + 1; shipping 5.99 shared 35 : 7 → 4.99 + 1.00; tax 7 % of 42 = 2.94 → 2.45 + 0.49.
    const [partA, partB] = await partsOf(first.orderId);
    expect(partA).toMatchObject({ seller_id: sellerA.id, items: 4000, discount: 500, shipping: 499, tax: 245 });
    expect(partA!.paid).toBe(4000 - 500 + 499 + 245);
    expect(partB).toMatchObject({ seller_id: sellerB.id, items: 800, discount: 100, shipping: 100, tax: 49 });
    expect(partA!.paid + partB!.paid).toBe(Math.round(first.totalAmount * 100));

    const textA = pdfText(a.rawPayload);
    for (const part of [
      "Harbour Goods",
      // The seller's own address under their name, beside their tax ID.
      "12 Quay Street, Bristol BS1 4RN",
      "Tax ID: DE111111111",
      "Invoice",
      label(sellerA, 1),
      `#${first.orderId}`,
      "Ann Lee",
      "9 Elm Road",
      MSG.invoiceMarketplace,
      "Corner Market",
      "1 High Street, Bath",
      `Tee ${made}`,
      "Subtotal",
      "$40.00",
      "Discount (SIXOFF)",
      "-$5.00",
      "Shipping",
      "$4.99",
      "Tax (7%)",
      "$2.45",
      "Total",
      dollars(partA!.paid),
      MSG.invoiceSoldThrough("Harbour Goods", "Corner Market"),
    ]) {
      expect(textA, part).toContain(part);
    }
    // Only the seller's lines and amounts: not the other part, not the order's totals, no commission,
    // not the shop's tax ID (the shop is not the one who sold).
    for (const gone of [
      `Mug ${made}`,
      "$48.00",
      dollars(Math.round(first.totalAmount * 100)),
      "ommission",
      "GB999999973",
    ])
      expect(textA, gone).not.toContain(gone);

    const textB = pdfText(b.rawPayload);
    for (const part of [`Seller ${sellerB.id}`, "Tax ID: FR22222222222", `Mug ${made}`, "$8.00", dollars(partB!.paid)])
      expect(textB, part).toContain(part);
    expect(textB).not.toContain(`Tee ${made}`);
    expect(textB).not.toContain("Harbour Goods");
    // Seller B keeps no address: none is printed, and not seller A's.
    expect(textB).not.toContain("Quay Street");

    // Every later download shows the same number; the list names them now.
    const again = await api("GET", `/orders/${first.orderId}/sellers/${sellerA.id}/invoice.pdf`, admin);
    expect(again.headers["x-invoice-number"]).toBe(label(sellerA, 1));
    expect((await api("GET", `/seller/orders/${first.orderId}/invoice.pdf`, sellerA)).headers["x-invoice-number"]).toBe(
      label(sellerA, 1),
    );
    expect((await api("GET", `/orders/${first.orderId}/invoices`, customer)).json()).toEqual([
      expect.objectContaining({ sellerId: sellerA.id, label: label(sellerA, 1), issuedAt: expect.any(String) }),
      expect.objectContaining({ sellerId: sellerB.id, label: label(sellerB, 1), issuedAt: expect.any(String) }),
    ]);
    // The seller's order answer says its invoices are the sellers'.
    expect((await api("GET", `/seller/orders/${first.orderId}`, sellerA)).json().invoiceIssuer).toBe("seller");

    // Each seller's next order takes the seller's next number; the shop's sequence is untouched.
    const second = await placeOrder();
    const nextB = await api("GET", `/seller/orders/${second.orderId}/invoice.pdf`, sellerB);
    expect(nextB.headers["x-invoice-number"]).toBe(label(sellerB, 2));
    const nextA = await api("GET", `/orders/${second.orderId}/sellers/${sellerA.id}/invoice.pdf`, customer);
    expect(nextA.headers["x-invoice-number"]).toBe(label(sellerA, 2));
    const [shopInvoices] = await rowsOf<{ n: number }>(
      ctx.database.db.execute(sql`select count(*)::int as n from invoices`),
    );
    expect(shopInvoices!.n).toBe(0);
  });

  it("answer the one part's invoice for an order of one seller", async () => {
    made++;
    const tee = await createProduct(ctx, sellerA, category, { productName: `Solo tee ${made}`, price: 20 });
    await addToCart(ctx, customer, tee.productId, 1);
    const { orderId } = (await placeCashOrder(ctx, customer, addressId)).json();
    const res = await api("GET", `/orders/${orderId}/invoice.pdf`, customer);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers["x-invoice-number"]).toMatch(new RegExp(`^INV-S${sellerA.id}-\\d{6}$`));
    expect(pdfText(res.rawPayload)).toContain("Harbour Goods");
  });

  it("let no seller read another seller's invoice, nor anyone but the customer and admins", async () => {
    const { orderId } = await placeOrder();
    const other = await createUser(ctx, { roles: ["ROLE_USER", "ROLE_SELLER"] });
    const stranger = await createUser(ctx);
    // The customer's and admins' routes are theirs only: a seller gets 404, as for the order's invoice.
    expect((await api("GET", `/orders/${orderId}/sellers/${sellerB.id}/invoice.pdf`, sellerA)).statusCode).toBe(404);
    expect((await api("GET", `/orders/${orderId}/sellers/${sellerA.id}/invoice.pdf`, sellerA)).statusCode).toBe(404);
    expect((await api("GET", `/orders/${orderId}/invoices`, sellerA)).statusCode).toBe(404);
    expect((await api("GET", `/orders/${orderId}/sellers/${sellerA.id}/invoice.pdf`, stranger)).statusCode).toBe(404);
    expect((await api("GET", `/orders/${orderId}/sellers/${sellerA.id}/invoice.pdf`)).statusCode).toBe(401);
    // A seller reads only their own part's, and a seller without lines in the order nothing.
    expect((await api("GET", `/seller/orders/${orderId}/invoice.pdf`, other)).statusCode).toBe(404);
    expect((await api("GET", `/seller/orders/${orderId}/invoice.pdf`, customer)).statusCode).toBe(403);
    // No such part.
    expect((await api("GET", `/orders/${orderId}/sellers/${other.id}/invoice.pdf`, customer)).statusCode).toBe(404);
    // Admins read any.
    const byAdmin = await api("GET", `/orders/${orderId}/sellers/${sellerB.id}/invoice.pdf`, admin);
    expect(byAdmin.statusCode, byAdmin.body).toBe(200);
    expect(pdfText(byAdmin.rawPayload)).toContain(`Mug ${made}`);
  });

  it("keep their issuer, numbers and seller once issued: switching the setting back to the shop changes none", async () => {
    const issued = await placeOrder();
    const a = await api("GET", `/orders/${issued.orderId}/sellers/${sellerA.id}/invoice.pdf`, customer);
    const number = a.headers["x-invoice-number"];
    const notYet = await placeOrder();
    await setSettings({ invoiceIssuer: "shop" });
    // The seller renames their shop after the invoice was issued.
    expect((await api("PUT", "/seller/profile", sellerA, { displayName: "Harbour & Sons" })).statusCode).toBe(200);
    try {
      const later = await api("GET", `/orders/${issued.orderId}/sellers/${sellerA.id}/invoice.pdf`, customer);
      expect(later.statusCode, later.body).toBe(200);
      expect(later.headers["x-invoice-number"]).toBe(number);
      const text = pdfText(later.rawPayload);
      expect(text).toContain("Harbour Goods");
      expect(text).not.toContain("Harbour & Sons");
      // Still the sellers' invoices: the order has no shop invoice.
      expect((await api("GET", `/orders/${issued.orderId}/invoice.pdf`, customer)).statusCode).toBe(409);
      expect((await api("GET", `/orders/${issued.orderId}/invoices`, customer)).json()).toHaveLength(2);
      // An order not yet invoiced is invoiced by the issuer in force at its first invoice: the shop.
      const shop = await api("GET", `/orders/${notYet.orderId}/invoice.pdf`, customer);
      expect(shop.statusCode, shop.body).toBe(200);
      expect(shop.headers["x-invoice-number"]).toBe("INV-000001");
      expect(pdfText(shop.rawPayload)).toContain("Corner Market");
      // … and its issuer stays the shop when the setting goes back to the sellers.
      await setSettings({ invoiceIssuer: "seller" });
      const part = await api("GET", `/orders/${notYet.orderId}/sellers/${sellerA.id}/invoice.pdf`, customer);
      expect(part.statusCode).toBe(409);
      expect(part.json().message).toBe(MSG.invoiceIssuedByShop);
      expect((await api("GET", `/seller/orders/${notYet.orderId}/invoice.pdf`, sellerA)).statusCode).toBe(409);
      expect((await api("GET", `/orders/${notYet.orderId}/invoice.pdf`, customer)).headers["x-invoice-number"]).toBe(
        "INV-000001",
      );
      expect((await api("GET", `/orders/${notYet.orderId}/invoices`, customer)).json()).toEqual([
        { issuer: "shop", sellerId: null, sellerName: null, label: "INV-000001", issuedAt: expect.any(String) },
      ]);
    } finally {
      await setSettings({ invoiceIssuer: "seller" });
      await api("PUT", "/seller/profile", sellerA, { displayName: "Harbour Goods" });
    }
  });

  it("credit each seller's part in the seller's own credit-note sequence when the order is cancelled", async () => {
    const order = await placeOrder();
    const a = await api("GET", `/orders/${order.orderId}/sellers/${sellerA.id}/invoice.pdf`, customer);
    expect(a.statusCode).toBe(200);
    const invoiceA = a.headers["x-invoice-number"] as string;
    const [partA, partB] = await partsOf(order.orderId);
    expect((await api("PUT", `/orders/${order.orderId}/cancel`, customer)).statusCode).toBe(200);
    const notes = await api("GET", `/orders/${order.orderId}/credit-notes`, customer);
    expect(notes.statusCode, notes.body).toBe(200);
    expect(notes.json()).toEqual([
      {
        number: 1,
        label: `CN-S${sellerA.id}-000001`,
        invoiceNumber: invoiceA,
        issuedAt: expect.any(String),
        reason: "Order cancelled",
        total: partA!.paid / 100,
        sellerId: sellerA.id,
        sellerName: "Harbour Goods",
      },
      {
        number: 1,
        label: `CN-S${sellerB.id}-000001`,
        invoiceNumber: expect.stringMatching(new RegExp(`^INV-S${sellerB.id}-`)),
        issuedAt: expect.any(String),
        reason: "Order cancelled",
        total: partB!.paid / 100,
        sellerId: sellerB.id,
        sellerName: `Seller ${sellerB.id}`,
      },
    ]);
    // The invoices stay issued.
    expect((await api("GET", `/orders/${order.orderId}/sellers/${sellerA.id}/invoice.pdf`, customer)).statusCode).toBe(
      200,
    );
    const note = await api("GET", `/orders/${order.orderId}/sellers/${sellerA.id}/credit-notes/1.pdf`, customer);
    expect(note.statusCode, note.body).toBe(200);
    expect(note.headers["x-credit-note-number"]).toBe(`CN-S${sellerA.id}-000001`);
    const text = pdfText(note.rawPayload);
    for (const part of [
      "Credit note",
      "Harbour Goods",
      "Tax ID: DE111111111",
      invoiceA,
      `Tee ${made}`,
      `-${dollars(partA!.paid)}`,
    ])
      expect(text, part).toContain(part);
    expect(text).not.toContain(`Mug ${made}`);
    // The shop issued no credit note; another seller's number is not this seller's.
    expect((await api("GET", `/orders/${order.orderId}/credit-notes/1.pdf`, customer)).statusCode).toBe(404);
    expect(
      (await api("GET", `/orders/${order.orderId}/sellers/${sellerA.id}/credit-notes/2.pdf`, admin)).statusCode,
    ).toBe(404);
    expect(
      (await api("GET", `/orders/${order.orderId}/sellers/${sellerA.id}/credit-notes/1.pdf`, await createUser(ctx)))
        .statusCode,
    ).toBe(404);
  });

  itOnPostgres(
    "number each seller's invoices without a gap or a duplicate when two servers issue them at once",
    async () => {
      const second = await startSecondServer(ctx);
      try {
        const orders: number[] = [];
        for (let i = 0; i < 6; i++) orders.push((await placeOrder()).orderId);
        const highest = async (seller: TestUser) => {
          const [row] = await rowsOf<{ n: number }>(
            ctx.database.db.execute(
              sql`select coalesce(max(number), 0)::int as n from seller_invoices where seller_id = ${seller.id}`,
            ),
          );
          return row!.n;
        };
        const before = { a: await highest(sellerA), b: await highest(sellerB) };
        // Each order's first downloads at the same moment on both servers: A's part on one, B's on the
        // other, the customer's and the sellers' routes mixed.
        // Both "servers" share this process: a burst of PDFs keeps the pool's connections busy past its
        // wait, and a server answers 503 with Retry-After; a client asks again, and the numbering must
        // hold through those retries too.
        const get = async (app: App, orderId: number, url: string, user: TestUser) => {
          for (let attempt = 1; ; attempt++) {
            const res = await app.inject({ method: "GET", url: `/api${url}`, headers: user.auth });
            if (res.statusCode !== 503 || attempt === 5) {
              return { orderId, status: res.statusCode, number: res.headers["x-invoice-number"] };
            }
            await new Promise((resolve) => setTimeout(resolve, 500 * attempt));
          }
        };
        const downloads = await Promise.all(
          orders.flatMap((orderId, i) => {
            const [one, two] = i % 2 ? [ctx.app, second] : [second, ctx.app];
            return [
              get(one, orderId, `/orders/${orderId}/sellers/${sellerA.id}/invoice.pdf`, customer),
              get(two, orderId, `/orders/${orderId}/sellers/${sellerB.id}/invoice.pdf`, customer),
              get(two, orderId, `/seller/orders/${orderId}/invoice.pdf`, sellerA),
              get(one, orderId, `/seller/orders/${orderId}/invoice.pdf`, sellerB),
            ];
          }),
        );
        expect(
          downloads.filter((d) => d.status !== 200),
          JSON.stringify(downloads.filter((d) => d.status !== 200)),
        ).toEqual([]);
        const numbers = await rowsOf<{ seller_id: number; order_id: number; number: number }>(
          ctx.database.db.execute(sql`
          select seller_id, order_id, number from seller_invoices
          where order_id in (${sql.join(
            orders.map((o) => sql`${o}`),
            sql`, `,
          )}) order by seller_id, number`),
        );
        for (const [seller, from] of [
          [sellerA, before.a],
          [sellerB, before.b],
        ] as const) {
          const own = numbers.filter((r) => r.seller_id === seller.id);
          // One invoice per order and seller, numbered on from the seller's highest, none skipped.
          expect(new Set(own.map((r) => r.order_id)).size).toBe(orders.length);
          expect(own.map((r) => r.number)).toEqual(Array.from({ length: orders.length }, (_, i) => from + i + 1));
          // Both downloads of a part showed its one number.
          for (const r of own) {
            const shown = downloads.filter(
              (d) => d.orderId === r.order_id && d.number?.toString().startsWith(`INV-S${seller.id}-`),
            );
            expect(new Set(shown.map((d) => d.number))).toEqual(new Set([label(seller, r.number)]));
          }
        }
      } finally {
        await second.close();
      }
    },
  );
});

describe("the shop's logo (docs/decisions/0041-the-shop-logo.md)", () => {
  it("is not printed on a seller's own invoice nor credit note: the shop's logo is not theirs", async () => {
    const logo = await uploadShopPicture(ctx, admin);
    await setSettings({ logo });
    try {
      const order = await placeOrder();
      const invoice = await api("GET", `/orders/${order.orderId}/sellers/${sellerA.id}/invoice.pdf`, customer);
      expect(invoice.statusCode, invoice.body).toBe(200);
      expect(invoice.rawPayload.toString("latin1")).not.toMatch(/\/Subtype\s*\/Image/);
      expect((await api("PUT", `/orders/${order.orderId}/cancel`, customer)).statusCode).toBe(200);
      const [note] = (await api("GET", `/orders/${order.orderId}/credit-notes`, customer)).json();
      const pdf = await api(
        "GET",
        `/orders/${order.orderId}/sellers/${sellerA.id}/credit-notes/${note.number}.pdf`,
        customer,
      );
      expect(pdf.statusCode, pdf.body).toBe(200);
      expect(pdf.rawPayload.toString("latin1")).not.toMatch(/\/Subtype\s*\/Image/);
      // The packing slip is the shop's paper: it carries the logo.
      const slip = await api("GET", `/seller/orders/${order.orderId}/packing-slip`, sellerA);
      expect(slip.rawPayload.toString("latin1")).toMatch(/\/Subtype\s*\/Image/);
    } finally {
      await setSettings({ logo: null });
    }
  });
});
