/**
 * Catalog API (server-rules.md section 3): the public storefront tree, the seller/admin product
 * management tree and the permission checks. Routes stay thin: the rules are in manage-catalog.ts,
 * the SQL in repository.ts.
 */
import {
  categoryInput,
  categoryListQuery,
  categorySchema,
  ERROR_CODES,
  idParam,
  MSG,
  managedProductQuery,
  pageOf,
  productInput,
  productListQuery,
  productSchema,
  productSearchQuery,
  productUpdateInput,
} from "@shop/contract";
import type { FastifyRequest } from "fastify";
import { z } from "zod";
import { AppError } from "../../http/errors.js";
import type { App } from "../../http/types.js";
import * as manage from "./manage-catalog.js";
import * as repo from "./repository.js";
import { authed, errors } from "../../http/route-schema.js";

const idParams = z.object({ id: idParam });
const productPage = pageOf(productSchema);

export async function catalogRoutes(app: App) {
  const { deps } = app;
  const { db } = deps;
  const { authenticate, sellerOrAdmin, admin } = deps.guards;

  // ---- storefront (public) ----

  app.get(
    "/public/products",
    {
      schema: {
        tags: ["catalog"],
        summary: "Products, paged, with optional price / stock / sale filters",
        querystring: productListQuery,
        response: { 200: productPage, ...errors(400) },
      },
    },
    async (request) => repo.listProducts(db, { ...request.query, query: request.query }),
  );

  app.get(
    "/public/products/:id",
    {
      schema: {
        tags: ["catalog"],
        summary: "One product",
        params: idParams,
        response: { 200: productSchema, ...errors(400, 404) },
      },
    },
    async (request) => manage.productOr404(db, request.params.id),
  );

  app.get(
    "/public/categories/:id/products",
    {
      schema: {
        tags: ["catalog"],
        summary: "Products of one category, paged, with the same filters",
        params: idParams,
        querystring: productListQuery,
        response: { 200: productPage, ...errors(400, 404) },
      },
    },
    async (request) => {
      await manage.categoryOr404(db, request.params.id);
      return repo.listProducts(db, { ...request.query, query: request.query, categoryId: request.params.id });
    },
  );

  app.get(
    "/public/products/keyword/:keyword",
    {
      schema: {
        tags: ["catalog"],
        summary:
          "Keyword search: full-text with word prefixes, trigram similarity for typos; optionally within a category",
        params: z.object({
          keyword: z.string().trim().min(1, "Enter a search word").max(100, "The search is too long"),
        }),
        querystring: productSearchQuery,
        response: { 200: productPage, ...errors(400) },
      },
    },
    async (request) =>
      repo.listProducts(db, { ...request.query, query: request.query, keyword: request.params.keyword }),
  );

  app.get(
    "/public/categories",
    {
      schema: {
        tags: ["catalog"],
        summary: "Categories, paged",
        querystring: categoryListQuery,
        response: { 200: pageOf(categorySchema), ...errors(400) },
      },
    },
    async (request) => repo.listCategories(db, request.query),
  );

  // ---- categories (admins; creation keeps the spec's public path) ----

  app.post(
    "/public/categories",
    {
      preHandler: admin,
      schema: {
        tags: ["catalog"],
        summary: "Create a category (admins only, although the path is public)",
        ...authed,
        body: categoryInput,
        response: { 201: categorySchema, ...errors(400, 401, 403, 409, 415) },
      },
    },
    async (request, reply) => reply.status(201).send(await manage.createCategory(db, request.body.categoryName)),
  );

  app.put(
    "/admin/categories/:id",
    {
      preHandler: admin,
      schema: {
        tags: ["admin"],
        summary: "Rename a category",
        ...authed,
        params: idParams,
        body: categoryInput,
        response: { 200: categorySchema, ...errors(400, 401, 403, 404, 409, 415) },
      },
    },
    async (request) => manage.renameCategory(db, request.params.id, request.body.categoryName),
  );

  app.delete(
    "/admin/categories/:id",
    {
      preHandler: admin,
      schema: {
        tags: ["admin"],
        summary: "Delete a category that has no products",
        ...authed,
        params: idParams,
        response: { 200: categorySchema, ...errors(400, 401, 403, 404, 409) },
      },
    },
    async (request) => manage.deleteCategory(db, request.params.id),
  );

  // ---- product management (sellers and admins) ----

  app.post(
    "/admin/categories/:categoryId/products",
    {
      preHandler: sellerOrAdmin,
      schema: {
        tags: ["seller"],
        summary: "Create a product in a category; the caller owns it",
        ...authed,
        params: z.object({ categoryId: idParam }),
        body: productInput,
        response: { 201: productSchema, ...errors(400, 401, 403, 404, 409, 415) },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await manage.createProduct(db, request.user!, request.params.categoryId, request.body)),
  );

  app.put(
    "/admin/products/:id",
    {
      preHandler: sellerOrAdmin,
      schema: {
        tags: ["seller"],
        summary: "Update a product (its owner only)",
        ...authed,
        params: idParams,
        body: productUpdateInput,
        response: { 200: productSchema, ...errors(400, 401, 403, 404, 409, 415) },
      },
    },
    async (request) => manage.updateProduct(db, request.user!, request.params.id, request.body),
  );

  app.delete(
    "/admin/products/:id",
    {
      preHandler: sellerOrAdmin,
      schema: {
        tags: ["seller"],
        summary: "Delete a product (its owner or an admin); it leaves every cart, orders keep their copy",
        ...authed,
        params: idParams,
        response: { 200: productSchema, ...errors(400, 401, 403, 404) },
      },
    },
    async (request) => manage.deleteProduct(db, request.user!, request.params.id),
  );

  app.put(
    "/admin/products/:id/image",
    {
      preHandler: sellerOrAdmin,
      schema: {
        tags: ["seller"],
        summary: "Upload a product image (multipart field `image`; PNG, JPEG, GIF or WebP up to 10 MB)",
        ...authed,
        consumes: ["multipart/form-data"],
        params: idParams,
        response: { 200: productSchema, ...errors(400, 401, 403, 404, 413, 415) },
      },
    },
    async (request) => {
      const { id } = request.params;
      await manage.assertCanChangeImage(db, request.user!, id);
      if (!request.isMultipart()) throw new AppError(ERROR_CODES.unsupportedMedia, MSG.unsupportedMedia);
      return manage.setProductImage(db, id, await readImageField(request));
    },
  );

  app.get(
    "/seller/products",
    {
      preHandler: sellerOrAdmin,
      schema: {
        tags: ["seller"],
        summary: "The caller's own products, paged",
        ...authed,
        querystring: managedProductQuery,
        response: { 200: productPage, ...errors(400, 401, 403) },
      },
    },
    async (request) => repo.listProducts(db, { query: request.query, sellerId: request.user!.id }),
  );

  app.get(
    "/admin/products",
    {
      preHandler: admin,
      schema: {
        tags: ["admin"],
        summary: "Every product, paged",
        ...authed,
        querystring: managedProductQuery,
        response: { 200: productPage, ...errors(400, 401, 403) },
      },
    },
    async (request) => repo.listProducts(db, { query: request.query }),
  );

  app.get(
    "/products/:id/can-edit",
    {
      preHandler: authenticate,
      schema: {
        tags: ["seller"],
        summary: "Whether the caller may edit this product (a bare boolean)",
        ...authed,
        params: idParams,
        response: { 200: z.boolean(), ...errors(400, 401, 404) },
      },
    },
    async (request) => manage.canEdit(request.user!, await manage.ownerOr404(db, request.params.id)),
  );

  app.get(
    "/products/:id/can-delete",
    {
      preHandler: authenticate,
      schema: {
        tags: ["seller"],
        summary: "Whether the caller may delete this product (a bare boolean)",
        ...authed,
        params: idParams,
        response: { 200: z.boolean(), ...errors(400, 401, 404) },
      },
    },
    async (request) => manage.canDelete(request.user!, await manage.ownerOr404(db, request.params.id)),
  );
}

/** The bytes of the multipart field `image`; a broken upload is the client's mistake (400), a big one 413. */
async function readImageField(request: FastifyRequest): Promise<Buffer> {
  try {
    const file = await request.file();
    if (file?.fieldname !== "image") throw new AppError(ERROR_CODES.badRequest, "Choose an image to upload");
    return await file.toBuffer();
  } catch (error) {
    if (error instanceof AppError) throw error;
    const code = (error as { code?: string }).code ?? "";
    if (/^FST_(REQ_FILE_TOO_LARGE|FILES_LIMIT|PARTS_LIMIT|FIELDS_LIMIT)$/.test(code)) throw error;
    throw new AppError(ERROR_CODES.badRequest, MSG.uploadMalformed);
  }
}
