/** Serves the built web app on the same origin: hashed assets cached for a year, index.html for every page path. */
import fs from "node:fs";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { Config } from "./config.js";
import type { App } from "./http/types.js";

const escapeAttr = (s: string) => s.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");

export async function registerWebApp(app: App, config: Config) {
  const raw = fs.readFileSync(path.join(config.webDist, "index.html"), "utf8");
  const index = raw
    .replace(/(<meta name="shop-name" content=")[^"]*(")/, `$1${escapeAttr(config.shopName)}$2`)
    .replace(
      /(<meta name="free-shipping-threshold" content=")[^"]*(")/,
      `$1${config.freeShippingThresholdCents === null ? "" : String(config.freeShippingThresholdCents)}$2`,
    )
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeAttr(config.shopName)}</title>`);

  await app.register(fastifyStatic, {
    root: config.webDist,
    wildcard: false,
    index: false,
    cacheControl: false,
    setHeaders(res, filePath) {
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
      res.setHeader("Cache-Control", immutable ? "public, max-age=31536000, immutable" : "public, max-age=3600");
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
    sendIndex(reply: FastifyReply) {
      return reply.header("Cache-Control", "no-cache").type("text/html; charset=utf-8").send(index);
    },
  };
}
