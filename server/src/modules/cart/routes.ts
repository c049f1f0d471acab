/** Signed-in cart API (docs/product/api.md §4). Every call answers the whole cart. */
import {
  applyPromotionRequest,
  cartOperation,
  cartQuantityParam,
  cartSchema,
  cartVariantQuery,
  idParam,
  messageBody,
  shopMoney,
} from "@shop/contract";
import { z } from "zod";
import type { App } from "../../core/deps.js";
import { applyCode } from "./apply-code.js";
import * as repo from "./repository.js";
import { authed, errors } from "../../core/route-schema.js";

export async function cartRoutes(app: App) {
  const { deps } = app;
  const { db } = deps;
  /** The shop's currency's decimals: the cart's amounts are kept in its minor units. */
  const money = async () => shopMoney(await deps.settings.get());
  const { authenticate } = deps.guards;

  app.get(
    "/carts/users/cart",
    {
      preHandler: authenticate,
      schema: {
        tags: ["cart"],
        summary: "The caller's cart, priced live (an empty cart when there is none)",
        ...authed,
        response: { 200: cartSchema, ...errors(401) },
      },
    },
    async (request) => repo.loadCart(db, request.user!.id, await money()),
  );

  app.post(
    "/carts/products/:productId/quantity/:quantity",
    {
      preHandler: authenticate,
      schema: {
        tags: ["cart"],
        summary: "Add units of a product (a new line or more of an existing one); never beyond the stock",
        ...authed,
        params: z.object({ productId: idParam, quantity: cartQuantityParam }),
        querystring: cartVariantQuery,
        response: { 200: cartSchema, ...errors(400, 401, 404, 409) },
      },
    },
    async (request) => {
      const { productId, quantity } = request.params;
      await repo.addToCart(db, request.user!.id, productId, quantity, request.query.variantId);
      return repo.loadCart(db, request.user!.id, await money());
    },
  );

  app.put(
    "/carts/products/:productId/quantity/:operation",
    {
      preHandler: authenticate,
      schema: {
        tags: ["cart"],
        summary: "Increase or decrease a line by one; decreasing a line of 1 removes it",
        ...authed,
        params: z.object({ productId: idParam, operation: cartOperation }),
        querystring: cartVariantQuery,
        response: { 200: cartSchema, ...errors(400, 401, 404, 409) },
      },
    },
    async (request) => {
      const { productId, operation } = request.params;
      const { variantId } = request.query;
      const userId = request.user!.id;
      if (operation === "increase") await repo.increase(db, userId, productId, variantId);
      else await repo.decrease(db, userId, productId, variantId);
      return repo.loadCart(db, userId, await money());
    },
  );

  app.delete(
    "/carts/:cartId/product/:productId",
    {
      preHandler: authenticate,
      schema: {
        tags: ["cart"],
        summary: "Remove a line from the caller's cart",
        ...authed,
        params: z.object({ cartId: idParam, productId: idParam }),
        querystring: cartVariantQuery,
        response: { 200: cartSchema, ...errors(400, 401, 404) },
      },
    },
    async (request) => {
      const { cartId, productId } = request.params;
      await repo.removeLine(db, request.user!.id, cartId, productId, request.query.variantId);
      return repo.loadCart(db, request.user!.id, await money());
    },
  );

  app.delete(
    "/carts/empty",
    {
      preHandler: authenticate,
      schema: {
        tags: ["cart"],
        summary: "Delete the caller's cart (404 when there is none)",
        ...authed,
        response: { 200: messageBody, ...errors(401, 404) },
      },
    },
    async (request) => {
      await repo.deleteCart(db, request.user!.id);
      return { message: "Cart emptied" };
    },
  );

  app.put(
    "/carts/promotion",
    {
      preHandler: authenticate,
      schema: {
        tags: ["cart"],
        summary:
          "Apply a discount code to the cart (400 when it does not apply, the cart left as it was; 429 after a few wrong codes a minute)",
        ...authed,
        body: applyPromotionRequest,
        response: { 200: cartSchema, ...errors(400, 401, 429) },
      },
    },
    async (request) => applyCode(deps, request.user!.id, request.body.code, { ip: request.ip }, new Date()),
  );

  app.delete(
    "/carts/promotion",
    {
      preHandler: authenticate,
      schema: {
        tags: ["cart"],
        summary: "Remove the discount code from the cart",
        ...authed,
        response: { 200: cartSchema, ...errors(401) },
      },
    },
    async (request) => {
      await repo.removeCode(db, request.user!.id);
      return repo.loadCart(db, request.user!.id, await money());
    },
  );
}
