/**
 * `npm run bench:orders -- [--db postgres|pglite] [--orders N] [--explain] [--seed-only] [--reuse bench_orders_NNN]`
 *
 * The orders' search and filters (GET /api/admin/orders, docs/performance.md "Orders search"): creates
 * a fresh database (never an existing one), bulk-seeds N orders (100,000 unless given) of 50 sellers
 * with one to three lines each, their parts and payments, builds the shop's app in this process on it,
 * and times each filter alone and the keyword search through the app's HTTP handler (`inject`: no
 * network), one request at a time, 25 times each after 3 unmeasured. `--explain` prints the plan of
 * each case's count (`EXPLAIN ANALYZE`). `--seed-only` keeps the seeded PostgreSQL database for
 * `--reuse` (a run on it migrates it to the newest migration first). Prints markdown.
 * Benchmarks are not tests: nothing here runs in `npm test`.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { buildApp } from "../server/src/app.js";
import { loadConfig } from "../server/src/config.js";
import { type Database, openDatabase } from "../server/src/db/client.js";
import { hashPassword } from "../server/src/modules/auth/passwords.js";
import { orderConditions } from "../server/src/modules/orders/search.js";
import { adminOrderQuery } from "@shop/contract";
import { orders } from "../server/src/db/schema/index.js";
import { sql } from "drizzle-orm";
import { rowsOf } from "../server/src/db/transaction.js";
import { parseArgs } from "./args.js";

const args = parseArgs(process.argv.slice(2), import.meta.url);
const dbKind = (args.db ?? "postgres") as "postgres" | "pglite";
const orderCount = Number(args.orders ?? 100_000);
const adminUrl = process.env.BENCH_PG_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const SELLERS = 50;
const RUNS = 25;

const log = (m: string) => process.stderr.write(`${m}\n`);

async function open(): Promise<{ database: Database; env: Record<string, string>; drop: () => Promise<void> }> {
  if (dbKind === "postgres") {
    if (args.reuse !== undefined && !/^bench_orders_\d+$/.test(args.reuse)) {
      throw new Error("--reuse takes a bench_orders_NNN database");
    }
    const name = args.reuse ?? `bench_orders_${Date.now()}`;
    if (!args.reuse) {
      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      await admin.query(`create database ${name}`);
      await admin.end();
      log(`created ${name}`);
    }
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    const database = await openDatabase({ databaseUrl: url.toString(), poolSize: 4 });
    return {
      database,
      env: { DATABASE_URL: url.toString() },
      drop: async () => {
        await database.close();
        if (args.reuse || args["seed-only"]) return;
        const a = new pg.Client({ connectionString: adminUrl });
        await a.connect();
        await a.query(`drop database if exists ${name} with (force)`);
        await a.end();
      },
    };
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "marigold-bench-orders-"));
  const database = await openDatabase({ dataDir });
  return {
    database,
    env: { DATA_DIR: dataDir },
    drop: async () => {
      await database.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

const FIRST = ["Ada", "Bob", "Chloe", "Dmitri", "Eva", "Farid", "Grace", "Hugo", "Ines", "Jonas", "Kira", "Liam"];
const LAST = Array.from({ length: 80 }, (_, i) => `Family${i}`).concat(["Lovelace", "Hopper", "Turing", "Noether"]);
const ADJECTIVES = ["Walnut", "Linen", "Copper", "Ceramic", "Wool", "Bamboo", "Leather", "Glass", "Oak", "Cotton"];
const NOUNS = ["board", "lamp", "mug", "scarf", "bowl", "chair", "vase", "towel", "candle", "basket", "soap", "rug"];

/** A constant list as an SQL array literal (the lists above: no quotes in them). */
const textArray = (list: string[]) => sql.raw(`array[${list.map((x) => `'${x}'`).join(", ")}]`);

async function seed(db: Database["db"]) {
  const run = (q: ReturnType<typeof sql>) => db.execute(q);
  const hash = await hashPassword("bench-password");
  await run(sql`insert into users (username, email, password_hash, roles)
    select 'seller' || g, 'seller' || g || '@bench.local', ${hash}, array['ROLE_USER','ROLE_SELLER']
    from generate_series(1, ${SELLERS}) g`);
  await run(sql`insert into users (username, email, password_hash, roles)
    values ('benchadmin', 'admin@bench.local', ${hash}, array['ROLE_USER','ROLE_ADMIN'])`);
  // Statuses in the proportions of a shop that has run for a year: most delivered, a few in flight.
  await run(sql`insert into orders (email, order_date, status, subtotal_cents, shipping_cents, tax_cents, total_cents,
      currency, full_name, street, city, state, country, zip_code)
    select 'customer' || ((g * 7919) % 20000) || '@bench.local',
      timestamptz '2026-12-01T00:00:00Z' - make_interval(secs => g * ${Math.floor((365 * 86400) / orderCount)}),
      (array['Delivered','Delivered','Delivered','Delivered','Delivered','Delivered','Shipped','Order Placed',
             'Cancelled','Partially Shipped'])[1 + (g * 13) % 10],
      1000 + (g * 37) % 20000, 500, 0, 1500 + (g * 37) % 20000, 'USD',
      (${textArray(FIRST)})[1 + g % ${FIRST.length}] || ' ' || (${textArray(LAST)})[1 + (g / ${FIRST.length}) % ${LAST.length}],
      '1 Bench Street', 'Benchville', 'BS', 'Benchland', '12345'
    from generate_series(1, ${orderCount}) g`);
  log(`seeded ${orderCount} orders`);
  const firstSeller = sql`(select min(id) from users where username = 'seller1')`;
  await run(sql`insert into order_items (order_id, product_id, product_name, unit_price_cents, discount_bp, quantity,
      seller_id, tax_rate_bp)
    select o.id, 1 + (o.id * 31 + k * 17) % 20000,
      (${textArray(ADJECTIVES)})[1 + (o.id * 7 + k) % ${ADJECTIVES.length}] || ' ' ||
        (${textArray(NOUNS)})[1 + (o.id * 11 + k * 3) % ${NOUNS.length}] || ' ' || (1 + (o.id * 31 + k * 17) % 400),
      1000, 0, 1, ${firstSeller} + (o.id * 13 + k * 7) % ${SELLERS}, 0
    from orders o cross join lateral generate_series(1, 1 + o.id % 3) k`);
  log("seeded their lines");
  await run(sql`insert into seller_shipments (order_id, seller_id, status)
    select distinct on (i.order_id, i.seller_id) i.order_id, i.seller_id,
      case when o.status <> 'Partially Shipped' then o.status
           when i.seller_id % 2 = 0 then 'Shipped' else 'Order Placed' end
    from order_items i join orders o on o.id = i.order_id`);
  await run(sql`insert into payments (order_id, method, pg_name, pg_payment_id, pg_status, pg_response_message)
    select o.id, case when o.id % 10 = 0 then 'card' else 'cash' end, 'COD', 'NA',
      case when o.id % 97 = 0 then 'failed' when o.status = 'Cancelled' then 'cancelled'
           when o.status = 'Delivered' then 'success' else 'pending' end, 'Order placed'
    from orders o`);
  await run(sql`vacuum analyze`);
  log("seeded parts and payments");
}

/** Each filter alone, and the keyword search of each kind. */
function cases(sellerId: number, lastOrder: number): [string, string][] {
  return [
    ["no filter (newest first)", ""],
    ["keyword: order number", `keyword=${Math.floor(lastOrder / 2)}`],
    ["keyword: customer e-mail", "keyword=customer1234@"],
    ["keyword: customer name", "keyword=lovelace"],
    ["keyword: product", "keyword=copper%20lamp%2017"],
    ["keyword: matching nothing", "keyword=zebra"],
    ["status=Order Placed", "status=Order%20Placed"],
    ["status=Partially Shipped", "status=Partially%20Shipped"],
    ["status=Delivered", "status=Delivered"],
    ["paymentMethod=card", "paymentMethod=card"],
    ["paymentStatus=failed", "paymentStatus=failed"],
    ["sellerId", `sellerId=${sellerId}`],
    ["from/to: one week", "from=2026-06-01&to=2026-06-07"],
    ["sorted by total, page 50", "sortBy=totalAmount&sortOrder=desc&pageNumber=50"],
  ];
}

async function main() {
  const { database, env, drop } = await open();
  try {
    const db = database.db;
    const [{ n } = { n: 0 }] = await rowsOf<{ n: number }>(db.execute(sql`select count(*)::int as n from orders`));
    if (Number(n) === 0) await seed(db);
    else if (Number(n) !== orderCount) throw new Error(`the database holds ${n} orders, not ${orderCount}`);
    else await db.execute(sql`analyze`);
    if (args["seed-only"]) return log("seeded; measure with --reuse");
    const config = loadConfig({
      NODE_ENV: "development",
      ...env,
      RATE_LIMIT: "off",
      LOG_LEVEL: "warn",
      SEED_DEMO: "false",
      WEB_DIST: path.join(os.tmpdir(), "no-web"),
      PUBLIC_URL: "http://bench.local",
      JWT_SECRET: "bench-secret-bench-secret-bench-secret-0123",
    });
    const app = await buildApp({ config, database, jwtSecret: "bench-secret-bench-secret-bench-secret-0123" });
    await app.ready();
    try {
      const signin = await app.inject({
        method: "POST",
        url: "/api/auth/signin",
        payload: { username: "benchadmin", password: "bench-password" },
      });
      const auth = { authorization: `Bearer ${signin.json().jwtToken}` };
      const [ids] = await rowsOf<{ seller: number; last: number }>(
        db.execute(sql`select (select min(id) from users where username = 'seller7')::int as seller,
          (select max(id) from orders)::int as last`),
      );
      console.log(
        `\n${orderCount.toLocaleString("en")} orders on ${dbKind}, GET /api/admin/orders (page of 10), one request at a time, ${RUNS} after 3 unmeasured (ms):\n`,
      );
      console.log("| case | median | slowest | matching |");
      console.log("|---|---:|---:|---:|");
      for (const [name, query] of cases(ids!.seller, ids!.last)) {
        const url = `/api/admin/orders?${query}`;
        const times: number[] = [];
        let total = 0;
        for (let i = 0; i < RUNS + 3; i++) {
          const t0 = performance.now();
          const res = await app.inject({ method: "GET", url, headers: auth });
          const ms = performance.now() - t0;
          if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
          total = res.json().totalElements;
          if (i >= 3) times.push(ms);
        }
        times.sort((a, b) => a - b);
        console.log(
          `| ${name} | ${times[Math.floor(times.length / 2)]!.toFixed(1)} | ${times[times.length - 1]!.toFixed(1)} | ${total.toLocaleString("en")} |`,
        );
        if (args.explain) {
          const q = adminOrderQuery.parse(Object.fromEntries(new URLSearchParams(query)));
          const where = orderConditions(q, undefined);
          const plan = await rowsOf<Record<string, string>>(
            db.execute(
              sql`explain (analyze, costs off, timing on) select count(*) from ${orders} ${where ? sql`where ${where}` : sql``}`,
            ),
          );
          console.error(`\n-- ${name}\n${plan.map((r) => Object.values(r)[0]).join("\n")}`);
        }
      }
    } finally {
      await app.close();
    }
  } finally {
    await drop();
  }
}

await main();
