/**
 * Returns and refunds (docs/product/api.md §16; docs/decisions/0046-returns-and-refunds.md): the
 * customer's calls on their orders, the seller's on the returns of their parts, the admin's on every
 * return. Three trees over the same use cases; who may see a return is the scope each tree passes.
 */
import {
  idParam,
  pageOf,
  returnableOrderPartSchema,
  returnDeclineInput,
  returnListQuery,
  returnReceiveInput,
  returnRefundInput,
  returnRequestInput,
  returnSchema,
} from "@shop/contract";
import { z } from "zod";
import type { App, AppDeps } from "../../core/deps.js";
import { notFound } from "../../core/errors.js";
import { authed, errors } from "../../core/route-schema.js";
import { type AuthUser, isSeller } from "../../core/user.js";
import { MSG } from "@shop/contract";
import { type Actor, backOfficeActor, customerActor } from "../orders/history.js";
import { orderMailing } from "../orders/order-mails.js";
import { decideReturn } from "./decide-return.js";
import { receiveReturn } from "./receive-return.js";
import { refundReturn } from "./refund-return.js";
import { findReturnRow, listReturns, type ReturnScope, returnsOfOrder, toReturns } from "./repository.js";
import { ownOrderOr404, type ReturnsDeps, requestReturn, returnableParts } from "./request-return.js";

const idParams = z.object({ id: idParam });
const orderParams = z.object({ orderId: idParam });

export async function returnRoutes(app: App) {
  const { deps } = app;
  const { db } = deps;
  const { authenticate, sellerOrAdmin, admin } = deps.guards;
  const mailing = orderMailing(deps);
  const returnsDeps: ReturnsDeps & { refunds: AppDeps["refunds"] } = {
    db,
    settings: deps.settings,
    shop: mailing.shop,
    outbox: deps.outbox,
    refunds: deps.refunds,
  };

  const oneReturn = async (id: number, scope: ReturnScope) => {
    const row = await findReturnRow(db, id, scope);
    if (!row) throw notFound(MSG.returnNotFound);
    return (await toReturns(db, [row]))[0]!;
  };

  // ---- The customer's calls -------------------------------------------------------------------

  const mine = (user: AuthUser): ReturnScope => ({ customerId: user.id });

  app.post(
    "/orders/:orderId/returns",
    {
      preHandler: authenticate,
      schema: {
        tags: ["returns"],
        summary:
          "Ask to return units of one delivered seller's part of the caller's order, within the seller's return window",
        ...authed,
        params: orderParams,
        body: returnRequestInput,
        response: { 201: returnSchema, ...errors(400, 401, 404, 409) },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await requestReturn(returnsDeps, request.user!, request.params.orderId, request.body)),
  );

  app.get(
    "/orders/:orderId/returns",
    {
      preHandler: authenticate,
      schema: {
        tags: ["returns"],
        summary: "The returns of one of the caller's orders, oldest first",
        ...authed,
        params: orderParams,
        response: { 200: z.array(returnSchema), ...errors(400, 401, 404) },
      },
    },
    async (request) => {
      await ownOrderOr404(db, request.params.orderId, request.user!.id);
      return returnsOfOrder(db, request.params.orderId, mine(request.user!));
    },
  );

  app.get(
    "/orders/:orderId/returnable",
    {
      preHandler: authenticate,
      schema: {
        tags: ["returns"],
        summary:
          "Each seller's part of the caller's order for the return form: delivered when, the window's end, whether a return can be asked, the units left per line",
        ...authed,
        params: orderParams,
        response: { 200: z.array(returnableOrderPartSchema), ...errors(400, 401, 404) },
      },
    },
    async (request) => returnableParts(returnsDeps, request.user!, request.params.orderId),
  );

  for (const [path, decision, summary] of [
    ["cancel", "cancel", "Cancel one of the caller's returns while it is requested or approved"],
    ["escalate", "escalate", "Ask the shop to decide on one of the caller's returns that its seller declined"],
  ] as const) {
    app.put(
      `/returns/:id/${path}`,
      {
        preHandler: authenticate,
        schema: {
          tags: ["returns"],
          summary,
          ...authed,
          params: idParams,
          response: { 200: returnSchema, ...errors(400, 401, 404, 409) },
        },
      },
      async (request) =>
        decideReturn(returnsDeps, decision, request.params.id, mine(request.user!), customerActor(request.user!)),
    );
  }

  // ---- The seller's and the admin's calls ------------------------------------------------------

  /** The back office's two trees: the seller's parts (an admin who does not sell: every part), and the admin's. */
  const trees = [
    {
      prefix: "/seller/returns",
      guard: sellerOrAdmin,
      admin: false,
      who: "the caller's parts (an admin who sells no products: every part)",
      scope: (user: AuthUser): ReturnScope => (isSeller(user) ? { sellerId: user.id } : undefined),
      actor: (user: AuthUser): Actor => backOfficeActor(user),
    },
    {
      prefix: "/admin/returns",
      guard: admin,
      admin: true,
      who: "every part (admins)",
      scope: (): ReturnScope => undefined,
      actor: (user: AuthUser): Actor => ({ id: user.id, role: "admin" }),
    },
  ];

  for (const tree of trees) {
    app.get(
      tree.prefix,
      {
        preHandler: tree.guard,
        schema: {
          tags: ["returns"],
          summary: `The returns of ${tree.who}, newest first, paged, by status when given`,
          ...authed,
          querystring: returnListQuery,
          response: { 200: pageOf(returnSchema), ...errors(400, 401, 403) },
        },
      },
      async (request) => listReturns(db, tree.scope(request.user!), request.query),
    );

    app.get(
      `${tree.prefix}/:id`,
      {
        preHandler: tree.guard,
        schema: {
          tags: ["returns"],
          summary: `One return of ${tree.who}`,
          ...authed,
          params: idParams,
          response: { 200: returnSchema, ...errors(400, 401, 403, 404) },
        },
      },
      async (request) => oneReturn(request.params.id, tree.scope(request.user!)),
    );

    app.put(
      `${tree.prefix}/:id/approve`,
      {
        preHandler: tree.guard,
        schema: {
          tags: ["returns"],
          summary: tree.admin
            ? "Approve a requested return, or an escalated one (the shop decides)"
            : "Approve a requested return of the caller's part",
          ...authed,
          params: idParams,
          response: { 200: returnSchema, ...errors(400, 401, 403, 404, 409) },
        },
      },
      async (request) =>
        decideReturn(returnsDeps, "approve", request.params.id, tree.scope(request.user!), tree.actor(request.user!), {
          admin: tree.admin,
        }),
    );

    app.put(
      `${tree.prefix}/:id/decline`,
      {
        preHandler: tree.guard,
        schema: {
          tags: ["returns"],
          summary: "Decline a requested return, saying why (the customer may escalate it to the shop)",
          ...authed,
          params: idParams,
          body: returnDeclineInput,
          response: { 200: returnSchema, ...errors(400, 401, 403, 404, 409) },
        },
      },
      async (request) =>
        decideReturn(returnsDeps, "decline", request.params.id, tree.scope(request.user!), tree.actor(request.user!), {
          declineReason: request.body.reason,
        }),
    );

    app.put(
      `${tree.prefix}/:id/receive`,
      {
        preHandler: tree.guard,
        schema: {
          tags: ["returns"],
          summary:
            "Record what came back of an approved return, per line: units received (at most those asked) and resellable (back in stock); fixes the refund",
          ...authed,
          params: idParams,
          body: returnReceiveInput,
          response: { 200: returnSchema, ...errors(400, 401, 403, 404, 409) },
        },
      },
      async (request) =>
        receiveReturn(
          returnsDeps,
          request.params.id,
          tree.scope(request.user!),
          tree.actor(request.user!),
          request.body,
        ),
    );

    app.put(
      `${tree.prefix}/:id/refund`,
      {
        preHandler: tree.guard,
        schema: {
          tags: ["returns"],
          summary:
            "Record that a received return's refund was paid back (method and reference), or with method card (a card-paid order, no reference) refund it through Stripe first: books the seller's refund, commission given back and, when they hold the cash, the cash paid back",
          ...authed,
          params: idParams,
          body: returnRefundInput,
          response: { 200: returnSchema, ...errors(400, 401, 403, 404, 409, 503) },
        },
      },
      async (request) =>
        refundReturn(
          returnsDeps,
          request.params.id,
          tree.scope(request.user!),
          tree.actor(request.user!),
          request.body,
        ),
    );
  }

  app.put(
    "/admin/returns/:id/close",
    {
      preHandler: admin,
      schema: {
        tags: ["returns"],
        summary: "Close an escalated return: the seller's decline stands",
        ...authed,
        params: idParams,
        response: { 200: returnSchema, ...errors(400, 401, 403, 404, 409) },
      },
    },
    async (request) =>
      decideReturn(returnsDeps, "close", request.params.id, undefined, { id: request.user!.id, role: "admin" }),
  );
}
