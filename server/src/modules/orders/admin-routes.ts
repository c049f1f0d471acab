/** The owner's orders of the whole shop (docs/product/api.md §7): searched, filtered, every seller's part. */
import { adminOrderQuery, idParam, MSG, pageOf, sellerOrderSchema } from "@shop/contract";
import { z } from "zod";
import { notFound } from "../../core/errors.js";
import type { App } from "../../core/deps.js";
import { authed, errors } from "../../core/route-schema.js";
import { historyOf } from "./history.js";
import { refundsField } from "../refunds/repository.js";
import { findShopOrder, searchOrders } from "./search.js";

export async function adminOrderRoutes(app: App) {
  const { deps } = app;
  const { db } = deps;

  app.get(
    "/admin/orders",
    {
      preHandler: deps.guards.admin,
      schema: {
        tags: ["admin"],
        summary:
          "Every order of the shop with its parts' sellers and statuses, paged and sorted; keyword (order number, customer e-mail or name, product), status (the order's or any part's), paymentMethod, paymentStatus, sellerId, from/to (UTC days, both included)",
        ...authed,
        querystring: adminOrderQuery,
        response: { 200: pageOf(sellerOrderSchema), ...errors(400, 401, 403) },
      },
    },
    async (request) => searchOrders(db, undefined, request.query),
  );

  app.get(
    "/admin/orders/:id",
    {
      preHandler: deps.guards.admin,
      schema: {
        tags: ["admin"],
        summary: "One order of the shop with every line, every seller's part and its history",
        ...authed,
        params: z.object({ id: idParam }),
        response: { 200: sellerOrderSchema, ...errors(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const order = await findShopOrder(db, request.params.id);
      if (!order) throw notFound(MSG.orderNotFound);
      return {
        ...order,
        history: await historyOf(db, request.params.id, request.user!.id),
        ...(await refundsField(db, request.params.id)),
      };
    },
  );
}
