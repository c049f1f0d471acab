/** /robots.txt and the sitemap, outside /api (decision 0006). */
import { Readable } from "node:stream";
import { z } from "zod";
import { notFound } from "../../core/errors.js";
import type { App } from "../../core/deps.js";
import { pagesPart, productsPart, robotsTxt, sitemap } from "./sitemap.js";

const HOURLY = "public, max-age=3600";
const XML = "application/xml; charset=utf-8";

export async function seoRoutes(app: App) {
  const { db, config, settings } = app.deps;
  const base = config.publicUrl;
  const source = {
    db,
    base,
    perFile: config.sitemapUrlsPerFile,
    languages: async () => (await settings.get()).languages,
  };

  app.get("/robots.txt", { schema: { hide: true } }, async (_request, reply) =>
    reply.header("Cache-Control", HOURLY).type("text/plain; charset=utf-8").send(robotsTxt(base)),
  );

  app.get("/sitemap.xml", { schema: { hide: true } }, async (_request, reply) =>
    reply
      .header("Cache-Control", HOURLY)
      .type(XML)
      .send(Readable.from(sitemap(source))),
  );

  app.get("/sitemap-pages.xml", { schema: { hide: true } }, async (_request, reply) =>
    reply
      .header("Cache-Control", HOURLY)
      .type(XML)
      .send(Readable.from(pagesPart(source))),
  );

  app.get(
    "/sitemap-products-:part",
    { schema: { hide: true, params: z.object({ part: z.string().max(20) }) } },
    async (request, reply) => {
      const n = /^([1-9]\d{0,5})\.xml$/.exec(request.params.part);
      const part = n ? await productsPart(source, Number(n[1])) : undefined;
      if (!part) throw notFound();
      return reply.header("Cache-Control", HOURLY).type(XML).send(Readable.from(part));
    },
  );
}
