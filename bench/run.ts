/**
 * `npm run bench -- --db postgres|pglite --products N [--duration S] [--connections C] [--load off] [--only orders|"WORDS|WORDS…"]
 *   [--cache off|on] [--reuse bench_NNN] [--seed-only] [--profile DIR] [--pool N]
 *
 * Creates a fresh database (never an existing one), bulk-seeds N products, starts the shop's server
 * on it, and measures each catalog read against a bare Fastify server measured in the same run (the
 * ceiling): uncached (CATALOG_CACHE=off, every request different) and cached (the default, the same
 * request repeated). Then the order test (30 clients) and the stock-integrity check. Prints markdown.
 * Benchmarks are not tests: nothing here runs in `npm test`.
 */
import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import autocannon from "autocannon";
import pg from "pg";
import { openDatabase } from "../server/src/db/client.js";
import { hashPassword } from "../server/src/modules/auth/passwords.js";
import {
  BENCH_COLOURS,
  BENCH_SIZES,
  brandWords,
  CATEGORY_NAMES,
  makeProduct,
  makeVariants,
  rng,
  searchTerms,
} from "./catalog-data.js";
import { parseArgs } from "./args.js";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const args = parseArgs(process.argv.slice(2), import.meta.url);
const dbKind = (args.db ?? "pglite") as "postgres" | "pglite";
const productCount = Number(args.products ?? 100_000);
const duration = Number(args.duration ?? 8);
const connections = Number(args.connections ?? 50);
const loadTests = args.load !== "off";
/** `--only orders`: the order placement test alone (after a change to placing orders). */
const onlyOrders = args.only === "orders";
/**
 * `--only search`: only the catalog cases whose name contains this text (no order test); several
 * texts apart by `|` (`--only "facets, search|product by id"`: a case and the untouched case that
 * normalises it, in one run).
 */
const onlyCases = args.only && !onlyOrders ? args.only.split("|").filter(Boolean) : undefined;
/**
 * `--reuse bench_NNN`: measure on a PostgreSQL database kept by an earlier `--seed-only` run with the
 * same `--products` (seeding a million products takes minutes); it is neither seeded nor dropped.
 */
const reuse = args.reuse;
/** `--cache off|on`: only the uncached or only the cached run. */
const cacheRuns = (args.cache === "off" || args.cache === "on" ? [args.cache] : ["off", "on"]) as ("off" | "on")[];
/** `--pool N`: the server's PostgreSQL connections (DB_POOL_SIZE), 20 unless given. */
const poolSize = String(Number(args.pool ?? 20) || 20);
const adminUrl = process.env.BENCH_PG_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const CUSTOMERS = 300;
const SELLERS = 50;
const ORDER_CLIENTS = 30;
const HOT_PRODUCTS = 40;
/** The order test's rounds (plain, every cart with a code, deliveries booking the ledger meanwhile), each on its own hot products. */
const ORDER_ROUNDS = 3;
/**
 * A short unmeasured round on products of its own comes first: the first measured round otherwise pays
 * the order path's warm-up (its code compiled, its statements prepared on each connection), and the
 * rounds are compared with each other.
 */
const WARM_UP_ROUND = ORDER_ROUNDS;
const HOT_ROUNDS = ORDER_ROUNDS + 1;
const HOT_STOCK = 300;
/** Entries in seller1's ledger for the statement case. */
const LEDGER_ENTRIES = 100_000;

const log = (...m: unknown[]) => console.error(`[bench ${new Date().toISOString().slice(11, 19)}]`, ...m);

// ---------- database ----------

interface Raw {
  query(text: string, params?: unknown[]): Promise<{ rows: Record<string, unknown>[] }>;
  close(): Promise<void>;
}

async function createDatabase(): Promise<{
  env: Record<string, string>;
  raw: () => Promise<Raw>;
  drop: () => Promise<void>;
}> {
  if (dbKind === "postgres") {
    if (reuse !== undefined && !/^bench_\d+$/.test(reuse)) throw new Error("--reuse takes a bench_NNN database");
    const name = reuse ?? `bench_${Date.now()}`;
    if (!reuse) {
      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      await admin.query(`create database ${name}`);
      await admin.end();
    }
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    const databaseUrl = url.toString();
    const database = await openDatabase({ databaseUrl, poolSize: 2 });
    await database.close();
    return {
      env: { DATABASE_URL: databaseUrl, DB_POOL_SIZE: poolSize },
      raw: async () => {
        const c = new pg.Client({ connectionString: databaseUrl });
        await c.connect();
        return { query: (t, p) => c.query(t, p), close: () => c.end() };
      },
      drop: async () => {
        if (reuse) return;
        const a = new pg.Client({ connectionString: adminUrl });
        await a.connect();
        await a.query(`drop database if exists ${name} with (force)`);
        await a.end();
      },
    };
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "marigold-bench-"));
  const database = await openDatabase({ dataDir });
  await database.close();
  return {
    env: { DATA_DIR: dataDir },
    raw: async () => {
      const c = await PGlite.create(path.join(dataDir, "pglite"), { extensions: { pg_trgm } });
      return { query: (t, p) => c.query(t, p) as never, close: () => c.close() };
    },
    drop: async () => fs.rmSync(dataDir, { recursive: true, force: true }),
  };
}

async function seed(raw: Raw) {
  const random = rng(42);
  const hash = await hashPassword("bench-password");
  const ids = (rows: Record<string, unknown>[]) => rows.map((r) => Number(r.id));
  const sellerIds = ids(
    (
      await raw.query(
        `insert into users (username, email, password_hash, roles)
         select 'seller' || g, 'seller' || g || '@bench.local', $1, array['ROLE_USER','ROLE_SELLER']
         from generate_series(1, ${SELLERS}) g returning id`,
        [hash],
      )
    ).rows,
  );
  await raw.query(
    `insert into users (username, email, password_hash, roles)
     select 'customer' || g, 'customer' || g || '@bench.local', $1, array['ROLE_USER']
     from generate_series(1, ${CUSTOMERS}) g`,
    [hash],
  );
  // The admin who delivers orders in the order test (an admin moves every seller's part).
  await raw.query(
    `insert into users (username, email, password_hash, roles) values ('benchadmin', 'admin@bench.local', $1, array['ROLE_USER','ROLE_ADMIN'])`,
    [hash],
  );
  // seller1's statement: a long-standing seller with LEDGER_ENTRIES entries (sales, commissions, payouts).
  await raw.query(
    `insert into seller_ledger_entries (seller_id, type, amount_cents, reference, created_at)
     select $1, (array['sale','commission','payout'])[1 + g % 3],
       case g % 3 when 0 then 1000 + g % 5000 when 1 then -(100 + g % 500) else -(500 + g % 2000) end,
       case when g % 3 = 2 then 'BANK-' || g end,
       now() - make_interval(secs => ${LEDGER_ENTRIES} - g)
     from generate_series(1, ${LEDGER_ENTRIES}) g`,
    [sellerIds[0]],
  );
  const categoryIds = ids(
    (await raw.query(`insert into categories (name) select unnest($1::text[]) returning id`, [CATEGORY_NAMES])).rows,
  );
  const brands = brandWords(6000, random);
  const batch = 5000;
  for (let start = 0; start < productCount; start += batch) {
    const cols: unknown[][] = [[], [], [], [], [], [], [], [], []];
    // The variants of this batch (three per product on average; the order test's hot products keep one).
    const v: unknown[][] = [[], [], [], [], [], []];
    for (let i = start; i < Math.min(productCount, start + batch); i++) {
      const p = makeProduct(i, random, brands, categoryIds, sellerIds);
      const set = makeVariants(i, p, i < HOT_PRODUCTS * HOT_ROUNDS);
      const values = [
        p.name,
        p.description,
        p.priceCents,
        p.discountBp,
        p.specialPriceCents,
        p.quantity,
        p.categoryId,
        p.sellerId,
        JSON.stringify(set.options),
      ];
      for (const [k, x] of values.entries()) cols[k]!.push(x);
      for (const [position, variant] of set.variants.entries()) {
        const row = [
          i,
          JSON.stringify(variant.options),
          variant.priceCents,
          variant.specialPriceCents,
          variant.quantity,
          position,
        ];
        for (const [k, x] of row.entries()) v[k]!.push(x);
      }
    }
    const inserted = await raw.query(
      `insert into products (name, description, price_cents, discount_bp, special_price_cents, quantity, category_id, seller_id, options)
       select n, d, pc, db, sp, q, c, s, o::jsonb
       from unnest($1::text[], $2::text[], $3::int[], $4::int[], $5::int[], $6::int[], $7::int[], $8::int[], $9::text[])
         as t(n, d, pc, db, sp, q, c, s, o)
       returning id`,
      cols,
    );
    // Products get ids in the order they were inserted: the batch's first id is the product of index `start`.
    const firstId = Math.min(...inserted.rows.map((r) => Number(r.id)));
    await raw.query(
      `insert into product_variants (product_id, seller_id, options, price_cents, discount_bp, special_price_cents, quantity, position)
       select p.id, p.seller_id, v.o::jsonb, v.pc, p.discount_bp, v.sp, v.q, v.pos
       from unnest($1::int[], $2::text[], $3::int[], $4::int[], $5::int[], $6::int[]) as v(i, o, pc, sp, q, pos)
       join products p on p.id = $7::int + v.i - $8::int`,
      [...v, firstId, start],
    );
    if ((start / batch) % 20 === 0) log(`seeded ${Math.min(productCount, start + batch)} products`);
  }
  await raw.query(
    `insert into option_labels (token, name, value, position)
    select lower('Color:' || c), 'Color', c, 1000 + k from unnest($1::text[]) with ordinality as t(c, k)
    union all
    select lower('Size:' || z), 'Size', z, k from unnest($2::text[]) with ordinality as t(z, k)
    on conflict do nothing`,
    [[...BENCH_COLOURS], [...BENCH_SIZES]],
  );
  await raw.query(
    `update product_variants set quantity = ${HOT_STOCK} where product_id <= ${HOT_PRODUCTS * HOT_ROUNDS}`,
  );
  await raw.query("vacuum analyze");
  return { brands, categoryIds };
}

/** What `seed` returned, for a database it seeded earlier (the brands come from the same random sequence). */
async function seeded(raw: Raw) {
  const { rows } = await raw.query("select count(*)::int as n from products");
  if (Number(rows[0]?.n) !== productCount) throw new Error(`--reuse: the database holds ${rows[0]?.n} products`);
  const categoryIds = (await raw.query("select id from categories order by id")).rows.map((r) => Number(r.id));
  // The order rounds' products start full again; the stock check counts only this run's orders.
  await raw.query(
    `update product_variants set quantity = ${HOT_STOCK} where product_id <= ${HOT_PRODUCTS * HOT_ROUNDS}`,
  );
  return { brands: brandWords(6000, rng(42)), categoryIds };
}

// ---------- processes ----------

async function startProcess(cmd: string, argv: string[], env: Record<string, string>, ready: RegExp | string) {
  const child = spawn(cmd, argv, { cwd: root, env: { ...process.env, ...env }, stdio: ["ignore", "pipe", "pipe"] });
  let output = "";
  const port = await new Promise<number>((resolve, reject) => {
    const onData = (d: Buffer) => {
      output += d.toString();
      const m = typeof ready === "string" ? null : output.match(ready);
      if (m) resolve(Number(m[1]));
    };
    child.stdout.on("data", onData);
    child.stderr.on("data", onData);
    child.on("exit", (code) => reject(new Error(`${cmd} exited (${code}):\n${output.slice(-2000)}`)));
    setTimeout(() => reject(new Error(`${cmd} did not start:\n${output.slice(-2000)}`)), 120_000);
  });
  child.stdout.removeAllListeners("data");
  child.stderr.removeAllListeners("data");
  child.stdout.resume();
  child.stderr.on("data", (d: Buffer) => {
    const text = d.toString();
    if (/error|fatal/i.test(text)) process.stderr.write(`[server] ${text.slice(0, 500)}`);
  });
  return { child, port };
}

const tsx = path.join(root, "node_modules", ".bin", "tsx");
const serverEntry = () => {
  const built = path.join(root, "server", "dist", "main.js");
  // `--profile DIR`: the shop writes a V8 CPU profile there when it stops (open it in Chrome's DevTools).
  const profile =
    typeof args.profile === "string" ? [`--cpu-prof`, `--cpu-prof-dir=${path.resolve(args.profile)}`] : [];
  // On the embedded database the shop runs with the Node flags `npm start` gives it (package.json).
  const start = JSON.parse(fs.readFileSync(path.join(root, "package.json"), "utf8")).scripts.start as string;
  const flags =
    dbKind === "pglite" ? (start.match(/node (.*?) ?scripts\/start\.mjs/)?.[1] ?? "").split(" ").filter(Boolean) : [];
  return fs.existsSync(built)
    ? { cmd: process.execPath, argv: [...flags, ...profile, built] }
    : { cmd: tsx, argv: [...flags, ...profile, "server/src/main.ts"] };
};

/** A process and its descendants (Linux /proc): `tsx` runs the shop's source in a child process of its own. */
function processTree(pid: number): number[] {
  const children = (p: number) => {
    try {
      return fs
        .readdirSync(`/proc/${p}/task`)
        .flatMap((t) => fs.readFileSync(`/proc/${p}/task/${t}/children`, "utf8").split(" ").filter(Boolean))
        .map(Number);
    } catch {
      return [];
    }
  };
  const all = [pid];
  for (let i = 0; i < all.length; i++) all.push(...children(all[i]!));
  return all;
}

/**
 * The shop's peak and current resident memory in MB (Linux /proc), for the line under each table: of
 * the largest process under the one started (the server itself, whether built or run through tsx).
 */
function memoryOf(child: ChildProcess): string {
  const mb = (status: string, key: string) =>
    Math.round(Number(status.match(new RegExp(`${key}:\\s+(\\d+)`))?.[1] ?? 0) / 1024);
  const statuses = processTree(child.pid ?? 0).flatMap((pid) => {
    try {
      return [fs.readFileSync(`/proc/${pid}/status`, "utf8")];
    } catch {
      return [];
    }
  });
  if (!statuses.length) return "The shop's resident memory: not available on this system.";
  const server = statuses.reduce((a, b) => (mb(b, "VmRSS") > mb(a, "VmRSS") ? b : a));
  return `The shop's resident memory: peak ${fmt(mb(server, "VmHWM"))} MB, now ${fmt(mb(server, "VmRSS"))} MB.`;
}

async function startShop(dbEnv: Record<string, string>, cache: "on" | "off") {
  const { cmd, argv } = serverEntry();
  const started = await startProcess(
    cmd,
    argv,
    {
      ...dbEnv,
      NODE_ENV: "development",
      PORT: "0",
      HOST: "127.0.0.1",
      SEED_DEMO: "false",
      RATE_LIMIT: "off",
      LOG_LEVEL: "warn",
      JWT_SECRET: "bench-secret-bench-secret-bench-secret-0123",
      CATALOG_CACHE: cache,
      WEB_DIST: path.join(root, "web", "dist"),
    },
    /running at http:\/\/localhost:(\d+)/,
  );
  return started;
}

function stop(child: ChildProcess) {
  return new Promise<void>((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.on("exit", () => resolve());
    child.kill("SIGTERM");
    setTimeout(() => child.kill("SIGKILL"), 15_000).unref();
  });
}

// ---------- measurements ----------

interface Row {
  name: string;
  rps: number;
  p50: number;
  p99: number;
  share: number;
  aloneP50?: number;
  aloneMax?: number;
  errors: number;
}

async function load(port: number, nextPath: () => string, seconds = duration, conns = connections) {
  const result = await autocannon({
    url: `http://127.0.0.1:${port}`,
    connections: conns,
    duration: seconds,
    requests: [
      {
        setupRequest: (req: Record<string, unknown>) => {
          req.path = nextPath();
          return req;
        },
      },
    ],
  } as never);
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
  };
}

async function alone(port: number, nextPath: () => string, count = 25) {
  const times: number[] = [];
  for (let i = 0; i < count; i++) {
    const t0 = performance.now();
    const res = await fetch(`http://127.0.0.1:${port}${nextPath()}`);
    await res.arrayBuffer();
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  return { p50: times[Math.floor(times.length / 2)]!, max: times[times.length - 1]! };
}

/**
 * Waits until the work a load left behind is done (queries of clients autocannon already dropped
 * keep running), so that the next measurement, the ceiling's included, starts on a quiet machine.
 */
async function settle(port: number, raw: Raw | undefined) {
  const until = Date.now() + 60_000;
  while (Date.now() < until) {
    let busy = 0;
    if (raw && dbKind === "postgres") {
      const { rows } = await raw.query(
        "select count(*)::int as n from pg_stat_activity where state = 'active' and datname = current_database() and pid <> pg_backend_pid()",
      );
      busy = Number(rows[0]?.n ?? 0);
    }
    const t0 = performance.now();
    await fetch(`http://127.0.0.1:${port}/healthz`).then((r) => r.arrayBuffer());
    if (busy === 0 && performance.now() - t0 < 5) return;
    await new Promise((r) => setTimeout(r, 250));
  }
}

function cases(ctx: { categoryIds: number[]; brands: string[] }, random: () => number) {
  const terms = searchTerms(ctx.brands, random);
  const pick = <T>(l: readonly T[]) => l[Math.floor(random() * l.length)]!;
  const sorts = ["productId", "productName", "price", "specialPrice", "quantity", "discount"];
  const order = () => pick(["asc", "desc"]);
  const lastPage = Math.floor(productCount / 12) - 2;
  const q = (p: string) => encodeURIComponent(p);
  return [
    {
      name: "product list (random page 0–100, sort)",
      random: () =>
        `/api/public/products?pageNumber=${Math.floor(random() * 101)}&pageSize=12&sortBy=${pick(sorts)}&sortOrder=${order()}`,
      fixed: "/api/public/products?pageNumber=0&pageSize=12&sortBy=productId&sortOrder=asc",
    },
    {
      name: "product list, deep page",
      random: () =>
        `/api/public/products?pageNumber=${lastPage - Math.floor(random() * 50)}&pageSize=12&sortBy=${pick(sorts)}&sortOrder=${order()}`,
      fixed: `/api/public/products?pageNumber=${lastPage}&pageSize=12`,
    },
    {
      name: "category list (random category, page 0–20)",
      random: () =>
        `/api/public/categories/${pick(ctx.categoryIds)}/products?pageNumber=${Math.floor(random() * 21)}&pageSize=12&sortBy=${pick(sorts)}&sortOrder=${order()}`,
      fixed: `/api/public/categories/${ctx.categoryIds[0]}/products?pageNumber=0&pageSize=12`,
    },
    {
      name: "price/stock/sale filters",
      random: () => {
        const min = Math.floor(random() * 100);
        return `/api/public/products?minPrice=${min}&maxPrice=${min + 5 + Math.floor(random() * 200)}&inStock=${pick(["true", "false"])}&onSale=${pick(["true", "false"])}&pageNumber=${Math.floor(random() * 5)}&pageSize=12&sortBy=${pick(sorts)}&sortOrder=${order()}`;
      },
      fixed: "/api/public/products?minPrice=10&maxPrice=50&inStock=true&onSale=true&pageNumber=0&pageSize=12",
    },
    {
      name: "categories",
      random: () =>
        `/api/public/categories?pageNumber=${Math.floor(random() * 3)}&pageSize=${pick([5, 10, 20])}&sortBy=${pick(["categoryId", "categoryName"])}`,
      fixed: "/api/public/categories?pageNumber=0&pageSize=20",
    },
    {
      name: "search, common word",
      random: () =>
        `/api/public/products/keyword/${q(pick(terms.common))}?pageNumber=${Math.floor(random() * 3)}&pageSize=12`,
      fixed: `/api/public/products/keyword/${q("lamp")}?pageNumber=0&pageSize=12`,
    },
    {
      name: "search, rare word",
      random: () => `/api/public/products/keyword/${q(pick(terms.rare))}?pageNumber=0&pageSize=12`,
      fixed: `/api/public/products/keyword/${q(terms.rare[0]!)}?pageNumber=0&pageSize=12`,
    },
    {
      name: "search, 3-letter prefix",
      random: () => `/api/public/products/keyword/${q(pick(terms.prefixes))}?pageNumber=0&pageSize=12`,
      fixed: `/api/public/products/keyword/${q("lan")}?pageNumber=0&pageSize=12`,
    },
    {
      name: "search, one-letter typo",
      random: () => `/api/public/products/keyword/${q(pick(terms.typos))}?pageNumber=0&pageSize=12`,
      fixed: `/api/public/products/keyword/${q(terms.typos[0]!)}?pageNumber=0&pageSize=12`,
    },
    {
      name: "search, sortBy=relevance",
      random: () =>
        `/api/public/products/keyword/${q(`${pick(terms.common)} ${pick(terms.common)}`)}?sortBy=relevance&pageNumber=0&pageSize=12`,
      fixed: `/api/public/products/keyword/${q("oak lamp")}?sortBy=relevance&pageNumber=0&pageSize=12`,
    },
    {
      // The mix the targets are about: a third each a common word, a 3-letter prefix and a one-letter typo.
      name: "search, mix (word / prefix / typo)",
      random: () => {
        const r = random();
        const term = r < 1 / 3 ? pick(terms.common) : r < 2 / 3 ? pick(terms.prefixes) : pick(terms.typos);
        return `/api/public/products/keyword/${q(term)}?pageNumber=0&pageSize=12`;
      },
      fixed: `/api/public/products/keyword/${q("lamp")}?pageNumber=0&pageSize=12`,
    },
    {
      name: "option filter (a colour, random page and sort)",
      random: () =>
        `/api/public/products?option=${q(`Color:${pick(BENCH_COLOURS)}`)}&pageNumber=${Math.floor(random() * 5)}&pageSize=12&sortBy=${pick(sorts)}&sortOrder=${order()}`,
      fixed: `/api/public/products?option=${q("Color:Red")}&pageNumber=0&pageSize=12`,
    },
    {
      name: "option filter, category and two sizes",
      random: () =>
        `/api/public/categories/${pick(ctx.categoryIds)}/products?option=${q(`Size:${pick(BENCH_SIZES)}`)}&option=${q(`Size:${pick(BENCH_SIZES)}`)}&inStock=true&pageNumber=0&pageSize=12&sortBy=${pick(sorts)}`,
      fixed: `/api/public/categories/${ctx.categoryIds[0]}/products?option=${q("Size:M")}&option=${q("Size:L")}&pageNumber=0&pageSize=12`,
    },
    {
      // The storefront's filter panel: all products or a category, no other filter (the kept counts).
      // Uncached, the database answers every request, so the same few addresses are fair.
      name: "facets, all products or a category",
      random: () => (random() < 0.5 ? "/api/public/facets" : `/api/public/facets?categoryId=${pick(ctx.categoryIds)}`),
      fixed: "/api/public/facets",
    },
    {
      // A floor anywhere in the prices ($0–160): read from the kept counts by price band.
      name: "facets, all products above a price",
      random: () => `/api/public/facets?minPrice=${Math.floor(random() * 160)}`,
      fixed: "/api/public/facets?minPrice=80",
    },
    {
      name: "facets, category with a colour chosen",
      random: () =>
        `/api/public/facets?categoryId=${pick(ctx.categoryIds)}&option=${q(`Color:${pick(BENCH_COLOURS)}`)}`,
      fixed: `/api/public/facets?categoryId=${ctx.categoryIds[0]}&option=${q("Color:Red")}`,
    },
    {
      name: "facets, search",
      random: () => `/api/public/facets?keyword=${q(pick(terms.common))}`,
      fixed: `/api/public/facets?keyword=${q("lamp")}`,
    },
    {
      name: "product by id",
      random: () => `/api/public/products/${1 + Math.floor(random() * productCount)}`,
      fixed: "/api/public/products/1",
    },
  ];
}

// ---------- orders ----------

/** One kind of order round: on its own hot products (`round`), and with `code` on every cart. */
interface RoundSpec {
  round: number;
  code?: string;
}

/** What a round measured: orders placed, and the time its placing phases and its cycles took. */
interface OrderRound {
  /** The median of its placing phases' rates (orders per second), and how many phases it had. */
  medianPhase: number;
  phases: number;
  placed: number;
  refused: number;
  failed: number;
  delivered: number;
  /** Seconds of its placing phases. */
  seconds: number;
  /** Seconds of its cycles, filling the carts included. */
  wall: number;
  latencies: number[];
  perSecond: number;
  p50: number;
  p99: number;
}

/**
 * Order rounds: 30 customers fill their carts (a line of a round's hot products, and its code when it
 * has one), then all place their orders at once; the next cycle is the next round's, so rounds run
 * in turns of a fraction of a second and a change in the shared machine's speed, or the database
 * growing with the orders, falls on all of them alike. Orders per second count the placing phases'
 * time (what a code costs at checkout); the cycles' rate, filling the carts included, is kept beside
 * it. `deliver`: meanwhile an admin ships and delivers the orders as they come in, each delivery
 * booking its sellers' ledger entries.
 */
async function orderTest(port: number, opts: { rounds: RoundSpec[]; deliver?: boolean; seconds?: number }) {
  const seconds = opts.seconds ?? duration;
  const base = `http://127.0.0.1:${port}/api`;
  const json = (token: string) => ({ "content-type": "application/json", authorization: `Bearer ${token}` });
  const clients = await Promise.all(
    Array.from({ length: ORDER_CLIENTS }, async (_, i) => {
      const res = await fetch(`${base}/auth/signin`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ username: `customer${i + 1}`, password: "bench-password" }),
      });
      const { jwtToken } = (await res.json()) as { jwtToken: string };
      // A customer of a reused database has its address from an earlier run (an account holds 50 at most).
      const kept = (await fetch(`${base}/users/addresses`, { headers: json(jwtToken) }).then((r) =>
        r.ok ? r.json() : [],
      )) as { addressId: number }[];
      if (kept[0]) return { token: jwtToken, addressId: kept[0].addressId };
      const addr = await fetch(`${base}/addresses`, {
        method: "POST",
        headers: json(jwtToken),
        body: JSON.stringify({
          street: "1 Bench Street",
          city: "Benchton",
          state: "BS",
          country: "Benchland",
          zipCode: "12345",
        }),
      });
      const { addressId } = (await addr.json()) as { addressId: number };
      return { token: jwtToken, addressId };
    }),
  );
  const random = rng(7);
  const until = Date.now() + seconds * 1000;
  let delivered = 0;
  const deliverer = opts.deliver
    ? (async () => {
        const signin = await fetch(`${base}/auth/signin`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ username: "benchadmin", password: "bench-password" }),
        });
        const { jwtToken } = (await signin.json()) as { jwtToken: string };
        while (Date.now() < until) {
          const list = await fetch(`${base}/seller/orders?pageNumber=0&pageSize=20&sortBy=orderDate&sortOrder=desc`, {
            headers: json(jwtToken),
          });
          const page = (await list.json()) as { content: { orderId: number; orderStatus: string }[] };
          const open = page.content.filter((o) => o.orderStatus === "Order Placed");
          if (open.length === 0) await new Promise((r) => setTimeout(r, 50));
          for (const o of open) {
            for (const status of ["Shipped", "Delivered"]) {
              const r = await fetch(`${base}/seller/orders/${o.orderId}/status?status=${status}`, {
                method: "PUT",
                headers: json(jwtToken),
              });
              await r.arrayBuffer();
              if (status === "Delivered" && r.status === 200) delivered++;
            }
          }
        }
      })()
    : Promise.resolve();
  const stats = opts.rounds.map(() => ({
    placed: 0,
    refused: 0,
    failed: 0,
    placing: 0,
    wall: 0,
    latencies: [] as number[],
    phases: [] as number[],
  }));
  let k = 0;
  const fill = async (spec: RoundSpec, st: (typeof stats)[number], c: { token: string }) => {
    const product = 1 + spec.round * HOT_PRODUCTS + Math.floor(random() * HOT_PRODUCTS);
    const qty = 1 + Math.floor(random() * 3);
    const add = await fetch(`${base}/carts/products/${product}/quantity/${qty}`, {
      method: "POST",
      headers: json(c.token),
    });
    await add.arrayBuffer();
    if (add.status >= 400) {
      st.refused++;
      await fetch(`${base}/carts/empty`, { method: "DELETE", headers: json(c.token) }).then((r) => r.arrayBuffer());
      return false;
    }
    if (spec.code) {
      const applied = await fetch(`${base}/carts/promotion`, {
        method: "PUT",
        headers: json(c.token),
        body: JSON.stringify({ code: spec.code }),
      });
      await applied.arrayBuffer();
      if (applied.status !== 200) st.failed++;
    }
    return true;
  };
  const place = async (
    spec: RoundSpec,
    st: (typeof stats)[number],
    c: { token: string; addressId: number },
    n: number,
  ) => {
    const t0 = performance.now();
    const res = await fetch(`${base}/order/users/payments/cod`, {
      method: "POST",
      headers: { ...json(c.token), "idempotency-key": `bench-${spec.round}-${n}-${k++}-${Date.now()}` },
      body: JSON.stringify({ addressId: c.addressId, paymentMethod: "cod" }),
    });
    await res.arrayBuffer();
    st.latencies.push(performance.now() - t0);
    if (res.status === 201) st.placed++;
    else if (res.status === 409) {
      st.refused++;
      await fetch(`${base}/carts/empty`, { method: "DELETE", headers: json(c.token) }).then((r) => r.arrayBuffer());
    } else st.failed++;
  };
  await Promise.all([
    deliverer,
    (async () => {
      // Whole turns only: every round gets as many cycles as the others.
      for (let cycle = 0; Date.now() < until || cycle % opts.rounds.length !== 0; cycle++) {
        const spec = opts.rounds[cycle % opts.rounds.length]!;
        const st = stats[cycle % opts.rounds.length]!;
        const t0 = performance.now();
        const filled = await Promise.all(clients.map((c) => fill(spec, st, c)));
        const t1 = performance.now();
        const before = st.placed;
        await Promise.all(clients.map((c, n) => (filled[n] ? place(spec, st, c, n) : undefined)));
        const t2 = performance.now();
        st.placing += t2 - t1;
        st.wall += t2 - t0;
        st.phases.push((st.placed - before) / ((t2 - t1) / 1000));
      }
    })(),
  ]);
  return stats.map((st): OrderRound => {
    const latencies = st.latencies.sort((a, b) => a - b);
    const phases = st.phases.sort((a, b) => a - b);
    return {
      medianPhase: phases[Math.floor(phases.length / 2)] ?? 0,
      phases: phases.length,
      placed: st.placed,
      refused: st.refused,
      failed: st.failed,
      delivered,
      seconds: st.placing / 1000,
      wall: st.wall / 1000,
      latencies,
      perSecond: st.placed / (st.placing / 1000),
      p50: latencies[Math.floor(latencies.length * 0.5)] ?? 0,
      p99: latencies[Math.floor(latencies.length * 0.99)] ?? 0,
    };
  });
}

/** The plain round and the round where every cart carries a code, in turns (see orderTest). */
async function alternating(port: number): Promise<[OrderRound, OrderRound]> {
  const [plain, coded] = await orderTest(port, {
    rounds: [{ round: 0 }, { round: 1, code: "BENCH10" }],
    seconds: 2 * duration,
  });
  return [plain!, coded!];
}

/** seller1 reads the balance and a statement page of LEDGER_ENTRIES entries, one request at a time. */
async function ledgerCase(port: number) {
  const base = `http://127.0.0.1:${port}/api`;
  const signin = await fetch(`${base}/auth/signin`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ username: "seller1", password: "bench-password" }),
  });
  const { jwtToken } = (await signin.json()) as { jwtToken: string };
  const time = async (path: string) => {
    const times: number[] = [];
    for (let i = 0; i < 25; i++) {
      const t0 = performance.now();
      const res = await fetch(`${base}${path}`, { headers: { authorization: `Bearer ${jwtToken}` } });
      await res.arrayBuffer();
      if (res.status !== 200) throw new Error(`ledger ${path}: ${res.status}`);
      times.push(performance.now() - t0);
    }
    times.sort((a, b) => a - b);
    return { p50: times[12]!, max: times[24]! };
  };
  return {
    first: await time("/seller/ledger?pageSize=20"),
    deep: await time("/seller/ledger?pageSize=20&pageNumber=100"),
  };
}

/** The orders of this run are those after `afterOrder` (a reused database holds earlier runs' orders). */
async function stockCheck(raw: Raw, afterOrder: number) {
  const { rows } = await raw.query(
    `select p.id, p.quantity, coalesce((select sum(oi.quantity) from order_items oi
       where oi.product_id = p.id and oi.order_id > ${afterOrder}), 0)::int as sold
     from products p where p.id <= ${HOT_PRODUCTS * HOT_ROUNDS}`,
  );
  let oversold = 0;
  let mismatched = 0;
  let sold = 0;
  for (const r of rows) {
    const q = Number(r.quantity);
    const s = Number(r.sold);
    sold += s;
    if (q < 0) oversold += -q;
    if (q + s !== HOT_STOCK) mismatched++;
  }
  return { oversold, mismatched, sold };
}

// ---------- main ----------

const fmt = (n: number, d = 0) => n.toLocaleString("en-US", { maximumFractionDigits: d, minimumFractionDigits: d });

async function main() {
  log(
    `${dbKind}, ${fmt(productCount)} products, ${duration}s per case, ${connections} connections; load ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(" ")}`,
  );
  const database = await createDatabase();
  let raw = await database.raw();
  const t0 = Date.now();
  const ctx = reuse ? await seeded(raw) : await seed(raw);
  log(`${reuse ? "reused" : "seeded"} in ${((Date.now() - t0) / 1000).toFixed(1)}s`);
  const ordersBefore = Number((await raw.query("select coalesce(max(id), 0)::int as n from orders")).rows[0]?.n ?? 0);
  if (args["seed-only"] !== undefined) {
    await raw.close();
    console.log(`seeded and kept: ${JSON.stringify(database.env)}`);
    return;
  }
  if (dbKind === "pglite") await raw.close(); // the server opens the data directory itself
  const ceiling = await startProcess(tsx, ["bench/ceiling.ts"], { PORT: "0" }, /listening (\d+)/);
  const out: string[] = [];
  const children: ChildProcess[] = [ceiling.child];
  try {
    for (const cache of onlyOrders ? (["on"] as const) : cacheRuns) {
      const shop = await startShop(database.env, cache);
      children.push(shop.child);
      const all = cases(ctx, rng(cache === "off" ? 1 : 2));
      const list = onlyOrders ? [] : onlyCases ? all.filter((c) => onlyCases.some((t) => c.name.includes(t))) : all;
      // Warm both servers (JIT, pools, the database's buffers).
      await load(shop.port, all[0]!.random, 2, 10);
      await settle(shop.port, dbKind === "postgres" ? raw : undefined);
      const rows: Row[] = [];
      for (const c of list) {
        const ceil = loadTests ? await load(ceiling.port, () => "/") : undefined;
        const path = cache === "off" ? c.random : () => c.fixed;
        const single = await alone(shop.port, path);
        const r = loadTests ? await load(shop.port, path) : { rps: 0, p50: 0, p99: 0, errors: 0 };
        await settle(shop.port, dbKind === "postgres" ? raw : undefined);
        rows.push({
          name: c.name,
          rps: r.rps,
          p50: r.p50,
          p99: r.p99,
          share: ceil ? (100 * r.rps) / ceil.rps : 0,
          aloneP50: single.p50,
          aloneMax: single.max,
          errors: r.errors,
        });
        log(
          `${cache === "off" ? "uncached" : "cached"} ${c.name}: ${fmt(r.rps)} req/s (${ceil ? fmt((100 * r.rps) / ceil.rps, 1) : "-"} % of ${ceil ? fmt(ceil.rps) : "-"}), p99 ${r.p99} ms, alone ${single.p50.toFixed(1)}/${single.max.toFixed(1)} ms, errors ${r.errors}`,
        );
      }
      const byId = list.find((c) => c.name === "product by id");
      let floorLine: string | undefined;
      if (cache === "off" && dbKind === "postgres" && loadTests && byId) {
        // The floor: a minimal Fastify + node-postgres server running the same product statement.
        const floor = await startProcess(tsx, ["bench/floor.ts"], { PORT: "0", ...database.env }, /listening (\d+)/);
        try {
          const ceil = await load(ceiling.port, () => "/");
          const r = await load(floor.port, byId.random);
          floorLine = `Floor for "product by id": a minimal Fastify + node-postgres server running the same statement answers ${fmt(r.rps)} req/s (${fmt((100 * r.rps) / ceil.rps, 1)} % of ${fmt(ceil.rps)}), p99 ${r.p99} ms, errors ${r.errors}.`;
          log(floorLine);
        } finally {
          await stop(floor.child);
        }
      }
      if (!onlyOrders)
        out.push(
          `\n### ${cache === "off" ? "Uncached (CATALOG_CACHE=off, every request different)" : "Cached (default, the same request repeated)"}\n`,
          "| request | req/s | p50 ms | p99 ms | share of ceiling | alone p50 / max ms | errors |",
          "|---|---:|---:|---:|---:|---:|---:|",
          ...rows.map(
            (r) =>
              `| ${r.name} | ${fmt(r.rps)} | ${r.p50} | ${r.p99} | ${fmt(r.share, 1)} % | ${r.aloneP50!.toFixed(1)} / ${r.aloneMax!.toFixed(1)} | ${r.errors} |`,
          ),
          ...(floorLine ? ["", floorLine] : []),
          "",
          memoryOf(shop.child),
        );
      if (cache === "on" && loadTests && !onlyCases) {
        const ceil = await load(ceiling.port, () => "/");
        const admin = await fetch(`http://127.0.0.1:${shop.port}/api/auth/signin`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ username: "benchadmin", password: "bench-password" }),
        }).then((r) => r.json() as Promise<{ jwtToken: string }>);
        await fetch(`http://127.0.0.1:${shop.port}/api/admin/promotions`, {
          method: "POST",
          headers: { "content-type": "application/json", authorization: `Bearer ${admin.jwtToken}` },
          body: JSON.stringify({ code: "BENCH10", kind: "percent", value: 10 }),
        }).then((r) => r.arrayBuffer());
        await orderTest(shop.port, { rounds: [{ round: WARM_UP_ROUND }], seconds: 2 });
        const [plain, coded] = await alternating(shop.port);
        const rounds = [
          { label: "plain", result: plain },
          { label: "every cart with a 10 % code", result: coded },
          {
            label: "while an admin ships and delivers them (ledger bookings)",
            result: (await orderTest(shop.port, { rounds: [{ round: 2 }], deliver: true }))[0]!,
          },
        ];
        const ledger = await ledgerCase(shop.port);
        const memory = memoryOf(shop.child);
        if (dbKind === "pglite") {
          await stop(shop.child);
          raw = await database.raw();
        }
        const stock = await stockCheck(raw, ordersBefore);
        out.push(
          `\nOrder placement, ${ORDER_CLIENTS} clients for ${duration}s per round (the first two in turns, a cycle each), each client filling its cart and then all placing at once, each round on its own ${HOT_PRODUCTS} products of ${HOT_STOCK} units (ceiling ${fmt(ceil.rps)} req/s):\n`,
          "| round | orders/s placing | orders/s with filling the carts | placed | refused (out of stock) | failed | p50 ms | p99 ms | delivered |",
          "|---|---:|---:|---:|---:|---:|---:|---:|---:|",
          ...rounds.map(
            ({ label, result: o }) =>
              `| ${label} | ${fmt(o.perSecond, 1)} | ${fmt(o.placed / o.wall, 1)} | ${o.placed} | ${o.refused} | ${o.failed} | ${o.p50.toFixed(0)} | ${o.p99.toFixed(0)} | ${o.delivered} |`,
          ),
          "",
          `Placing with a code: ${((100 * coded.perSecond) / plain.perSecond).toFixed(1)} % of the plain round's orders per second; ${((100 * coded.medianPhase) / plain.medianPhase).toFixed(1)} % in the median placing phase of each (${fmt(coded.medianPhase, 1)} against ${fmt(plain.medianPhase, 1)}/s, of ${coded.phases} and ${plain.phases} phases); ${((100 * coded.placed) / coded.wall / (plain.placed / plain.wall)).toFixed(1)} % with filling the carts, where the code is one more request per order.`,
          "",
          memory,
          "",
          `Stock after the rounds: ${stock.sold} units sold, ${stock.oversold} oversold, ${stock.mismatched} products whose stock ≠ start − sold.`,
          "",
          `A seller's statement of ${fmt(LEDGER_ENTRIES)} entries, alone (median / slowest of 25): balance and first page ${ledger.first.p50.toFixed(1)} / ${ledger.first.max.toFixed(1)} ms, page 100 ${ledger.deep.p50.toFixed(1)} / ${ledger.deep.max.toFixed(1)} ms.`,
        );
      }
      await stop(shop.child);
    }
  } finally {
    for (const c of children) await stop(c);
    await raw.close().catch(() => {});
    await database.drop();
  }
  console.log(
    `\n## Catalog benchmark: ${dbKind}, ${fmt(productCount)} products, ${connections} connections, ${duration}s per case\n\nMachine: ${os.cpus().length} cores, load average at the end ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(" ")}`,
  );
  console.log(out.join("\n"));
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
