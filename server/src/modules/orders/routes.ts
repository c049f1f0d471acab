/** Customer order API (docs/product/api.md §6). */
import { idParam, LIMITS, MSG, orderItemSchema, orderSchema, placeOrderRequest } from "@shop/contract";
import { z } from "zod";
import { startIdempotencyCleanup } from "./idempotency.js";
import { badRequest, notFound } from "../../core/errors.js";
import type { App, AppDeps } from "../../core/deps.js";
import { cancelOrder } from "./cancel-order.js";
import { orderMailing } from "./order-mails.js";
import { type OrderPlacement, placeOrder } from "./place-order.js";
import { normalisePaymentMethod } from "./status.js";
import { paymentSettingsOf } from "../ledger/payment-settings.js";
import { historyOf } from "./history.js";
import { refundsField } from "../refunds/repository.js";
import { findOwnOrder, listOwnOrders } from "./repository.js";
import { authed, errors } from "../../core/route-schema.js";

const idParams = z.object({ id: idParam });
const MINUTE_MS = 60_000;

/** Optional paging of the customer's order list; the answer stays the original client's bare array. */
const ownOrdersQuery = z.object({
  pageNumber: z.coerce
    .number({ error: "pageNumber must be a whole number of 0 or more" })
    .int("pageNumber must be a whole number of 0 or more")
    .min(0, "pageNumber must be a whole number of 0 or more")
    .max(100_000, "pageNumber is too large")
    .default(0),
  pageSize: z.coerce
    .number({ error: `pageSize must be between 1 and ${LIMITS.ordersPageSize}` })
    .int(`pageSize must be between 1 and ${LIMITS.ordersPageSize}`)
    .min(1, `pageSize must be between 1 and ${LIMITS.ordersPageSize}`)
    .max(LIMITS.ordersPageSize, `pageSize must be between 1 and ${LIMITS.ordersPageSize}`)
    .default(LIMITS.ordersPageSize),
});

export async function orderRoutes(app: App) {
  const stopCleanup = startIdempotencyCleanup(app.deps.db, (error) =>
    app.log.warn({ err: error }, "idempotency key clean-up failed"),
  );
  app.addHook("onClose", async () => stopCleanup());
  const { deps } = app;
  const { db } = deps;
  const { authenticate } = deps.guards;
  const mailing = orderMailing(deps);

  app.post(
    "/order/users/payments/:method",
    {
      preHandler: authenticate,
      schema: {
        tags: ["orders"],
        summary:
          "Place a cash-on-delivery order from the caller's cart (send an Idempotency-Key to retry safely); `card` has a route of its own once Stripe's keys are set",
        ...authed,
        params: z.object({ method: z.string().min(1).max(40) }),
        body: placeOrderRequest,
        response: { 201: orderSchema, ...errors(400, 401, 404, 409, 415, 422, 429) },
      },
    },
    async (request, reply) => {
      const user = request.user!;
      await deps.limiter.consume(`order:${user.id}`, deps.config.rateLimit.ordersPerMinute, MINUTE_MS);
      const key = idempotencyKeyOf(request.headers["idempotency-key"]);
      const method = normalisePaymentMethod(request.params.method);
      // A card is paid on its own route once Stripe's keys are set (modules/payments); this one
      // takes cash on delivery, when the Payments settings offer it.
      if (method !== "cash") throw badRequest(deps.config.stripe ? MSG.paymentMethodUnknown : MSG.onlyCash);
      if (deps.config.stripe && !(await paymentSettingsOf(deps)).paymentMethods.includes("cash")) {
        throw badRequest(MSG.cashPaymentOff);
      }
      const result = await placeOrder(
        placementOf(deps),
        user,
        { method: "cash" },
        request.body,
        key,
        request.headers["accept-language"],
      );
      if (result.replayed) reply.header("Idempotent-Replayed", "true");
      return reply.status(201).send(result.order);
    },
  );

  app.get(
    "/orders/users",
    {
      preHandler: authenticate,
      schema: {
        tags: ["orders"],
        summary:
          "The caller's orders, newest first: a bare array of at most 100, paged with pageNumber/pageSize (or page/size); X-Total-Count gives the number of all",
        ...authed,
        querystring: ownOrdersQuery,
        response: { 200: z.array(orderSchema), ...errors(400, 401) },
      },
    },
    async (request, reply) => {
      const { orders, total } = await listOwnOrders(db, request.user!.id, request.query);
      reply.header("X-Total-Count", String(total));
      return orders;
    },
  );

  const ownOrder = async (orderId: number, userId: number) => {
    const order = await findOwnOrder(db, orderId, userId);
    if (!order) throw notFound(MSG.orderNotFound);
    return order;
  };

  app.get(
    "/orders/:id",
    {
      preHandler: authenticate,
      schema: {
        tags: ["orders"],
        summary: "One of the caller's orders",
        ...authed,
        params: idParams,
        response: { 200: orderSchema, ...errors(400, 401, 404) },
      },
    },
    async (request) => ({
      ...(await ownOrder(request.params.id, request.user!.id)),
      history: await historyOf(db, request.params.id, request.user!.id),
      ...(await refundsField(db, request.params.id)),
    }),
  );

  app.get(
    "/orders/:id/items",
    {
      preHandler: authenticate,
      schema: {
        tags: ["orders"],
        summary: "The lines of one of the caller's orders",
        ...authed,
        params: idParams,
        response: { 200: z.array(orderItemSchema), ...errors(400, 401, 404) },
      },
    },
    async (request) => (await ownOrder(request.params.id, request.user!.id)).orderItemDTOs,
  );

  app.put(
    "/orders/:id/cancel",
    {
      preHandler: authenticate,
      schema: {
        tags: ["orders"],
        summary: "Cancel one of the caller's orders while it is still Order Placed; the stock comes back",
        ...authed,
        params: idParams,
        response: { 200: orderSchema, ...errors(400, 401, 404, 409) },
      },
    },
    async (request) => cancelOrder(mailing, request.user!.id, request.params.id),
  );
}

/** What placing an order uses, of the app's dependencies. */
export const placementOf = (deps: AppDeps): OrderPlacement => ({
  db: deps.db,
  storefrontUrl: deps.config.storefrontUrl,
  publicUrl: deps.config.publicUrl,
  settings: deps.settings,
  outbox: deps.outbox,
});

/** The optional Idempotency-Key header: 1..200 visible characters. */
export function idempotencyKeyOf(header: string | string[] | undefined): string | undefined {
  if (header === undefined) return undefined;
  const key = (Array.isArray(header) ? header[0] : header)?.trim() ?? "";
  if (key.length === 0 || key.length > 200 || !/^[\x21-\x7e]+$/.test(key)) {
    throw badRequest("The Idempotency-Key header must be 1 to 200 visible characters");
  }
  return key;
}
