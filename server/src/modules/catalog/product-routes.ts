/** Product management by sellers and admins, and the permission questions the product page asks. */
import { idParam, managedProductQuery, pageOf, productInput, productSchema, productUpdateInput } from "@shop/contract";
import { z } from "zod";
import { authed, errors } from "../../core/route-schema.js";
import type { App } from "../../core/deps.js";
import * as manage from "./manage-products.js";

const idParams = z.object({ id: idParam });
const productPage = pageOf(productSchema);

export async function productRoutes(app: App) {
  const { db, settings } = app.deps;
  const money = () => settings.amounts();
  const languages = async () => (await settings.get()).languages;
  const { authenticate, sellerOrAdmin, admin } = app.deps.guards;

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
      reply
        .status(201)
        .send(await manage.createProduct(
            db,
            request.user!,
            request.params.categoryId,
            request.body,
            await money(),
            await languages(),
          )),
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
    async (request) => manage.updateProduct(db, request.user!, request.params.id, request.body, await money(), await languages()),
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
    async (request) => manage.deleteProduct(db, request.user!, request.params.id, (await money()).digits),
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
    async (request) =>
      manage.listManagedProducts(db, { sellerId: request.user!.id, digits: (await money()).digits }, request.query),
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
    async (request) => manage.listManagedProducts(db, { digits: (await money()).digits }, request.query),
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
