/**
 * What a product page's HTML says about the product before any script runs (decision 0006): its title
 * and description, the canonical URL, Open Graph tags for link previews and a schema.org `Product`
 * block for search engines (price, currency, availability from the stock).
 */
import {
  type Language,
  DEFAULT_MONEY,
  type ShopMoney,
  DEFAULT_IMAGE,
  idParam,
  isPagePath,
  listCategoryParam,
  MAX_ID,
  PAGE_SLUG_PATTERN,
  type Product,
  valuesFromForm,
  variantFromParam,
  variantWithValues,
} from "@shop/contract";
import { escapeHtmlAttribute, jsonForScript } from "./core/escape.js";

/** At most ~160 characters on a word boundary: what search results show. */
export function summary(text: string, max = 160): string {
  const flat = text.replace(/\s+/g, " ").trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(" "), max / 2))}…`;
}

/** What a page without a description of its own says in search results. */
export const DEFAULT_DESCRIPTION = "Curated products that blend style, quality and sustainability.";

export interface PageHead {
  title: string;
  /** The page's own description; empty for the default one. */
  description: string;
  /** Further tags for <head>, already escaped. */
  tags: string;
}

/**
 * A product page's head. With `?variant=V` naming one of its variants (decision 0022), or the option
 * picker's form naming a whole combination without JavaScript (`?Size=M&Color=Navy`, decision 0025),
 * a link preview shows that variant: its price, stock and picture, and the page's own URL; the
 * canonical URL stays the product's. `prefix` is the page's language prefix (`/de`, decision 0045):
 * the preview's and the offer's URL are the page in its language (the canonical link is written in the
 * page's language by the shell, from the path without it).
 */
export function productHead(
  product: Product,
  shopName: string,
  publicUrl: string,
  query: URLSearchParams = new URLSearchParams(),
  money: ShopMoney = DEFAULT_MONEY,
  prefix = "",
): PageHead {
  const canonical = `${publicUrl}/products/${product.productId}`;
  const variant =
    variantFromParam(product, query.get("variant")) ?? variantWithValues(product, valuesFromForm(product, query));
  const own = `${publicUrl}${prefix}/products/${product.productId}`;
  const url = variant ? `${own}?variant=${variant.variantId}` : own;
  const description = summary(product.description) || product.productName;
  const picture = variant?.image ?? product.image;
  const image =
    picture && picture !== DEFAULT_IMAGE
      ? /^https?:\/\//.test(picture)
        ? picture
        : `${publicUrl}${picture.startsWith("/") ? "" : "/"}${picture}`
      : undefined;
  // For machines: the shop's currency with its ISO digits, no symbol or grouping ("19.99", "1980").
  const price = money.plain((variant ?? product).specialPrice);
  const inStock = (variant ?? product).quantity > 0;
  const meta = (property: string, content: string) =>
    `<meta property="${property}" content="${escapeHtmlAttribute(content)}" />`;
  const jsonLd = {
    "@context": "https://schema.org",
    "@type": "Product",
    name: product.productName,
    description: product.description,
    sku: variant?.sku ?? String(product.productId),
    ...(image ? { image: [image] } : {}),
    category: product.category?.categoryName,
    offers: {
      "@type": "Offer",
      url,
      price,
      priceCurrency: money.currency,
      availability: inStock ? "https://schema.org/InStock" : "https://schema.org/OutOfStock",
      seller: { "@type": "Organization", name: shopName },
    },
  };
  const tags = [
    `<link rel="canonical" href="${escapeHtmlAttribute(canonical)}" />`,
    meta("og:type", "product"),
    meta("og:site_name", shopName),
    meta("og:title", product.productName),
    meta("og:description", description),
    meta("og:url", url),
    ...(image ? [meta("og:image", image)] : []),
    meta("product:price:amount", price),
    meta("product:price:currency", money.currency),
    meta("product:availability", inStock ? "in stock" : "out of stock"),
    `<meta name="twitter:card" content="${image ? "summary_large_image" : "summary"}" />`,
    `<script type="application/ld+json">${jsonForScript(jsonLd)}</script>`,
  ].join("\n    ");
  return { title: `${product.productName} | ${shopName}`, description, tags };
}

/**
 * The head of the storefront's list pages, with the same titles the app sets once it runs:
 * home, all products, a category, a search, the categories.
 */
export function listHead(
  page: { path: "/" | "/products" | "/categories"; search?: string; category?: { id: number; name: string } },
  shopName: string,
  publicUrl: string,
): PageHead {
  const categoryName = page.category?.name;
  const title =
    page.path === "/"
      ? "Home"
      : page.path === "/categories"
        ? "Categories"
        : page.search
          ? `Search Results for ${page.search}`
          : (categoryName ?? "All Products");
  const description =
    page.path === "/"
      ? undefined
      : page.path === "/categories"
        ? `Browse every category of ${shopName}.`
        : page.search
          ? `Products matching "${page.search}" at ${shopName}.`
          : categoryName
            ? `${categoryName} at ${shopName}: browse, filter and order with cash on delivery.`
            : `Every product of ${shopName}: browse, filter and order with cash on delivery.`;
  const url = `${publicUrl}${page.path}${page.path === "/products" && page.category && !page.search ? `?category=${page.category.id}` : ""}`;
  return {
    title: `${title} | ${shopName}`,
    description: description ?? "",
    tags: `<link rel="canonical" href="${escapeHtmlAttribute(url)}" />`,
  };
}

export interface PageLookups {
  /** The product a product page shows (a listed product with this id), or undefined. */
  productForPage(id: number, language?: Language): Promise<Product | undefined>;
  /** A category's name, for the title of its product list. */
  categoryName(id: number, language?: Language): Promise<string | undefined>;
  /** The title of the page the owner added at `/pages/{slug}`, or undefined (decision 0037). */
  ownPageTitle(slug: string): Promise<string | undefined>;
}

const PRODUCT_PAGE = /^\/products\/([^/]+)\/?$/;
const OWN_PAGE = /^\/pages\/([^/]+)\/?$/;
const LIST_PAGES = new Set(["/", "/products", "/categories"]);

/**
 * What the shell says for a URL: whether there is such a page (else 404: an unknown path, a
 * product page without a listed product, a category's list without the category) and, for the storefront's pages, their own head.
 */
export async function pageOf(
  url: string,
  lookups: PageLookups,
  shopName: string,
  publicUrl: string,
  money: ShopMoney = DEFAULT_MONEY,
  /** The page's language: the product's and category's names in it where written in it (decision 0054). */
  language?: Language,
  /** The page's language prefix (`/de`), for the addresses the head gives of the page itself. */
  prefix = "",
): Promise<{ found: boolean; head?: PageHead }> {
  const [pathname = "/", query = ""] = url.split("?", 2);
  if (!isPagePath(pathname)) return { found: false };
  const productPage = PRODUCT_PAGE.exec(pathname);
  if (productPage) {
    const id = idParam.safeParse(productPage[1]);
    const product = id.success ? await lookups.productForPage(id.data, language) : undefined;
    // A product page names its product in its head: title, description, Open Graph, JSON-LD.
    return product
      ? { found: true, head: productHead(product, shopName, publicUrl, new URLSearchParams(query), money, prefix) }
      : { found: false };
  }
  const ownPage = OWN_PAGE.exec(pathname);
  // A page the owner added, or Page Not Found (the app shows it for the API's 404).
  if (ownPage) {
    const slug = ownPage[1] ?? "";
    const title = PAGE_SLUG_PATTERN.test(slug) ? await lookups.ownPageTitle(slug) : undefined;
    if (title === undefined) return { found: false };
    // Its own title before any script runs, as the app sets it.
    const canonical = `<link rel="canonical" href="${escapeHtmlAttribute(`${publicUrl}/pages/${slug}`)}" />`;
    return { found: true, head: { title: `${title} | ${shopName}`, description: "", tags: canonical } };
  }
  if (!LIST_PAGES.has(pathname)) return { found: true };
  const params = new URLSearchParams(query);
  const search = params.get("search")?.trim().slice(0, 100) || undefined;
  // The category as the app reads it (an id it cannot read lists every category).
  const categoryId = pathname === "/products" ? listCategoryParam(params.get("category")) : undefined;
  const name = categoryId !== undefined && categoryId <= MAX_ID ? await lookups.categoryName(categoryId, language) : undefined;
  // A category's list without the category is the API's 4xx, and the page's 404: the app shows the
  // API's answer in its error box. A search only narrows to a category, so an unknown one there
  // finds nothing and is still a page.
  if (categoryId !== undefined && !search && name === undefined) return { found: false };
  const category = categoryId !== undefined && name !== undefined ? { id: categoryId, name } : undefined;
  return {
    found: true,
    head: listHead({ path: pathname as "/" | "/products" | "/categories", search, category }, shopName, publicUrl),
  };
}
