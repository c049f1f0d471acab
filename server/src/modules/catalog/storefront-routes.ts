/**
 * The public storefront tree of the catalog (docs/product/api.md §3): lists, search, one product
 * and categories, answered from the catalog cache with an ETag (answers.ts).
 */
import {
  categoryListQuery,
  categoryDetailSchema,
  facetsQuery,
  facetsSchema,
  idParam,
  pageOf,
  productListQuery,
  productSchema,
  productSearchQuery,
} from "@shop/contract";
import { z } from "zod";
import { errors } from "../../core/route-schema.js";
import type { App } from "../../core/deps.js";
import { clientGone, sendAnswer } from "./answers.js";
import * as browse from "./browse-catalog.js";
import type { CatalogCache } from "./cache.js";
import { textLanguageOf } from "./translations.js";

const idParams = z.object({ id: idParam });
const productPage = pageOf(productSchema);

export async function storefrontRoutes(app: App, cache: CatalogCache) {
  const { db, settings } = app.deps;
  const money = () => settings.amounts();
  const returnWindowDays = () => settings.get().then((s) => s.returnWindowDays);
  /** A request's storefront: its answers' texts in the language `Accept-Language` asks for (decision 0054). */
  const storefront = async (request: { headers: { "accept-language"?: string } }, reply: { raw: unknown }) => ({
    db,
    cache,
    money,
    returnWindowDays,
    gone: clientGone(reply as never),
    texts: textLanguageOf(request.headers["accept-language"], (await settings.get()).languages),
  });

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
    async (request, reply) =>
      sendAnswer(
        request,
        reply,
        await browse.listProducts(await storefront(request, reply), { ...request.query, query: request.query }),
      ),
  );

  app.get(
    "/public/facets",
    {
      schema: {
        tags: ["catalog"],
        summary:
          "The option values of the products a list shows (same filters; categoryId or keyword for a category's list or a search), with how many products have each in stock",
        querystring: facetsQuery,
        response: { 200: facetsSchema, ...errors(400, 404) },
      },
    },
    async (request, reply) => sendAnswer(request, reply, await browse.facets(await storefront(request, reply), request.query)),
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
    async (request, reply) => sendAnswer(request, reply, await browse.product(await storefront(request, reply), request.params.id)),
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
    async (request, reply) =>
      sendAnswer(
        request,
        reply,
        await browse.listProducts(await storefront(request, reply), {
          ...request.query,
          query: request.query,
          categoryId: request.params.id,
        }),
      ),
  );

  app.get(
    "/public/products/keyword/:keyword",
    {
      schema: {
        tags: ["catalog"],
        summary:
          "Keyword search: full-text with word prefixes; when nothing matches, words corrected against the catalog's vocabulary; optionally within a category",
        params: z.object({
          keyword: z.string().trim().min(1, "Enter a search word").max(100, "The search is too long"),
        }),
        querystring: productSearchQuery,
        response: { 200: productPage, ...errors(400) },
      },
    },
    async (request, reply) =>
      sendAnswer(
        request,
        reply,
        await browse.searchProducts(await storefront(request, reply), request.params.keyword, {
          ...request.query,
          query: request.query,
        }),
      ),
  );

  app.get(
    "/public/categories",
    {
      schema: {
        tags: ["catalog"],
        summary: "Categories, paged",
        querystring: categoryListQuery,
        response: { 200: pageOf(categoryDetailSchema), ...errors(400) },
      },
    },
    async (request, reply) => sendAnswer(request, reply, await browse.listCategories(await storefront(request, reply), request.query)),
  );
}
