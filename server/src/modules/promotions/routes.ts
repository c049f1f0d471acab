/**
 * Discount codes (docs/decisions/0022): the shop's, managed by admins at /admin/promotions, and each
 * seller's own at /seller/promotions. The same use cases serve both trees; only the owner differs.
 */
import {
  idParam,
  messageBody,
  pageOf,
  promotionInput,
  promotionListQuery,
  promotionSchema,
  promotionUpdateInput,
} from "@shop/contract";
import { z } from "zod";
import { type AuthUser, isSeller } from "../../core/user.js";
import { forbidden } from "../../core/errors.js";
import { authed, errors } from "../../core/route-schema.js";
import type { App } from "../../core/deps.js";
import { createCode, editCode, removeCode } from "./manage-promotions.js";
import { type CodeOwner, listCodes } from "./repository.js";

const params = z.object({ id: idParam });

export async function promotionRoutes(app: App) {
  const { deps } = app;
  const { db } = deps;
  const money = () => deps.settings.amounts();
  const trees: { path: string; guard: typeof deps.guards.admin; owner: (user: AuthUser) => CodeOwner; who: string }[] =
    [
      { path: "/admin/promotions", guard: deps.guards.admin, owner: () => null, who: "the shop's (the shop pays)" },
      {
        path: "/seller/promotions",
        guard: deps.guards.sellerOrAdmin,
        owner: (user) => {
          if (!isSeller(user)) throw forbidden("Only sellers have discount codes of their own");
          return user.id;
        },
        who: "the caller's own (the seller pays; only their products qualify)",
      },
    ];
  for (const tree of trees) {
    const tags = [tree.path.startsWith("/admin") ? "admin" : "seller"];
    app.get(
      tree.path,
      {
        preHandler: tree.guard,
        schema: {
          tags,
          summary: `Discount codes: ${tree.who}, with how often each was used`,
          ...authed,
          querystring: promotionListQuery,
          response: { 200: pageOf(promotionSchema), ...errors(400, 401, 403) },
        },
      },
      async (request) => listCodes(db, tree.owner(request.user!), request.query, (await money()).digits),
    );
    app.post(
      tree.path,
      {
        preHandler: tree.guard,
        schema: {
          tags,
          summary: `Create a discount code: ${tree.who}`,
          ...authed,
          body: promotionInput,
          response: { 201: promotionSchema, ...errors(400, 401, 403, 409) },
        },
      },
      async (request, reply) => {
        const user = request.user!;
        return reply.status(201).send(await createCode(db, tree.owner(user), user.id, request.body, await money()));
      },
    );
    app.put(
      `${tree.path}/:id`,
      {
        preHandler: tree.guard,
        schema: {
          tags,
          summary: "Edit a code, or deactivate it ({active: false})",
          ...authed,
          params,
          body: promotionUpdateInput,
          response: { 200: promotionSchema, ...errors(400, 401, 403, 404, 409) },
        },
      },
      async (request) => editCode(db, tree.owner(request.user!), request.params.id, request.body, await money()),
    );
    app.delete(
      `${tree.path}/:id`,
      {
        preHandler: tree.guard,
        schema: {
          tags,
          summary: "Delete a code nobody used yet (409 once used: deactivate it instead)",
          ...authed,
          params,
          response: { 200: messageBody, ...errors(400, 401, 403, 404, 409) },
        },
      },
      async (request) => {
        await removeCode(db, tree.owner(request.user!), request.params.id);
        return { message: "Discount code deleted" };
      },
    );
  }
}
