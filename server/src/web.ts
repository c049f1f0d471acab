/**
 * Serves the built web app on the same origin: hashed assets cached for a year, index.html for every
 * page path with 200, and for every other path (and a product that is not on sale) with 404, so that
 * search engines and link checkers see what the app shows: Page Not Found, or No product found.
 */
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import fastifyStatic from "@fastify/static";
import { negotiate } from "@fastify/accept-negotiator";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { Config } from "./config.js";
import type { App } from "./http/types.js";
import { type PageLookups, pageOf, withHead } from "./page-head.js";

const escapeAttr = (s: string) => s.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");

export type WebAppOptions = PageLookups;

/** What the page shell is sent as, best first (q=0 in Accept-Encoding refuses one). */
const ENCODINGS: ("br" | "gzip")[] = ["br", "gzip"];

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
      const { found, head } = await pageOf(request.url, options, config.shopName, config.publicUrl);
      const page = head ? withHead(index, head) : undefined;
      const encoding = negotiate(request.headers["accept-encoding"] ?? "", ENCODINGS) as
        | (typeof ENCODINGS)[number]
        | null;
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
