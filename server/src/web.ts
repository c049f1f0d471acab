/**
 * Serves the built web app on the same origin: hashed assets cached for a year, index.html for every
 * page path with 200, and for every other path (and a product that is not on sale) with 404, so that
 * search engines and link checkers see what the app shows: Page Not Found, or No product found.
 */
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import fastifyStatic from "@fastify/static";
import { isPagePath, type Product } from "@shop/contract";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { Config } from "./config.js";
import type { App } from "./http/types.js";
import { listHead, productHead, withHead } from "./page-head.js";

const escapeAttr = (s: string) => s.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");

export interface WebAppOptions {
  /** The product a product page shows (a listed product with this id), or undefined. */
  productForPage(id: number): Promise<Product | undefined>;
  /** A category's name, for the title of its product list. */
  categoryName(id: number): Promise<string | undefined>;
}

/** brotli when the client takes it, else gzip, else nothing (q=0 refuses an encoding). */
function preferredEncoding(header: string | string[] | undefined): "br" | "gzip" | undefined {
  const accepted = new Map<string, number>();
  for (const part of String(header ?? "").split(",")) {
    const [name, ...params] = part.trim().toLowerCase().split(";");
    const q = params.map((p) => /^\s*q=([\d.]+)/.exec(p)?.[1]).find(Boolean);
    if (name) accepted.set(name, q === undefined ? 1 : Number(q));
  }
  const ok = (name: string) => (accepted.get(name) ?? accepted.get("*") ?? 0) > 0;
  return ok("br") ? "br" : ok("gzip") ? "gzip" : undefined;
}

const PRODUCT_PAGE = /^\/products\/([^/]+)\/?$/;

export async function registerWebApp(app: App, config: Config, options: WebAppOptions) {
  const raw = fs.readFileSync(path.join(config.webDist, "index.html"), "utf8");
  const index = raw
    .replace(/(<meta name="shop-name" content=")[^"]*(")/, `$1${escapeAttr(config.shopName)}$2`)
    .replace(
      /(<meta name="free-shipping-threshold" content=")[^"]*(")/,
      `$1${config.freeShippingThresholdCents === null ? "" : String(config.freeShippingThresholdCents)}$2`,
    )
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeAttr(config.shopName)}</title>`);

  // The page shell, compressed once (brotli and gzip), for the clients that accept it.
  const html = Buffer.from(index);
  const encoded = {
    br: zlib.brotliCompressSync(html, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
    gzip: zlib.gzipSync(html, { level: 9 }),
  };

  await app.register(fastifyStatic, {
    root: config.webDist,
    wildcard: false,
    index: false,
    cacheControl: false,
    // web/scripts/precompress.mjs writes .br and .gz next to each text asset at build time.
    preCompressed: true,
    setHeaders(res, filePath) {
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
      res.setHeader("Cache-Control", immutable ? "public, max-age=31536000, immutable" : "public, max-age=3600");
      // The same URL answers brotli, gzip or plain by Accept-Encoding: caches must keep them apart.
      res.setHeader("Vary", "Accept-Encoding");
    },
  });

  return {
    accepts(request: FastifyRequest) {
      const url = request.url;
      return (
        (request.method === "GET" || request.method === "HEAD") &&
        !url.startsWith("/api/") &&
        url !== "/api" &&
        !url.startsWith("/images/")
      );
    },
    async sendIndex(request: FastifyRequest, reply: FastifyReply) {
      const pathname = request.url.split("?")[0] ?? "/";
      let found = isPagePath(pathname);
      let page: string | undefined;
      const productPage = PRODUCT_PAGE.exec(pathname);
      if (found && productPage) {
        const id = Number(productPage[1]);
        const product =
          Number.isSafeInteger(id) && id > 0 && id <= 2_147_483_647 ? await options.productForPage(id) : undefined;
        found = product !== undefined;
        // A product page names its product in its head: title, description, Open Graph, JSON-LD.
        if (product) page = withHead(index, productHead(product, config.shopName, config.publicUrl));
      }
      if (found && (pathname === "/" || pathname === "/products" || pathname === "/categories")) {
        const params = new URLSearchParams(request.url.slice(pathname.length + 1));
        const search = params.get("search")?.trim().slice(0, 100) || undefined;
        const categoryId = Number(params.get("category"));
        const name =
          pathname === "/products" && Number.isSafeInteger(categoryId) && categoryId > 0 && categoryId <= 2_147_483_647
            ? await options.categoryName(categoryId)
            : undefined;
        const category = name === undefined ? undefined : { id: categoryId, name };
        page = withHead(index, listHead({ path: pathname, search, category }, config.shopName, config.publicUrl));
      }
      const encoding = preferredEncoding(request.headers["accept-encoding"]);
      reply
        .status(found ? 200 : 404)
        .header("Cache-Control", "no-cache")
        .header("Vary", "Accept-Encoding")
        .type("text/html; charset=utf-8");
      if (page !== undefined) {
        // Made per request: compressed quickly rather than smallest.
        if (encoding === "br")
          return reply
            .header("Content-Encoding", "br")
            .send(zlib.brotliCompressSync(page, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } }));
        if (encoding === "gzip") return reply.header("Content-Encoding", "gzip").send(zlib.gzipSync(page));
        return reply.send(page);
      }
      if (!encoding) return reply.send(html);
      return reply.header("Content-Encoding", encoding).send(encoded[encoding]);
    },
  };
}
