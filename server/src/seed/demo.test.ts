import {
  FALLBACK_CATEGORIES,
  ORDER_STATUS,
  orderTotals,
  PAYMENT_STATUS,
  ROLES,
  specialPriceCents,
} from "@shop/contract";
import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { imageUrl } from "../modules/images/urls.js";
import { orderStatusOf, paymentStatusOf } from "../modules/orders/status.js";
import { createTestApp, signIn, type TestContext } from "../test/harness.js";
import {
  categories,
  images,
  orderEvents,
  orderItems,
  orders,
  payments,
  products,
  productVariants,
  promotions,
  sellerLedgerEntries,
  sellerBalances,
  sellerShipments,
  users,
  addresses,
} from "../db/schema/index.js";
import { initialSettings } from "../modules/store-settings/store-settings.js";
import {
  DEMO_CODE,
  DEMO_PRODUCTS,
  DEMO_SELLER_NAMES,
  demoSettings,
  HISTORY_CUSTOMERS,
  HISTORY_DAYS,
  seedDemoShop,
} from "./demo.js";
import { isEmpty } from "./index.js";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
  await seedDemoShop(ctx.database.db, initialSettings(ctx.app.deps.config));
  // Two minutes for the hook: CI runs the PostgreSQL suite beside it on two cores.
}, 120_000);
afterAll(async () => {
  await ctx?.close();
});

describe("seedDemoShop", () => {
  it("sells products in options: a T-shirt in sizes and colours, shoes in sizes, a variant sold out, pictures per colour", async () => {
    const page = (await ctx.app.inject({ method: "GET", url: "/api/public/products?pageSize=100" })).json();
    const withOptions = page.content.filter((p: { variantCount: number }) => p.variantCount > 1);
    expect(withOptions.length).toBeGreaterThanOrEqual(3);
    const read = async (name: string) => {
      const id = page.content.find((p: { productName: string }) => p.productName === name).productId;
      return (await ctx.app.inject({ method: "GET", url: `/api/public/products/${id}` })).json();
    };
    const tee = await read("Everyday Cotton Crew T-Shirt");
    expect(tee.options.map((o: { name: string }) => o.name)).toEqual(["Size", "Color"]);
    // Only the combinations the seller keeps: fewer than the cross product, one sold out.
    expect(tee.variants.length).toBeLessThan(4 * 3);
    expect(tee.variants.some((v: { quantity: number }) => v.quantity === 0)).toBe(true);
    expect(tee.quantity).toBe(tee.variants.reduce((n: number, v: { quantity: number }) => n + v.quantity, 0));
    const shoes = await read("Trailblazer Running Sneakers");
    expect(shoes.options).toEqual([{ name: "Size", values: ["40", "41", "42", "43", "44", "45"] }]);
    expect(shoes.priceVaries).toBe(true);
    const headphones = await read("Aurora Wireless Headphones");
    const pictures = headphones.variants.map((v: { image: string }) => v.image);
    expect(new Set(pictures).size).toBe(3);
    expect(pictures.every((url: string) => headphones.gallery.some((g: { url: string }) => g.url === url))).toBe(true);
  });

  it("books the delivered parts' sale and commission, and each seller's balance is the sum of their entries", async () => {
    const db = ctx.database.db;
    const parts = await db.select().from(sellerShipments);
    const entries = await db.select().from(sellerLedgerEntries);
    for (const part of parts) {
      const own = entries.filter((e) => e.orderId === part.orderId && e.sellerId === part.sellerId);
      const sale = own.filter((e) => e.type === "sale");
      if (part.status === ORDER_STATUS.delivered)
        expect(sale.map((e) => Number(e.amountCents))).toEqual([part.sellerTotalCents]);
      else expect(own).toEqual([]);
    }
    const balances = await db.select().from(sellerBalances);
    expect(balances.length).toBe(2);
    for (const b of balances) {
      const sum = entries.filter((e) => e.sellerId === b.sellerId).reduce((n, e) => n + Number(e.amountCents), 0);
      expect(Number(b.balanceCents)).toBe(sum);
      expect(sum).toBeGreaterThan(0);
    }
  });

  it("has reviews by user1 with a seller reply or two, counted on the products", async () => {
    const page = (
      await ctx.app.inject({ method: "GET", url: "/api/public/products?sortBy=rating&sortOrder=desc" })
    ).json();
    const rated = page.content.filter((p: { reviewCount: number }) => p.reviewCount > 0);
    expect(rated.length).toBeGreaterThanOrEqual(3);
    let replies = 0;
    for (const p of rated) {
      const list = (await ctx.app.inject({ method: "GET", url: `/api/public/products/${p.productId}/reviews` })).json();
      expect(list.summary.reviewCount).toBe(p.reviewCount);
      expect(list.summary.averageRating).toBe(p.averageRating);
      expect(list.content.every((r: { username: string }) => r.username === "user1")).toBe(true);
      replies += list.content.filter((r: { reply: unknown }) => r.reply !== null).length;
    }
    expect(replies).toBeGreaterThanOrEqual(1);
  });

  it("creates the demo accounts", async () => {
    expect(await isEmpty(ctx.database.db)).toBe(false);
    const rows = await ctx.database.db.select().from(users);
    const byName = new Map(rows.map((u) => [u.username, u]));
    expect(byName.get("user1")?.roles).toEqual([ROLES.user]);
    expect(byName.get("seller1")?.roles).toContain(ROLES.seller);
    expect(byName.get("seller2")?.roles).toContain(ROLES.seller);
    expect(byName.get("admin")?.roles).toContain(ROLES.admin);
  });

  it("names the demo sellers' shops, so the customer's order history shows shop names", async () => {
    const as = async (username: string, password: string) => ({
      authorization: `Bearer ${await signIn(ctx, username, password)}`,
    });
    const seller1 = await ctx.app.inject({
      method: "GET",
      url: "/api/seller/profile",
      headers: await as("seller1", "password2"),
    });
    expect(seller1.json()).toEqual({
      username: "seller1",
      displayName: DEMO_SELLER_NAMES.seller1,
      taxId: "",
      address: "",
      returnWindowDays: null,
      about: "",
      returnAddress: "",
      logo: null,
      cover: null,
      bankDetails: "",
    });

    const customer = await as("user1", "password1");
    const list = (await ctx.app.inject({ method: "GET", url: "/api/orders/users", headers: customer })).json();
    const names = new Set<string>();
    for (const { orderId } of list as { orderId: number }[]) {
      const order = (await ctx.app.inject({ method: "GET", url: `/api/orders/${orderId}`, headers: customer })).json();
      for (const e of order.history as { sellerName: string | null }[]) if (e.sellerName) names.add(e.sellerName);
    }
    expect([...names].sort()).toEqual(Object.values(DEMO_SELLER_NAMES).sort());
  });

  it("draws the T-shirt in its own colours: a picture per colour, each variant showing its colour's", async () => {
    const id = (
      await ctx.database.db.select().from(products).where(eq(products.name, "Everyday Cotton Crew T-Shirt"))
    )[0]!.id;
    const tee = (await ctx.app.inject({ method: "GET", url: `/api/public/products/${id}` })).json();
    expect(tee.gallery).toHaveLength(3);
    const byColour = new Map<string, Set<string>>();
    for (const v of tee.variants as { options: Record<string, string>; image: string | null }[]) {
      expect(v.image).not.toBeNull();
      byColour.set(v.options.Color!, (byColour.get(v.options.Color!) ?? new Set()).add(v.image!));
    }
    // One picture per colour, three different ones, the white one the product's main picture.
    expect([...byColour.values()].map((set) => set.size)).toEqual([1, 1, 1]);
    const pictures = [...byColour.entries()].map(([colour, set]) => [colour, [...set][0]]);
    expect(new Set(pictures.map(([, url]) => url)).size).toBe(3);
    expect(Object.fromEntries(pictures).White).toBe(tee.image);
    expect(tee.gallery.map((g: { url: string }) => g.url)).toEqual(
      ["White", "Navy", "Heather Grey"].map((c) => Object.fromEntries(pictures)[c]),
    );
  });

  it("offers a discount code to try and says Free Delivery only where delivery is free", async () => {
    const [code] = await ctx.database.db.select().from(promotions).where(eq(promotions.code, DEMO_CODE.code));
    expect(code).toMatchObject({ kind: "percent", value: 1000, active: true, sellerId: null, usageLimit: null });
    const settings = await ctx.app.deps.settings.get();
    expect(settings.freeShippingThreshold).toBeNull();
    expect(settings.whyChooseUs.map((w) => w.title)).toEqual(["4.9/5 Rating", "Tracked Delivery", "Made with Love"]);
    expect(demoSettings({ ...settings, freeShippingThreshold: 50 }).whyChooseUs[1]?.title).toBe("Free Delivery");
  });

  it("gives four products a gallery of three images, the main one first", async () => {
    const rows = await ctx.database.db.select().from(products).orderBy(asc(products.id));
    const galleries = await Promise.all(
      rows.slice(0, 4).map(
        async (p) =>
          (await ctx.app.inject({ method: "GET", url: `/api/public/products/${p.id}` })).json() as {
            image: string;
            gallery: { url: string }[];
          },
      ),
    );
    expect(galleries.map((g) => g.gallery.length)).toEqual([3, 1, 1, 3]);
    for (const g of galleries) expect(g.gallery[0]?.url).toBe(g.image);
    expect(new Set(galleries[0]!.gallery.map((i) => i.url)).size).toBe(3);
  });

  it("creates the fallback categories first, then a few more", async () => {
    const rows = await ctx.database.db.select().from(categories).orderBy(asc(categories.id));
    expect(rows.slice(0, 4).map((c) => ({ categoryId: c.id, categoryName: c.name }))).toEqual(
      FALLBACK_CATEGORIES.map((c) => ({ ...c })),
    );
    expect(rows.length).toBeGreaterThanOrEqual(8);
    for (const c of rows) expect(c.name.length).toBeGreaterThanOrEqual(5);
  });

  it("creates about 40 consistent products of both sellers, each with a stored image set", async () => {
    const db = ctx.database.db;
    const rows = await db.select().from(products);
    expect(rows.length).toBeGreaterThanOrEqual(36);
    const sellers = await db.select().from(users).where(eq(users.username, "seller1"));
    const seller2 = await db.select().from(users).where(eq(users.username, "seller2"));
    expect(rows.some((p) => p.sellerId === sellers[0]!.id)).toBe(true);
    expect(rows.some((p) => p.sellerId === seller2[0]!.id)).toBe(true);
    expect(rows.some((p) => p.quantity === 0)).toBe(true);
    expect(rows.some((p) => p.quantity > 0 && p.quantity < 10)).toBe(true);
    expect(rows.some((p) => p.discountBp > 0)).toBe(true);
    expect(new Set(rows.map((p) => p.categoryId)).size).toBeGreaterThanOrEqual(8);

    const imageNames = new Set((await db.select({ name: images.name }).from(images)).map((i) => i.name));
    for (const p of rows) {
      expect(p.name.length).toBeGreaterThanOrEqual(3);
      expect(p.description.length).toBeGreaterThanOrEqual(5);
      expect(p.quantity).toBeGreaterThanOrEqual(0);
      expect(p.specialPriceCents).toBe(specialPriceCents(p.priceCents, p.discountBp / 100));
      expect(p.image).toMatch(/^[a-f0-9]{16}$/);
      for (const w of [320, 640, 1024]) expect(imageNames.has(`${p.image}-${w}.webp`)).toBe(true);
    }
    // Every product has its own picture.
    expect(new Set(rows.map((p) => p.image)).size).toBe(rows.length);

    const res = await ctx.app.inject({ method: "GET", url: imageUrl(rows[0]!.image) });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("image/webp");
  });

  it("creates orders of user1 whose totals, lines, payments and shipments agree", async () => {
    const db = ctx.database.db;
    const [user1] = await db.select().from(users).where(eq(users.username, "user1"));
    const saved = await db.select().from(addresses).where(eq(addresses.userId, user1!.id));
    expect(saved.length).toBeGreaterThanOrEqual(1);

    const rows = await db.select().from(orders).where(eq(orders.userId, user1!.id)).orderBy(asc(orders.orderDate));
    expect(rows.length).toBeGreaterThanOrEqual(4);
    const statuses = new Set(rows.map((o) => o.status));
    for (const s of [
      ORDER_STATUS.placed,
      ORDER_STATUS.shipped,
      ORDER_STATUS.delivered,
      ORDER_STATUS.cancelled,
      ORDER_STATUS.partiallyShipped,
    ]) {
      expect(statuses.has(s), s).toBe(true);
    }
    const allItems = await db.select().from(orderItems);
    const allPayments = await db.select().from(payments);
    const allParts = await db.select().from(sellerShipments);
    const productById = new Map((await db.select().from(products)).map((p) => [p.id, p]));
    const variantById = new Map((await db.select().from(productVariants)).map((v) => [v.id, v]));
    const now = Date.now();

    for (const order of rows) {
      expect(order.userId).toBe(user1!.id);
      expect(order.email).toBe(user1!.email);
      expect(order.orderDate.getTime()).toBeLessThan(now);
      const address = saved.find((a) => a.id === order.addressId);
      expect(address).toBeDefined();
      expect(order.street).toBe(address!.street);
      expect(order.zipCode).toBe(address!.zipCode);

      const items = allItems.filter((i) => i.orderId === order.id);
      expect(items.length).toBeGreaterThan(0);
      const totals = orderTotals(items.map((i) => ({ unitPriceCents: i.unitPriceCents, quantity: i.quantity })));
      expect({
        subtotalCents: order.subtotalCents,
        shippingCents: order.shippingCents,
        taxCents: order.taxCents,
        totalCents: order.totalCents,
      }).toEqual(totals);
      for (const item of items) {
        const product = productById.get(item.productId)!;
        const variant = variantById.get(item.variantId!)!;
        expect(variant.productId).toBe(product.id);
        expect(item).toMatchObject({
          productName: product.name,
          image: variant.image ?? product.image,
          unitPriceCents: variant.specialPriceCents,
          discountBp: variant.discountBp,
          sellerId: product.sellerId,
          options: variant.options,
          sku: variant.sku,
        });
      }

      const parts = allParts.filter((s) => s.orderId === order.id);
      // The parts' payments add up to the order's total, to the cent.
      expect(parts.reduce((sum, p) => sum + p.paidCents, 0)).toBe(order.totalCents);
      expect(parts.map((s) => s.sellerId).sort()).toEqual([...new Set(items.map((i) => i.sellerId))].sort());
      const partStatuses = parts.map((s) => s.status);
      if (order.status === ORDER_STATUS.partiallyShipped) {
        expect(partStatuses).toContain(ORDER_STATUS.shipped);
        expect(partStatuses).toContain(ORDER_STATUS.placed);
      } else {
        expect(new Set(partStatuses)).toEqual(new Set([order.status]));
      }

      const payment = allPayments.filter((p) => p.orderId === order.id);
      expect(payment).toHaveLength(1);
      expect(payment[0]).toMatchObject({ method: "cash", pgName: "COD", pgPaymentId: "NA" });
      const expected =
        order.status === ORDER_STATUS.delivered
          ? PAYMENT_STATUS.success
          : order.status === ORDER_STATUS.cancelled
            ? PAYMENT_STATUS.cancelled
            : PAYMENT_STATUS.pending;
      expect(payment[0]!.pgStatus).toBe(expected);
    }
    expect(new Set(rows.map((o) => o.orderDate.toDateString())).size).toBeGreaterThan(3);
  });

  it("has taken what user1's live orders hold out of stock (the history's was restocked)", async () => {
    const db = ctx.database.db;
    const rows = await db.select().from(products);
    const [user1] = await db.select().from(users).where(eq(users.username, "user1"));
    const live = new Set(
      (await db.select().from(orders).where(eq(orders.userId, user1!.id)))
        .filter((o) => o.status !== ORDER_STATUS.cancelled)
        .map((o) => o.id),
    );
    const sold = new Map<number, number>();
    for (const item of await db.select().from(orderItems)) {
      if (live.has(item.orderId)) sold.set(item.productId, (sold.get(item.productId) ?? 0) + item.quantity);
    }
    const variants = await db.select().from(productVariants);
    for (const p of rows) {
      const plan = DEMO_PRODUCTS.find((d) => d.name === p.name)!;
      expect(p.quantity, p.name).toBe(plan.stock - (sold.get(p.id) ?? 0));
      // The product's stock is its variants' sum.
      const own = variants.filter((v) => v.productId === p.id);
      expect(
        own.reduce((n, v) => n + v.quantity, 0),
        p.name,
      ).toBe(p.quantity);
    }
  });

  it("has 90 days of other customers' orders, several a day, in every status, consistent throughout", async () => {
    const db = ctx.database.db;
    const [user1] = await db.select().from(users).where(eq(users.username, "user1"));
    const rows = (await db.select().from(orders)).filter((o) => o.userId !== user1!.id);
    const now = Date.now();
    const daysAgo = (d: Date) => Math.floor((now - d.getTime()) / 86_400_000);
    const days = new Set(rows.map((o) => daysAgo(o.orderDate)));
    expect(Math.max(...days)).toBe(HISTORY_DAYS - 1);
    expect(days.size).toBeGreaterThanOrEqual(HISTORY_DAYS - 1);
    expect(rows.length).toBeGreaterThanOrEqual(HISTORY_DAYS * 2);
    const statuses = new Set(rows.map((o) => o.status));
    // Every status but "Awaiting payment": the demo shop takes no card payments (docs/decisions/0050).
    for (const s of Object.values(ORDER_STATUS))
      if (s !== ORDER_STATUS.awaitingPayment) expect(statuses.has(s), s).toBe(true);
    expect(new Set(rows.map((o) => o.userId)).size).toBe(HISTORY_CUSTOMERS.length);

    const items = await db.select().from(orderItems);
    const parts = await db.select().from(sellerShipments);
    const events = await db.select().from(orderEvents).orderBy(asc(orderEvents.createdAt), asc(orderEvents.id));
    const pays = await db.select().from(payments);
    for (const order of rows) {
      const lines = items.filter((i) => i.orderId === order.id);
      expect(order.totalCents).toBe(orderTotals(lines).totalCents);
      const own = parts.filter((p) => p.orderId === order.id);
      expect(own.map((p) => p.sellerId).sort()).toEqual([...new Set(lines.map((i) => i.sellerId))].sort());
      expect(orderStatusOf(own.map((p) => p.status))).toBe(order.status);
      expect(pays.find((p) => p.orderId === order.id)?.pgStatus).toBe(paymentStatusOf(order.status));
      // The history ends in each status, and nothing happened in the future.
      const history = events.filter((e) => e.orderId === order.id);
      expect(history[0]).toMatchObject({ sellerId: null, status: ORDER_STATUS.placed, actorId: order.userId });
      expect(history.filter((e) => e.sellerId === null).at(-1)?.status).toBe(order.status);
      for (const p of own) expect(history.filter((e) => e.sellerId === p.sellerId).at(-1)?.status).toBe(p.status);
      for (const e of history) expect(e.createdAt.getTime()).toBeLessThanOrEqual(now);
    }
  });

  it("gives the seller dashboard a picture: revenue most days, equal to the sum of seller1's live lines", async () => {
    const db = ctx.database.db;
    const [seller1] = await db.select().from(users).where(eq(users.username, "seller1"));
    const token = await signIn(ctx, "seller1", "password2");
    const res = await ctx.app.inject({
      method: "GET",
      url: "/api/seller/dashboard?days=90",
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.statusCode).toBe(200);
    const d = res.json();
    expect(d.series.filter((p: { orders: number }) => p.orders > 0).length).toBeGreaterThan(60);
    const live = new Map((await db.select().from(orders)).map((o) => [o.id, o]));
    const from = Date.parse(`${d.from}T00:00:00Z`);
    let cents = 0;
    for (const i of await db.select().from(orderItems).where(eq(orderItems.sellerId, seller1!.id))) {
      const o = live.get(i.orderId)!;
      if (o.status !== ORDER_STATUS.cancelled && o.orderDate.getTime() >= from) cents += i.unitPriceCents * i.quantity;
    }
    expect(d.totals.revenueCents).toBe(cents);
    expect(d.cashOnDelivery.collectedCents).toBeGreaterThan(0);
    expect(d.cashOnDelivery.toCollectCents).toBeGreaterThan(0);
    expect(d.toShip.count).toBeGreaterThan(0);
    expect(d.lowStock.count + d.soldOut.count).toBeGreaterThan(0);
    expect(d.topProducts).toHaveLength(5);
  });
});
