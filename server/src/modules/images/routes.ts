/**
 * Serves stored images under /images/{base}-{width}.webp (outside /api), cached for a year, and the
 * shop's logo as PNG under /images/{base}-logo.png, -icon-32.png and -icon-180.png while that picture
 * is the logo (docs/decisions/0041-the-shop-logo.md).
 */
import { z } from "zod";
import { notFound } from "../../core/errors.js";
import type { App } from "../../core/deps.js";
import { LOGO_NAME_PATTERN, logoPng } from "./logo.js";
import { imageExists, loadImage } from "./store.js";
import { IMAGE_WIDTHS } from "./urls.js";

/** Only names the store produces reach the database: 16 hex chars, a known width, .webp. */
export const IMAGE_NAME_PATTERN = new RegExp(`^[a-f0-9]{16}-(${IMAGE_WIDTHS.join("|")})\\.webp$`);
const IMMUTABLE = "public, max-age=31536000, immutable";
/** The logo's PNGs are drawn by this server's code: kept a day, so a better drawing reaches browsers. */
const A_DAY = "public, max-age=86400";

export async function imageRoutes(app: App) {
  const { db } = app.deps;

  app.get(
    "/images/:name",
    { schema: { hide: true, params: z.object({ name: z.string().max(64) }) } },
    async (request, reply) => {
      const { name } = request.params;
      if (LOGO_NAME_PATTERN.test(name)) {
        const png = await logoPng(db, (await app.deps.settings.get()).logo, name);
        if (!png) throw notFound();
        if (app.deps.config.corsOrigin) reply.header("Cross-Origin-Resource-Policy", "cross-origin");
        return reply.header("Content-Type", "image/png").header("Cache-Control", A_DAY).send(png);
      }
      if (!IMAGE_NAME_PATTERN.test(name)) throw notFound();
      // The name is content-hashed, so it is a strong validator for ever.
      const etag = `"${name}"`;
      const ifNoneMatch = request.headers["if-none-match"];
      if (ifNoneMatch?.split(",").some((t) => t.trim().replace(/^W\//, "") === etag)) {
        if (!(await imageExists(db, name))) throw notFound();
        return reply.status(304).header("ETag", etag).header("Cache-Control", IMMUTABLE).send();
      }
      const row = await loadImage(db, name);
      if (!row) throw notFound();
      // A client on the CORS origin shows these images: let that origin embed them.
      if (app.deps.config.corsOrigin) reply.header("Cross-Origin-Resource-Policy", "cross-origin");
      return reply
        .header("Content-Type", row.contentType)
        .header("Cache-Control", IMMUTABLE)
        .header("ETag", etag)
        .send(row.data);
    },
  );
}
