/**
 * Each test app gets its own fresh database, a copy of the template migrated once per run
 * (test/global-setup.ts): a copied PGlite data directory, or (TEST_DB=postgres) a new PostgreSQL
 * database created from the template on TEST_DATABASE_URL's server and dropped afterwards. Without a
 * template (a run that skipped the global setup) the database is migrated afresh. Tests talk to the
 * app through HTTP (app.inject).
 */
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { ROLES, type Role } from "@shop/contract";
import pg from "pg";
import { inject, it } from "vitest";
import { buildApp } from "../app.js";
import { loadConfig } from "../config.js";
import type { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { sql } from "drizzle-orm";
import { type Database, type Db, openPglite, openPostgres } from "../db/client.js";
import { rowsOf } from "../db/transaction.js";
import * as schema from "../db/schema/index.js";
import { users } from "../db/schema/index.js";
import type { App } from "../core/deps.js";
import { readOutbox } from "../mail/mailer.js";
import { databaseUrl } from "./global-setup.js";
import { hashPassword } from "../modules/auth/passwords.js";

export const dbKind = process.env.TEST_DB === "postgres" ? "postgres" : "pglite";

/**
 * A test that proves what row locks and concurrent transactions do: only PostgreSQL can show it.
 * PGlite runs one statement at a time on its one connection, so there such a test would prove
 * nothing; it is reported as skipped on PGlite and runs in the PostgreSQL pass (TEST_DATABASE_URL).
 */
export const itOnPostgres = it.skipIf(dbKind !== "postgres");

async function createPostgresDatabase(): Promise<{ database: Database; drop: () => Promise<void> }> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error("TEST_DB=postgres needs TEST_DATABASE_URL");
  const name = `shop_test_${Date.now()}_${randomBytes(4).toString("hex")}`;
  const template = inject("postgresTemplate");
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ""}`);
  await admin.end();
  const database = await openPostgres(databaseUrl(adminUrl, name), 8);
  return {
    database,
    drop: async () => {
      await database.close();
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

/** A PGlite database in `dataDir`: a copy of the run's migrated template, or in memory and migrated. */
async function createPgliteDatabase(dataDir: string): Promise<{ database: Database; drop: () => Promise<void> }> {
  const template = inject("pgliteTemplate");
  let where: string | undefined;
  if (template) {
    where = path.join(dataDir, "pglite");
    fs.cpSync(template, where, { recursive: true });
  }
  const database = await openPglite(where);
  return { database, drop: () => database.close() };
}

export interface TestContext {
  app: App;
  database: Database;
  dataDir: string;
  outbox(): ReturnType<typeof readOutbox>;
  close(): Promise<void>;
}

export async function createTestApp(env: Record<string, string> = {}): Promise<TestContext> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "shop-test-"));
  const config = loadConfig({
    NODE_ENV: "test",
    DATA_DIR: dataDir,
    RATE_LIMIT: "off",
    WEB_DIST: path.join(dataDir, "no-web"),
    PUBLIC_URL: "http://shop.test",
    ...env,
  });
  const { database, drop } =
    dbKind === "postgres" ? await createPostgresDatabase() : await createPgliteDatabase(dataDir);
  const app = await buildApp({ config, database, jwtSecret: "test-secret-that-is-long-enough-0123456789" });
  await app.ready();
  return {
    app,
    database,
    dataDir,
    // The mail outbox worker sends in the background: let it finish first. Another server of the
    // test on the same database (startSecondServer, same data folder) may hold a claim on a mail and
    // be writing it: wait for the positive signal that every mail not yet tried is sent.
    outbox: async () => {
      const end = Date.now() + 10_000;
      for (;;) {
        await app.deps.outbox.drain();
        const [waiting] = await rowsOf<{ n: number }>(
          database.db.execute(
            sql`select count(*)::int as n from mail_outbox where sent_at is null and failed_at is null and last_error is null`,
          ),
        );
        if (!waiting || waiting.n === 0 || Date.now() > end) break;
        await new Promise((r) => setTimeout(r, 20));
      }
      return readOutbox(path.join(dataDir, "outbox"));
    },
    close: async () => {
      await app.close();
      await drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Creates an account directly in the database (faster than sign-up) and signs it in. */
export async function createUser(
  ctx: TestContext,
  opts: { username?: string; password?: string; email?: string; roles?: Role[] } = {},
) {
  const username = opts.username ?? `u${randomBytes(4).toString("hex")}`;
  const password = opts.password ?? "password1";
  const [row] = await ctx.database.db
    .insert(users)
    .values({
      username,
      email: opts.email ?? `${username}@example.com`,
      passwordHash: await hashPassword(password),
      roles: opts.roles ?? [ROLES.user],
    })
    .returning();
  const token = await signIn(ctx, username, password);
  return { id: row!.id, username, password, email: row!.email, token, auth: { authorization: `Bearer ${token}` } };
}
export type TestUser = Awaited<ReturnType<typeof createUser>>;

export async function signIn(
  ctx: TestContext,
  username: string,
  password: string,
  rememberMe = false,
): Promise<string> {
  const res = await ctx.app.inject({
    method: "POST",
    url: "/api/auth/signin",
    payload: { username, password, rememberMe },
  });
  if (res.statusCode !== 200) throw new Error(`sign-in failed: ${res.statusCode} ${res.body}`);
  return res.json().jwtToken as string;
}

/** Creates a category through the API as the given admin. */
export async function createCategory(ctx: TestContext, adminUser: TestUser, categoryName: string): Promise<number> {
  const res = await ctx.app.inject({
    method: "POST",
    url: "/api/public/categories",
    headers: adminUser.auth,
    payload: { categoryName },
  });
  if (res.statusCode !== 201) throw new Error(`category failed: ${res.statusCode} ${res.body}`);
  return res.json().categoryId as number;
}

/** Creates a product through the API as the given seller; returns the product answer. */
export async function createProduct(
  ctx: TestContext,
  seller: TestUser,
  categoryId: number,
  fields: { productName?: string; description?: string; price?: number; discount?: number; quantity?: number } = {},
) {
  const payload = {
    productName: fields.productName ?? `Product ${randomBytes(3).toString("hex")}`,
    description: fields.description ?? "A fine product for testing",
    price: fields.price ?? 10,
    discount: fields.discount ?? 0,
    quantity: fields.quantity ?? 10,
  };
  const res = await ctx.app.inject({
    method: "POST",
    url: `/api/admin/categories/${categoryId}/products`,
    headers: seller.auth,
    payload,
  });
  if (res.statusCode !== 201) throw new Error(`product failed: ${res.statusCode} ${res.body}`);
  return res.json() as {
    productId: number;
    productName: string;
    price: number;
    specialPrice: number;
    quantity: number;
    sellerId: number;
  };
}

/** An address that passes every rule of docs/product/storefront.md §5. */
export const TEST_ADDRESS = {
  street: "1 Test Street",
  city: "Testville",
  state: "TS",
  country: "Testland",
  zipCode: "12345",
};

/** Saves an address for the user through the API; returns its id. */
export async function addAddress(
  ctx: TestContext,
  user: TestUser,
  fields: Record<string, unknown> = TEST_ADDRESS,
  app: App = ctx.app,
): Promise<number> {
  const res = await app.inject({ method: "POST", url: "/api/addresses", headers: user.auth, payload: fields });
  if (res.statusCode !== 201) throw new Error(`address failed: ${res.statusCode} ${res.body}`);
  return res.json().addressId as number;
}

/** Puts a quantity of a product in the user's cart (the API's answer, to check or ignore). */
export const addToCart = (ctx: TestContext, user: TestUser, productId: number, quantity: number, app: App = ctx.app) =>
  app.inject({ method: "POST", url: `/api/carts/products/${productId}/quantity/${quantity}`, headers: user.auth });

/** The back office most order tests need: an admin, two sellers, and one category of the admin's. */
export async function createStaff(
  ctx: TestContext,
  categoryName: string,
  sellerA: { username?: string } = {},
): Promise<{ admin: TestUser; sellerA: TestUser; sellerB: TestUser; categoryId: number }> {
  const admin = await createUser(ctx, { roles: [ROLES.user, ROLES.admin] });
  return {
    admin,
    sellerA: await createUser(ctx, { ...sellerA, roles: [ROLES.user, ROLES.seller] }),
    sellerB: await createUser(ctx, { roles: [ROLES.user, ROLES.seller] }),
    categoryId: await createCategory(ctx, admin, categoryName),
  };
}

/**
 * Moves a seller's part of an order (or, for an admin, the order) on: PUT /api/seller/orders/{id}/status;
 * Cancelled gives `reason` (required there).
 */
export const setOrderStatus = (
  ctx: TestContext,
  user: TestUser,
  orderId: number,
  status: string,
  reason = "Part cancelled",
  app: App = ctx.app,
) =>
  app.inject({
    method: "PUT",
    url: `/api/seller/orders/${orderId}/status?status=${status}`,
    headers: user.auth,
    ...(status === "Cancelled" ? { payload: { reason } } : {}),
  });

/** Places a cash-on-delivery order of the user's cart to the address (the API's answer). */
export const placeCashOrder = (
  ctx: TestContext,
  user: TestUser,
  addressId: number,
  headers: Record<string, string> = {},
  app: App = ctx.app,
) =>
  app.inject({
    method: "POST",
    url: "/api/order/users/payments/cod",
    headers: { ...user.auth, ...headers },
    payload: { addressId },
  });

/** A fresh test app (with `env`) and the back office of createStaff; close its ctx after the file's tests. */
export async function createShop(
  categoryName: string,
  sellerA: { username?: string } = {},
  env: Record<string, string> = {},
) {
  const ctx = await createTestApp(env);
  return { ctx, ...(await createStaff(ctx, categoryName, sellerA)) };
}

/**
 * createShop, a customer with a saved address, and a product of each seller (50 in stock);
 * `placeTwoSellerOrder` places the customer's cash order of one of A's and `quantityB` of B's and
 * answers the order's id.
 */
export async function createTwoSellerShop(
  categoryName: string,
  { sellerA: sellerAFields = {}, quantityB = 1 }: { sellerA?: { username?: string }; quantityB?: number } = {},
) {
  const { ctx, admin, sellerA, sellerB, categoryId } = await createShop(categoryName, sellerAFields);
  const customer = await createUser(ctx);
  const productA = (await createProduct(ctx, sellerA, categoryId, { quantity: 50 })).productId;
  const productB = (await createProduct(ctx, sellerB, categoryId, { quantity: 50 })).productId;
  const addressId = await addAddress(ctx, customer);
  const placeTwoSellerOrder = async (): Promise<number> => {
    await addToCart(ctx, customer, productA, 1);
    await addToCart(ctx, customer, productB, quantityB);
    const res = await placeCashOrder(ctx, customer, addressId);
    if (res.statusCode !== 201) throw new Error(`order failed: ${res.statusCode} ${res.body}`);
    return res.json().orderId as number;
  };
  return { ctx, admin, sellerA, sellerB, customer, productA, productB, placeTwoSellerOrder };
}

/**
 * Calls `/api…` on the test's app as `user` (no user: signed out), for a file that keeps its context
 * in a variable set before its tests: `const api = apiOf(() => ctx)`.
 */
export const apiOf =
  (ctx: () => TestContext) =>
  (method: "GET" | "POST" | "PUT" | "DELETE", url: string, user?: TestUser, payload?: object) =>
    ctx().app.inject({ method, url: `/api${url}`, headers: user?.auth ?? {}, ...(payload ? { payload } : {}) });

/** A new customer with a cart of `lines` ([productId, quantity]) and a saved address. */
export async function createShopper(ctx: TestContext, lines: [number, number][]) {
  const user = await createUser(ctx);
  for (const [productId, quantity] of lines) {
    const res = await addToCart(ctx, user, productId, quantity);
    if (res.statusCode !== 200) throw new Error(`add to cart failed: ${res.statusCode} ${res.body}`);
  }
  return { user, address: await addAddress(ctx, user) };
}

/** Ships and then delivers each seller's part of the order, one seller after the other. */
export async function deliverParts(ctx: TestContext, orderId: number, ...sellers: TestUser[]) {
  for (const seller of sellers) {
    for (const status of ["Shipped", "Delivered"]) {
      const res = await setOrderStatus(ctx, seller, orderId, status);
      if (res.statusCode !== 200) throw new Error(`${status} failed: ${res.statusCode} ${res.body}`);
    }
  }
}

/** The order's entries in the sellers' ledger, by seller, in the order they were booked. */
export const ledgerEntriesOf = (ctx: TestContext, orderId: number) =>
  rowsOf<{ seller_id: number; type: string; amount_cents: number }>(
    ctx.database.db.execute(
      sql`select seller_id, type, amount_cents::int as amount_cents from seller_ledger_entries where order_id = ${orderId} order by seller_id, id`,
    ),
  );

/** A multipart body with one file in the field `image`, and its content-type header. */
export function multipartImage(content: Buffer, filename = "image.png", type = "image/png") {
  const boundary = "----shopboundary";
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
    ),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { "content-type": `multipart/form-data; boundary=${boundary}` } };
}

/**
 * Uploads a picture (a PNG of that size and colour) at POST /api/admin/images as `admin`, and answers
 * the path the store settings take (the shop's logo: docs/decisions/0041-the-shop-logo.md).
 */
export async function uploadShopPicture(
  ctx: TestContext,
  admin: TestUser,
  { width = 600, height = 200, background = "#b45309" } = {},
): Promise<string> {
  const { default: sharp } = await import("sharp");
  const png = await sharp({ create: { width, height, channels: 4, background } })
    .png()
    .toBuffer();
  const body = multipartImage(png);
  const res = await ctx.app.inject({
    method: "POST",
    url: "/api/admin/images",
    headers: { ...admin.auth, ...body.headers },
    payload: body.payload,
  });
  if (res.statusCode !== 201) throw new Error(`upload: ${res.statusCode} ${res.body}`);
  return (res.json() as { url: string }).url;
}

/** A second handle on the same database, as another server process has: nothing in memory is shared. */
function anotherHandle(database: Database): Database {
  const client = (database.db as unknown as { $client: unknown }).$client;
  const db = (database.kind === "postgres"
    ? drizzlePg(client as pg.Pool, { schema })
    : drizzlePglite(client as PGlite, { schema })) as unknown as Db;
  return { ...database, db, close: async () => {} };
}

/** Another server on the test's database (several servers behind one database); close it after. */
export async function startSecondServer(ctx: TestContext, env: Record<string, string> = {}): Promise<App> {
  const config = loadConfig({
    NODE_ENV: "test",
    DATA_DIR: ctx.dataDir,
    RATE_LIMIT: "off",
    WEB_DIST: "/nonexistent",
    ...env,
  });
  const second = await buildApp({
    config,
    database: anotherHandle(ctx.database),
    jwtSecret: "test-secret-that-is-long-enough-0123456789",
  });
  await second.ready();
  return second;
}

/** Polls `read` until `ok` holds (another server learns of a change through a notification or expiry). */
export async function eventually<T>(read: () => Promise<T>, ok: (value: T) => boolean): Promise<T> {
  let value = await read();
  for (let i = 0; i < 100 && !ok(value); i++) {
    await new Promise((r) => setTimeout(r, 50));
    value = await read();
  }
  return value;
}

/**
 * A built web app's shell in a temporary folder (WEB_DIST), with the markers the server fills (the
 * head, the rendered page, the state): for tests of the pages the server writes. Remove it after.
 */
export function webShell(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "shop-web-"));
  fs.writeFileSync(
    path.join(dir, "index.html"),
    '<!doctype html><html><head><!--app-head--></head><body><div id="root"><!--app-html--></div><!--app-state--></body></html>',
  );
  return dir;
}
