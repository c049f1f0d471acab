/**
 * Pictures of the shop itself (docs/product/api.md §9): an admin uploads the home page's hero or a
 * banner picture, stored like product pictures (re-encoded, content-hashed, in the database), and
 * puts the answer's `url` into the store settings.
 */
import { ERROR_CODES, MSG } from "@shop/contract";
import { z } from "zod";
import { AppError } from "../../core/errors.js";
import type { App } from "../../core/deps.js";
import { authed, errors } from "../../core/route-schema.js";
import { storeImage } from "./store.js";
import { readImageField } from "./upload.js";
import { IMAGE_WIDTHS, imagePath } from "./urls.js";

/** The widest of the stored widths: a hero spans the page. */
const SHOP_PICTURE_WIDTH = Math.max(...IMAGE_WIDTHS);

export async function imageUploadRoutes(app: App) {
  const { db, guards } = app.deps;
  app.post(
    "/admin/images",
    {
      preHandler: guards.admin,
      schema: {
        tags: ["admin"],
        summary:
          "Upload a picture for the store settings (hero, banners): multipart field `image`; PNG, JPEG, GIF or WebP up to 10 MB",
        ...authed,
        consumes: ["multipart/form-data"],
        response: {
          201: z.object({ image: z.string(), url: z.string() }).meta({ id: "ShopPicture" }),
          ...errors(400, 401, 403, 413, 415),
        },
      },
    },
    async (request, reply) => {
      if (!request.isMultipart()) throw new AppError(ERROR_CODES.unsupportedMedia, MSG.unsupportedMedia);
      const image = await storeImage(db, await readImageField(request));
      // A path on the shop's own origin, as the settings' picture fields take it.
      return reply.status(201).send({ image, url: imagePath(image, SHOP_PICTURE_WIDTH) });
    },
  );

  // A seller's shop logo and cover picture (docs/decisions/0047), stored the same way; the profile
  // takes the answer's `url`.
  app.post(
    "/seller/images",
    {
      preHandler: guards.sellerOrAdmin,
      schema: {
        tags: ["seller"],
        summary:
          "Upload a picture for the seller's shop profile (logo, cover): multipart field `image`; PNG, JPEG, GIF or WebP up to 10 MB",
        ...authed,
        consumes: ["multipart/form-data"],
        response: {
          201: z.object({ image: z.string(), url: z.string() }),
          ...errors(400, 401, 403, 413, 415),
        },
      },
    },
    async (request, reply) => {
      if (!request.isMultipart()) throw new AppError(ERROR_CODES.unsupportedMedia, MSG.unsupportedMedia);
      const image = await storeImage(db, await readImageField(request));
      return reply.status(201).send({ image, url: imagePath(image, SHOP_PICTURE_WIDTH) });
    },
  );
}
