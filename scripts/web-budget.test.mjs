// The storefront's first-load JavaScript (issue 11), measured on the build: the entry script and
// every module it preloads, gzip level 9, as a shopper's phone downloads them on `/` (and on every
// storefront page: the pages themselves are lazy chunks loaded after). Fails when it grows past the
// budget, or when seller, admin, account or checkout code is among it.
import assert from "node:assert/strict";
import fs from "node:fs";
import path from "node:path";
import { test } from "node:test";
import { fileURLToPath } from "node:url";
import zlib from "node:zlib";

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), "..");
const dist = path.join(root, "web", "dist");

/**
 * The budget in gzip bytes. Issue 11's target is 90 KB; the build is at 151 KB (React DOM, React
 * Router and TanStack Query alone are about 100 KB): this test keeps it from growing while the gap is
 * closed (docs/performance.md, "First-load JavaScript").
 */
export const FIRST_LOAD_BUDGET = 155 * 1024;

function firstLoad() {
  const html = fs.readFileSync(path.join(dist, "index.html"), "utf8");
  const files = new Set();
  for (const m of html.matchAll(/<script type="module"[^>]*src="\/([^"]+\.js)"/g)) files.add(m[1]);
  for (const m of html.matchAll(/<link rel="modulepreload"[^>]*href="\/([^"]+\.js)"/g)) files.add(m[1]);
  return [...files].map((file) => ({
    file,
    gzip: zlib.gzipSync(fs.readFileSync(path.join(dist, file)), { level: 9 }).length,
  }));
}

test("the storefront's first-load JavaScript stays within its budget", () => {
  const files = firstLoad();
  assert.ok(files.length > 0, "index.html names no entry script: was the web app built?");
  const total = files.reduce((sum, f) => sum + f.gzip, 0);
  const table = files.map((f) => `${(f.gzip / 1024).toFixed(1).padStart(6)} KB  ${f.file}`).join("\n");
  console.log(`first-load JavaScript, gzip:\n${table}\n${(total / 1024).toFixed(1).padStart(6)} KB  total`);
  assert.ok(total <= FIRST_LOAD_BUDGET, `${(total / 1024).toFixed(1)} KB > ${FIRST_LOAD_BUDGET / 1024} KB`);
});

test("no seller, admin, account or checkout code loads with the storefront", () => {
  for (const { file } of firstLoad()) {
    assert.doesNotMatch(
      file,
      /Seller|Admin|Manage|Account|Checkout|Users|MailOutbox|StoreSettings|OwnerPages|Newsletter/,
    );
  }
});
