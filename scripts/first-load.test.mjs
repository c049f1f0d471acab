// The storefront's first-load JavaScript budget (decision 0027, after 0006 and 0019), checked on the
// build (`npm test` runs it after `npm run build`): for each storefront page, the gzip bytes of the
// entry, its static imports and the page's lazy chunk with its static imports
// (web/scripts/first-load.mjs); no seller, admin, account, checkout or auth code among them, and no
// text of another area than the storefront's.
import assert from "node:assert/strict";
import fs from "node:fs";
import path from "node:path";
import { test } from "node:test";
import { fileURLToPath } from "node:url";
import {
  BUDGET_BYTES,
  dist,
  firstLoad,
  HEADROOM_BYTES,
  LANGUAGES,
  readManifest,
  STOREFRONT_PAGES,
  staticGraph,
} from "../web/scripts/first-load.mjs";

const manifest = readManifest();

const pages = firstLoad(manifest);

// The budget is the limit; the headroom under it is what decision 0027 keeps for features to land
// without trimming (at least 8 KiB on every page when it was set). A page that eats into it is told,
// not failed: the budget is what the shopper's phone was measured to take. Each page is measured in
// each shipped language, with that language's catalogs (decision 0045).
for (const language of LANGUAGES)
  for (const [page, { bytes, files }] of Object.entries(firstLoad(manifest, language))) {
    test(`${page} in ${language} loads at most ${BUDGET_BYTES / 1024} KiB of gzip JavaScript before interaction`, (t) => {
      const list = files.map((f) => `${f.file} ${(f.bytes / 1024).toFixed(1)} KiB`).join(", ");
      assert.ok(bytes <= BUDGET_BYTES, `${page}: ${(bytes / 1024).toFixed(1)} KiB gzip (${list})`);
      if (BUDGET_BYTES - bytes < HEADROOM_BYTES)
        t.diagnostic(
          `${page}: ${((BUDGET_BYTES - bytes) / 1024).toFixed(1)} KiB left under the budget, less than the ${HEADROOM_BYTES / 1024} KiB decision 0027 keeps`,
        );
    });
  }

// Every text the contract's other areas hold (account, checkout, back office, server: decision 0027),
// read from their sources: none may be in a storefront page's first load. Left out: a text the
// storefront also holds word for word ("Product not found"), and those the pages' own code writes
// too (a console warning of signing out, the empty cart's heading, the header menu's links).
const WRITTEN_BY_THE_PAGES = new Set([
  "Logout failed",
  "Your cart is empty",
  "Try again",
  // the back office's own names of what the header's menu and the storefront also spell (its links,
  // the order statuses of the contract's constants, the home page's heading, the stock badge, the sort)
  "Seller Dashboard",
  "Sellers & payouts",
  "Store settings",
  "Shipping zones",
  "Mail delivery",
  "Order Placed",
  "Partially Shipped",
  "Why Choose Us",
  "Sold out",
  "Sort by",
]);
const messagesDir = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  "..",
  "packages",
  "contract",
  "src",
  "messages",
);
// An area's texts: its module's OWN, and the modules of its screens beside its catalogs
// (back-office/dashboard.ts: one flat list of texts).
const textsOf = (area) => {
  const source = fs.readFileSync(path.join(messagesDir, `${area}.ts`), "utf8");
  const screens = fs.existsSync(path.join(messagesDir, area))
    ? fs
        .readdirSync(path.join(messagesDir, area))
        .filter((file) => file.endsWith(".ts"))
        .map((file) => fs.readFileSync(path.join(messagesDir, area, file), "utf8").replace(/^ {2}(?=\w+: )/gm, "    "))
    : [];
  const own = [source.slice(source.indexOf("export const OWN = {"), source.indexOf("} as const;")), ...screens].join(
    "\n",
  );
  const quoted = [...own.matchAll(/^ {4}\w+: "((?:[^"\\]|\\.)*)",?$/gm)].map((m) => m[1]);
  // A template's longest fixed part: "Only ${left} left in stock for ${productName}" → " left in stock for ".
  const templates = [...own.matchAll(/`([^`]*)`/g)].map(
    (m) => m[1].split(/\$\{[^}]*\}/).sort((a, b) => b.length - a.length)[0],
  );
  return [...quoted, ...templates.filter((part) => part.length >= 12)];
};
const storefrontTexts = new Set(textsOf("storefront"));
const otherTexts = ["account", "checkout", "back-office", "server"].flatMap((area) =>
  textsOf(area)
    // A single word ("Orders", "Cancel") is shared vocabulary a page may spell itself; a leaked area
    // module brings its sentences.
    .filter((text) => /\S\s+\S/.test(text) && !storefrontTexts.has(text) && !WRITTEN_BY_THE_PAGES.has(text))
    .map((text) => ({ area, text })),
);

test("the other areas' texts are read from the contract (the check below is not empty)", () => {
  assert.ok(storefrontTexts.size >= 15, `${storefrontTexts.size} storefront texts`);
  assert.ok(otherTexts.length >= 200, `${otherTexts.length} texts of the other areas`);
});

// One language's texts on a page: its own catalogs, none of another language's (they are chunks of
// their own, loaded by the page's language), and the storefront's area only.
for (const language of LANGUAGES.filter((l) => l !== "en"))
  test(`a storefront page in ${language} loads the storefront's ${language} catalog and no other`, () => {
    for (const [page, { files }] of Object.entries(firstLoad(manifest, language))) {
      const catalogs = files.map((f) => f.src).filter((src) => /contract\/src\/messages\/.+\.json$/.test(src));
      // The cart page loads the cart's texts too (an area of its own: no other page carries them).
      const own = page === "/cart" ? ["cart", "storefront"] : ["storefront"];
      assert.deepEqual(
        catalogs.sort(),
        own.map((area) => `../packages/contract/src/messages/${area}/${language}.json`),
        page,
      );
    }
  });

for (const [page, { files }] of Object.entries(pages)) {
  test(`${page} carries only the storefront's texts`, () => {
    const code = files.map((f) => fs.readFileSync(path.join(dist, f.file), "utf8")).join("\n");
    const found = otherTexts.filter(({ text }) => code.includes(text));
    assert.deepEqual(
      found.map(({ area, text }) => `${area}: ${text}`),
      [],
      `${page} loads texts of other areas: import them from @shop/contract/messages/storefront, not @shop/contract`,
    );
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
