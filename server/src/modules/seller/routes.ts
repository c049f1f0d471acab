/**
 * Seller area routes (docs/product/api.md §7). "Mine" means lines of products the caller sells;
 * an admin without the seller role sees the whole shop.
 */
import {
  idParam,
  MSG,
  ORDER_STATUS,
  orderExportQuery,
  pageOf,
  sellerDashboardQuery,
  sellerDashboardSchema,
  sellerOrderQuery,
  sellerOrderSchema,
  sellerStatsSchema,
  sellerProfileInput,
  sellerProfileSchema,
  sellerCancelInput,
  sellerStatusQuery,
  sellerStatusInput,
  trackingCorrectionInput,
} from "@shop/contract";
import { z } from "zod";
import { type AuthUser, isSeller } from "../../core/user.js";
import { badRequest, forbidden, notFound } from "../../core/errors.js";
import type { FastifyReply, FastifyRequest } from "fastify";
import { authed, errors } from "../../core/route-schema.js";
import type { App } from "../../core/deps.js";
import { changeSellerOrderStatus } from "./change-order-status.js";
import { correctTracking } from "./correct-tracking.js";
import { orderMailing } from "../orders/order-mails.js";
import { changeSellerProfile } from "./shop-profile.js";
import { sendCsv } from "../../core/csv.js";
import { backOfficeActor, historyOf } from "../orders/history.js";
import { sellerDashboard } from "./dashboard.js";
import { ordersCsv } from "./export-orders.js";
import { findSellerOrder, scopeOf, sellerProfile, sellerStats } from "./repository.js";
import { searchOrders } from "../orders/search.js";
import { refundsField } from "../refunds/repository.js";

export async function sellerRoutes(app: App) {
  const { deps } = app;
  const { db } = deps;
  const { sellerOrAdmin } = deps.guards;
  const mailing = orderMailing(deps);

  const oneOrder = async (orderId: number, user: AuthUser) => {
    const sellerId = scopeOf(user);
    const order = await findSellerOrder(db, orderId, sellerId);
    if (!order) throw notFound(MSG.orderNotFound);
    return {
      ...order,
      history: await historyOf(db, orderId, user.id, sellerId),
      ...(await refundsField(db, orderId, sellerId)),
    };
  };

  /** The caller's part moves on (change-order-status.ts); answers the seller's order as it is now. */
  const moveOn = async (
    orderId: number,
    user: AuthUser,
    target: "Shipped" | "Delivered" | "Cancelled",
    input: z.output<typeof sellerStatusInput>,
  ) => {
    await changeSellerOrderStatus(mailing, orderId, scopeOf(user), target, backOfficeActor(user), input);
    return oneOrder(orderId, user);
  };

  app.get(
    "/seller/dashboard/stats",
    {
      preHandler: sellerOrAdmin,
      schema: {
        tags: ["seller"],
        summary: "Own products, orders with own lines, sales of own lines (of orders that count as sales: not cancelled, not awaiting payment), distinct customers",
        ...authed,
        response: { 200: sellerStatsSchema, ...errors(401, 403) },
      },
    },
    async (request) => sellerStats(db, scopeOf(request.user!), (await app.deps.settings.amounts()).digits),
  );

  app.get(
    "/seller/dashboard",
    {
      preHandler: sellerOrAdmin,
      schema: {
        tags: ["seller"],
        summary:
          "Sales overview of the last 7, 30 or 90 UTC days (revenue and orders per day, top products, cash on delivery), orders to ship and products low on stock or sold out: own products for a seller, the whole shop for an admin",
        ...authed,
        querystring: sellerDashboardQuery,
        response: { 200: sellerDashboardSchema, ...errors(400, 401, 403) },
      },
    },
    async (request) => sellerDashboard(db, scopeOf(request.user!), request.query.days),
  );

  app.get(
    "/seller/orders",
    {
      preHandler: sellerOrAdmin,
      schema: {
        tags: ["seller"],
        summary:
          "Orders with the caller's lines (only those lines, the caller's part status and earnings), paged, searched (keyword: order number, customer e-mail or name, product) and filtered (status of the caller's part, payment method and status, UTC days from/to); an admin without the seller role sees the whole shop and may filter by sellerId",
        ...authed,
        querystring: sellerOrderQuery,
        response: { 200: pageOf(sellerOrderSchema), ...errors(400, 401, 403) },
      },
    },
    async (request) => {
      const sellerId = scopeOf(request.user!);
      // A seller's list is their own parts: another seller's id would only say whom they share orders with.
      if (sellerId !== undefined && request.query.sellerId !== undefined && request.query.sellerId !== sellerId) {
        throw badRequest(MSG.orderSellerNotYours);
      }
      if (sellerId !== undefined && request.query.sellerName !== undefined) {
        throw badRequest(MSG.office.orderSellerNameNotYours);
      }
      return searchOrders(db, sellerId, request.query);
    },
  );

  app.get(
    "/seller/orders.csv",
    {
      preHandler: sellerOrAdmin,
      schema: {
        tags: ["seller"],
        summary:
          "Order lines placed from one day to another (UTC, both included) as CSV: own lines for a seller, all for an admin",
        ...authed,
        querystring: orderExportQuery,
        response: { 200: z.string(), ...errors(400, 401, 403) },
      },
    },
    async (request, reply) =>
      sendCsv(
        reply,
        `orders-${request.query.from}-to-${request.query.to}.csv`,
        await ordersCsv(db, scopeOf(request.user!), request.query),
      ),
  );

  app.get(
    "/seller/orders/:id",
    {
      preHandler: sellerOrAdmin,
      schema: {
        tags: ["seller"],
        summary: "One order as the caller sees it (404 when it has none of their lines)",
        ...authed,
        params: z.object({ id: idParam }),
        response: { 200: sellerOrderSchema, ...errors(400, 401, 403, 404) },
      },
    },
    async (request) => oneOrder(request.params.id, request.user!),
  );

  app.put(
    "/seller/orders/:id/status",
    {
      preHandler: sellerOrAdmin,
      schema: {
        tags: ["seller"],
        summary:
          "Mark the caller's part Shipped (from Order Placed; optional body {carrier, trackingNumber}), Delivered (from Shipped) or Cancelled (from Order Placed; body {reason}, required, at most 200 characters)",
        ...authed,
        params: z.object({ id: idParam }),
        querystring: sellerStatusQuery,
        body: sellerStatusInput.nullish(),
        response: { 200: sellerOrderSchema, ...errors(400, 401, 403, 404, 409) },
      },
    },
    async (request) => moveOn(request.params.id, request.user!, request.query.status, request.body ?? {}),
  );

  // The same use case as `status=Cancelled`, at the documented address (docs/product/api.md §7).
  app.put(
    "/seller/orders/:id/cancel",
    {
      preHandler: sellerOrAdmin,
      schema: {
        tags: ["seller"],
        summary:
          "Cancel the caller's part before it ships (from Order Placed; body {reason}, required, at most 200 characters): the same as status=Cancelled",
        ...authed,
        params: z.object({ id: idParam }),
        body: sellerCancelInput.nullish(),
        response: { 200: sellerOrderSchema, ...errors(400, 401, 403, 404, 409) },
      },
    },
    async (request) => moveOn(request.params.id, request.user!, ORDER_STATUS.cancelled, request.body ?? {}),
  );

  // A shipped part's tracking number corrected; the customer is mailed once (docs/decisions/0058).
  app.put(
    "/seller/orders/:id/tracking",
    {
      preHandler: sellerOrAdmin,
      schema: {
        tags: ["seller"],
        summary:
          "Correct the tracking number of the caller's part while it is Shipped (body {trackingNumber, carrier?}); the customer is mailed the new number once",
        ...authed,
        params: z.object({ id: idParam }),
        body: trackingCorrectionInput.nullish(),
        response: { 200: sellerOrderSchema, ...errors(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      await correctTracking(mailing, request.params.id, scopeOf(request.user!), request.body ?? {});
      return oneOrder(request.params.id, request.user!);
    },
  );

  // A profile is a seller's own: an admin who does not sell has none (403).
  const sellerOnly = async (request: FastifyRequest, reply: FastifyReply) => {
    await sellerOrAdmin(request, reply);
    if (!isSeller(request.user!)) throw forbidden("Only sellers have a seller profile");
  };
  const ownProfile = async (user: AuthUser) => {
    const profile = await sellerProfile(db, user.id);
    if (!profile) throw notFound("Seller not found");
    return profile;
  };

  app.get(
    "/seller/profile",
    {
      preHandler: sellerOnly,
      schema: {
        tags: ["seller"],
        summary: "The caller's seller profile: the display name customers see (their shop's name)",
        ...authed,
        response: { 200: sellerProfileSchema, ...errors(401, 403) },
      },
    },
    async (request) => ownProfile(request.user!),
  );

  app.put(
    "/seller/profile",
    {
      preHandler: sellerOnly,
      schema: {
        tags: ["seller"],
        summary:
          "Set the tax ID printed on the seller's invoices (at most 40 characters; left out: kept) and the display name customers see (2..60 characters, unique among sellers whatever the case and spaces, not the shop's name nor another seller's 'Seller N'; null or blank clears it: customers then see 'Seller N')",
        ...authed,
        body: sellerProfileInput,
        response: { 200: sellerProfileSchema, ...errors(400, 401, 403, 409) },
      },
    },
    async (request) => {
      await changeSellerProfile(app.deps, request.user!.id, request.body);
      return ownProfile(request.user!);
    },
  );
}
