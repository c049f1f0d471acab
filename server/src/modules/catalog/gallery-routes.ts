/** A product's images (decision 0012): the single-image upload of docs/product/storefront.md and the gallery around it. */
import { ERROR_CODES, galleryImageParams, galleryOrderInput, idParam, MSG, productSchema } from "@shop/contract";
import type { FastifyRequest } from "fastify";
import { z } from "zod";
import { AppError } from "../../core/errors.js";
import { authed, errors } from "../../core/route-schema.js";
import type { App } from "../../core/deps.js";
import { readImageField } from "../images/upload.js";
import * as gallery from "./manage-gallery.js";

const idParams = z.object({ id: idParam });
const UPLOAD = "multipart field `image`; PNG, JPEG, GIF or WebP up to 10 MB";

export async function galleryRoutes(app: App) {
  const { db, settings } = app.deps;
  /** The shop's currency's decimals, for the product each change answers with. */
  const digits = async () => (await settings.amounts()).digits;
  const { sellerOrAdmin } = app.deps.guards;

  /** The owner check runs before the upload is read; then the one file of the request. */
  const upload = async (request: FastifyRequest, id: number) => {
    await gallery.assertCanChangeImages(db, request.user!, id);
    if (!request.isMultipart()) throw new AppError(ERROR_CODES.unsupportedMedia, MSG.unsupportedMedia);
    return readImageField(request);
  };

  app.put(
    "/admin/products/:id/image",
    {
      preHandler: sellerOrAdmin,
      schema: {
        tags: ["seller"],
        summary: `Upload the product's main image (${UPLOAD}); it replaces the main image of the gallery`,
        ...authed,
        consumes: ["multipart/form-data"],
        params: idParams,
        response: { 200: productSchema, ...errors(400, 401, 403, 404, 413, 415) },
      },
    },
    async (request) => {
      const { id } = request.params;
      return gallery.setMainImage(db, id, await digits(), await upload(request, id));
    },
  );

  app.post(
    "/admin/products/:id/images",
    {
      preHandler: sellerOrAdmin,
      schema: {
        tags: ["seller"],
        summary: `Add an image at the end of the product's gallery (${UPLOAD}; at most 8 images)`,
        ...authed,
        consumes: ["multipart/form-data"],
        params: idParams,
        response: { 200: productSchema, ...errors(400, 401, 403, 404, 409, 413, 415) },
      },
    },
    async (request) => {
      const { id } = request.params;
      return gallery.addGalleryImage(db, id, await digits(), await upload(request, id));
    },
  );

  app.put(
    "/admin/products/:id/images",
    {
      preHandler: sellerOrAdmin,
      schema: {
        tags: ["seller"],
        summary: "Put the product's gallery in a new order (every image id once; the first is the main image)",
        ...authed,
        params: idParams,
        body: galleryOrderInput,
        response: { 200: productSchema, ...errors(400, 401, 403, 404, 415) },
      },
    },
    async (request) => {
      const { id } = request.params;
      await gallery.assertCanChangeImages(db, request.user!, id);
      return gallery.reorderGallery(db, id, await digits(), request.body.images);
    },
  );

  app.delete(
    "/admin/products/:id/images/:imageId",
    {
      preHandler: sellerOrAdmin,
      schema: {
        tags: ["seller"],
        summary: "Remove an image from the product's gallery (the next one becomes the main image)",
        ...authed,
        params: galleryImageParams,
        response: { 200: productSchema, ...errors(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { id, imageId } = request.params;
      await gallery.assertCanChangeImages(db, request.user!, id);
      return gallery.removeGalleryImage(db, id, await digits(), imageId);
    },
  );
}
