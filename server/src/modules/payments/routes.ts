/**
 * Payments (docs/decisions/0050-card-payments-through-stripe.md): the admin's Payments settings and
 * Stripe's webhook, verified on the raw body before anything is read.
 */
import {
  idParam,
  MSG,
  orderSchema,
  paymentSettingsInput,
  paymentSettingsSchema,
  placeOrderRequest,
  refundSchema,
} from "@shop/contract";
import type Stripe from "stripe";
import { z } from "zod";
import type { App } from "../../core/deps.js";
import { badRequest } from "../../core/errors.js";
import { authed, errors } from "../../core/route-schema.js";
import { idempotencyKeyOf, placementOf } from "../orders/routes.js";
import { placeCardOrder } from "./pay-by-card.js";
import { paymentSettingsOf, writePaymentSettings } from "../ledger/payment-settings.js";
import { stripeOf } from "./stripe-client.js";
import { startUnpaidSweep } from "./sweep.js";
import { handleStripeEvent } from "./webhook.js";
import { isSeller } from "../../core/user.js";
import { retryRefund } from "./refunds.js";

const MINUTE_MS = 60_000;

export async function paymentRoutes(app: App) {
  const { deps } = app;
  const { db, guards } = deps;
  const stripe = stripeOf(deps.config);
  if (stripe) {
    const stop = startUnpaidSweep(db, stripe, (error) => app.log.warn({ err: error }, "unpaid orders sweep failed"));
    app.addHook("onClose", async () => stop());
  }

  app.get(
    "/admin/payments",
    {
      preHandler: guards.admin,
      schema: {
        tags: ["payments"],
        summary: "How shoppers may pay: card (with Stripe's keys), cash on delivery, and the payout hold in days",
        ...authed,
        response: { 200: paymentSettingsSchema, ...errors(401, 403) },
      },
    },
    async () => paymentSettingsOf(deps),
  );

  app.put(
    "/admin/payments",
    {
      preHandler: guards.admin,
      schema: {
        tags: ["payments"],
        summary:
          "Turn card and cash on delivery on or off (at least one; cash only, without Stripe's keys) and set the payout hold (0–90 days)",
        ...authed,
        body: paymentSettingsInput,
        response: { 200: paymentSettingsSchema, ...errors(400, 401, 403, 415) },
      },
    },
    async (request) => {
      const current = await paymentSettingsOf(deps);
      if (!request.body.cashEnabled && !current.cardAvailable) {
        throw badRequest(MSG.cardNeedsKeys, { cashEnabled: MSG.cardNeedsKeys });
      }
      await writePaymentSettings(db, request.body);
      return paymentSettingsOf(deps);
    },
  );

  // Without Stripe's keys there is no card route nor webhook: the orders' route answers card as before.
  if (!stripe || !deps.config.stripe) return;

  // The spec's placement call with method `card`: a static route, found before the orders' `:method`.
  app.post(
    "/order/users/payments/card",
    {
      preHandler: guards.authenticate,
      schema: {
        tags: ["orders"],
        summary:
          "Place an order paid by card: Awaiting payment, its stock taken and code redeemed; answers Stripe Checkout's paymentUrl (send an Idempotency-Key to retry safely)",
        ...authed,
        body: placeOrderRequest,
        response: { 201: orderSchema, ...errors(400, 401, 404, 409, 415, 422, 429, 503) },
      },
    },
    async (request, reply) => {
      const user = request.user!;
      await deps.limiter.consume(`order:${user.id}`, deps.config.rateLimit.ordersPerMinute, MINUTE_MS);
      const key = idempotencyKeyOf(request.headers["idempotency-key"]);
      if (!(await paymentSettingsOf(deps)).paymentMethods.includes("card")) throw badRequest(MSG.cardPaymentOff);
      const result = await placeCardOrder(
        placementOf(deps),
        stripe,
        user,
        request.body,
        key,
        request.log,
        request.headers["accept-language"],
      );
      if (result.replayed) reply.header("Idempotent-Replayed", "true");
      return reply.status(201).send(result.order);
    },
  );
  app.put(
    "/seller/refunds/:id/retry",
    {
      preHandler: guards.sellerOrAdmin,
      schema: {
        tags: ["payments"],
        summary:
          "Send a failed card refund of a cancelled order or part to Stripe again, as its next attempt (a seller their part's, an admin any); a return's is retried by refunding the return again",
        ...authed,
        params: z.object({ id: idParam }),
        response: { 200: refundSchema, ...errors(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const user = request.user!;
      return retryRefund(deps, request.params.id, isSeller(user) ? user.id : undefined);
    },
  );

  const { webhookSecret } = deps.config.stripe;
  // Stripe signs the bytes it sent: this scope keeps the body as they came.
  await app.register(async (scope) => {
    scope.removeContentTypeParser("application/json");
    scope.addContentTypeParser("application/json", { parseAs: "buffer" }, (_request, body, done) => done(null, body));
    scope.post(
      "/payments/stripe/webhook",
      {
        schema: {
          tags: ["payments"],
          summary:
            "Stripe's events (signed with STRIPE_WEBHOOK_SECRET): a paid session places its order, an expired one cancels it, a refund's events confirm it; each event is taken once",
          headers: z.object({ "stripe-signature": z.string().optional() }),
          response: { 200: z.object({ received: z.boolean() }), ...errors(400) },
        },
      },
      async (request) => {
        const body = request.body;
        const signature = request.headers["stripe-signature"];
        if (!Buffer.isBuffer(body) || !signature) throw badRequest(MSG.webhookSignatureInvalid);
        let event: Stripe.Event;
        try {
          event = stripe.webhooks.constructEvent(body, signature, webhookSecret);
        } catch {
          throw badRequest(MSG.webhookSignatureInvalid);
        }
        const outcome = await handleStripeEvent(db, event);
        if (outcome === "paid") deps.outbox.nudge();
        if (outcome === "amount-mismatch") {
          request.log.error({ eventId: event.id }, "a paid session's amount is not its order's total: not marked paid");
        }
        return { received: true };
      },
    );
  });
}
