import { MSG } from "@shop/contract";
import { parse } from "csv-parse/sync";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  addAddress,
  addToCart,
  createProduct,
  createStaff,
  createTestApp,
  createUser,
  placeCashOrder,
  type TestContext,
  type TestUser,
} from "../../test/harness.js";

let ctx: TestContext;
let admin: TestUser;
let sellerA: TestUser;
let sellerB: TestUser;
let customer: TestUser;
let category: number;
let orderId: number;

beforeAll(async () => {
  ctx = await createTestApp();
  ({ admin, sellerA, sellerB, categoryId: category } = await createStaff(ctx, "Export goods"));
  customer = await createUser(ctx, { email: "=cmd@example.com" });
  const a = await createProduct(ctx, sellerA, category, { productName: '=SUM(A1:A9), "quoted"', price: 19.99 });
  const b = await createProduct(ctx, sellerB, category, { productName: "Plain Mug", price: 5 });
  await addToCart(ctx, customer, a.productId, 3);
  await addToCart(ctx, customer, b.productId, 1);
  const res = await placeCashOrder(ctx, customer, await addAddress(ctx, customer));
  orderId = res.json().orderId;
  // An older order, outside the range asked for below.
  await addToCart(ctx, customer, b.productId, 2);
  const old = (await placeCashOrder(ctx, customer, await addAddress(ctx, customer))).json().orderId;
  await ctx.database.db.execute(sql`update orders set order_date = '2025-01-15T12:00:00Z' where id = ${old}`);
});
afterAll(async () => {
  await ctx?.close();
});

const today = new Date().toISOString().slice(0, 10);
const exportCsv = (user: TestUser | null, from: string, to: string) =>
  ctx.app.inject({
    method: "GET",
    url: `/api/seller/orders.csv?from=${from}&to=${to}`,
    headers: user?.auth ?? {},
  });
const rowsOf = (body: string) => parse(body, { columns: true }) as Record<string, string>[];

describe("orders export", () => {
  it("gives a seller their own lines of the range, quoted and formula-safe", async () => {
    const res = await exportCsv(sellerA, today, today);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toContain("text/csv");
    expect(res.headers["content-disposition"]).toBe(`attachment; filename="orders-${today}-to-${today}.csv"`);
    const rows = rowsOf(res.body);
    expect(rows).toEqual([
      expect.objectContaining({
        order_id: String(orderId),
        order_status: "Order Placed",
        part_status: "Order Placed",
        payment_status: "pending",
        customer_email: "'=cmd@example.com",
        seller: sellerA.username,
        product_name: `'=SUM(A1:A9), "quoted"`,
        quantity: "3",
        unit_price: "19.99",
        line_total: "59.97",
        line_discount: "0.00",
        variant: "",
        street: "1 Test Street",
        city: "Testville",
        zip_code: "12345",
      }),
    ]);
    expect(rows[0]!.order_date).toMatch(/^\d{4}-\d\d-\d\dT/);
  });

  it("gives an admin every line; the range leaves other days out", async () => {
    const rows = rowsOf((await exportCsv(admin, today, today)).body);
    expect(rows.map((r) => r.seller).sort()).toEqual([sellerA.username, sellerB.username].sort());
    const all = rowsOf((await exportCsv(admin, "2025-01-01", "2025-12-31")).body);
    expect(all).toHaveLength(1);
    expect(all[0]).toMatchObject({ product_name: "Plain Mug", quantity: "2", line_total: "10.00" });
    const none = await exportCsv(sellerA, "2025-02-01", "2025-02-28");
    expect(none.body.trim()).toBe(
      "order_id,order_date,order_status,part_status,payment_status,customer_email,seller,product_id,product_name,variant,sku,quantity,unit_price,line_total,line_discount,currency,promotion_code,recipient_name,phone,street,apartment,city,state,zip_code,country",
    );
  });

  it("refuses bad ranges with a clear message, and guests and customers", async () => {
    const bad = [
      ["2026-13-01", today, MSG.exportDateInvalid],
      ["yesterday", today, MSG.exportDateInvalid],
      [today, "2026-02-30", MSG.exportDateInvalid],
      ["2026-05-02", "2026-05-01", MSG.exportRangeInvalid],
      ["2024-01-01", "2026-01-01", MSG.exportRangeTooLong],
    ] as const;
    for (const [from, to, message] of bad) {
      const res = await exportCsv(sellerA, from, to);
      expect(res.statusCode, `${from}..${to}`).toBe(400);
      expect(Object.values(res.json().fieldErrors ?? {})).toContain(message);
    }
    expect((await exportCsv(null, today, today)).statusCode).toBe(401);
    expect((await exportCsv(customer, today, today)).statusCode).toBe(403);
  });
});
