/**
 * `npm run bench:web` (decisions 0006 and 0017): builds, starts the shop on a fresh embedded database with the demo
 * data, and runs Lighthouse in its mobile configuration (its default: a mid-range phone, slow 4G,
 * 4× CPU slowdown) three times on `/`, `/products` and a product page, in Debian's Chromium. Prints
 * the medians as a markdown table. A measurement, not a test: nothing in `npm test` runs it.
 *
 * Options: `--runs N` (3), `--no-build` (use the current build), `--save DIR` (each run's
 * Lighthouse report as JSON, to read its LCP element and the requests it waited for), `--languages
 * de,ar` (the shop offers them too, and the three pages are measured under each one's prefix as well:
 * docs/decisions/0045-languages-and-messages.md).
 */
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), "..");
const args = process.argv.slice(2);
const runs = Number(args[args.indexOf("--runs") + 1] || 3) || 3;
const build = !args.includes("--no-build");
const saveDir = args.includes("--save") ? args[args.indexOf("--save") + 1] : undefined;
const languages = args.includes("--languages") ? (args[args.indexOf("--languages") + 1] ?? "").split(",") : [];
let saved = 0;
const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const CHROME_FLAGS = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

const log = (message: string) => console.error(`[bench:web ${new Date().toISOString().slice(11, 19)}] ${message}`);

/** The demo shop offers English and `languages` (its admin through the API, as an owner would). */
async function offerLanguages(base: string, languages: string[]) {
  const signIn = await fetch(`${base}/api/auth/signin`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ username: "admin", password: "adminPass" }),
  });
  const { jwtToken } = (await signIn.json()) as { jwtToken: string };
  const {
    currencyDigits: _d,
    shippingZones: _z,
    ...settings
  } = await (await fetch(`${base}/api/public/settings`)).json();
  const saved = await fetch(`${base}/api/admin/settings`, {
    method: "PUT",
    headers: { "content-type": "application/json", authorization: `Bearer ${jwtToken}` },
    body: JSON.stringify({ ...settings, languages: ["en", ...languages] }),
  });
  if (!saved.ok) throw new Error(`the shop did not take the languages: ${saved.status} ${await saved.text()}`);
}

async function startShop() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "shop-bench-web-"));
  const child = spawn(process.execPath, [path.join(root, "server", "dist", "main.js")], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: "development",
      PORT: "0",
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      DATABASE_URL: "",
      SEED_DEMO: "true",
      RATE_LIMIT: "off",
      LOG_LEVEL: "warn",
      WEB_DIST: path.join(root, "web", "dist"),
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  const port = await new Promise<number>((resolve, reject) => {
    const onData = (d: Buffer) => {
      output += d.toString();
      const m = output.match(/running at http:\/\/localhost:(\d+)/);
      if (m) resolve(Number(m[1]));
    };
    child.stdout.on("data", onData);
    child.stderr.on("data", onData);
    child.on("exit", (code) => reject(new Error(`the shop exited (${code}):\n${output.slice(-2000)}`)));
    setTimeout(() => reject(new Error(`the shop did not start:\n${output.slice(-2000)}`)), 180_000).unref();
  });
  child.stdout.resume();
  child.stderr.resume();
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill("SIGTERM");
      await exited;
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  return { base: `http://127.0.0.1:${port}`, stop };
}

interface Run {
  /** What to look at: failed accessibility audits, the elements that shifted. */
  notes: string[];
  performance: number;
  accessibility: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  bytes: number;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)] ?? Number.NaN;
};

async function audit(url: string, port: number): Promise<Run> {
  const result = await lighthouse(url, {
    port,
    output: "json",
    logLevel: "error",
    onlyCategories: ["performance", "accessibility"],
  });
  const lhr = result?.lhr;
  if (!lhr) throw new Error(`Lighthouse returned nothing for ${url}`);
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  if (saveDir) {
    fs.mkdirSync(saveDir, { recursive: true });
    const name = `${++saved}-${new URL(url).pathname.replace(/\W+/g, "_")}.json`;
    fs.writeFileSync(path.join(saveDir, name), JSON.stringify(lhr));
  }
  const numeric = (id: string) => Number(lhr.audits[id]?.numericValue ?? Number.NaN);
  const notes: string[] = [];
  for (const ref of lhr.categories.accessibility?.auditRefs ?? []) {
    const a = lhr.audits[ref.id];
    if (a && a.score !== null && a.score < 1 && ref.weight > 0) notes.push(`accessibility: ${a.id} (${a.title})`);
  }
  const shifts = (lhr.audits["layout-shifts"] ?? lhr.audits["layout-shift-elements"])?.details as
    | { items?: { node?: { selector?: string; snippet?: string }; score?: number }[] }
    | undefined;
  for (const item of shifts?.items ?? []) {
    notes.push(
      `layout shift ${Number(item.score ?? 0).toFixed(3)}: ${item.node?.selector ?? "?"} ${item.node?.snippet?.slice(0, 120) ?? ""}`,
    );
  }
  return {
    notes,
    performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    accessibility: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
    lcpMs: numeric("largest-contentful-paint"),
    cls: numeric("cumulative-layout-shift"),
    tbtMs: numeric("total-blocking-time"),
    bytes: numeric("total-byte-weight"),
  };
}

/** Lighthouse's trace now and then misses the navigation on a busy machine (NO_NAVSTART): run again. */
async function auditWithRetry(url: string, port: number): Promise<Run> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await audit(url, port);
    } catch (error) {
      if (attempt >= 3 || !String(error).includes("NO_NAVSTART")) throw error;
      log(`${url}: the trace missed the navigation, again (${attempt})`);
    }
  }
}

async function main() {
  if (build) {
    log("building");
    const built = spawnSync("npm", ["run", "-s", "build"], { cwd: root, stdio: "inherit" });
    if (built.status !== 0) throw new Error("the build failed");
  }
  // Lighthouse's mobile run simulates a 4× slower CPU from the main-thread times it observes, so
  // anything else running counts four times in TBT: compare scores only at a similar load.
  const loadAtStart = os.loadavg()[0] ?? 0;
  if (loadAtStart > 1)
    log(`load average ${loadAtStart.toFixed(2)}: scores measured now are lower than on a quiet machine`);
  log("starting the shop with the demo data");
  const shop = await startShop();
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROME_FLAGS });
  try {
    const products = (await (await fetch(`${shop.base}/api/public/products?pageSize=1`)).json()) as {
      content: { productId: number }[];
    };
    const productId = products.content[0]?.productId ?? 1;
    const english = [
      { name: "/", path: "/" },
      { name: "/products", path: "/products" },
      { name: `/products/${productId}`, path: `/products/${productId}` },
    ];
    if (languages.length > 0) await offerLanguages(shop.base, languages);
    const pages = [
      ...english,
      ...languages.flatMap((language) =>
        english.map((page) => ({ name: `/${language}${page.name}`, path: `/${language}${page.path}` })),
      ),
    ];
    const rows: string[] = [];
    for (const page of pages) {
      const results: Run[] = [];
      for (let i = 0; i < runs; i++) {
        log(`${page.name}: run ${i + 1} of ${runs}`);
        results.push(await auditWithRetry(`${shop.base}${page.path}`, chrome.port));
      }
      for (const note of new Set(results.flatMap((r) => r.notes))) log(`${page.name}: ${note}`);
      const m = (key: Exclude<keyof Run, "notes">) => median(results.map((r) => r[key]));
      rows.push(
        `| ${page.name} | ${m("performance")} | ${m("accessibility")} | ${Math.round(m("lcpMs"))} | ${m("cls").toFixed(3)} | ${Math.round(m("tbtMs"))} | ${(m("bytes") / 1024).toFixed(0)} |`,
      );
    }
    console.log(`
##### Lighthouse ${runs}× per page, mobile (default config), median — load average ${loadAtStart.toFixed(2)} at the start, ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(" ")} at the end, ${os.cpus().length} cores

| page | performance | accessibility | LCP ms | CLS | TBT ms | transferred KB |
|---|---:|---:|---:|---:|---:|---:|
${rows.join("\n")}

Targets: performance ≥ 95 and accessibility 100 on all three, CLS < 0.05.`);
  } finally {
    await chrome.kill();
    await shop.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
