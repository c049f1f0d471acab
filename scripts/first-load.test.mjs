// The storefront's first-load JavaScript budget (decisions 0006 and 0019), checked on the build (`npm test` runs it
// after `npm run build`): for each storefront page, the gzip bytes of the entry, its static imports
// and the page's lazy chunk with its static imports (web/scripts/first-load.mjs), and no seller,
// admin, account, checkout or auth code among them.
import assert from "node:assert/strict";
import fs from "node:fs";
import path from "node:path";
import { test } from "node:test";
import { dist, firstLoad, readManifest, STOREFRONT_PAGES, staticGraph } from "../web/scripts/first-load.mjs";

// The budget: 90 KB gzip. Measured 2026-11-25 on Preact's compatibility layer (decision 0019):
// / 87.5 KB, /products 86.2, /products/ID 87.1, /categories 79.6 (on React DOM: 151, 148, 147, 140).
const BUDGET_KB = Number(process.env.FIRST_LOAD_BUDGET_KB ?? 90);

const manifest = readManifest();

for (const [page, { bytes, files }] of Object.entries(firstLoad(manifest))) {
  test(`${page} loads at most ${BUDGET_KB} KB of gzip JavaScript before interaction`, () => {
    const list = files.map((f) => `${f.file} ${(f.bytes / 1024).toFixed(1)} KB`).join(", ");
    assert.ok(bytes <= BUDGET_KB * 1024, `${page}: ${(bytes / 1024).toFixed(1)} KB gzip (${list})`);
  });
}

/**
 * Seller, admin (product and category management, users, mail, settings, the setup checklist, the
 * owner's pages and the newsletter's subscribers), account, checkout and sign-in code.
 */
const BACK_OFFICE =
  /src\/features\/(seller|account|checkout|users|outbox|setup|store-settings|catalog\/manage|auth\/pages)\/|src\/features\/(pages\/pages\/owner-pages-page|newsletter\/pages\/subscribers-page)\./;

test("no seller, admin, account, checkout or sign-in page code in a storefront page's first load", () => {
  const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);
  for (const module of Object.values(STOREFRONT_PAGES)) {
    const forbidden = [...staticGraph(manifest, [entry, module])].filter((key) =>
      BACK_OFFICE.test(manifest[key].src ?? ""),
    );
    assert.deepEqual(forbidden, [], `${module} loads ${forbidden.join(", ")}`);
  }
});

// The seller dashboard's chart library (recharts, ~120 KB gzip) is its own lazy chunk, fetched only
// when the dashboard shows the chart (docs/decisions/0018-seller-dashboard.md). "recharts-wrapper"
// is the class recharts gives its chart: it marks the files that hold the library.
test("the chart library is only in the seller dashboard chart's own lazy chunk", () => {
  const holders = Object.values(manifest)
    .filter((chunk) => chunk.file.endsWith(".js"))
    .filter((chunk) => fs.readFileSync(path.join(dist, chunk.file), "utf8").includes("recharts-wrapper"));
  assert.deepEqual(
    holders.map((chunk) => chunk.src),
    ["src/features/seller/components/sales-chart.tsx"],
  );
  const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);
  const importers = Object.keys(manifest).filter((key) =>
    (manifest[key].imports ?? []).includes("src/features/seller/components/sales-chart.tsx"),
  );
  assert.deepEqual(importers, [], "SalesChart is imported statically");
  for (const module of Object.values(STOREFRONT_PAGES)) {
    assert.ok(!staticGraph(manifest, [entry, module]).has("src/features/seller/components/sales-chart.tsx"));
  }
});
