/**
 * Two server processes on one PostgreSQL and one Redis (decision 0005): both of the test's own, so the
 * test can restart and stop them. Everything goes through HTTP against the real processes.
 */
import path from "node:path";
import pg from "pg";
import { readOutbox } from "../mail/mailer.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ServerProcess, startServer } from "../test/server-process.js";
import { startTempPostgres, startTempRedis, type TempPostgres, type TempRedis } from "../test/temp-services.js";

let postgres: TempPostgres;
let redis: TempRedis;
let a: ServerProcess;
let b: ServerProcess;
let adminToken: string;
let sellerToken: string;
let categoryId: number;

const ADMIN = { username: "multiadmin", email: "multiadmin@example.com", password: "admin-password-1" };

/** The client address the requests claim (believed because the servers trust 127.0.0.1 as a proxy). */
let clientIp = "10.0.0.1";

async function call(server: ServerProcess, method: string, path: string, token?: string, body?: unknown, headers = {}) {
  const res = await fetch(`${server.url}${path}`, {
    method,
    headers: {
      ...(body !== undefined ? { "content-type": "application/json" } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      "x-forwarded-for": clientIp,
      ...headers,
    },
    body: body !== undefined ? JSON.stringify(body) : undefined,
  });
  const text = await res.text();
  let json: unknown = null;
  try {
    json = text ? JSON.parse(text) : null;
  } catch {
    json = text;
  }
  return { status: res.status, json: json as Record<string, unknown> & { [k: string]: never } };
}

async function signUpAndIn(server: ServerProcess, username: string) {
  const password = "customer-password-1";
  const up = await call(server, "POST", "/api/auth/signup", undefined, {
    username,
    email: `${username}@example.com`,
    password,
  });
  if (up.status !== 201 && up.status !== 200) throw new Error(`signup ${up.status} ${JSON.stringify(up.json)}`);
  const signin = await call(server, "POST", "/api/auth/signin", undefined, { username, password });
  return { token: signin.json.jwtToken as unknown as string, id: signin.json.id as unknown as number };
}

/** Waits for a positive signal, asked every 50 ms; fails saying what never happened within `limitMs`. */
async function until(what: string, happened: () => boolean | Promise<boolean>, limitMs = 30_000) {
  const started = Date.now();
  while (!(await happened())) {
    if (Date.now() - started > limitMs) throw new Error(`${what}: not within ${limitMs} ms`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

async function sql<T = Record<string, unknown>>(text: string, params: unknown[] = []) {
  const client = new pg.Client({ connectionString: postgres.url });
  await client.connect();
  try {
    return (await client.query(text, params)).rows as T[];
  } finally {
    await client.end();
  }
}

beforeAll(async () => {
  postgres = await startTempPostgres();
  redis = await startTempRedis();
  const env = {
    DATABASE_URL: postgres.url,
    REDIS_URL: redis.url,
    ADMIN_USERNAME: ADMIN.username,
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    SIGNUPS_PER_HOUR: "1000",
    ORDERS_PER_MINUTE: "1000",
    DB_POOL_SIZE: "10",
    // The test plays clients at different addresses through X-Forwarded-For, as behind a proxy.
    TRUST_PROXY: "127.0.0.1",
  };
  // Started together on an empty database: migrations and the first admin run once, under the lock.
  [a, b] = await Promise.all([startServer(env), startServer(env)]);
  adminToken = (await call(a, "POST", "/api/auth/signin", undefined, ADMIN)).json.jwtToken as unknown as string;
  const seller = await signUpAndIn(a, "multiseller");
  await call(a, "PUT", `/api/admin/users/${seller.id}/roles`, adminToken, { roles: ["ROLE_USER", "ROLE_SELLER"] });
  sellerToken = (
    await call(b, "POST", "/api/auth/signin", undefined, { username: "multiseller", password: "customer-password-1" })
  ).json.jwtToken as unknown as string;
  categoryId = (await call(a, "POST", "/api/public/categories", adminToken, { categoryName: "Multi server things" }))
    .json.categoryId as unknown as number;
}, 180_000);

afterAll(async () => {
  await Promise.all([a?.stop(), b?.stop()]);
  await redis?.stop();
  postgres?.destroy();
});

describe("two servers on one PostgreSQL and one Redis", () => {
  it("started together: one set of migrations, one admin", async () => {
    expect(a.alive() && b.alive()).toBe(true);
    const admins = await sql<{ n: number }>("select count(*)::int as n from users where username = $1", [
      ADMIN.username,
    ]);
    expect(admins[0]!.n).toBe(1);
    for (const s of [a, b]) expect((await call(s, "GET", "/readyz")).json).toMatchObject({ status: "ok", redis: "ok" });
  });

  it("shares the sign-in limit across both servers through Redis", async () => {
    clientIp = "10.0.0.2";
    await signUpAndIn(a, "limited1");
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      const res = await call(i % 2 ? a : b, "POST", "/api/auth/signin", undefined, {
        username: "limited1",
        password: "wrong-password",
      });
      statuses.push(res.status);
    }
    // Ten failures in all, whichever server saw them; the eleventh is refused on either server.
    expect(
      statuses.slice(0, 10).every((s) => s === 401),
      JSON.stringify(statuses),
    ).toBe(true);
    expect(statuses.slice(10)).toEqual([429, 429]);
  });

  it("sells the last units exactly once when the buyers are split across both servers", async () => {
    clientIp = "10.0.0.3";
    // One after the other: parallel sign-ins from one client count against its in-flight limit.
    const customers: { token: string; id: number }[] = [];
    for (let i = 0; i < 16; i++) customers.push(await signUpAndIn(i % 2 ? a : b, `racer${i}`));
    const addresses = await Promise.all(
      customers.map(async (c, i) => {
        const res = await call(i % 2 ? a : b, "POST", "/api/addresses", c.token, {
          street: "1 Race Street",
          city: "Raceville",
          state: "RC",
          country: "Raceland",
          zipCode: "12345",
        });
        return res.json.addressId as unknown as number;
      }),
    );
    for (let round = 0; round < 6; round++) {
      const stock = 3 + (round % 3);
      const product = await call(a, "POST", `/api/admin/categories/${categoryId}/products`, sellerToken, {
        productName: `Last units ${round}`,
        description: "Only a few left",
        price: 10,
        quantity: stock,
      });
      const id = product.json.productId as unknown as number;
      await Promise.all(
        customers.map((c, i) => call(i % 2 ? a : b, "POST", `/api/carts/products/${id}/quantity/1`, c.token)),
      );
      const results = await Promise.all(
        customers.map((c, i) =>
          call(
            i % 2 ? b : a,
            "POST",
            "/api/order/users/payments/cod",
            c.token,
            { addressId: addresses[i] },
            { "idempotency-key": `race-${round}-${i}` },
          ),
        ),
      );
      // Which buyers win is the race; how many win and what the others hear is not.
      const statuses = JSON.stringify(results.map((r) => [r.status, r.json?.code]));
      expect(results.filter((r) => r.status === 201).length, statuses).toBe(stock);
      const refused = results.filter((r) => r.status !== 201);
      expect(refused.length, statuses).toBe(customers.length - stock);
      for (const r of refused) expect([r.status, r.json?.code], statuses).toEqual([409, "OUT_OF_STOCK"]);
      const [row] = await sql<{ quantity: number; sold: number }>(
        "select quantity, (select coalesce(sum(quantity), 0)::int from order_items where product_id = $1) as sold from products where id = $1",
        [id],
      );
      expect(row).toEqual({ quantity: 0, sold: stock });
      // Carts that lost the race still hold the line: empty them for the next round.
      await Promise.all(customers.map((c) => call(a, "DELETE", "/api/carts/empty", c.token)));
    }
    // Both servers run the mail outbox worker: every order's confirmation is sent exactly once.
    const orders = await sql<{ id: number }>("select id from orders");
    let subjects: string[] = [];
    for (let i = 0; i < 100 && subjects.length < orders.length; i++) {
      subjects = [
        ...(await readOutbox(path.join(a.dataDir, "outbox"))),
        ...(await readOutbox(path.join(b.dataDir, "outbox"))),
      ]
        .map((m) => m.subject)
        .filter((s) => s.includes("confirmed"));
      if (subjects.length < orders.length) await new Promise((r) => setTimeout(r, 100));
    }
    expect(subjects.length).toBe(orders.length);
    expect(new Set(subjects).size).toBe(orders.length);
  });

  it("numbers invoices without a gap or a duplicate when both servers issue them at once", async () => {
    const orders = await sql<{ id: number }>("select id from orders where id not in (select order_id from invoices)");
    expect(orders.length).toBeGreaterThan(10);
    const [before] = await sql<{ n: number }>("select coalesce(max(number), 0)::int as n from invoices");
    // Every order's first download asked on both servers at the same moment.
    const downloads = await Promise.all(
      orders.flatMap((o) =>
        [a, b].map(async (server) => {
          // A server too busy to reach the database in time answers 503 with Retry-After, and a client
          // asks again, as a browser's retry would: the numbering must hold through those retries too.
          for (let attempt = 1; ; attempt++) {
            const res = await fetch(`${server.url}/api/orders/${o.id}/invoice.pdf`, {
              headers: { authorization: `Bearer ${adminToken}`, "x-forwarded-for": clientIp },
            });
            await res.arrayBuffer();
            if (res.status !== 503 || attempt === 5) {
              return { order: o.id, status: res.status, number: res.headers.get("x-invoice-number") };
            }
            await new Promise((resolve) => setTimeout(resolve, 500 * attempt));
          }
        }),
      ),
    );
    expect(
      downloads.every((d) => d.status === 200),
      JSON.stringify(downloads.filter((d) => d.status !== 200)),
    ).toBe(true);
    // Both downloads of an order show one number …
    const byOrder = new Map<number, Set<string | null>>();
    for (const d of downloads) byOrder.set(d.order, (byOrder.get(d.order) ?? new Set()).add(d.number));
    expect([...byOrder.values()].every((numbers) => numbers.size === 1)).toBe(true);
    // … and the numbers run on from the highest, one per order, none skipped.
    const numbers = (await sql<{ number: number }>("select number from invoices order by number")).map((r) => r.number);
    expect(numbers.slice(-orders.length)).toEqual(Array.from({ length: orders.length }, (_, i) => before!.n + i + 1));
    expect(new Set(numbers).size).toBe(numbers.length);
  });

  it("shares the limit on wrong discount codes across both servers through Redis", async () => {
    clientIp = "10.0.0.6";
    const guesser = await signUpAndIn(a, "codeguesser");
    const product = await call(a, "POST", `/api/admin/categories/${categoryId}/products`, sellerToken, {
      productName: "Guessed code mug",
      description: "For a cart to try codes on",
      price: 9,
      quantity: 10,
    });
    await call(a, "POST", `/api/carts/products/${product.json.productId}/quantity/1`, guesser.token);
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      statuses.push(
        (await call(i % 2 ? a : b, "PUT", "/api/carts/promotion", guesser.token, { code: `NOPE${i}` })).status,
      );
    }
    // Five wrong codes in all, whichever server saw them; the sixth is refused on either.
    expect(statuses).toEqual([400, 400, 400, 400, 400, 429]);
  });

  it("survives a PostgreSQL restart under load: 503 while it is gone, serving again after, no partial order", async () => {
    clientIp = "10.0.0.4";
    const buyer = await signUpAndIn(a, "restartbuyer");
    const address = (
      await call(a, "POST", "/api/addresses", buyer.token, {
        street: "1 Restart Road",
        city: "Restartville",
        state: "RS",
        country: "Restartland",
        zipCode: "12345",
      })
    ).json.addressId as unknown as number;
    const product = (
      await call(a, "POST", `/api/admin/categories/${categoryId}/products`, sellerToken, {
        productName: "Restart proof kettle",
        description: "Keeps going",
        price: 12,
        quantity: 100_000,
      })
    ).json.productId as unknown as number;

    const seen = new Set<number>();
    let stop = false;
    let n = 0;
    /** Orders the load placed since PostgreSQL came back, per server. */
    let restarted = false;
    const placedAfterRestart = new Map<ServerProcess, number>();
    const load = async (server: ServerProcess) => {
      while (!stop) {
        const i = n++;
        const add = await call(server, "POST", `/api/carts/products/${product}/quantity/1`, buyer.token).catch(
          () => null,
        );
        if (add) seen.add(add.status);
        const order = await call(
          server,
          "POST",
          "/api/order/users/payments/cod",
          buyer.token,
          { addressId: address },
          {
            "idempotency-key": `restart-${i}`,
          },
        ).catch(() => null);
        if (order) seen.add(order.status);
        if (order?.status === 201 && restarted) {
          placedAfterRestart.set(server, (placedAfterRestart.get(server) ?? 0) + 1);
        }
        const read = await call(server, "GET", `/api/public/products?pageNumber=${i % 5}`).catch(() => null);
        if (read) seen.add(read.status);
      }
    };
    const loops = [load(a), load(b), load(a), load(b)];
    // Under load before the restart: orders are going through.
    await until("an order placed by the load", () => seen.has(201));
    postgres.stop("fast");
    // While it is gone: 503 with the error body, and /readyz says so. (The buyer's cart: a read no
    // cache answers; the catalog's cached answers may still be served.)
    const during = await call(a, "GET", "/api/carts/users/cart", buyer.token);
    expect(during.status, JSON.stringify(during.json)).toBe(503);
    expect(during.json).toMatchObject({ code: "SERVICE_UNAVAILABLE" });
    const ready = await call(b, "GET", "/readyz");
    expect(ready.status).toBe(503);
    expect(ready.json).toMatchObject({ status: "unavailable" });
    const order = await call(b, "POST", "/api/order/users/payments/cod", buyer.token, { addressId: address });
    expect(order.status, JSON.stringify(order.json)).toBe(503);
    expect(order.json).toMatchObject({ code: "SERVICE_UNAVAILABLE" });
    // The load met the outage too (503s, no 500) before PostgreSQL comes back.
    await until("a 503 answered to the load", () => seen.has(503));
    postgres.start();
    restarted = true;
    // Serving again within seconds.
    for (const s of [a, b]) {
      let status = 0;
      for (let i = 0; i < 100 && status !== 200; i++) {
        status = (await call(s, "GET", "/readyz").catch(() => ({ status: 0 }))).status;
        if (status !== 200) await new Promise((r) => setTimeout(r, 100));
      }
      expect(status).toBe(200);
    }
    // The load takes orders again on both servers before it stops: what it saw covers the recovery.
    await until("orders placed by the load on both servers after the restart", () =>
      [a, b].every((s) => (placedAfterRestart.get(s) ?? 0) > 0),
    );
    stop = true;
    await Promise.all(loops);
    expect(a.alive() && b.alive(), a.output() + b.output()).toBe(true);
    const unhandled = (a.output() + b.output()).split("\n").filter((l) => l.includes("unhandled error"));
    expect(seen.has(500), `${[...seen].join(",")}\n${unhandled.join("\n").slice(0, 3000)}`).toBe(false);
    // Both still take orders.
    await call(a, "POST", `/api/carts/products/${product}/quantity/1`, buyer.token);
    expect((await call(b, "POST", "/api/order/users/payments/cod", buyer.token, { addressId: address })).status).toBe(
      201,
    );
    // No partial order: every order has its lines, its payment and the stock it took.
    const [partial] = await sql<{ n: number }>(
      `select count(*)::int as n from orders o
       where not exists (select 1 from order_items i where i.order_id = o.id)
          or not exists (select 1 from payments p where p.order_id = o.id)`,
    );
    expect(partial!.n).toBe(0);
    const [stock] = await sql<{ quantity: number; sold: number }>(
      "select quantity, (select coalesce(sum(quantity), 0)::int from order_items where product_id = $1) as sold from products where id = $1",
      [product],
    );
    expect(stock!.quantity + stock!.sold).toBe(100_000);
  });

  it("keeps signing in when Redis stops, limited per server, and says so in /readyz", async () => {
    clientIp = "10.0.0.5";
    await signUpAndIn(a, "redisdown");
    await redis.stop();
    const results = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        call(i % 2 ? a : b, "POST", "/api/auth/signin", undefined, {
          username: "redisdown",
          password: "customer-password-1",
        }),
      ),
    );
    expect(results.map((r) => r.status)).toEqual([200, 200, 200, 200, 200, 200]);
    for (const s of [a, b]) {
      const ready = await call(s, "GET", "/readyz");
      expect(ready.status).toBe(200);
      expect(ready.json).toMatchObject({ status: "degraded", redis: "degraded" });
    }
    // The per-server fallback still limits: ten failures on one server, then 429 there.
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      statuses.push(
        (await call(a, "POST", "/api/auth/signin", undefined, { username: "redisdown", password: "nope-nope" })).status,
      );
    }
    expect(statuses.at(-1)).toBe(429);
    expect(a.output()).toContain("Redis unreachable");
    await redis.start();
    // Both servers say so within a second, with no other request to notice it.
    const back = Date.now();
    let status = "";
    for (let i = 0; i < 100 && status !== "ok"; i++) {
      const [ra, rb] = await Promise.all([call(a, "GET", "/readyz"), call(b, "GET", "/readyz")]);
      status = ra.json.status === "ok" && rb.json.status === "ok" ? "ok" : "degraded";
      if (status !== "ok") await new Promise((r) => setTimeout(r, 50));
    }
    expect(status).toBe("ok");
    expect(Date.now() - back).toBeLessThan(1500);
  });
});
