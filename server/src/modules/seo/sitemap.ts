/**
 * robots.txt and the sitemap (decision 0006), from the database. A sitemap file holds at most 50,000
 * URLs (sitemaps.org), so a shop with more pages answers /sitemap.xml with a sitemap index whose
 * parts list the products 50,000 at a time. Every part is streamed in batches read by a keyset walk
 * over the listed products, so memory stays flat at any catalog size.
 */
import { isBuiltInPage, type Language, languagePrefix, pagePath } from "@shop/contract";
import { escapeXml } from "../../core/escape.js";
import type { Db } from "../../db/client.js";
import * as categoriesRepo from "../catalog/category-repository.js";
import { countListed } from "../catalog/kept-counts.js";
import * as productsRepo from "../catalog/product-repository.js";
import { listPages } from "../pages/repository.js";

const BATCH = 5_000;

/** The storefront pages worth indexing; the rest (cart, checkout, account, back office) are not. */
const STATIC_PAGES = ["/", "/products", "/categories", "/about", "/privacy", "/terms"];
const DISALLOWED = [
  "/api/",
  "/cart",
  "/checkout",
  "/profile",
  "/orders",
  "/seller/",
  "/admin/",
  "/login",
  "/register",
  "/forgot-password",
  "/reset-password",
];

const url = (loc: string) => `<url><loc>${escapeXml(loc)}</loc></url>\n`;

/**
 * A page's address in every offered language (docs/decisions/0045-languages-and-messages.md): the
 * default's without a prefix, the others' under theirs (`/de/products/8`, `/de` for the home page).
 */
const inEvery = (base: string, path: string, languages: readonly Language[]) =>
  languages
    .map((code) => {
      const prefix = languagePrefix(code, languages);
      return url(`${base}${prefix}${prefix && path === "/" ? "" : path}`);
    })
    .join("");
const URLSET_OPEN =
  '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n';
const URLSET_CLOSE = "</urlset>\n";

export function robotsTxt(base: string): string {
  return [
    "User-agent: *",
    "Allow: /",
    ...DISALLOWED.map((p) => `Disallow: ${p}`),
    "",
    `Sitemap: ${base}/sitemap.xml`,
    "",
  ].join("\n");
}

async function* productUrls(
  db: Db,
  base: string,
  languages: readonly Language[],
  startAfter: number,
  max: number,
): AsyncGenerator<string> {
  let after = startAfter;
  let left = max;
  while (left > 0) {
    const ids = await productsRepo.listedProductIdsAfter(db, after, Math.min(BATCH, left));
    if (ids.length === 0) return;
    yield ids.map((id) => inEvery(base, `/products/${id}`, languages)).join("");
    after = ids[ids.length - 1]!;
    left -= ids.length;
  }
}

export interface SitemapSource {
  db: Db;
  /** The shop's public address, without a trailing slash. */
  base: string;
  /** At most this many URLs in one file (sitemaps.org: 50,000). */
  perFile: number;
  /** The languages the shop offers, the first its default: each page is listed in each. */
  languages(): Promise<readonly Language[]>;
}

/** How many pages fit in one file when each is listed once per language. */
const pagesPerFile = (perFile: number, languages: readonly Language[]) =>
  Math.max(1, Math.floor(perFile / Math.max(1, languages.length)));

/** How many parts the products need beside the pages and categories; 0 when one sitemap holds all. */
export async function productParts(source: SitemapSource): Promise<number> {
  const { db } = source;
  const perFile = pagesPerFile(source.perFile, await source.languages());
  const categories = (await categoriesRepo.allCategoryIds(db)).length;
  const products = (await countListed(db)).n;
  if (STATIC_PAGES.length + categories + products <= perFile) return 0;
  return Math.max(1, Math.ceil(products / perFile));
}

/** /sitemap.xml: every page, category and product, or (beyond 50,000 URLs) the index of the parts. */
export async function* sitemap(source: SitemapSource): AsyncGenerator<string> {
  const { db, base } = source;
  const parts = await productParts(source);
  if (parts > 0) {
    yield '<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n';
    yield `<sitemap><loc>${escapeXml(`${base}/sitemap-pages.xml`)}</loc></sitemap>\n`;
    for (let n = 1; n <= parts; n++)
      yield `<sitemap><loc>${escapeXml(`${base}/sitemap-products-${n}.xml`)}</loc></sitemap>\n`;
    yield "</sitemapindex>\n";
    return;
  }
  yield* pagesPart(source, false);
  yield* productUrls(db, base, await source.languages(), 0, Number.MAX_SAFE_INTEGER);
  yield URLSET_CLOSE;
}

/** The pages and the categories (alone: /sitemap-pages.xml; or the start of a single sitemap). */
export async function* pagesPart(source: SitemapSource, close = true): AsyncGenerator<string> {
  const { db, base } = source;
  const languages = await source.languages();
  yield URLSET_OPEN;
  yield STATIC_PAGES.map((p) => inEvery(base, p, languages)).join("");
  // The pages the owner added (decision 0037): a few at most.
  const own = (await listPages(db)).filter((p) => !isBuiltInPage(p.slug));
  yield own.map((p) => inEvery(base, pagePath(p.slug), languages)).join("");
  const categories = await categoriesRepo.allCategoryIds(db);
  yield categories.map((id) => inEvery(base, `/products?category=${id}`, languages)).join("");
  if (close) yield URLSET_CLOSE;
}

/** Part n (1-based) of the products, or undefined when there is no such part. */
export async function productsPart(source: SitemapSource, n: number): Promise<AsyncGenerator<string> | undefined> {
  const { db, base } = source;
  const languages = await source.languages();
  const perFile = pagesPerFile(source.perFile, languages);
  if (n < 1 || n > (await productParts(source))) return undefined;
  const first = await productsRepo.nthListedProductId(db, (n - 1) * perFile);
  if (first === undefined) return undefined;
  return (async function* () {
    yield URLSET_OPEN;
    yield* productUrls(db, base, languages, first - 1, perFile);
    yield URLSET_CLOSE;
  })();
}
