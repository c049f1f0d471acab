// The JavaScript a storefront page loads before any interaction, in gzip bytes, from the build's
// manifest (web/dist/.vite/manifest.json): the entry and its static imports (what index.html
// modulepreloads), plus the page's own lazy chunk and its static imports. Dynamic imports below
// the page (dialogs, forms loaded on demand) are not counted: they load on interaction.
// `node web/scripts/first-load.mjs` prints the table; first-load.test.mjs holds the budget.
//
// The budget (decision 0027): 100 KiB of gzip per page, the most the shop's phone profile was measured
// to take at Lighthouse performance ≥ 95; when it was set, every page had at least 8 KiB under it.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import zlib from "node:zlib";

export const dist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "dist");

/** The budget: the most gzip JavaScript a storefront page may load before interaction. */
export const BUDGET_BYTES = Number(process.env.FIRST_LOAD_BUDGET_KIB ?? 100) * 1024;
/** The headroom decision 0027 keeps under the budget: told when a page eats into it, not failed. */
export const HEADROOM_BYTES = 8 * 1024;

/**
 * The storefront pages and the lazy page module each one renders at first load: the server-rendered
 * pages (decision 0017; a category and a search are `/products`, Privacy and Terms are `/about`'s
 * module, an unknown path is Page Not Found) and the guest's cart.
 */
export const STOREFRONT_PAGES = {
  "/": "src/features/catalog/pages/home-page.tsx",
  "/products": "src/features/catalog/pages/products-page.tsx",
  "/products/ID": "src/features/catalog/pages/product-detail-page.tsx",
  "/categories": "src/features/catalog/pages/categories-page.tsx",
  "/cart": "src/features/cart/pages/cart-page.tsx",
  "/about": "src/features/pages/pages/owner-page-view.tsx",
  "/not-a-page": "src/app/pages/not-found-page.tsx",
};

export function readManifest() {
  return JSON.parse(fs.readFileSync(path.join(dist, ".vite", "manifest.json"), "utf8"));
}

/** Every manifest key reached from `keys` through static imports. */
export function staticGraph(manifest, keys) {
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key)) return;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the manifest`);
    seen.add(key);
    for (const dep of chunk.imports ?? []) visit(dep);
  };
  for (const key of keys) visit(key);
  return seen;
}

/** The languages Marigold ships (packages/contract/src/i18n/languages.ts): English is in the entry. */
export const LANGUAGES = ["en", "de", "es", "ar"];

/**
 * A language's catalogs that a page loads before it hydrates (web/src/lib/i18n.tsx,
 * docs/decisions/0045-languages-and-messages.md): the `<area>/<lang>.json` chunks the page's
 * modules import dynamically. English has none beyond the entry's own `en.json`.
 */
export function catalogsOf(manifest, keys, language) {
  if (language === "en") return [];
  const catalog = new RegExp(`contract/src/messages/[a-z-]+/${language}\\.json$`);
  return [...new Set([...keys].flatMap((key) => (manifest[key].dynamicImports ?? []).filter((d) => catalog.test(d))))];
}

const gzipSize = (file) => zlib.gzipSync(fs.readFileSync(path.join(dist, file)), { level: 9 }).length;

/** { page: { bytes, files: [{ file, src, bytes }] } } for each storefront page, in a language. */
export function firstLoad(manifest = readManifest(), language = "en") {
  const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);
  const result = {};
  for (const [page, module] of Object.entries(STOREFRONT_PAGES)) {
    const graph = staticGraph(manifest, [entry, module]);
    const files = [...graph, ...catalogsOf(manifest, graph, language)].map((key) => ({
      file: manifest[key].file,
      src: manifest[key].src ?? manifest[key].name ?? key,
      bytes: gzipSize(manifest[key].file),
    }));
    result[page] = { bytes: files.reduce((sum, f) => sum + f.bytes, 0), files };
  }
  return result;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const language = process.argv[2] ?? "en";
  console.log(`In ${language} (node web/scripts/first-load.mjs de|es|ar for another language):`);
  for (const [page, { bytes, files }] of Object.entries(firstLoad(readManifest(), language))) {
    const left = BUDGET_BYTES - bytes;
    const note = left < HEADROOM_BYTES ? ` (less than the ${HEADROOM_BYTES / 1024} KiB kept)` : "";
    console.log(
      `${page}: ${bytes} bytes, ${(bytes / 1024).toFixed(1)} KiB gzip; ${(left / 1024).toFixed(1)} KiB under the budget${note}`,
    );
    for (const f of files.sort((a, b) => b.bytes - a.bytes))
      console.log(`  ${(f.bytes / 1024).toFixed(1).padStart(6)} KiB  ${f.file}  (${f.src})`);
  }
}
